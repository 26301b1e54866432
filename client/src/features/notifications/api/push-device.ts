import {
  type PushSubscriptionRow,
  pushPublicKeySchema,
  pushSubscriptionAnswerSchema,
  pushSubscriptionSchema,
} from '@foodshare/contracts/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { apiRead, apiWrite, errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/*
 * Push on this device (docs/product.md §14): the browser subscribes through the service worker's
 * PushManager with the server's VAPID key, and the server keeps the subscription; turning it off
 * removes both.
 */

/** Where this browser stands. */
export type PushDeviceState = 'unsupported' | 'not-configured' | 'blocked' | 'off' | 'on';

export const pushDeviceQueryKey = ['push-device'] as const;

/** Whether this browser can take push at all (a service worker, PushManager, notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** GET /api/push/public-key. */
export async function getPushPublicKey(): Promise<string | null> {
  return pushPublicKeySchema.parse(await apiRead('/api/push/public-key')).publicKey;
}

/** GET /api/push/subscriptions: the member's devices. */
export async function getPushSubscriptions(): Promise<PushSubscriptionRow[]> {
  return z.array(pushSubscriptionSchema).parse(await apiRead('/api/push/subscriptions'));
}

/** The browser's subscription, if it has one (its service worker registered). */
async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (!(await getPushPublicKey())) return 'not-configured';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await browserSubscription();
  if (!subscription) return 'off';
  const known = await getPushSubscriptions();
  return known.some((device) => device.endpoint === subscription.endpoint) ? 'on' : 'off';
}

export function usePushDevice() {
  return useQuery(queryOptions({ queryKey: pushDeviceQueryKey, queryFn: pushDeviceState }));
}

/** A VAPID key (base64url) as the bytes PushManager takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** How long turning push on waits for the service worker. */
const WORKER_WAIT_MS = 10_000;

/** The person refused notifications in the browser's prompt. */
export class PushBlockedError extends Error {}

/** Asks the browser, subscribes, and has the server keep the subscription (POST). */
export async function turnOnPush(): Promise<void> {
  const publicKey = await getPushPublicKey();
  if (!publicKey) return;
  if ((await Notification.requestPermission()) !== 'granted') throw new PushBlockedError();
  // The worker registers once the page has loaded; one that never comes fails the switch.
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('No service worker')), WORKER_WAIT_MS),
    ),
  ]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const response = await apiWrite('POST', '/api/push/subscriptions', subscription.toJSON());
  pushSubscriptionAnswerSchema.parse(await response.json());
}

/** Has the server forget this device (DELETE), then unsubscribes the browser. */
export async function turnOffPush(): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) return;
  const known = await getPushSubscriptions();
  const device = known.find((each) => each.endpoint === subscription.endpoint);
  if (device) await apiWrite('DELETE', `/api/push/subscriptions/${encodeURIComponent(device.id)}`);
  await subscription.unsubscribe();
}

export function useSwitchPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush()),
    onSuccess: (_, on) =>
      toast({
        title: i18n.t('common:toast.success'),
        description: i18n.t(
          on ? 'notifications:settings.push.turnedOn' : 'notifications:settings.push.turnedOff',
        ),
      }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: i18n.t('common:toast.error'),
        description:
          error instanceof PushBlockedError
            ? i18n.t('notifications:settings.push.blocked')
            : errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceQueryKey }),
  });
}
