import { z } from 'zod';
import { charityWindowEventSchemas } from './charities';
import { dateLabelSchema, donationModeSchema } from './donations';
import { emirateOrUnknownSchema } from './emirates';
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
import { geoPointSchema } from './geo';
import {
  temperatureClassSchema,
  temperatureDecisionSchema,
  temperatureReadingSchema,
} from './handover-temperature';
import { itemDestinationRecordedSchema, surplusCauseSchema } from './impact-destinations';
import { moderationEventSchemas } from './moderation-events';
import { personalTextSchema } from './personal-data';
import { pickupEventSchemas } from './pickups';
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
    /** Sealed under the donor's key (plain on events recorded before sealing). */
    pickupInstructions: personalTextSchema,
    /**
     * When pickup can start (docs/product.md §10). Added later: `upcast` reads an older donation's
     * window as open from its submission.
     */
    pickupFrom: z.string(),
    /** When pickup ends and the item expires; null only on older donations posted without an end. */
    pickupUntil: z.string().nullable(),
    originalPrice: z.string().nullable(),
    discountedPrice: z.string().nullable(),
    /** The stored photo's URL; never the bytes. */
    imageUrl: z.string(),
    answers: answersOnEventSchema,
    /**
     * How many units an offer sells (prices are per unit); null on a free donation, which
     * changes hands whole. Added later: `upcast` reads an older offer as one unit.
     */
    units: z.number().int().positive().nullable().optional(),
    /** What one unit is ('meal box', 'bag'); an older offer's unit is its whole quantity. */
    unitLabel: z.string().nullable().optional(),
    /** The most units one buyer may take; null for no limit. */
    maxUnitsPerBuyer: z.number().int().positive().nullable().optional(),
    /** Where to collect it, as the donor pinned it on a map; absent when they did not. */
    pickupPoint: geoPointSchema.nullable().optional(),
    /**
     * The donor's approximate weight of the whole listing, in kg; null when not given. Added
     * later: `upcast` reads an older donation as unweighed (impact estimates it).
     */
    weightKg: z.number().positive().nullable().optional(),
    /** Where it is picked up; an older donation's is read from its pickup text, else unknown. */
    emirate: emirateOrUnknownSchema.optional(),
    /**
     * Why there was a surplus (optional for individuals; businesses are asked); null: not
     * recorded. Added later: `upcast` reads an older donation as not recorded.
     */
    surplusCause: surplusCauseSchema.nullable().optional(),
    /**
     * A business listing's charity-first window in minutes (docs/product.md §20); absent or 0:
     * none. With it, the share of the business's units one charity may take that day.
     */
    charityWindowMinutes: z.number().int().min(0).optional(),
    charitySharePercent: z.number().int().min(1).max(100).optional(),
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
    /** The requester's words, sealed under their key (plain on events recorded before sealing). */
    message: personalTextSchema,
    /** Absent on events recorded before purchases existed: `upcast` (events.ts) adds it. */
    intent: requestIntentSchema,
    /**
     * A purchase's price per unit in AED (the offer's discounted price when requested); else
     * null. Before units existed an offer was one unit, so it was also the whole price.
     */
    price: z.string().nullable(),
    /** How many units a purchase asks for; null on a request for a free donation (whole). */
    quantity: z.number().int().positive().nullable().optional(),
    /** Asked by a verified charity within the listing's charity-first window (§20). */
    asVerifiedCharity: z.boolean().optional(),
    /**
     * When the donor may accept it: two hours on for a member with three no-shows in 30 days
     * (docs/product.md §10); null or absent (older events), at once.
     */
    acceptableFrom: z.string().nullable().optional(),
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
    /** The donor's own words, if any, sealed under their key (plain on older events). */
    note: personalTextSchema,
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
        /** What this sale came to: the unit price times its quantity. */
        price: z.string(),
        /** Added with units: `upcast` reads an older sale as one unit at its price. */
        quantity: z.number().int().positive().optional(),
        unitPrice: z.string().optional(),
        /** The fee rate in force when the sale completed, as a fraction ("0.0500" is 5%). */
        feeRate: z.string(),
        fee: z.string(),
      })
      .nullable(),
    /** The weight the donor confirmed at handover, in kg; null when not weighed (or older). */
    weightKg: z.number().positive().nullable().optional(),
    /** How the food is kept, so measured at handover or not (absent on older handovers). */
    temperatureClass: temperatureClassSchema.nullable().optional(),
    /** The temperature measured at handover (docs/product.md §11.3); null or absent: none taken. */
    temperature: temperatureReadingSchema.nullable().optional(),
    /** Taken although the reading was out of range: the taker's decision. */
    takenOutOfRange: z.boolean().optional(),
    confirmedBy: z.string(),
    collectedAt: z.string(),
  }),
});

/**
 * The donor entered the pickup code and a reading outside its limit: the handover waits for the
 * taker to take the food anyway or refuse it (docs/product.md §11.3). The units stay held.
 */
export const handoverHeldForTemperatureSchema = z.object({
  type: z.literal('HandoverHeldForTemperature'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    donorId: z.string().uuid(),
    collectorId: z.string().uuid(),
    reading: temperatureReadingSchema,
    /** What the donor weighed, carried to the handover if the taker takes it. */
    weightKg: z.number().positive().nullable(),
    heldBy: z.string(),
    heldAt: z.string(),
  }),
});

/** The taker's answer to a held handover: a `take` is followed by ItemCollected. */
export const handoverTemperatureDecidedSchema = z.object({
  type: z.literal('HandoverTemperatureDecided'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    collectorId: z.string().uuid(),
    decision: temperatureDecisionSchema,
    decidedBy: z.string(),
    decidedAt: z.string(),
  }),
});

/**
 * The donor settled a refused handover: the food goes back on the listing, or the listing is
 * withdrawn. RequestDeclined, and ReservationReleased or ItemWithdrawn, follow it.
 */
export const refusedHandoverSettledSchema = z.object({
  type: z.literal('RefusedHandoverSettled'),
  data: z.object({
    itemId: z.string().uuid(),
    requestId: z.string().uuid(),
    returnToListing: z.boolean(),
    settledBy: z.string(),
    settledAt: z.string(),
  }),
});

/**
 * The donor hid an item that changed hands (or expired) from their own list: it cannot be
 * withdrawn any more, and nothing about it changes for anyone else.
 */
export const itemHiddenByDonorSchema = z.object({
  type: z.literal('ItemHiddenByDonor'),
  data: z.object({ itemId: z.string().uuid(), hiddenBy: z.string(), hiddenAt: z.string() }),
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
  itemHiddenByDonorSchema,
  itemDestinationRecordedSchema,
  handoverHeldForTemperatureSchema,
  handoverTemperatureDecidedSchema,
  refusedHandoverSettledSchema,
  ...moderationEventSchemas,
  ...charityWindowEventSchemas,
  ...pickupEventSchemas,
]);
export type FoodEvent = z.infer<typeof foodEventSchema>;
export type FoodEventOf<T extends FoodEvent['type']> = Extract<FoodEvent, { type: T }>;

export const foodStreamId = (itemId: string) => `food-${itemId}`;
