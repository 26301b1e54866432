import { z } from 'zod';
import { answersOnEventSchema } from './food-events';
import { safetyReasonSchema } from './food-items';
import type { Answers } from './food-state';
import { ruleComparisonSchema } from './safety-rule-comparison';

/**
 * GET /api/moderation/food-items/:id/history: the item's stream, event by event, as a moderator
 * may see it, with the item's state after each event and today's rules re-run on the answers.
 */
export const ACTOR_KINDS = ['donor', 'taker', 'member', 'moderator', 'system', 'operator'] as const;
export const actorSchema = z.object({
  kind: z.enum(ACTOR_KINDS),
  /** A person's id, or the job's name (`system:safety-check`). */
  id: z.string(),
  /** Named for staff and system jobs only. */
  name: z.string().nullable(),
});
export type HistoryActor = z.infer<typeof actorSchema>;

export const historyEntrySchema = z.object({
  /** Where the event sits in the global log ("commit-prepare"). */
  position: z.string(),
  /** Its place in the item's own stream, from 0. */
  revision: z.number().int(),
  type: z.string(),
  recordedAt: z.string(),
  actor: actorSchema,
  causationId: z.string(),
  correlationId: z.string(),
  /** The event's data; pickup codes redacted, sealed fields opened or shown as erased. */
  data: z.record(z.string(), z.unknown()),
  /** The item's state after the event, folded with the food decider's own `evolveFood`. */
  state: z.record(z.string(), z.unknown()),
  /** The state's fields this event changed. */
  changed: z.array(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const verdictSchema = z.object({
  verdict: z.enum(['pass', 'review', 'reject']),
  reasons: z.array(safetyReasonSchema),
  ruleVersion: z.string(),
});
export type RecordedVerdict = z.infer<typeof verdictSchema>;

export const donationHistorySchema = z.object({
  itemId: z.string().uuid(),
  title: z.string(),
  donorId: z.string().uuid(),
  answers: answersOnEventSchema,
  events: z.array(historyEntrySchema),
  safety: z.object({
    /** The automated check's verdict as it was recorded (null before it ran). */
    recorded: verdictSchema.nullable(),
    /** Today's rules run again on the original answers (dates judged as on the day given). */
    today: verdictSchema,
    /** The rules have changed since, and so would the verdict. */
    verdictChanged: z.boolean(),
    /**
     * The rules of the version recorded with the verdict and today's, both run again, rule by
     * rule (docs/product.md §11.1); null before the check ran.
     */
    comparison: ruleComparisonSchema.nullable(),
  }),
});
export type DonationHistory = z.infer<typeof donationHistorySchema>;

/** What a redacted or erased value reads as. */
export const REDACTED = '[redacted]';
export const ERASED = '[erased: the person deleted their account]';

/** The answers each rule of the safety check (docs/product.md §11) looks at, to mark the rule that fired. */
export const RULE_ANSWERS: Readonly<Record<number, readonly (keyof Answers)[]>> = {
  1: ['hygienicHandling', 'donationAgreement'],
  2: ['spoilageIndicators'],
  3: ['handlingStatus'],
  4: ['handlingStatus', 'isSealed'],
  5: ['handlingStatus', 'isSealed'],
  6: ['foodType', 'handlingStatus'],
  7: ['foodType', 'storageMethod', 'preparationTime'],
  8: ['foodType', 'storageMethod', 'preparationTime'],
  9: ['foodType', 'storageMethod'],
  10: ['foodType', 'storageMethod', 'preparationTime'],
  11: ['foodType', 'storageMethod', 'preparationTime'],
  12: ['foodType', 'storageMethod', 'preparationTime', 'handlingStatus', 'foodSource'],
  13: ['foodType', 'foodSource'],
  14: ['foodType', 'storageMethod', 'preparationTime'],
  15: ['foodType', 'handlingStatus'],
  16: ['foodType', 'foodSource', 'isSealed', 'handlingStatus'],
  17: ['foodType', 'isSealed', 'preparationTime'],
  18: ['foodType', 'preparationTime', 'handlingStatus'],
  19: ['foodType', 'preparationTime'],
  20: ['foodType'],
  21: ['dateLabel'],
};
