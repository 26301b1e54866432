import { z } from 'zod';
import {
  APPEAL_DAYS,
  appealDecisionSchema,
  appealGroundsSchema,
  CLAIM_MINUTES,
  noteVisibilitySchema,
} from './casework-events';
import {
  APPEAL_STATUSES,
  type AppealStatus,
  appealStatusSchema,
  type DonorCase,
  donorCaseSchema,
} from './donor-case';
import { foodCategorySchema } from './enums';
import {
  type CaseClaimView,
  caseClaimViewSchema,
  MODERATION_MESSAGES,
  type ReporterStandingView,
  reporterStandingViewSchema,
} from './moderation';
import { text } from './text';

/**
 * Casework's API (docs/product.md §18): claims, notes, appeals, reporters' standing and mutes,
 * bulk dismissal. Every write validates with one of these schemas.
 */
export const CASEWORK_MESSAGES = {
  claimedBy: (name: string) =>
    `${name} is reviewing this case. Take it over if you need to work on it now.`,
  notHolder: 'You do not hold this case: there is no claim of yours to release.',
  noteRequired: 'Write the note: it is recorded with your name.',
  noteVisibility: 'Choose internal (staff only) or donor (the donor reads it)',
  appealMessageRequired: 'Say why the decision should change: a moderator reads it.',
  appealReasonRequired: 'Give a reason: the donor reads it.',
  appealDecision: 'Choose uphold or overturn',
  notYourItem: 'Only the donor of this item can appeal its decision.',
  nothingToAppeal: 'This item was neither rejected nor taken down: there is no decision to appeal.',
  alreadyAppealed: 'You have already appealed this decision. You can appeal only once.',
  appealTooLate: `Appeals are open for ${APPEAL_DAYS} days after the decision, and that time has passed.`,
  appealLodged: 'Your appeal was sent: a different moderator will look at it.',
  noOpenAppeal: 'This item has no open appeal: it was already decided, or never lodged.',
  ownDecision:
    'You made the decision under appeal: another moderator must decide the appeal (four eyes).',
  alreadyMuted: 'This reporter is already muted.',
  notMuted: 'This reporter is not muted: there is nothing to unmute.',
  muteReasonRequired: 'Say why: it is recorded with your name.',
  noReporter: 'No account with this id has reported anything.',
  chooseItems: 'Choose at least one item, and at most 50.',
  dismissalSkipped: 'Some items had no open reports and were left as they were.',
  takeOver: 'Say takeOver: true or false',
} as const;

const reasonText = (message: string) =>
  text({ error: message, multiline: true }).min(1, message).max(1000);

/** POST /api/moderation/food-items/:id/claim: claim (or renew); `takeOver` takes another's. */
export const claimPayloadSchema = z.object({
  takeOver: z.boolean({ error: CASEWORK_MESSAGES.takeOver }).optional(),
});
export type ClaimPayload = z.input<typeof claimPayloadSchema>;

export const claimAnswerSchema = z.object({
  itemId: z.string().uuid(),
  /** The claim as it stands now: null once released. */
  claim: caseClaimViewSchema.nullable(),
});
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;

/** POST /api/moderation/food-items/:id/notes. */
export const notePayloadSchema = z.object({
  visibility: noteVisibilitySchema,
  text: text({ error: CASEWORK_MESSAGES.noteRequired, multiline: true })
    .min(1, CASEWORK_MESSAGES.noteRequired)
    .max(2000),
});
export type NotePayload = z.input<typeof notePayloadSchema>;
export const noteAnswerSchema = z.object({
  id: z.string().uuid(),
  itemId: z.string().uuid(),
  visibility: noteVisibilitySchema,
});

/** A note as staff read it on the case. */
export const caseNoteViewSchema = z.object({
  id: z.string().uuid(),
  authorName: z.string(),
  visibility: noteVisibilitySchema,
  text: z.string(),
  addedAt: z.string(),
});
export type CaseNoteView = z.infer<typeof caseNoteViewSchema>;

