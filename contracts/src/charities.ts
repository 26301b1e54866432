import { z } from 'zod';
import { EMIRATES, emirateOrUnknownSchema, emirateSchema } from './emirates';
import { text } from './text';

/**
 * Verified charities and the charity-first window (docs/product.md §20): a charity applies with
 * its licence, a moderator verifies, rejects or revokes, and a business listing is offered to
 * verified charities first for the window its business chose.
 */
export const CHARITY_MESSAGES = {
  licenceNumber: 'Enter the licence number printed on your charity licence',
  issuingAuthority:
    'Say which authority issued the licence, for example the Community Development Authority',
  emirate: 'Choose the emirate where your charity works',
  licenceDocument: 'Attach your charity licence as a PDF, JPG or PNG file',
  documentType: 'The licence must be a PDF, JPG, JPEG or PNG file',
  notCharity:
    'Only a charity account can apply for verification. Change your role to Charity on your profile first.',
  alreadyPending: 'Your application is already waiting for a moderator.',
  alreadyVerified: 'Your charity is already verified.',
  unknownApplication: 'There is no verification application for this charity.',
  notPending: 'This application is not waiting for a decision any more. Reload the list.',
  notVerified: 'Only a verified charity can have its verification revoked.',
  decision: "Choose 'verify', 'reject' or 'revoke'",
  reasonRequired: 'Give a reason: the charity reads it.',
  windowMinutes: 'Choose 0, 15, 30 or 60 minutes for the charity-first window',
  sharePercent: 'Enter a share from 1 to 100 percent',
  windowForBusinesses: 'Only a restaurant or grocery store offers its listings to charities first.',
  /** The refusal during the window: the time is the UAE's, as "20:30". */
  charitiesFirst: (time: string) =>
    `This listing is offered to verified charities first. It opens to everyone at ${time}.`,
  overShare: (share: string) =>
    `This business lets one charity take at most ${share} of its units a day. Leave the rest for other charities.`,
} as const;

/** The choices a business has for its charity-first window, in minutes (0: none). */
export const CHARITY_WINDOW_MINUTES = [0, 15, 30, 60] as const;
export type CharityWindowMinutes = (typeof CHARITY_WINDOW_MINUTES)[number];
export const DEFAULT_CHARITY_WINDOW_MINUTES: CharityWindowMinutes = 30;
/** What one charity may take of one business's units offered to charities in a UAE day. */
export const DEFAULT_CHARITY_SHARE_PERCENT = 100;

export const charityWindowMinutesSchema = z.coerce
  .number({ error: CHARITY_MESSAGES.windowMinutes })
  .refine(
    (value): value is CharityWindowMinutes =>
      (CHARITY_WINDOW_MINUTES as readonly number[]).includes(value),
    CHARITY_MESSAGES.windowMinutes,
  )
  .transform((value) => value as CharityWindowMinutes);

export const charitySharePercentSchema = z.coerce
  .number({ error: CHARITY_MESSAGES.sharePercent })
  .int(CHARITY_MESSAGES.sharePercent)
  .min(1, CHARITY_MESSAGES.sharePercent)
  .max(100, CHARITY_MESSAGES.sharePercent);

/** The licence document, as the browser sends it (as the hub application's documents). */
const LICENCE = /^data:(application\/pdf|image\/jpeg|image\/png);base64,/;

/** POST /api/charity-verification. */
export const charityVerificationPayloadSchema = z.object({
  licenceNumber: text({ error: CHARITY_MESSAGES.licenceNumber })
    .min(1, CHARITY_MESSAGES.licenceNumber)
    .max(60, 'Use at most 60 characters'),
  issuingAuthority: text({ error: CHARITY_MESSAGES.issuingAuthority })
    .min(1, CHARITY_MESSAGES.issuingAuthority)
    .max(200, 'Use at most 200 characters'),
  emirate: z.enum(EMIRATES, { error: CHARITY_MESSAGES.emirate }),
  licenceDocument: z.object(
    {
      name: text({ error: CHARITY_MESSAGES.licenceDocument })
        .min(1, CHARITY_MESSAGES.licenceDocument)
        .max(200, 'Use at most 200 characters'),
      dataUrl: text({ error: CHARITY_MESSAGES.licenceDocument }).refine(
        (value) => LICENCE.test(value),
        CHARITY_MESSAGES.documentType,
      ),
    },
    { error: CHARITY_MESSAGES.licenceDocument },
  ),
});
export type CharityVerificationPayload = z.input<typeof charityVerificationPayloadSchema>;

export const CHARITY_DECISIONS = ['verify', 'reject', 'revoke'] as const;
export type CharityDecision = (typeof CHARITY_DECISIONS)[number];

/** POST /api/moderation/charity-verifications/:id/decision; a reason is required but to verify. */
export const charityDecisionPayloadSchema = z
  .object({
    decision: z.enum(CHARITY_DECISIONS, { error: CHARITY_MESSAGES.decision }),
    reason: z.preprocess(
      (value) => (value === null ? undefined : value),
      text().max(1000, 'Use at most 1000 characters').optional(),
    ),
  })
  .superRefine((payload, context) => {
    if (payload.decision !== 'verify' && !payload.reason)
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: CHARITY_MESSAGES.reasonRequired,
      });
  });

export const CHARITY_VERIFICATION_STATUSES = [
  'none',
  'pending',
  'verified',
  'rejected',
  'revoked',
] as const;
export type CharityVerificationStatus = (typeof CHARITY_VERIFICATION_STATUSES)[number];

