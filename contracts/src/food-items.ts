import { z } from 'zod';
import { dateLabelSchema } from './donations';
import {
  foodCategorySchema,
  foodSourceSchema,
  foodStatusSchema,
  foodTypeSchema,
  handlingStatusSchema,
  preparationTimeSchema,
  storageMethodSchema,
} from './enums';
import { requestIntentSchema, requestStatusSchema } from './requests';

/** Where a donation is in its safety review. Only `approved` items are public. */
export const REVIEW_STATUSES = [
  'pending_check',
  'flagged',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending_check: 'Safety check running',
  flagged: 'Waiting for a safety review',
  approved: 'Approved',
  rejected: 'Rejected for safety',
  withdrawn: 'Withdrawn',
};

export const safetyReasonSchema = z.object({
  rule: z.number().int(),
  verdict: z.enum(['pass', 'review', 'reject']),
  message: z.string(),
});

/**
 * A request as its donor sees it. The pickup code is never shown to the donor: the taker shows
 * it at the handover.
 */
export const incomingRequestSchema = z.object({
  id: z.string().uuid(),
  /** The requester's public name, or 'Community member' for a private profile. */
  requesterName: z.string(),
  message: z.string().nullable(),
  status: requestStatusSchema,
  intent: requestIntentSchema,
  price: z.string().nullable(),
  createdAt: z.string(),
});
export type IncomingRequest = z.infer<typeof incomingRequestSchema>;

/** The food_items read model as the API answers it (SPEC §3, plus the seller's business name). */
export const foodItemSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  category: foodCategorySchema,
  quantity: z.string(),
  servings: z.string().nullable(),
  imageUrl: z.string().nullable(),
  pickupLocation: z.string(),
  pickupInstructions: z.string().nullable(),
  availableUntil: z.string().nullable(),
  status: foodStatusSchema,
  isMarketplace: z.boolean(),
  /** Decimal strings, 2 places (numeric(10, 2)). */
  originalPrice: z.string().nullable(),
  discountedPrice: z.string().nullable(),
  foodType: foodTypeSchema,
  foodSource: foodSourceSchema,
  preparationTime: preparationTimeSchema,
  storageMethod: storageMethodSchema,
  isSealed: z.boolean(),
  /** Text holding a JSON list (SPEC §3). */
  allergens: z.string(),
  handlingStatus: handlingStatusSchema,
  /** Text holding a JSON list (SPEC §3). */
  spoilageIndicators: z.string(),
  hygienicHandling: z.boolean(),
  donationAgreement: z.boolean(),
  dateLabel: dateLabelSchema.nullable(),
  donorId: z.string().uuid(),
  requesterId: z.string().uuid().nullable(),
  /** The seller's business name on marketplace offers; null for individual donations. */
  businessName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FoodItem = z.infer<typeof foodItemSchema>;

/** GET /api/my-donations: the owner sees every item with where its safety review stands. */
export const myDonationSchema = foodItemSchema.extend({
  reviewStatus: reviewStatusSchema,
  safetyVerdict: z.enum(['pass', 'review', 'reject']).nullable(),
  safetyReasons: z.array(safetyReasonSchema),
  ruleVersion: z.string().nullable(),
  openRequests: z.number().int(),
  /** Requests on this item, newest first: the donor accepts or declines the pending ones. */
  requests: z.array(incomingRequestSchema),
  collectedAt: z.string().nullable(),
  /** A completed sale: the price and the platform fee recorded with it. */
  sale: z.object({ price: z.string(), fee: z.string(), feeRate: z.string() }).nullable(),
});
export type MyDonation = z.infer<typeof myDonationSchema>;

export const FOOD_ITEM_STATUS_FILTERS = [
  'available',
  'reserved',
  'collected',
  'expired',
  'all',
] as const;

/** GET /api/food-items query. The total count comes back in the `x-total-count` header. */
export const foodItemsQuerySchema = z.object({
  category: foodCategorySchema.optional(),
  isMarketplace: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(FOOD_ITEM_STATUS_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type FoodItemsQuery = z.input<typeof foodItemsQuerySchema>;
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** GET /api/my-requests: a request with the item's title. */
export const myRequestSchema = z.object({
  id: z.string().uuid(),
  foodItemId: z.string().uuid(),
  requesterId: z.string().uuid(),
  message: z.string().nullable(),
  status: requestStatusSchema,
  intent: requestIntentSchema,
  /** A purchase's price in AED, paid at pickup. */
  price: z.string().nullable(),
  /** Shown to the taker once the donor accepted, to show at the handover. */
  pickupCode: z.string().nullable(),
  declineReason: z.string().nullable(),
  pickupTime: z.string().nullable(),
  itemTitle: z.string(),
  itemImageUrl: z.string().nullable(),
  itemStatus: foodStatusSchema,
  /** Where and how to collect, while the request is open; null once it is closed. */
  pickupLocation: z.string().nullable(),
  pickupInstructions: z.string().nullable(),
  availableUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

export const foodRequestAnswerSchema = z.object({
  id: z.string().uuid(),
  foodItemId: z.string().uuid(),
  /** 'pending' when new; a retried request answers where the original stands now. */
  status: requestStatusSchema,
  intent: requestIntentSchema,
  price: z.string().nullable(),
});

/** Answer of the accept, decline, cancel and handover commands. */
export const requestActionAnswerSchema = z.object({
  requestId: z.string().uuid(),
  status: requestStatusSchema,
});
