import { z } from 'zod';
import { dateLabelSchema } from './donations';
import { donorCaseSchema } from './donor-case';
import {
  foodCategorySchema,
  foodSourceSchema,
  foodStatusSchema,
  foodTypeSchema,
  handlingStatusSchema,
  itemLifecycleStatusSchema,
  preparationTimeSchema,
  storageMethodSchema,
} from './enums';
import { geoPointSchema } from './geo';
import { requestTemperatureSchema } from './handover-temperature';
import { flwDestinationSchema, surplusCauseSchema } from './impact-destinations';
import { NO_SHOW_OUTCOMES } from './pickups';
import { requestIntentSchema, requestStatusSchema } from './requests';
import { text } from './text';

/**
 * Where a donation is in its safety review. Only `approved` items are public. A donor's
 * withdrawal is not a review outcome: it is the item's lifecycle (`ItemLifecycleStatus`).
 */
export const REVIEW_STATUSES = ['pending_check', 'flagged', 'approved', 'rejected'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending_check: 'Safety check running',
  flagged: 'Waiting for a safety review',
  approved: 'Approved',
  rejected: 'Rejected for safety',
};

/** The rule number of a moderator's own reason, beside the numbered rules of the check. */
export const MODERATOR_RULE = 0;

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
  /** A purchase's price per unit. */
  price: z.string().nullable(),
  /** The units it asks for: 1 for a free donation. */
  quantity: z.number().int(),
  /** Its sale once handed over: the total for its quantity and the fee on it. */
  sale: z.object({ price: z.string(), fee: z.string(), feeRate: z.string() }).nullable(),
  /** When it was handed over; null until then. */
  collectedAt: z.string().nullable(),
  /** The requester is a verified charity (docs/product.md §20): their badge. */
  verifiedCharity: z.boolean().optional(),
  /** The temperature measured at handover, and where a held handover stands; null: none taken. */
  temperature: requestTemperatureSchema.nullable().optional(),
  /** The requester's pickups missed in the last 90 days (docs/product.md §10). */
  takerNoShows: z.number().int(),
  /** When it may be accepted, if it waits (three no-shows in 30 days); null: at once. */
  acceptableFrom: z.string().nullable(),
  /** What the donor said once the window closed uncollected; null: nothing said. */
  noShow: z.enum(NO_SHOW_OUTCOMES).nullable(),
  /** The donor accepted it at some point (a reservation), whatever became of it since. */
  wasAccepted: z.boolean(),
  createdAt: z.string(),
});
export type IncomingRequest = z.infer<typeof incomingRequestSchema>;

/** The food_items read model as the API answers it (docs/product.md §3, plus the seller's business name). */
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
  /** The pickup window (docs/product.md §10): from when, until when (when it expires). */
  pickupFrom: z.string(),
  pickupUntil: z.string().nullable(),
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
  /** Text holding a JSON list (docs/product.md §3). */
  allergens: z.string(),
  handlingStatus: handlingStatusSchema,
  /** Text holding a JSON list (docs/product.md §3). */
  spoilageIndicators: z.string(),
  hygienicHandling: z.boolean(),
  donationAgreement: z.boolean(),
  dateLabel: dateLabelSchema.nullable(),
  donorId: z.string().uuid(),
  requesterId: z.string().uuid().nullable(),
  /** The seller's business name on marketplace offers; null for individual donations. */
  businessName: z.string().nullable(),
  /** An offer's units (prices are per unit); 1 for a free donation, which goes whole. */
  units: z.number().int(),
  /** The units nobody holds yet: an offer is 'Sold out' at 0. */
  unitsLeft: z.number().int(),
  /** What one unit of an offer is ('meal box'); null for a free donation. */
  unitLabel: z.string().nullable(),
  maxUnitsPerBuyer: z.number().int().nullable(),
  /** Where to collect it on a map, if the donor pinned it. */
  pickupPoint: geoPointSchema.nullable(),
  /** How far from the reader, in km, when the list was asked for `near` a point. */
  distanceKm: z.number().nullable(),
  /**
   * While it is offered to verified charities first (docs/product.md §20): when it opens to
   * everyone. Null when it has no window, or it has opened.
   */
  charitiesUntil: z.string().nullable().optional(),
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
  /** What was sold: the sales' total and the platform fees on them (an offer's sales added up). */
  sale: z.object({ price: z.string(), fee: z.string(), feeRate: z.string() }).nullable(),
  /** The donor hid it from their list (it changed hands, so it cannot be deleted). */
  hidden: z.boolean(),
  /** Why there was a surplus; null: not recorded. */
  surplusCause: surplusCauseSchema.nullable(),
  /** What became of it once it ended uncollected; null: the donor has not said. */
  destination: flwDestinationSchema.nullable(),
  /** A moderator took it down: it is listed nowhere, and stays here with the reason. */
  takenDown: z.boolean().optional(),
  /** Its donor withdrew it uncollected after it was listed: it stays here to say what became of it. */
  withdrawn: z.boolean().optional(),
  /** Why it was rejected or taken down, its appeal and moderators' notes to the donor. */
  case: donorCaseSchema.nullable().optional(),
});
export type MyDonation = z.infer<typeof myDonationSchema>;

