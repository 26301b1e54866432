import type { Sealed } from '@foodshare/contracts/personal-data';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAX_PUSH_DEVICES,
  type PushEvent,
} from '@foodshare/contracts/push';
import { describe, expect, it } from 'vitest';
import { specification } from '../decider-specification';
import { keysDigestOf, pushDecider, subscriptionIdFor } from './push-decider';

const userId = '00000000-0000-4000-8000-000000000001';
const now = new Date('2026-11-29T10:00:00Z');
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const endpoint = 'https://push.example/device-1';
const given = specification(pushDecider);

/** What the route seals: here, a stand-in naming what it holds (the decider never opens it). */
const sealed = (url: string, with_: typeof keys): Sealed => ({
  keyId: userId,
  iv: 'iv',
  tag: 'tag',
  ciphertext: `${url} ${with_.p256dh} ${with_.auth}`,
});

const subscribe = (url = endpoint, with_ = keys) =>
  ({
    type: 'Subscribe',
    userId,
    endpoint: url,
    device: sealed(url, with_),
    keysDigest: keysDigestOf(with_),
    now,
  }) as const;

const subscribed = (url = endpoint, with_ = keys): PushEvent => ({
  type: 'PushSubscribed',
  data: {
    userId,
    subscriptionId: subscriptionIdFor(userId, url),
    device: sealed(url, with_),
    keysDigest: keysDigestOf(with_),
    subscribedAt: now.toISOString(),
  },
});

/** As recorded before devices were sealed, once upcast: the device in clear, no digest. */
const subscribedInClear = (url = endpoint, with_ = keys): PushEvent => ({
  type: 'PushSubscribed',
  data: {
    userId,
    subscriptionId: subscriptionIdFor(userId, url),
    device: { endpoint: url, keys: with_ },
    keysDigest: null,
    subscribedAt: now.toISOString(),
  },
});

describe('the push decider', () => {
  it('subscribes a device once: the same endpoint and keys again changes nothing', () => {
    given([]).when(subscribe()).then([subscribed()]);
    given([subscribed()]).when(subscribe()).then([]);
  });

  it('records the device sealed, and a digest of its keys, never the keys in clear', () => {
    given([]).when(subscribe()).then([subscribed()]);
    expect(JSON.stringify(subscribed())).not.toContain(`"${keys.auth}"`);
  });

  it('takes new keys for a device already on', () => {
    const fresh = { p256dh: 'C'.repeat(87), auth: 'D'.repeat(22) };
    given([subscribed()])
      .when(subscribe(endpoint, fresh))
      .then([subscribed(endpoint, fresh)]);
  });

  it('knows a device recorded in clear before sealing by its keys', () => {
    given([subscribedInClear()]).when(subscribe()).then([]);
    const fresh = { p256dh: 'C'.repeat(87), auth: 'D'.repeat(22) };
    given([subscribedInClear()])
      .when(subscribe(endpoint, fresh))
      .then([subscribed(endpoint, fresh)]);
  });

  it(`refuses a device past ${MAX_PUSH_DEVICES}`, () => {
    const many = Array.from({ length: MAX_PUSH_DEVICES }, (_, n) =>
      subscribed(`https://push.example/device-${n + 10}`),
    );
    given(many).when(subscribe()).thenThrows({ code: 'conflict' });
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
