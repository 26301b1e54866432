import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { inboxDecider } from './inbox-decider';

const aisha = '11111111-1111-4111-8111-111111111111';
const notificationId = '33333333-3333-4333-8333-333333333333';
const now = new Date('2026-11-21T09:00:00Z');
const given = specification(inboxDecider);

const markOne = {
  type: 'MarkNotificationRead' as const,
  userId: aisha,
  notificationId,
  now,
};
const read = {
  type: 'NotificationRead' as const,
  data: { userId: aisha, notificationId, readAt: now.toISOString() },
};

describe('an inbox', () => {
  it('marks one of the person’s notifications as read', () => {
    given([]).when(markOne).then([read]);
  });

  it('marks a notification once: a repeated mark appends nothing', () => {
    given([read]).when(markOne).then([]);
  });

  it('marks all as read: every notification the person has when it is recorded', () => {
    given([read])
      .when({ type: 'MarkAllNotificationsRead', userId: aisha, now })
      .then([{ type: 'AllNotificationsRead', data: { userId: aisha, readAt: now.toISOString() } }]);
  });
});
