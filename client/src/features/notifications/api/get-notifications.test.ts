import type { Notification } from '@foodshare/contracts/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNotifications, unreadFromHeader } from './get-notifications';
import { withAllNotificationsRead } from './mark-all-notifications-read';
import { withNotificationRead } from './mark-notification-read';

const notification = (id: string, isRead: boolean): Notification => ({
  id,
  title: 'Request accepted',
  message: 'Your request for “Dates” was accepted.',
  type: 'request_accepted',
  params: { text: 'requestAccepted', item: 'Dates', purchase: false },
  isRead,
  relatedItemId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('unreadFromHeader', () => {
  const shown = [notification(A, false), notification(B, true)];

  it('reads the x-unread-count header, which counts beyond the 10 shown', () => {
    expect(unreadFromHeader('14', shown)).toBe(14);
  });

  it('counts the unread ones shown when the header is missing or unusable', () => {
    expect(unreadFromHeader(null, shown)).toBe(1);
    expect(unreadFromHeader('lots', shown)).toBe(1);
    expect(unreadFromHeader('-2', shown)).toBe(1);
  });
});

describe('getNotifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the 10 latest and answers them with the unread count', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify([notification(A, false)]), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-unread-count': '12' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const inbox = await getNotifications();
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?limit=10', {
      credentials: 'include',
    });
    expect(inbox.unread).toBe(12);
    expect(inbox.notifications.map((shown) => shown.id)).toEqual([A]);
  });
});

describe('marking notifications read before the server answers', () => {
  const inbox = { notifications: [notification(A, false), notification(B, false)], unread: 5 };

  it('marks one and takes one off the count', () => {
    const next = withNotificationRead(inbox, A);
    expect(next.notifications.map((shown) => shown.isRead)).toEqual([true, false]);
    expect(next.unread).toBe(4);
  });

  it('changes nothing for one already read or not shown', () => {
    const once = withNotificationRead(inbox, A);
    expect(withNotificationRead(once, A)).toBe(once);
    expect(withNotificationRead(inbox, '33333333-3333-4333-8333-333333333333')).toBe(inbox);
  });

  it('marks every one and clears the count', () => {
    const next = withAllNotificationsRead(inbox);
    expect(next.notifications.every((shown) => shown.isRead)).toBe(true);
    expect(next.unread).toBe(0);
  });
});
