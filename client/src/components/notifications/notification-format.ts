import { NOTIFICATIONS } from '@foodshare/contracts/constants';
import { notificationBadge } from '@foodshare/contracts/format';
import { NOTIFICATION_TEXT, type NotificationType } from '@foodshare/contracts/notifications';
import { type ProfileTab, profileTabPath } from '../../lib/profile-tabs';

/** The bell's accessible name, with the count a screen reader should hear. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** The badge on the bell: nothing at 0, '9+' above 9 (SPEC §2). */
export function bellBadge(unread: number): string | null {
  return unread > 0 ? notificationBadge(unread, NOTIFICATIONS.badgeCap) : null;
}

/** The profile tab where a notification's news is acted on: the donor's side or the taker's. */
const TAB_BY_TYPE: Record<NotificationType, ProfileTab> = {
  request_received: 'donations',
  purchase_requested: 'donations',
  request_cancelled: 'donations',
  item_collected: 'donations',
  purchase_completed: 'donations',
  donation_approved: 'donations',
  donation_flagged: 'donations',
  donation_rejected: 'donations',
  item_expired: 'donations',
  request_accepted: 'requests',
  request_declined: 'requests',
  item_withdrawn: 'requests',
  item_hidden: 'donations',
  reports_dismissed: 'donations',
  item_taken_down: 'donations',
};

/** Titles the taker's side of a handover or a sale gets, where the donor's side shares the type. */
const TAKER_TITLES: ReadonlySet<string> = new Set([
  NOTIFICATION_TEXT.collectedForTaker('').title,
  NOTIFICATION_TEXT.saleForBuyer('', '').title,
  NOTIFICATION_TEXT.itemTakenDownForTaker('').title,
]);

/**
 * Where opening a notification takes the person. Both sides of a handover get `item_collected`
 * and both sides of a sale `purchase_completed`: the title tells them apart.
 */
export function notificationTarget(type: NotificationType, title: string): string {
  const tab = TAKER_TITLES.has(title) ? 'requests' : TAB_BY_TYPE[type];
  return profileTabPath(tab);
}
