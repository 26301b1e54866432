import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAX_PUSH_DEVICES,
  type PushEvent,
} from '@foodshare/contracts/push';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { pushDecider, subscriptionIdFor } from './push-decider';

const userId = '00000000-0000-4000-8000-000000000001';
const now = new Date('2026-11-29T10:00:00Z');
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const endpoint = 'https://push.example/device-1';
const given = specification(pushDecider);

const subscribed = (url = endpoint, with_ = keys): PushEvent => ({
  type: 'PushSubscribed',
  data: {
    userId,
    subscriptionId: subscriptionIdFor(userId, url),
    endpoint: url,
    keys: with_,
    subscribedAt: now.toISOString(),
  },
});

describe('the push decider', () => {
  it('subscribes a device once: the same endpoint and keys again changes nothing', () => {
    given([]).when({ type: 'Subscribe', userId, endpoint, keys, now }).then([subscribed()]);
    given([subscribed()]).when({ type: 'Subscribe', userId, endpoint, keys, now }).then([]);
  });

  it('takes new keys for a device already on', () => {
    const fresh = { p256dh: 'C'.repeat(87), auth: 'D'.repeat(22) };
    given([subscribed()])
      .when({ type: 'Subscribe', userId, endpoint, keys: fresh, now })
      .then([subscribed(endpoint, fresh)]);
  });

  it(`refuses a device past ${MAX_PUSH_DEVICES}`, () => {
    const many = Array.from({ length: MAX_PUSH_DEVICES }, (_, n) =>
      subscribed(`https://push.example/device-${n + 10}`),
    );
    given(many)
      .when({ type: 'Subscribe', userId, endpoint, keys, now })
      .thenThrows({ code: 'conflict' });
  });

  it('unsubscribes a known device; an unknown one is not found, unless the push service says gone', () => {
    const subscriptionId = subscriptionIdFor(userId, endpoint);
    const unsubscribed = (reason: 'member' | 'gone'): PushEvent => ({
      type: 'PushUnsubscribed',
      data: { userId, subscriptionId, reason, unsubscribedAt: now.toISOString() },
    });
    given([subscribed()])
      .when({ type: 'Unsubscribe', userId, subscriptionId, reason: 'gone', now })
      .then([unsubscribed('gone')]);
    given([subscribed(), unsubscribed('member')])
      .when({ type: 'Unsubscribe', userId, subscriptionId, reason: 'member', now })
      .thenThrows({ code: 'not_found' });
    given([subscribed(), unsubscribed('member')])
      .when({ type: 'Unsubscribe', userId, subscriptionId, reason: 'gone', now })
      .then([]);
  });

  it('records preferences that change, and nothing for the same again', () => {
    const preferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Asia/Dubai', urgentAllowed: false },
    };
    const set: PushEvent = {
      type: 'NotificationPreferencesSet',
      data: { userId, preferences, setAt: now.toISOString() },
    };
    given([]).when({ type: 'SetPreferences', userId, preferences, now }).then([set]);
    given([set]).when({ type: 'SetPreferences', userId, preferences, now }).then([]);
    given([])
      .when({ type: 'SetPreferences', userId, preferences: DEFAULT_NOTIFICATION_PREFERENCES, now })
      .then([]);
  });
});
