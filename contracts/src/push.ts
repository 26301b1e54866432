import { z } from 'zod';
import { type NotificationType, notificationTypeSchema } from './notifications';
import { sealedSchema } from './personal-data';

/*
 * Web push and notification preferences (docs/product.md §14): a member's devices, and which
 * kinds of news reach them where, kept in the member's own `push-<userId>` stream.
 */

export const PUSH_MESSAGES = {
  endpoint: 'Use the https address your browser gave for this subscription',
  endpointHost: 'This push service is not one the app sends to',
  key: 'Use the key your browser gave for this subscription (base64url)',
  tooManyDevices: 'Push is on for 20 devices already: turn it off on one first',
  unknownSubscription: 'This device has no push subscription here',
  time: 'Use a time like 22:00',
  sameTimes: 'Quiet hours need a different start and end',
  timeZone: 'Use a time zone like Asia/Dubai',
  notConfigured: 'Push is not set up on this server',
} as const;

/** At most this many devices per person: each one is a POST per notification. */
export const MAX_PUSH_DEVICES = 20;

export const pushStreamId = (userId: string) => `push-${userId}`;

/** The default time zone of quiet hours: the UAE's. */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

/**
 * The kinds of news a member chooses about (docs/product.md §14). Each notification type belongs
 * to one; a new type must be given one here, or this does not compile.
 */
export const NOTIFICATION_CATEGORIES = [
  'requestsOnMyFood',
  'myRequests',
  'pickups',
  'moderation',
  'reminders',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const CATEGORY_OF_TYPE: Record<NotificationType, NotificationCategory> = {
  request_received: 'requestsOnMyFood',
  purchase_requested: 'requestsOnMyFood',
  request_cancelled: 'requestsOnMyFood',
  request_accepted: 'myRequests',
  request_declined: 'myRequests',
  item_withdrawn: 'myRequests',
  item_collected: 'pickups',
  purchase_completed: 'pickups',
  item_expired: 'pickups',
  donation_approved: 'moderation',
  donation_flagged: 'moderation',
  donation_rejected: 'moderation',
  item_hidden: 'moderation',
  reports_dismissed: 'moderation',
  item_taken_down: 'moderation',
  case_taken_over: 'moderation',
  case_note: 'moderation',
  appeal_decided: 'moderation',
  report_outcome: 'moderation',
  pickup_reminder: 'reminders',
  // Food offered to a verified charity first, for a window: to request before it opens to all.
  charity_offer: 'pickups',
  // A handover held for its temperature: the taker answers take or refuse, the donor after.
  handover_held: 'pickups',
  // A recurring template's day: confirm it to post the listing.
  surplus_due: 'reminders',
};

/**
 * News that someone is waiting on now: a request to answer, an answer to act on, a reservation
 * let go, a pickup coming. The rest (a handover done, a moderator's decision) can wait for the
 * morning whatever the member says.
 */
export const URGENT_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'request_received',
  'purchase_requested',
  'request_accepted',
  'request_cancelled',
  'item_withdrawn',
  'charity_offer',
  'handover_held',
]);

export const isUrgent = (type: NotificationType) =>
  URGENT_TYPES.has(type) || CATEGORY_OF_TYPE[type] === 'reminders';

export const NOTIFICATION_CHANNELS = ['inApp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelsSchema = z.object({ inApp: z.boolean(), push: z.boolean() }).strict();

const hhmm = z
  .string({ error: PUSH_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, PUSH_MESSAGES.time);

/** A zone the runtime knows (IANA names: `Asia/Dubai`). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const quietHoursSchema = z
  .object({
    /** Local times in `timeZone`; an end before the start runs past midnight. */
    start: hhmm,
    end: hhmm,
    timeZone: z
      .string({ error: PUSH_MESSAGES.timeZone })
      .refine(isTimeZone, PUSH_MESSAGES.timeZone)
      .default(DEFAULT_TIME_ZONE),
    /** Urgent news comes through quiet hours too (off: it waits until they end). */
    urgentAllowed: z.boolean().default(false),
  })
  .strict()
  .refine((quiet) => quiet.start !== quiet.end, {
    message: PUSH_MESSAGES.sameTimes,
    path: ['end'],
  });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** PUT /api/notification-preferences, and what GET answers. */
