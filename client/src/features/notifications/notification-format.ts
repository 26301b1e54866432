import { NOTIFICATIONS } from '@foodshare/contracts/constants';
import { notificationBadge } from '@foodshare/contracts/format';
import {
  NOTIFICATION_TEXT,
  type Notification,
  type NotificationTextKey,
  type NotificationType,
} from '@foodshare/contracts/notifications';
import type { TFunction } from 'i18next';
import { donationAnchor, type ProfileTab, profileTabPath } from '../../lib/profile-tabs';

/** The business's templates page, opened on one day's confirmation. */
export const surplusConfirmPath = (templateId: string, date: string) =>
  `/surplus?confirm=${encodeURIComponent(templateId)}&date=${encodeURIComponent(date)}`;

/** The bell's accessible name, with the count a screen reader should hear. */
export function bellLabel(t: TFunction<'notifications'>, unread: number): string {
  if (unread <= 0) return t('bell.labelNone');
  return t('bell.label', { count: unread });
}

/** The badge on the bell: nothing at 0, '9+' above 9 (docs/product.md §2). */
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
  case_taken_over: 'donations',
  case_note: 'donations',
  appeal_decided: 'donations',
  report_outcome: 'donations',
  charity_offer: 'requests',
  handover_held: 'donations',
  surplus_due: 'donations',
  pickup_reminder: 'donations',
};

/** The taker's side of a handover, a sale or a take-down, where the donor's side shares the type. */
const TAKER_TEXTS: ReadonlySet<NotificationTextKey> = new Set([
  'collectedForTaker',
  'saleForBuyer',
  'itemTakenDownForTaker',
  'itemExpiredForTaker',
  'handoverHeldForTaker',
  'pickupOpensSoon',
  'pickupHalfOver',
]);
/** The same, by the English title, for a notification without its values. */
const TAKER_TITLES: ReadonlySet<string> = new Set([
  NOTIFICATION_TEXT.collectedForTaker('').title,
  NOTIFICATION_TEXT.saleForBuyer('', '').title,
  NOTIFICATION_TEXT.itemTakenDownForTaker('').title,
]);

/**
 * Where opening a notification takes the person. Both sides of a handover get `item_collected`
 * and both sides of a sale `purchase_completed`: the wording tells them apart.
 */
export function notificationTarget(
  notification: Pick<Notification, 'type' | 'title'> & {
    params?: Notification['params'];
    relatedItemId?: string | null;
  },
): string {
  // A moderator's case was taken over: their queue is where it went on.
  if (notification.type === 'case_taken_over') return '/admin';
  // A recurring template's day: one tap opens its confirmation (docs/product.md §21).
  if (notification.type === 'surplus_due' && notification.relatedItemId)
    return surplusConfirmPath(notification.relatedItemId, notification.params?.date ?? '');
  const text = notification.params?.text;
  // The expiry and the withdrawal of a listed item ask its donor what became of it: the link
  // goes to that item's row.
  if (
    (text === 'itemExpiredForDonor' || text === 'itemWithdrawnForDonor') &&
    notification.relatedItemId
  )
    return `${profileTabPath('donations')}#${donationAnchor(notification.relatedItemId)}`;
  const taker = text ? TAKER_TEXTS.has(text) : TAKER_TITLES.has(notification.title);
  return profileTabPath(taker ? 'requests' : TAB_BY_TYPE[notification.type]);
}
