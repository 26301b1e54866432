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

/**
 * Sends with `web-push`'s request (its encryption and VAPID headers), posted by the runtime's
 * fetch: the same bytes `sendNotification` would post, to https push services and, in tests, to
 * one on loopback over plain http.
 */
export function webPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target, payload, options) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.keys.p256dh, auth: target.keys.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = await response.text();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.ok) return 'sent';
      throw new PushServiceError(response.status, answer);
    },
  };
}

/** A push service refused a message for a reason other than the subscription being gone. */
export class PushServiceError extends Error {
  override readonly name = 'PushServiceError';
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`The push service answered ${statusCode}: ${body.slice(0, 200)}`);
  }
}

/** A new VAPID key pair (P-256, base64url), made once per installation. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
