import { NOTIFICATION_MESSAGES } from '@foodshare/contracts/notifications';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { inboxDecider } from './inbox-decider';

const aisha = '11111111-1111-4111-8111-111111111111';
const omar = '22222222-2222-4222-8222-222222222222';
const notificationId = '33333333-3333-4333-8333-333333333333';
const now = new Date('2026-11-21T09:00:00Z');
const given = specification(inboxDecider);

const markOne = (notification: { userId: string; isRead: boolean } | null) => ({
  type: 'MarkNotificationRead' as const,
  userId: aisha,
  notificationId,
  notification,
  now,
});
const read = {
  type: 'NotificationRead' as const,
  data: { userId: aisha, notificationId, readAt: now.toISOString() },
};

describe('an inbox', () => {
  it('marks one of the person’s unread notifications as read', () => {
    given([])
      .when(markOne({ userId: aisha, isRead: false }))
      .then([read]);
  });

  it('marks a notification once: a repeated mark appends nothing', () => {
    given([read])
      .when(markOne({ userId: aisha, isRead: false }))
      .then([]);
    given([])
      .when(markOne({ userId: aisha, isRead: true }))
      .then([]);
  });

  it('answers someone else’s notification as one that does not exist', () => {
    given([])
      .when(markOne({ userId: omar, isRead: false }))
      .thenThrows({ code: 'not_found', message: NOTIFICATION_MESSAGES.notFound });
    given([]).when(markOne(null)).thenThrows({ code: 'not_found' });
  });

  it('marks all as read only when something is unread', () => {
    given([])
      .when({ type: 'MarkAllNotificationsRead', userId: aisha, unread: 3, now })
      .then([{ type: 'AllNotificationsRead', data: { userId: aisha, readAt: now.toISOString() } }]);
    given([read])
      .when({ type: 'MarkAllNotificationsRead', userId: aisha, unread: 0, now })
      .then([]);
  });
});