/** POST /api/food-items/:id/appeal: the donor's one appeal. */
export const appealPayloadSchema = z.object({
  message: text({ error: CASEWORK_MESSAGES.appealMessageRequired, multiline: true })
    .min(1, CASEWORK_MESSAGES.appealMessageRequired)
    .max(2000),
});
export type AppealPayload = z.input<typeof appealPayloadSchema>;
/** The appeal's id is the item's: an item is appealed at most once. */
export const appealAnswerSchema = z.object({
  id: z.string().uuid(),
  itemId: z.string().uuid(),
});

/** POST /api/moderation/appeals/:id/decision. */
export const appealDecisionPayloadSchema = z.object({
  decision: appealDecisionSchema,
  reason: reasonText(CASEWORK_MESSAGES.appealReasonRequired),
});
export type AppealDecisionPayload = z.input<typeof appealDecisionPayloadSchema>;
export const appealDecisionAnswerSchema = z.object({
  appealId: z.string().uuid(),
  itemId: z.string().uuid(),
  decision: appealDecisionSchema,
  /** Overturned and still within its time: the item is listed again. */
  relisted: z.boolean(),
});

/** GET /api/moderation/appeals: open appeals, oldest first (`?status=` for decided ones). */
export const appealsQuerySchema = z.object({
  status: appealStatusSchema.default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const appealEntrySchema = z.object({
  appealId: z.string().uuid(),
  itemId: z.string().uuid(),
  title: z.string(),
  category: foodCategorySchema,
  imageUrl: z.string().nullable(),
  donorName: z.string(),
  grounds: appealGroundsSchema,
  /** The decision appealed: its reason and who made it. */
  originalReason: z.string().nullable(),
  originalDecisionBy: z.string(),
  originalDecisionByName: z.string(),
  /** The donor's words; null once they deleted their account. */
  message: z.string().nullable(),
  status: appealStatusSchema,
  lodgedAt: z.string(),
  waitingMinutes: z.number().int(),
  pickupUntil: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  relisted: z.boolean().nullable(),
});
export type AppealEntry = z.infer<typeof appealEntrySchema>;

/** POST /api/moderation/reporters/:userId/mute; DELETE the same path unmutes, with a reason too. */
export const mutePayloadSchema = z.object({
  reason: reasonText(CASEWORK_MESSAGES.muteReasonRequired),
});
export type MutePayload = z.input<typeof mutePayloadSchema>;
export const muteAnswerSchema = z.object({
  reporterId: z.string().uuid(),
  muted: z.boolean(),
});

/** POST /api/moderation/reports/dismissals: dismiss several items' open reports at once. */
export const bulkDismissPayloadSchema = z.object({
  itemIds: z
    .array(z.string().uuid('Unknown food item'), { error: CASEWORK_MESSAGES.chooseItems })
    .min(1, CASEWORK_MESSAGES.chooseItems)
    .max(50, CASEWORK_MESSAGES.chooseItems),
  reason: reasonText(MODERATION_MESSAGES.reasonRequiredToDismiss),
});
export type BulkDismissPayload = z.input<typeof bulkDismissPayloadSchema>;
export const bulkDismissAnswerSchema = z.object({
  batchId: z.string().uuid(),
  dismissed: z.array(z.string().uuid()),
  /** Items left as they were, each with why (no open reports, no such item). */
  skipped: z.array(z.object({ itemId: z.string().uuid(), message: z.string() })),
});

/** GET /api/moderation/food-items/:id/case: who holds it, its notes, its appeal. */
export const caseViewSchema = z.object({
  itemId: z.string().uuid(),
  claim: caseClaimViewSchema.nullable(),
  notes: z.array(caseNoteViewSchema),
  appeal: appealEntrySchema.nullable(),
});
export type CaseView = z.infer<typeof caseViewSchema>;

export {
  APPEAL_STATUSES,
  type AppealStatus,
  appealStatusSchema,
  type CaseClaimView,
  CLAIM_MINUTES,
  caseClaimViewSchema,
  type DonorCase,
  donorCaseSchema,
  type ReporterStandingView,
  reporterStandingViewSchema,
};
