import { createHash } from 'node:crypto';
import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAX_PUSH_DEVICES,
  type NotificationPreferences,
  PUSH_MESSAGES,
  type PushDevice,
  type PushEvent,
  pushEventSchema,
} from '@foodshare/contracts/push';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import type { Decider } from '../command-handling/decider';

/** A device push goes to: what the browser gave when it subscribed, sealed (or, before, clear). */
export interface SubscribedDevice {
  readonly id: string;
  readonly device: Sealed | PushDevice;
  readonly keysDigest: string;
}

/** A `push-<userId>` stream: the member's devices and what they chose to hear of, and where. */
export interface PushState {
  readonly devices: ReadonlyMap<string, SubscribedDevice>;
  readonly preferences: NotificationPreferences;
}

export type PushCommand =
  | {
      /** The endpoint names the device; what is recorded is `device`, sealed by the route. */
      readonly type: 'Subscribe';
      readonly userId: string;
      readonly endpoint: string;
      readonly device: Sealed;
      readonly keysDigest: string;
      readonly now: Date;
    }
  | {
      /** `member`: they turned it off; `gone`: the push service said the device is gone. */
      readonly type: 'Unsubscribe';
      readonly userId: string;
      readonly subscriptionId: string;
      readonly reason: 'member' | 'gone';
      readonly now: Date;
    }
  | {
      readonly type: 'SetPreferences';
      readonly userId: string;
      readonly preferences: NotificationPreferences;
      readonly now: Date;
    };

/** A device is its endpoint: the same browser subscribing again is the same subscription. */
export const subscriptionIdFor = (userId: string, endpoint: string) =>
  uuidFromHash('push-subscription', userId, endpoint);

/** A device's keys, compared without keeping them in clear: a digest of the two. */
export const keysDigestOf = (keys: PushDevice['keys']) =>
  createHash('sha256').update(`${keys.p256dh}.${keys.auth}`).digest('base64url');

const sameJson = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Decided from the member's push stream alone (docs/product.md §14). */
export const pushDecider: Decider<PushCommand, PushEvent, PushState> = {
  initialState: { devices: new Map(), preferences: DEFAULT_NOTIFICATION_PREFERENCES },
  evolve(state, event) {
    switch (event.type) {
      case 'PushSubscribed': {
        const { subscriptionId, device, keysDigest } = event.data;
        const devices = new Map(state.devices);
        // Recorded in clear before sealing: no digest, the keys are there to take one of.
        const digest = keysDigest ?? ('keys' in device ? keysDigestOf(device.keys) : '');
        devices.set(subscriptionId, { id: subscriptionId, device, keysDigest: digest });
        return { ...state, devices };
      }
      case 'PushUnsubscribed': {
        const devices = new Map(state.devices);
        devices.delete(event.data.subscriptionId);
        return { ...state, devices };
      }
      case 'NotificationPreferencesSet':
        return { ...state, preferences: event.data.preferences };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Subscribe': {
        const subscriptionId = subscriptionIdFor(command.userId, command.endpoint);
        const known = state.devices.get(subscriptionId);
        // The same device with the same keys: already on.
        if (known && known.keysDigest === command.keysDigest) return [];
        if (!known && state.devices.size >= MAX_PUSH_DEVICES)
          throw new DomainError('conflict', PUSH_MESSAGES.tooManyDevices);
        return [
          {
            type: 'PushSubscribed',
            data: {
              userId: command.userId,
              subscriptionId,
              device: command.device,
              keysDigest: command.keysDigest,
              subscribedAt: command.now.toISOString(),
            },
          },
        ];
      }
      case 'Unsubscribe': {
        if (!state.devices.has(command.subscriptionId)) {
          // The push service's word on a device already gone changes nothing; a member's asks.
          if (command.reason === 'gone') return [];
          throw new DomainError('not_found', PUSH_MESSAGES.unknownSubscription);
        }
        return [
          {
            type: 'PushUnsubscribed',
            data: {
              userId: command.userId,
              subscriptionId: command.subscriptionId,
              reason: command.reason,
              unsubscribedAt: command.now.toISOString(),
            },
          },
        ];
      }
      case 'SetPreferences': {
        if (sameJson(state.preferences, command.preferences)) return [];
        return [
          {
            type: 'NotificationPreferencesSet',
            data: {
              userId: command.userId,
              preferences: command.preferences,
              setAt: command.now.toISOString(),
            },
          },
        ];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded, streamStart) => parseEvent(pushEventSchema, recorded, streamStart),
};
