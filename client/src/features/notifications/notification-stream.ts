import {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_PATH,
  type NotificationStreamMessage,
  notificationStreamMessageSchema,
} from '@foodshare/contracts/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myDonationsQueryKey } from '../donations/api/get-my-donations';
import { myRequestsQueryKey } from '../requests/api/get-my-requests';
import {
  type NotificationInbox,
  notificationsQueryKey,
  useNotifications,
} from './api/get-notifications';

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

const sameState = (a: NotificationStreamMessage, b: NotificationStreamMessage) =>
  a.latestId === b.latestId && a.unread === b.unread;

/**
 * Whether the message says something the inbox on screen does not know. The stream greets
 * every (re)connection with the current state, which usually matches what was just fetched.
 */
export function isNews(inbox: NotificationInbox | undefined, message: NotificationStreamMessage) {
  if (!inbox) return true;
  return !sameState(
    { latestId: inbox.notifications[0]?.id ?? null, unread: inbox.unread },
    message,
  );
}

/** The lists a notification speaks of: a request or an item changed. */
const LIST_QUERY_KEYS = [myDonationsQueryKey, myRequestsQueryKey] as const;

/**
 * What to do with each message of one listener's streams, reconnections included. The inbox
 * refreshes when the message differs from it. The lists refresh when the message differs from
 * the last one this listener acted on, and on its very first message: they may have been fetched
 * before the stream opened, and the news that came in between is already in the greeting (and in
 * an inbox fetched alongside it), so the inbox cannot tell whether they saw it.
 */
export function notificationStreamListener(queryClient: QueryClient): (data: unknown) => void {
  let known: NotificationStreamMessage | null = null;
  return (data) => {
    const message = parseStreamMessage(data);
    if (!message) return;
    const listsMissedIt = known === null || !sameState(known, message);
    known = message;
    const inbox = queryClient.getQueryData<NotificationInbox>(notificationsQueryKey);
    const stale = [
      ...(isNews(inbox, message) ? [notificationsQueryKey] : []),
      ...(listsMissedIt ? LIST_QUERY_KEYS : []),
    ];
    for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
  };
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
    const listen = notificationStreamListener(queryClient);
    const onMessage = (event: MessageEvent) => listen(event.data);
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