export const notificationPreferencesSchema = z
  .object({
    channels: z
      .object({
        requestsOnMyFood: channelsSchema,
        myRequests: channelsSchema,
        pickups: channelsSchema,
        moderation: channelsSchema,
        reminders: channelsSchema,
      })
      .strict(),
    /** Off (null) until the member sets them. */
    quietHours: quietHoursSchema.nullable(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;

/** Everything on, no quiet hours: what a member has until they choose. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  channels: {
    requestsOnMyFood: { inApp: true, push: true },
    myRequests: { inApp: true, push: true },
    pickups: { inApp: true, push: true },
    moderation: { inApp: true, push: true },
    reminders: { inApp: true, push: true },
  },
  quietHours: null,
};

/** The types a member turned off on one channel. */
export function mutedTypes(
  preferences: NotificationPreferences,
  channel: NotificationChannel,
): NotificationType[] {
  return notificationTypeSchema.options.filter(
    (type) => !preferences.channels[CATEGORY_OF_TYPE[type]][channel],
  );
}

const base64url = z
  .string({ error: PUSH_MESSAGES.key })
  .min(16, PUSH_MESSAGES.key)
  .max(256, PUSH_MESSAGES.key)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.key);

/** POST /api/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpoint })
    .max(2000, PUSH_MESSAGES.endpoint)
    .url(PUSH_MESSAGES.endpoint)
    .refine((url) => /^https?:\/\//.test(url), PUSH_MESSAGES.endpoint),
  keys: z.object({ p256dh: base64url, auth: base64url }),
  // Browsers send it (null where the subscription does not expire); it is not kept.
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionAnswerSchema = z.object({ id: z.string().uuid() });

/** GET /api/push/subscriptions: the member's devices. */
export const pushSubscriptionSchema = z.object({
  id: z.string().uuid(),
  endpoint: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionRow = z.infer<typeof pushSubscriptionSchema>;

/** GET /api/push/public-key: the VAPID key a browser subscribes with; null where push is off. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });

/** What a push message carries to the service worker, which words it in the reader's language. */
export const pushPayloadSchema = z.object({
  notificationId: z.string().uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  /** The item it is about: with the type and params, the page a click opens. */
  relatedItemId: z.string().uuid().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/* Events of `push-<userId>` streams. */

/** Where a device's push goes and the keys it is encrypted with, as its browser gave them. */
export const pushDeviceSchema = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushSubscribedSchema = z.object({
  type: z.literal('PushSubscribed'),
  data: z.object({
    userId: z.string().uuid(),
    subscriptionId: z.string().uuid(),
    /**
     * The device, sealed under the member's key: an address and keys that reach their phone are
     * personal, and unreadable once their account is erased. Recorded in clear before sealing.
     */
    device: z.union([sealedSchema, pushDeviceSchema]),
    /** A digest of the device's keys: the same keys again are decided without opening it. */
    keysDigest: z.string().nullable(),
    subscribedAt: z.string(),
  }),
});
export const pushUnsubscribedSchema = z.object({
  type: z.literal('PushUnsubscribed'),
  data: z.object({
    userId: z.string().uuid(),
    subscriptionId: z.string().uuid(),
    /** `member`: turned off by them; `gone`: the push service answered 404 or 410. */
    reason: z.enum(['member', 'gone']),
    unsubscribedAt: z.string(),
  }),
});
export const notificationPreferencesSetSchema = z.object({
  type: z.literal('NotificationPreferencesSet'),
  data: z.object({
    userId: z.string().uuid(),
    preferences: notificationPreferencesSchema,
    setAt: z.string(),
  }),
});
export const pushEventSchema = z.discriminatedUnion('type', [
  pushSubscribedSchema,
  pushUnsubscribedSchema,
  notificationPreferencesSetSchema,
]);
export type PushEvent = z.infer<typeof pushEventSchema>;
