import webpush from 'web-push';

/**
 * Web Push (RFC 8030, payloads encrypted by RFC 8291 `aes128gcm`, the sender identified by
 * VAPID, RFC 8292) through the `web-push` library: the one place the app speaks to a push
 * service.
 */

/** The app's VAPID identity: a P-256 key pair (base64url) and a contact for push services. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  /** `mailto:` or `https:`: whom a push service contacts about this sender. */
  readonly subject: string;
}

/** Where a push goes: a device's endpoint and its keys, as its browser gave them. */
export interface PushTarget {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface PushOptions {
  /** How long the push service keeps the message for a device that is away, in seconds. */
  readonly ttlSeconds: number;
  readonly urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * `sent`: the push service took it; `gone`: it answered 404 or 410, the device's subscription is
 * no more. Anything else rejects (the job is tried again).
 */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/** How long one POST to a push service may take. */
const SEND_TIMEOUT_MS = 10_000;

export function webPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target, payload, options) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.keys.p256dh, auth: target.keys.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: options.ttlSeconds,
            urgency: options.urgency,
            contentEncoding: 'aes128gcm',
            timeout: SEND_TIMEOUT_MS,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && [404, 410].includes(error.statusCode))
          return 'gone';
        throw error;
      }
    },
  };
}

/** A new VAPID key pair (P-256, base64url), made once per installation. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
