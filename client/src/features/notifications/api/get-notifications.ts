import { NOTIFICATIONS } from '@foodshare/contracts/constants';
import {
  type Notification,
  notificationSchema,
  UNREAD_COUNT_HEADER,
} from '@foodshare/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiReadWithHeaders, withQuery } from '../../../lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

export interface NotificationInbox {
  /** The latest notifications, newest first (docs/product.md §9: the dropdown shows 10). */
  notifications: Notification[];
  /** Every unread notification, shown or not (the x-unread-count header). */
  unread: number;
}

const notificationListSchema = z.array(notificationSchema);

/**
 * The unread count from the answer's header. Without a usable header only what arrived can be
 * counted: a badge never says fewer than the unread ones on screen.
 */
export function unreadFromHeader(header: string | null, shown: readonly Notification[]): number {
  const onScreen = shown.filter((notification) => !notification.isRead).length;
  if (header === null || header.trim() === '') return onScreen;
  const count = Number(header);
  return Number.isSafeInteger(count) && count >= 0 ? Math.max(count, onScreen) : onScreen;
}

/** GET /api/notifications: the signed-in person's latest notifications and their unread count. */
export async function getNotifications(
  limit: number = NOTIFICATIONS.dropdownSize,
): Promise<NotificationInbox> {
  const { body, headers } = await apiReadWithHeaders(withQuery('/api/notifications', { limit }));
  const notifications = notificationListSchema.parse(body);
  return {
    notifications,
    unread: unreadFromHeader(headers.get(UNREAD_COUNT_HEADER), notifications),
  };
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: notificationsQueryKey, queryFn: () => getNotifications() });
}

/** Only asked while someone is signed in (docs/product.md §7); the live stream keeps it fresh. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