/** Events of `charity-<userId>` streams: one charity's applications and their decisions. */
export const charityVerificationAppliedSchema = z.object({
  type: z.literal('CharityVerificationApplied'),
  data: z.object({
    charityId: z.string().uuid(),
    applicationId: z.string().uuid(),
    licenceNumber: z.string(),
    issuingAuthority: z.string(),
    emirate: emirateSchema,
    /** The stored licence (private, for moderators), never the bytes. */
    licenceDocument: z.object({ name: z.string(), url: z.string() }),
    appliedAt: z.string(),
  }),
});
const decided = {
  charityId: z.string().uuid(),
  applicationId: z.string().uuid(),
  moderatorId: z.string(),
  reason: z.string().nullable(),
  decidedAt: z.string(),
};
export const charityVerifiedSchema = z.object({
  type: z.literal('CharityVerified'),
  data: z.object({ ...decided, emirate: emirateSchema }),
});
export const charityVerificationRejectedSchema = z.object({
  type: z.literal('CharityVerificationRejected'),
  data: z.object(decided),
});
export const charityVerificationRevokedSchema = z.object({
  type: z.literal('CharityVerificationRevoked'),
  data: z.object(decided),
});
export const charityEventSchema = z.discriminatedUnion('type', [
  charityVerificationAppliedSchema,
  charityVerifiedSchema,
  charityVerificationRejectedSchema,
  charityVerificationRevokedSchema,
]);
export type CharityEvent = z.infer<typeof charityEventSchema>;
export const charityStreamId = (charityId: string) => `charity-${charityId}`;

/** Events of `charity-share-<businessId>-<day>` streams: what charities took of a business's day. */
export const charityShareListingOfferedSchema = z.object({
  type: z.literal('CharityShareListingOffered'),
  data: z.object({
    businessId: z.string().uuid(),
    day: z.string(),
    itemId: z.string().uuid(),
    units: z.number().int().positive(),
    offeredAt: z.string(),
  }),
});
export const charityShareTakenSchema = z.object({
  type: z.literal('CharityShareTaken'),
  data: z.object({
    businessId: z.string().uuid(),
    day: z.string(),
    charityId: z.string().uuid(),
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    units: z.number().int().positive(),
    takenAt: z.string(),
  }),
});
export const charityShareEventSchema = z.discriminatedUnion('type', [
  charityShareListingOfferedSchema,
  charityShareTakenSchema,
]);
export type CharityShareEvent = z.infer<typeof charityShareEventSchema>;
export const charityShareStreamId = (key: string) => `charity-share-${key}`;
export const charityShareKey = (businessId: string, day: string) => `${businessId}-${day}`;

/** Food-stream events of the window: offered to charities, then open to everyone. */
export const offeredToCharitiesSchema = z.object({
  type: z.literal('OfferedToCharities'),
  data: z.object({
    itemId: z.string().uuid(),
    donorId: z.string().uuid(),
    emirate: emirateOrUnknownSchema,
    windowMinutes: z.number().int().positive(),
    sharePercent: z.number().int().min(1).max(100),
    opensToAllAt: z.string(),
    offeredAt: z.string(),
  }),
});
export const openedToAllSchema = z.object({
  type: z.literal('OpenedToAll'),
  data: z.object({
    itemId: z.string().uuid(),
    /** The verified charities that requested it within the window; the others stayed silent. */
    requestedBy: z.array(z.string().uuid()),
    openedAt: z.string(),
  }),
});
export const charityWindowEventSchemas = [offeredToCharitiesSchema, openedToAllSchema] as const;

/** "20:30": an instant as the UAE's clock shows it (UTC+4 all year). */
export function uaeClock(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 4 * 60 * 60 * 1000);
  return shifted.toISOString().slice(11, 16);
}

/** What a person reads of their own verification (GET /api/charity-verification). */
export const charityVerificationAnswerSchema = z.object({
  status: z.enum(CHARITY_VERIFICATION_STATUSES),
  licenceNumber: z.string().nullable(),
  issuingAuthority: z.string().nullable(),
  emirate: emirateSchema.nullable(),
  reason: z.string().nullable(),
  appliedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type CharityVerificationAnswer = z.infer<typeof charityVerificationAnswerSchema>;

/** One application in the moderators' "Charity verifications" tab. */
export const charityVerificationRowSchema = z.object({
  charityId: z.string().uuid(),
  applicationId: z.string().uuid(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  status: z.enum(CHARITY_VERIFICATION_STATUSES),
  licenceNumber: z.string(),
  issuingAuthority: z.string(),
  emirate: emirateSchema,
  licenceDocument: z.object({ name: z.string(), url: z.string() }),
  appliedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CharityVerificationRow = z.infer<typeof charityVerificationRowSchema>;

/** One listing's allocation on /admin/allocation: who was offered it, who asked, when it opened. */
export const allocationRowSchema = z.object({
  itemId: z.string().uuid(),
  title: z.string(),
  businessName: z.string().nullable(),
  emirate: emirateOrUnknownSchema,
  windowMinutes: z.number().int(),
  offeredAt: z.string(),
  opensToAllAt: z.string(),
  openedAt: z.string().nullable(),
  charities: z.array(
    z.object({
      charityId: z.string().uuid(),
      name: z.string().nullable(),
      /** requested within the window, or silent (offered, asked nothing before it opened). */
      answer: z.enum(['requested', 'silent', 'waiting']),
      units: z.number().int().nullable(),
      requestedAt: z.string().nullable(),
    }),
  ),
});
export type AllocationRow = z.infer<typeof allocationRowSchema>;
