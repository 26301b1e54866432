import { z } from 'zod';
import { dateLabelSchema, donationModeSchema } from './donations';
import {
  allergenSchema,
  FOOD_CATEGORIES,
  FOOD_SOURCES,
  FOOD_TYPES,
  HANDLING_STATUSES,
  PREPARATION_TIMES,
  SPOILAGE_INDICATORS,
  STORAGE_METHODS,
} from './enums';
import { declineReasonSchema, releaseReasonSchema, requestIntentSchema } from './requests';

const reason = z.object({
  rule: z.number().int(),
  verdict: z.enum(['pass', 'review', 'reject']),
  message: z.string(),
});

/** The questionnaire exactly as answered, kept on the event for moderators' replays. */
export const answersOnEventSchema = z.object({
  foodType: z.enum(FOOD_TYPES),
  foodSource: z.enum(FOOD_SOURCES),
  preparationTime: z.enum(PREPARATION_TIMES),
  storageMethod: z.enum(STORAGE_METHODS),
  isSealed: z.boolean(),
  allergens: z.array(allergenSchema),
  handlingStatus: z.enum(HANDLING_STATUSES),
  spoilageIndicators: z.array(z.enum(SPOILAGE_INDICATORS)),
  hygienicHandling: z.boolean(),
  donationAgreement: z.boolean(),
  dateLabel: dateLabelSchema.optional(),
});

/** Events of `food-<id>` streams: the item, its safety review, its requests. */
export const donationSubmittedSchema = z.object({
  type: z.literal('DonationSubmitted'),
  data: z.object({
    itemId: z.string().uuid(),
    donorId: z.string().uuid(),
    donationMode: donationModeSchema,
    isMarketplace: z.boolean(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.enum(FOOD_CATEGORIES),
    quantity: z.string(),
    servings: z.string().nullable(),
    pickupLocation: z.string(),
    pickupInstructions: z.string().nullable(),
    availableUntil: z.string().nullable(),
    originalPrice: z.string().nullable(),
    discountedPrice: z.string().nullable(),
    /** The stored photo's URL; never the bytes. */
    imageUrl: z.string(),
    answers: answersOnEventSchema,
    submittedAt: z.string(),
  }),
});

const checked = {
  itemId: z.string().uuid(),
  verdict: z.enum(['pass', 'review', 'reject']),
  reasons: z.array(reason),
  ruleVersion: z.string(),
  checkedAt: z.string(),
};

export const safetyCheckPassedSchema = z.object({
  type: z.literal('SafetyCheckPassed'),
  data: z.object(checked),
});
export const donationFlaggedForReviewSchema = z.object({
  type: z.literal('DonationFlaggedForReview'),
  data: z.object(checked),
});
export const donationApprovedSchema = z.object({
  type: z.literal('DonationApproved'),
  data: z.object({
    itemId: z.string().uuid(),
    donorId: z.string().uuid(),
    approvedBy: z.string(),
    approvedAt: z.string(),
  }),
});
export const donationRejectedSchema = z.object({
  type: z.literal('DonationRejected'),
  data: z.object({
    itemId: z.string().uuid(),
    reasons: z.array(reason),
    ruleVersion: z.string().nullable(),
    rejectedBy: z.string(),
    rejectedAt: z.string(),
  }),
});
export const itemExpiredSchema = z.object({
  type: z.literal('ItemExpired'),
  data: z.object({ itemId: z.string().uuid(), expiredAt: z.string() }),
});
export const itemWithdrawnSchema = z.object({
  type: z.literal('ItemWithdrawn'),
  data: z.object({ itemId: z.string().uuid(), withdrawnBy: z.string(), withdrawnAt: z.string() }),
});
export const itemRequestedSchema = z.object({
  type: z.literal('ItemRequested'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    requesterId: z.string().uuid(),
    message: z.string().nullable(),
    /** Absent on events recorded before purchases existed: those were plain requests. */
    intent: requestIntentSchema.default('request'),
    /** A purchase's price in AED (the offer's discounted price when requested); else null. */
    price: z.string().nullable().default(null),
    requestedAt: z.string(),
  }),
});
/** The donor accepted one request; the taker is shown the pickup code. */
export const requestAcceptedSchema = z.object({
  type: z.literal('RequestAccepted'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    requesterId: z.string().uuid(),
    donorId: z.string().uuid(),
    pickupCode: z.string(),
    acceptedAt: z.string(),
  }),
});
/** The item is held for the accepted request until it is collected or `reservedUntil`. */
export const itemReservedSchema = z.object({
  type: z.literal('ItemReserved'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    requesterId: z.string().uuid(),
    reservedUntil: z.string().nullable(),
    reservedAt: z.string(),
  }),
});
export const requestDeclinedSchema = z.object({
  type: z.literal('RequestDeclined'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    requesterId: z.string().uuid(),
    reason: declineReasonSchema,
    /** The donor's own words, if any. */
    note: z.string().nullable(),
    declinedBy: z.string(),
    declinedAt: z.string(),
  }),
});
export const requestCancelledSchema = z.object({
  type: z.literal('RequestCancelled'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    requesterId: z.string().uuid(),
    cancelledAt: z.string(),
  }),
});
/** A reservation ended without a handover: the item is on offer again. */
export const reservationReleasedSchema = z.object({
  type: z.literal('ReservationReleased'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    reason: releaseReasonSchema,
    releasedAt: z.string(),
  }),
});
/** The donor confirmed the handover with the pickup code; a sale records the platform fee. */
export const itemCollectedSchema = z.object({
  type: z.literal('ItemCollected'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    donorId: z.string().uuid(),
    collectorId: z.string().uuid(),
    servings: z.string().nullable(),
    isMarketplace: z.boolean(),
    sale: z
      .object({
        currency: z.literal('AED'),
        price: z.string(),
        /** The fee rate in force when the sale completed, as a fraction ("0.0500" is 5%). */
        feeRate: z.string(),
        fee: z.string(),
      })
      .nullable(),
    confirmedBy: z.string(),
    collectedAt: z.string(),
  }),
});

export const foodEventSchema = z.discriminatedUnion('type', [
  donationSubmittedSchema,
  safetyCheckPassedSchema,
  donationFlaggedForReviewSchema,
  donationApprovedSchema,
  donationRejectedSchema,
  itemExpiredSchema,
  itemWithdrawnSchema,
  itemRequestedSchema,
  requestAcceptedSchema,
  itemReservedSchema,
  requestDeclinedSchema,
  requestCancelledSchema,
  reservationReleasedSchema,
  itemCollectedSchema,
]);
export type FoodEvent = z.infer<typeof foodEventSchema>;
export type FoodEventOf<T extends FoodEvent['type']> = Extract<FoodEvent, { type: T }>;

export const foodStreamId = (itemId: string) => `food-${itemId}`;
