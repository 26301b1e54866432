import { z } from 'zod';
import { caseworkEventSchemas } from './casework-events';
import { sealedSchema } from './personal-data';

/**
 * Moderation on the item's own stream (`food-<id>`): a moderator's decision on a flagged
 * donation, reports from members, and what a moderator does about them. Each event carries the
 * staff member's or the member's id.
 */
export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export const moderationDecisionSchema = z.enum(MODERATION_DECISIONS);
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const REPORT_REASONS = ['unsafe', 'not_as_described', 'spam', 'offensive', 'other'] as const;
export const REPORT_REASON_MESSAGES = {
  unknown: `Choose a reason: ${REPORT_REASONS.join(', ')}`,
} as const;
export const reportReasonSchema = z.enum(REPORT_REASONS, {
  error: REPORT_REASON_MESSAGES.unknown,
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** A moderator decided a donation the automated check flagged; approval or rejection follows. */
export const donationReviewedByModeratorSchema = z.object({
  type: z.literal('DonationReviewedByModerator'),
  data: z.object({
    itemId: z.string().uuid(),
    moderatorId: z.string().uuid(),
    decision: moderationDecisionSchema,
    /** Required to reject (the donor reads it); optional to approve. */
    reason: z.string().nullable(),
    decidedAt: z.string(),
  }),
});

/** A member reported a listed item. Their details are sealed under their own key. */
export const itemReportedSchema = z.object({
  type: z.literal('ItemReported'),
  data: z.object({
    itemId: z.string().uuid(),
    reportId: z.string().uuid(),
    reporterId: z.string().uuid(),
    reason: reportReasonSchema,
    details: sealedSchema.nullable(),
    /**
     * What the report counts toward hiding the item: the reporter's standing when they reported
     * (docs/product.md §18). Absent on reports recorded before weighting: each counted 1.
     */
    weight: z.number().min(0).optional(),
    reportedAt: z.string(),
  }),
});

/** Reports from enough different people hide the item until a moderator looks. */
export const itemHiddenPendingReviewSchema = z.object({
  type: z.literal('ItemHiddenPendingReview'),
  data: z.object({
    itemId: z.string().uuid(),
    /** The open reports from different people that hid it. */
    reportIds: z.array(z.string().uuid()),
    /** Their weights added up, at least `HIDE_THRESHOLD` (absent before weighting). */
    weight: z.number().min(0).optional(),
    hiddenAt: z.string(),
  }),
});

/** A moderator found the open reports unfounded: they are closed and a hidden item is listed again. */
export const reportsDismissedSchema = z.object({
  type: z.literal('ReportsDismissed'),
  data: z.object({
    itemId: z.string().uuid(),
    reportIds: z.array(z.string().uuid()),
    dismissedBy: z.string().uuid(),
    reason: z.string(),
    /** Set when a moderator dismissed several items' reports at once: one id for the batch. */
    batchId: z.string().uuid().optional(),
    dismissedAt: z.string(),
  }),
});

/** A moderator took the item down: it leaves every list, its open requests close. */
export const itemTakenDownSchema = z.object({
  type: z.literal('ItemTakenDown'),
  data: z.object({
    itemId: z.string().uuid(),
    donorId: z.string().uuid(),
    /** The open reports it answers (none when a moderator acted on their own). */
    reportIds: z.array(z.string().uuid()),
    takenDownBy: z.string().uuid(),
    /** The donor reads it. */
    reason: z.string(),
    takenDownAt: z.string(),
  }),
});

export const moderationEventSchemas = [
  donationReviewedByModeratorSchema,
  itemReportedSchema,
  itemHiddenPendingReviewSchema,
  reportsDismissedSchema,
  itemTakenDownSchema,
  ...caseworkEventSchemas,
] as const;

/**
 * How many different people's open reports of ordinary standing hide an item: reports are
 * weighed (contracts/src/reporter-standing.ts) and hide it once their weights add up to this.
 */
export const REPORTS_TO_HIDE = 3;
