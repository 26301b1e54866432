import { z } from 'zod';
import { personalTextSchema } from './personal-data';

/**
 * Casework (docs/product.md §18): what moderators do on a case beside deciding it. A case is an
 * item, so claims, notes and appeals are recorded on the item's own stream (`food-<id>`); a
 * reporter's standing lives on a stream of its own (`reporter-<userId>`), so the command side
 * weighs a report from events alone.
 */

/** How long a claim holds without being renewed. */
export const CLAIM_MINUTES = 15;
/** How long after a rejection or a take-down its donor may appeal. */
export const APPEAL_DAYS = 14;

/** Until when the donor may appeal a decision made at `at` (ISO). */
export function appealDeadline(at: string): Date {
  return new Date(new Date(at).getTime() + APPEAL_DAYS * 24 * 60 * 60_000);
}

export const NOTE_VISIBILITIES = ['internal', 'donor'] as const;
export const noteVisibilitySchema = z.enum(NOTE_VISIBILITIES, {
  error: 'Choose internal (staff only) or donor (the donor reads it)',
});
export type NoteVisibility = z.infer<typeof noteVisibilitySchema>;

export const CLAIM_RELEASE_REASONS = ['released', 'decided', 'lapsed'] as const;
export const claimReleaseReasonSchema = z.enum(CLAIM_RELEASE_REASONS);
export type ClaimReleaseReason = z.infer<typeof claimReleaseReasonSchema>;

export const APPEAL_DECISIONS = ['uphold', 'overturn'] as const;
export const appealDecisionSchema = z.enum(APPEAL_DECISIONS, {
  error: 'Choose uphold or overturn',
});
export type AppealDecision = z.infer<typeof appealDecisionSchema>;

/** What an appeal is against: the review's rejection, or a moderator's take-down. */
export const APPEAL_GROUNDS = ['rejection', 'take_down'] as const;
export const appealGroundsSchema = z.enum(APPEAL_GROUNDS);
export type AppealGrounds = z.infer<typeof appealGroundsSchema>;

/**
 * A moderator is on the case until `expiresAt` (renewed by each claim of theirs). `takeOver`: it
 * was taken from `previousHolderId`, who is told; a claim after a lapsed one names the lapsed
 * holder with `takeOver` false.
 */
export const caseClaimedSchema = z.object({
  type: z.literal('CaseClaimed'),
  data: z.object({
    itemId: z.string().uuid(),
    moderatorId: z.string().uuid(),
    takeOver: z.boolean(),
    previousHolderId: z.string().uuid().nullable(),
    /** The holder claimed again while holding it: the claim runs on from now. */
    renewal: z.boolean(),
    claimedAt: z.string(),
    expiresAt: z.string(),
  }),
});

/** The claim ended: let go, the case decided, or found lapsed (no renewal within the time). */
export const caseClaimReleasedSchema = z.object({
  type: z.literal('CaseClaimReleased'),
  data: z.object({
    itemId: z.string().uuid(),
    moderatorId: z.string().uuid(),
    reason: claimReleaseReasonSchema,
    releasedAt: z.string(),
  }),
});

/** A moderator's note on the case: `internal` for staff only; `donor` notes reach the donor. */
export const caseNoteAddedSchema = z.object({
  type: z.literal('CaseNoteAdded'),
  data: z.object({
    itemId: z.string().uuid(),
    noteId: z.string().uuid(),
    authorId: z.string().uuid(),
    visibility: noteVisibilitySchema,
    text: z.string(),
    addedAt: z.string(),
  }),
});

/** The donor appealed a rejection or a take-down, once, within `APPEAL_DAYS`. */
export const appealLodgedSchema = z.object({
  type: z.literal('AppealLodged'),
  data: z.object({
    itemId: z.string().uuid(),
    appealId: z.string().uuid(),
    donorId: z.string().uuid(),
    grounds: appealGroundsSchema,
    /** Who made the decision appealed (a moderator's id, or `system:safety-check`). */
    originalDecisionBy: z.string(),
    /** The donor's words, sealed under their key. */
    message: personalTextSchema,
    lodgedAt: z.string(),
  }),
});

/**
 * A moderator other than the one who decided first settled the appeal. Overturned, the item is
 * listed again when `relisted` (still within its time); otherwise it stays off every list.
 */
export const appealDecidedSchema = z.object({
  type: z.literal('AppealDecided'),
  data: z.object({
    itemId: z.string().uuid(),
    appealId: z.string().uuid(),
    donorId: z.string().uuid(),
    /** What was appealed, as on `AppealLodged`: an overturn undoes that. */
    grounds: appealGroundsSchema,
    moderatorId: z.string().uuid(),
    decision: appealDecisionSchema,
    /** The donor reads it. */
    reason: z.string(),
    relisted: z.boolean(),
    decidedAt: z.string(),
  }),
});

export const caseworkEventSchemas = [
  caseClaimedSchema,
  caseClaimReleasedSchema,
  caseNoteAddedSchema,
  appealLodgedSchema,
  appealDecidedSchema,
] as const;

/** Events of `reporter-<userId>` streams: a reporter's decided reports and mute state. */
export const reporterStreamId = (userId: string) => `reporter-${userId}`;

/** A moderator muted a reporter: their reports are still recorded but weigh nothing. */
export const reporterMutedSchema = z.object({
  type: z.literal('ReporterMuted'),
  data: z.object({
    reporterId: z.string().uuid(),
    mutedBy: z.string().uuid(),
    reason: z.string(),
    mutedAt: z.string(),
  }),
});

export const reporterUnmutedSchema = z.object({
  type: z.literal('ReporterUnmuted'),
  data: z.object({
    reporterId: z.string().uuid(),
    unmutedBy: z.string().uuid(),
    reason: z.string(),
    unmutedAt: z.string(),
  }),
});

/**
 * One of the reporter's reports was decided: `upheld` when the item was taken down, not when the
 * reports were dismissed. Their accuracy (docs/product.md §18) is folded from these.
 */
export const reportOutcomeRecordedSchema = z.object({
  type: z.literal('ReportOutcomeRecorded'),
  data: z.object({
    reporterId: z.string().uuid(),
    itemId: z.string().uuid(),
    reportId: z.string().uuid(),
    upheld: z.boolean(),
    decidedAt: z.string(),
  }),
});

export const reporterEventSchema = z.discriminatedUnion('type', [
  reporterMutedSchema,
  reporterUnmutedSchema,
  reportOutcomeRecordedSchema,
]);
export type ReporterEvent = z.infer<typeof reporterEventSchema>;
