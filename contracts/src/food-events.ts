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
    requestedAt: z.string(),
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
]);
export type FoodEvent = z.infer<typeof foodEventSchema>;
export type FoodEventOf<T extends FoodEvent['type']> = Extract<FoodEvent, { type: T }>;

export const foodStreamId = (itemId: string) => `food-${itemId}`;
