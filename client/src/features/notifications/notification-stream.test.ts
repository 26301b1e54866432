import type { Notification } from '@foodshare/contracts/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { myDonationsQueryKey } from '../donations/api/get-my-donations';
import { myRequestsQueryKey } from '../requests/api/get-my-requests';
import { notificationsQueryKey } from './api/get-notifications';
import { isNews, notificationStreamListener, parseStreamMessage } from './notification-stream';

const LATEST = '6b1d0f43-2f0e-4b8e-9a52-0c1d2e3f4a5b';
const OLDER = '0e7c9d21-7a4b-4c3d-8e2f-1a2b3c4d5e6f';

const notification = (id: string, isRead: boolean): Notification => ({
  id,
  title: 'New request',
  message: 'A community member requested “Dates”.',
  type: 'request_received',
  params: { text: 'requestReceived', item: 'Dates' },
  isRead,
  relatedItemId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('parseStreamMessage', () => {
  it('reads the unread count and the latest id', () => {
    expect(parseStreamMessage(JSON.stringify({ unread: 3, latestId: LATEST }))).toEqual({
      unread: 3,
      latestId: LATEST,
    });
    expect(parseStreamMessage('{"unread":0,"latestId":null}')).toEqual({
      unread: 0,
      latestId: null,
    });
  });

  it('ignores anything else', () => {
    expect(parseStreamMessage('')).toBeNull();
    expect(parseStreamMessage('ping')).toBeNull();
    expect(parseStreamMessage('{"unread":"many"}')).toBeNull();
    expect(parseStreamMessage(undefined)).toBeNull();
  });
});

describe('isNews', () => {
  const inbox = {
    notifications: [notification(LATEST, false), notification(OLDER, true)],
    unread: 1,
  };

  it('is news while nothing is cached', () => {
    expect(isNews(undefined, { unread: 0, latestId: null })).toBe(true);
  });

  it('is not news when the greeting of a (re)connection matches what is on screen', () => {
    expect(isNews(inbox, { unread: 1, latestId: LATEST })).toBe(false);
    expect(isNews({ notifications: [], unread: 0 }, { unread: 0, latestId: null })).toBe(false);
  });

  it('is news when a notification arrived or one was read elsewhere', () => {
    expect(isNews(inbox, { unread: 2, latestId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a' })).toBe(
      true,
    );
    expect(isNews(inbox, { unread: 0, latestId: LATEST })).toBe(true);
  });
});

describe('notificationStreamListener', () => {
  const NEWER = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
  const greeting = (unread: number, latestId: string | null) =>
    JSON.stringify({ unread, latestId });

  /** A cache with the inbox and both lists fetched, none of them stale yet. */
  function cache(inboxLatest: string) {
    const queryClient = new QueryClient();
    /** Every query answered afresh, the inbox's newest notification given. */
    const fetched = (latest: string) => {
      queryClient.setQueryData(notificationsQueryKey, {
        notifications: [notification(latest, false)],
        unread: 1,
      });
      queryClient.setQueryData(myRequestsQueryKey, []);
      queryClient.setQueryData(myDonationsQueryKey, []);
    };
    fetched(inboxLatest);
    const stale = () =>
      [notificationsQueryKey, myRequestsQueryKey, myDonationsQueryKey]
        .filter((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated)
        .map((queryKey) => queryKey[0]);
    return { queryClient, fetched, stale };
  }

  it('refreshes the lists on its first message even when the inbox already shows it', () => {
    // The lists were fetched, then the news came, then the stream opened with an inbox beside it.
    const { queryClient, stale } = cache(LATEST);
    notificationStreamListener(queryClient)(greeting(1, LATEST));
    expect(stale()).toEqual(['my-requests', 'my-donations']);
  });

  it('leaves everything be when a reconnection greets with what it already acted on', () => {
    const { queryClient, fetched, stale } = cache(LATEST);
    const listen = notificationStreamListener(queryClient);
    listen(greeting(1, LATEST));
    fetched(LATEST);
    listen(greeting(1, LATEST));
    expect(stale()).toEqual([]);
  });

  it('refreshes the lists for news even when the inbox caught up first', () => {
    const { queryClient, fetched, stale } = cache(OLDER);
    const listen = notificationStreamListener(queryClient);
    listen(greeting(1, OLDER));
    fetched(LATEST);
    // Opening the bell fetched the inbox with the newest notification before the stream told.
    listen(greeting(1, LATEST));
    expect(stale()).toEqual(['my-requests', 'my-donations']);
  });

  it('refreshes the inbox and the lists for a notification nobody has seen', () => {
    const { queryClient, stale } = cache(LATEST);
    const listen = notificationStreamListener(queryClient);
    listen(greeting(1, LATEST));
    listen(greeting(2, NEWER));
    expect(stale()).toEqual(['notifications', 'my-requests', 'my-donations']);
  });

  it('ignores what is not a message', () => {
    const { queryClient, stale } = cache(LATEST);
    notificationStreamListener(queryClient)('ping');
    expect(stale()).toEqual([]);
  });
});