const NEAR_MESSAGE = 'Give near as latitude,longitude in degrees, for example 25.2,55.27';

export const FOOD_ITEM_STATUS_FILTERS = [
  'available',
  'reserved',
  'collected',
  'expired',
  'all',
] as const;

/** How a list is ordered: newest first (the default), or by the soonest pickup window. */
export const FOOD_ITEM_SORTS = ['newest', 'pickup'] as const;
export type FoodItemSort = (typeof FOOD_ITEM_SORTS)[number];

/** GET /api/food-items query. The total count comes back in the `x-total-count` header. */
export const foodItemsQuerySchema = z.object({
  category: foodCategorySchema.optional(),
  isMarketplace: z.enum(['true', 'false']).optional(),
  search: text().max(100, 'Search with at most 100 characters').optional(),
  status: z.enum(FOOD_ITEM_STATUS_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  /** "latitude,longitude": the nearest first, each with its distance; unpinned items last. */
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, NEAR_MESSAGE)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)], NEAR_MESSAGE))
    .transform(([latitude, longitude]) => ({ latitude, longitude }))
    .optional(),
  /** "true": only items whose pickup window is open now (docs/product.md §10). */
  pickupNow: z.enum(['true', 'false'], { error: "Say pickupNow as 'true' or 'false'" }).optional(),
  /** 'pickup': the soonest pickup window first; absent, the newest first. */
  sort: z.enum(FOOD_ITEM_SORTS, { error: "Sort by 'newest' or 'pickup'" }).optional(),
});
export type FoodItemsQuery = z.input<typeof foodItemsQuerySchema>;
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * "true" when more items match than were counted: the total is then a lower bound ("more than
 * N"). Counting stops a little past the page asked for, so a count never dominates a read.
 */
export const TOTAL_COUNT_MORE_HEADER = 'x-total-count-more';
/** Matches counted exactly before a total becomes "more than N" (at least up to the page). */
export const EXACT_COUNT_LIMIT = 1000;

/** GET /api/my-requests: a request with the item's title. */
export const myRequestSchema = z.object({
  id: z.string().uuid(),
  foodItemId: z.string().uuid(),
  requesterId: z.string().uuid(),
  message: z.string().nullable(),
  status: requestStatusSchema,
  intent: requestIntentSchema,
  /** A purchase's price per unit in AED; the taker pays it times the quantity at pickup. */
  price: z.string().nullable(),
  /** The units it asks for: 1 for a free donation. */
  quantity: z.number().int(),
  /** What one unit of the offer is; null for a free donation. */
  unitLabel: z.string().nullable(),
  /** Shown to the taker once the donor accepted, to show at the handover. */
  pickupCode: z.string().nullable(),
  declineReason: z.string().nullable(),
  pickupTime: z.string().nullable(),
  itemTitle: z.string(),
  itemImageUrl: z.string().nullable(),
  /** Where the item is in its life: 'withdrawn' once its donor took it down. */
  itemStatus: itemLifecycleStatusSchema,
  /** When the donor may accept it, if it waits (docs/product.md §10); null: at once. */
  acceptableFrom: z.string().nullable(),
  /** Where and how to collect, while the request is open; null once it is closed. */
  pickupLocation: z.string().nullable(),
  pickupInstructions: z.string().nullable(),
  /** The temperature measured at handover, and where a held handover stands; null: none taken. */
  temperature: requestTemperatureSchema.nullable().optional(),
  /** The item's pickup window. */
  pickupFrom: z.string(),
  pickupUntil: z.string().nullable(),
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
  /** A purchase's price per unit. */
  price: z.string().nullable(),
  /** How many units a purchase asks for; null for a free donation. */
  quantity: z.number().int().nullable(),
  /**
   * Present when the request waits before the donor can accept it (docs/product.md §10: three
   * no-shows in 30 days): until when.
   */
  acceptableFrom: z.string().optional(),
});

/** Answer of the accept, decline, cancel and handover commands. */
export const requestActionAnswerSchema = z.object({
  requestId: z.string().uuid(),
  status: requestStatusSchema,
});
