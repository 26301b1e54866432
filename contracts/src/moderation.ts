import { z } from 'zod';
import { foodCategorySchema, itemLifecycleStatusSchema } from './enums';
import { answersOnEventSchema } from './food-events';
import { reviewStatusSchema, safetyReasonSchema } from './food-items';
import {
  type ModerationDecision,
  moderationDecisionSchema,
  type ReportReason,
  reportReasonSchema,
} from './moderation-events';
import { text } from './text';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unsafe: 'Unsafe to eat',
  not_as_described: 'Not as described',
  spam: 'Spam or advertising',
  offensive: 'Offensive',
  other: 'Something else',
};

/** Messages a person can act on, for members reporting and for moderators deciding. */
export const MODERATION_MESSAGES = {
  reasonRequired: 'Give a reason: the donor reads it.',
  reasonRequiredToDismiss: 'Say why the reports are unfounded: it is recorded with your name.',
  notFlagged:
    'This donation is not waiting for a moderator: it is listed only once approved, and this one has not been flagged.',
  checkPending:
    'The automated safety check has not run on this donation yet. Wait a moment and reload the queue.',
  expired:
    'This donation has passed the end of its pickup window: there is nothing left to publish.',
  withdrawn: 'The donor withdrew this donation: there is nothing left to decide.',
  takenDown: 'A moderator already took this item down.',
  alreadyDecided: (by: string, outcome: 'approved' | 'rejected', at: string) =>
    `${by} already ${outcome} this donation (${at}). Reload the queue to see what is still waiting.`,
  ownItem: 'This is your own item: you cannot report it. Delete it from My Donations instead.',
  alreadyReported: 'You have already reported this item. A moderator will look at it.',
  notReportable: 'Only listed items can be reported, and this one is no longer listed.',
  noOpenReports: 'This item has no open reports to dismiss.',
  reported: 'Thank you: a moderator will look at this item.',
} as const;

/**
 * A moderator's approve-or-reject: a reason is optional to approve and required to reject, with
 * `reasonRequired` saying who reads it.
 */
export function decisionPayloadSchema(reasonRequired: string) {
  return z
    .object({
      decision: moderationDecisionSchema,
      reason: text({ multiline: true }).max(1000).optional(),
    })
    .superRefine((payload, context) => {
      if (payload.decision === 'reject' && !payload.reason)
        context.addIssue({ code: 'custom', path: ['reason'], message: reasonRequired });
    });
}

/** POST /api/moderation/food-items/:id/decision. */
export const moderationDecisionPayloadSchema = decisionPayloadSchema(
  MODERATION_MESSAGES.reasonRequired,
);
export type ModerationDecisionPayload = z.input<typeof moderationDecisionPayloadSchema>;

export const moderationDecisionAnswerSchema = z.object({
  itemId: z.string().uuid(),
  decision: moderationDecisionSchema,
  reviewStatus: reviewStatusSchema,
});

/** POST /api/food-items/:id/reports. */
export const reportPayloadSchema = z.object({
  reason: reportReasonSchema,
  details: text({ multiline: true }).max(1000).optional(),
});
export type ReportPayload = z.input<typeof reportPayloadSchema>;

export const reportAnswerSchema = z.object({
  id: z.string().uuid(),
  itemId: z.string().uuid(),
  /** Whether the item is now hidden until a moderator looks. */
  hidden: z.boolean(),
});

/** POST /api/moderation/food-items/:id/reports/resolution: dismiss the reports, or take the item down. */
export const REPORT_ACTIONS = ['dismiss', 'take_down'] as const;
export const reportResolutionPayloadSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: 'Choose dismiss or take_down' }),
  reason: text({ error: MODERATION_MESSAGES.reasonRequired, multiline: true })
    .min(1, MODERATION_MESSAGES.reasonRequired)
    .max(1000),
});
export type ReportResolutionPayload = z.input<typeof reportResolutionPayloadSchema>;

/** Who is on a case, and since when (the first claim of an unbroken hold). */
export const caseClaimViewSchema = z.object({
  moderatorId: z.string().uuid(),
  moderatorName: z.string(),
  since: z.string(),
  expiresAt: z.string(),
  /** Whole minutes since `since`. */
  minutes: z.number().int(),
});
export type CaseClaimView = z.infer<typeof caseClaimViewSchema>;

/** A reporter's standing beside their report, for the moderator weighing it. */
export const reporterStandingViewSchema = z.object({
  reporterId: z.string().uuid(),
  /** Share of their last 50 decided reports upheld, with the neutral prior (0..1). */
  accuracy: z.number(),
  decidedReports: z.number().int(),
  muted: z.boolean(),
  mutedReason: z.string().nullable(),
});
export type ReporterStandingView = z.infer<typeof reporterStandingViewSchema>;

/** A member's report as a moderator reads it; details are gone once the reporter is. */
export const reportViewSchema = z.object({
  id: z.string().uuid(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  /** True once the reporter deleted their account: their words are unreadable. */
  detailsErased: z.boolean(),
  reporterName: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  reportedAt: z.string(),
  /** The reporter's standing now, and what this report weighed (docs/product.md §18). */
  reporterId: z.string().uuid().nullable().optional(),
  standing: reporterStandingViewSchema.nullable().optional(),
  weight: z.number().nullable().optional(),
});
export type ReportView = z.infer<typeof reportViewSchema>;

/** The donor's record, for a moderator weighing a decision. */
export const donorRecordSchema = z.object({
  donorId: z.string().uuid(),
  name: z.string(),
  username: z.string().nullable(),
  memberSince: z.string().nullable(),
  donations: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  reports: z.number().int(),
  takenDown: z.number().int(),
});
export type DonorRecord = z.infer<typeof donorRecordSchema>;

/** GET /api/moderation/queue: flagged donations and reported items, most urgent first. */
export const queueEntrySchema = z.object({
  itemId: z.string().uuid(),
  kind: z.enum(['flagged', 'reported']),
  title: z.string(),
  category: foodCategorySchema,
  imageUrl: z.string().nullable(),
  pickupUntil: z.string().nullable(),
  submittedAt: z.string(),
  /** Since when it has waited for a moderator: flagged, or first reported. */
  waitingSince: z.string(),
  waitingMinutes: z.number().int(),
  /** The team's target wait, in minutes (MODERATION_WAIT_TARGET_MINUTES). */
  waitTargetMinutes: z.number().int(),
  /** Waited longer than the team's target. */
  overdue: z.boolean(),
  answers: answersOnEventSchema,
  verdict: z.enum(['pass', 'review', 'reject']).nullable(),
  reasons: z.array(safetyReasonSchema),
  ruleVersion: z.string().nullable(),
  hidden: z.boolean(),
  reports: z.array(reportViewSchema),
  donor: donorRecordSchema,
  /** Who is on the case now (docs/product.md §18); null when nobody holds it. */
  claim: caseClaimViewSchema.nullable().optional(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** GET /api/moderation/food-items: every item, whatever became of it, for staff to search. */
export const moderationItemsQuerySchema = z.object({
  search: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const moderationItemSchema = z.object({
  itemId: z.string().uuid(),
  title: z.string(),
  donorId: z.string().uuid(),
  donorName: z.string(),
  imageUrl: z.string().nullable(),
  reviewStatus: reviewStatusSchema,
  status: itemLifecycleStatusSchema,
  takenDown: z.boolean(),
  hidden: z.boolean(),
  openReports: z.number().int(),
  submittedAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export type { ModerationDecision, ReportReason };
