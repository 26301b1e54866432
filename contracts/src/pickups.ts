import { z } from 'zod';

/**
 * Pickups (docs/product.md §10): what happens around a reservation's pickup window — reminders,
 * a taker who did not come, and the wait a member's requests take after repeated no-shows.
 */

/** What the donor says of a reservation whose window closed uncollected. */
export const NO_SHOW_OUTCOMES = ['no_show', 'late'] as const;
export type NoShowOutcome = (typeof NO_SHOW_OUTCOMES)[number];

export const PICKUP_MESSAGES = {
  outcome: "Choose what happened: 'no_show' (did not come) or 'late' (collected late)",
  notDonor: 'Only the donor can say whether the taker came.',
  notReserved: 'Only a request that was accepted can be marked as not collected.',
  windowOpen: 'The pickup window is still open: say whether the taker came once it has closed.',
  noWindowEnd: 'This item has no pickup window end, so a missed pickup cannot be recorded.',
  collected:
    'This request was collected with its pickup code: there is no missed pickup to record.',
  alreadyMarked: 'You already said what happened with this pickup.',
  /** Refused acceptance of a request that still waits (the request says until when). */
  waiting:
    'This member missed 3 pickups in 30 days, so their new requests wait 2 hours before they can be accepted.',
} as const;

/** docs/product.md §10: three no-shows in 30 days make a member's new requests wait 2 hours. */
export const NO_SHOW_WAIT_THRESHOLD = 3;
export const NO_SHOW_WAIT_WINDOW_MS = 30 * 86_400_000;
export const NO_SHOW_WAIT_MS = 2 * 3_600_000;
/** Donors see a taker's no-shows over this many days on each request. */
export const NO_SHOW_SHOWN_DAYS = 90;
export const NO_SHOW_SHOWN_MS = NO_SHOW_SHOWN_DAYS * 86_400_000;

/** POST /api/food-items/:id/requests/:requestId/no-show. */
export const noShowPayloadSchema = z.object({
  outcome: z.enum(NO_SHOW_OUTCOMES, { error: PICKUP_MESSAGES.outcome }),
});
export type NoShowPayload = z.infer<typeof noShowPayloadSchema>;

export const noShowAnswerSchema = z.object({
  itemId: z.string().uuid(),
  requestId: z.string().uuid(),
  outcome: z.enum(NO_SHOW_OUTCOMES),
});

/** When a request may be accepted: `requestedAt` plus the wait, for a member who must wait. */
export function acceptableFrom(requestedAt: Date, recentNoShows: number): string | null {
  return recentNoShows >= NO_SHOW_WAIT_THRESHOLD
    ? new Date(requestedAt.getTime() + NO_SHOW_WAIT_MS).toISOString()
    : null;
}

/**
 * The in-app reminders around a pickup window (docs/product.md §14):
 * - `pickup_opens_soon`: to the taker, 30 minutes before a reserved window opens;
 * - `pickup_half_over`: to the taker, when a reserved window is half over;
 * - `requests_unanswered`: to the donor, an hour before the window ends with requests unanswered;
 * - `pickup_not_collected`: to the donor, when the window closed on a reservation not collected.
 */
export const REMINDER_KINDS = [
  'pickup_opens_soon',
  'pickup_half_over',
  'requests_unanswered',
  'pickup_not_collected',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const OPENS_SOON_MS = 30 * 60_000;
export const UNANSWERED_BEFORE_END_MS = 3_600_000;

/** Events of `food-<id>` streams about pickups. */
export const noShowRecordedSchema = z.object({
  type: z.literal('NoShowRecorded'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    takerId: z.string().uuid(),
    donorId: z.string().uuid(),
    outcome: z.enum(NO_SHOW_OUTCOMES),
    recordedAt: z.string(),
  }),
});
export const pickupReminderSentSchema = z.object({
  type: z.literal('PickupReminderSent'),
  data: z.object({
    itemId: z.string().uuid(),
    kind: z.enum(REMINDER_KINDS),
    /** The reservation it is about; null for the donor's unanswered requests. */
    requestId: z.string().uuid().nullable(),
    /** Who is reminded: the taker or the donor. */
    userId: z.string().uuid(),
    sentAt: z.string(),
  }),
});
export const pickupEventSchemas = [noShowRecordedSchema, pickupReminderSentSchema] as const;

/** One reminder's key in an item's state: a kind is sent once per request (or per item). */
export const reminderKey = (kind: ReminderKind, requestId: string | null) =>
  `${kind}/${requestId ?? 'item'}`;
