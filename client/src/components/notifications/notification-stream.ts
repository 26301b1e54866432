import {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_PATH,
  type NotificationStreamMessage,
  notificationStreamMessageSchema,
} from '@foodshare/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myDonationsQueryKey } from '../../api/get-my-donations';
import { myRequestsQueryKey } from '../../api/get-my-requests';
import {
  type NotificationInbox,
  notificationsQueryKey,
  useNotifications,
} from '../../api/get-notifications';

/** A stream message as sent, or null when it is not one (a proxy's keep-alive, say). */
export function parseStreamMessage(data: unknown): NotificationStreamMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = notificationStreamMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the message says something the inbox on screen does not know. The stream greets
 * every (re)connection with the current state, which usually matches what was just fetched.
 */
export function isNews(inbox: NotificationInbox | undefined, message: NotificationStreamMessage) {
  if (!inbox) return true;
  const newest = inbox.notifications[0]?.id ?? null;
  return newest !== message.latestId || inbox.unread !== message.unread;
}

/**
 * Listens to GET /api/notifications/stream while someone is signed in. A notification means a
 * request or an item changed, so the lists that show them refresh with the bell (the server
 * tells a change only once those lists have caught up with it). EventSource reconnects by
 * itself after a dropped connection.
 */
export function useNotificationStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_PATH, { withCredentials: true });
    const onMessage = (event: MessageEvent) => {
      const message = parseStreamMessage(event.data);
      if (!message) return;
      const inbox = queryClient.getQueryData<NotificationInbox>(notificationsQueryKey);
      if (!isNews(inbox, message)) return;
      for (const queryKey of [notificationsQueryKey, myDonationsQueryKey, myRequestsQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    source.addEventListener(NOTIFICATION_STREAM_EVENT, onMessage);
    return () => {
      source.removeEventListener(NOTIFICATION_STREAM_EVENT, onMessage);
      source.close();
    };
  }, [enabled, queryClient]);
}

/**
 * The inbox and its live stream for whoever is signed in, from the top bar's first render: the
 * bell's menu loads later, and news arriving meanwhile must still refresh the lists on screen.
 */
export function useLiveNotifications(signedIn: boolean): void {
  useNotifications({ enabled: signedIn });
  useNotificationStream(signedIn);
}

/** `useLiveNotifications` as a component, so the top bar can fetch it once someone signs in. */
export function LiveNotifications() {
  useLiveNotifications(true);
  return null;
}
