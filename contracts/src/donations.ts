import { z } from 'zod';
import { emirateSchema, inferEmirate } from './emirates';
import {
  allergenSchema,
  FOOD_CATEGORIES,
  FOOD_SOURCES,
  FOOD_TYPES,
  HANDLING_STATUSES,
  PREPARATION_TIMES,
  STORAGE_METHODS,
  spoilageIndicatorSchema,
} from './enums';
import { categoryMismatchMessage, foodTypeFitsCategory } from './food-kinds';
import { WEIGHT_MESSAGES, weightKgSchema } from './food-weight';
import { geoPointSchema } from './geo';
import { surplusCauseSchema } from './impact-destinations';
import { REQUEST_MESSAGES, requestIntentPayloadSchema } from './requests';
import { optionalText, text } from './text';

/** docs/product.md §10 and §8 messages of the donation form, word for word where the spec gives them. */
export const DONATION_MESSAGES = {
  mode: 'Please select donation mode',
  foodType: "Please select the type of food you're donating",
  foodSource: 'Please select where this food came from',
  preparationTime: 'Please select when this food was prepared/purchased',
  storageMethod: 'Please select how the food has been stored',
  isSealed: 'Please confirm if the food was kept in sealed/covered packaging',
  handlingStatus: "Please select the food's handling status",
  hygienicHandlingFalse: 'You must confirm hygienic handling of the food',
  hygienicHandlingUnset: 'Please confirm that the food was handled with clean hands and utensils',
  donationAgreementFalse: 'You must agree to the donation terms',
  donationAgreementUnset: 'Please agree that once donated, the food cannot be returned',
  titleRequired: 'Title is required',
  categoryRequired: 'Please select a category',
  quantityRequired: 'Quantity is required',
  pickupLocationRequired: 'Pickup location is required',
  photoRequiredTitle: 'Photo Required',
  photoRequired: "Please upload a photo of the food you're donating before submitting.",
  photoNotJpeg: 'The photo must be a JPEG image. Please take or choose the photo again.',
  photoTooLarge: 'The photo is too large. Please take or choose a smaller photo.',
  priceInvalid: 'Enter a price in AED with at most 2 decimals, for example 25.50',
  originalPriceRequired: 'Enter the original price for a marketplace listing',
  discountedPriceRequired: 'Enter the discounted price for a marketplace listing',
  discountAboveOriginal: 'The discounted price cannot be higher than the original price',
  pickupFromInvalid: 'Enter when pickup can start: a valid date and time',
  pickupUntilRequired: 'Enter when pickup ends: a date and time',
  pickupUntilInvalid: 'Enter when pickup ends: a valid date and time',
  pickupUntilPast: 'Pickup until must be in the future',
  pickupUntilTooFar: 'Pickup until can be at most 14 days ahead: choose an earlier end',
  pickupWindowOrder: 'Pickup until must be after pickup from: choose a later end',
  pickupWindowTooLong:
    'A pickup window can be at most 3 days long: choose a later start or an earlier end',
  dateLabelInvalid: 'Enter the date printed on the package',
  allergensRequired: 'Choose the allergens this food contains, or None',
  unitsInvalid: 'Enter how many units you sell: a whole number from 1 to 999',
  unitLabelRequired: 'Say what one unit is, for example meal box, bag or tray',
  maxUnitsPerBuyerInvalid: 'Enter the most units one buyer may take: a whole number, 1 or more',
  maxUnitsAboveUnits: 'A buyer cannot take more units than the offer has',
  spoilageRequired: 'Choose No signs of spoilage, or the signs you see',
  accountRequiredTitle: 'Account Required',
  accountRequired: 'Please create an account to donate food.',
  notAvailableTitle: 'Not Available',
  notAvailable: 'This food item is no longer available for requests',
  ownItem: 'This is your own donation: you cannot request it.',
  alreadyRequested: 'You have already requested this item. The donor will get back to you.',
  notFound: 'This food item does not exist or was removed.',
  notOwner: 'Only the donor can delete this food donation.',
} as const;

export const DONATION_MODES = ['individual', 'marketplace'] as const;
export const donationModeSchema = z.enum(DONATION_MODES, { error: DONATION_MESSAGES.mode });
export type DonationMode = z.infer<typeof donationModeSchema>;

/** A use-by date is the last safe day; a best-before date is about quality (Dubai Municipality). */
export const DATE_LABEL_KINDS = ['use_by', 'best_before'] as const;
export const dateLabelSchema = z.object({
  kind: z.enum(DATE_LABEL_KINDS, { error: DONATION_MESSAGES.dateLabelInvalid }),
  date: z.iso.date({ error: DONATION_MESSAGES.dateLabelInvalid }),
});
export type DateLabel = z.infer<typeof dateLabelSchema>;

/**
 * A list that arrives as a JSON-encoded text list (docs/product.md §7) or as a plain array; with `required`,
 * an empty list is an unanswered question.
 */
function jsonList<T extends z.ZodType>(item: T, required?: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    required ? z.array(item, { error: required }).min(1, required) : z.array(item).default([]),
  );
}

/** A boolean the person must confirm: the spec has one message for unset, one for false. */
function confirmation(unset: string, notTrue: string) {
  return z.boolean({ error: unset }).refine((value) => value === true, notTrue);
}

/**
 * The food-safety answers (docs/product.md §2 /donate, four sections) as the automated check reads them.
 * Confirmations are plain booleans here: the client previews the verdict while they may be unset.
 */
export const safetyAnswersSchema = z.object({
  foodType: z.enum(FOOD_TYPES, { error: DONATION_MESSAGES.foodType }),
  foodSource: z.enum(FOOD_SOURCES, { error: DONATION_MESSAGES.foodSource }),
  preparationTime: z.enum(PREPARATION_TIMES, { error: DONATION_MESSAGES.preparationTime }),
  storageMethod: z.enum(STORAGE_METHODS, { error: DONATION_MESSAGES.storageMethod }),
  isSealed: z.boolean({ error: DONATION_MESSAGES.isSealed }),
  allergens: jsonList(allergenSchema),
  handlingStatus: z.enum(HANDLING_STATUSES, { error: DONATION_MESSAGES.handlingStatus }),
  spoilageIndicators: jsonList(spoilageIndicatorSchema),
  hygienicHandling: z.boolean(),
  donationAgreement: z.boolean(),
  dateLabel: dateLabelSchema.optional(),
});
export type SafetyAnswers = z.output<typeof safetyAnswersSchema>;

/**
 * The questionnaire as a donor must submit it: every question answered on purpose (an empty
 * allergen or spoilage list is no answer) and both confirmations given.
 */
export const questionnaireSchema = safetyAnswersSchema.extend({
  allergens: jsonList(allergenSchema, DONATION_MESSAGES.allergensRequired),
  spoilageIndicators: jsonList(spoilageIndicatorSchema, DONATION_MESSAGES.spoilageRequired),
  hygienicHandling: confirmation(
    DONATION_MESSAGES.hygienicHandlingUnset,
    DONATION_MESSAGES.hygienicHandlingFalse,
  ),
  donationAgreement: confirmation(
    DONATION_MESSAGES.donationAgreementUnset,
    DONATION_MESSAGES.donationAgreementFalse,
  ),
});

/** The longest pickup window, and how far ahead one may end (docs/product.md §10). */
export const PICKUP_WINDOW_MAX_MS = 3 * 86_400_000;
export const PICKUP_AHEAD_MAX_MS = 14 * 86_400_000;

/**
 * What is wrong with a window's shape alone, whatever the time now: an end before its start, or
 * a window longer than 3 days. Null when nothing is, or when `from` is absent (it is then the
 * moment of posting, which only the command side knows).
 */
export function pickupWindowOrderIssue(from: string | undefined, until: string): string | null {
  if (from === undefined) return null;
  const start = Date.parse(from);
  const end = Date.parse(until);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  if (end <= start) return DONATION_MESSAGES.pickupWindowOrder;
  if (end - start > PICKUP_WINDOW_MAX_MS) return DONATION_MESSAGES.pickupWindowTooLong;
  return null;
}

/**
 * What is wrong with a window at `now` (docs/product.md §10): its end past or more than 14 days
 * ahead, or, with its start (`now` when absent), ending before it starts or lasting more than
 * 3 days. The field named is the one to change.
 */
export function pickupWindowIssue(
  from: string | undefined,
  until: string,
  now: Date,
): { field: 'pickupUntil'; message: string } | null {
  const end = Date.parse(until);
  if (end <= now.getTime())
    return { field: 'pickupUntil', message: DONATION_MESSAGES.pickupUntilPast };
  if (end - now.getTime() > PICKUP_AHEAD_MAX_MS)
    return { field: 'pickupUntil', message: DONATION_MESSAGES.pickupUntilTooFar };
  const order = pickupWindowOrderIssue(from ?? now.toISOString(), until);
  return order ? { field: 'pickupUntil', message: order } : null;
}

/** AED with at most 2 decimals, within numeric(10, 2); accepts what a number input sends. */
export const priceSchema = z
  .union([text(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(value), DONATION_MESSAGES.priceInvalid)
  .transform((value) => Number(value).toFixed(2));

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const JPEG_DATA_URL = /^data:image\/jpe?g;base64,[A-Za-z0-9+/]+=*$/;

/**
 * POST /api/food-items (docs/product.md §7): the listing, the questionnaire and the photo as a JPEG data URL.
 * A marketplace listing also carries its original and discounted price (`price` is accepted as
 * the discounted price, as the spec's form sends it).
 */
export const donationPayloadSchema = questionnaireSchema
  .extend({
    donationMode: donationModeSchema,
    title: text({ error: DONATION_MESSAGES.titleRequired })
      .min(1, DONATION_MESSAGES.titleRequired)
      .max(120, 'Use at most 120 characters'),
    description: optionalText(2000, { multiline: true }),
    category: z.enum(FOOD_CATEGORIES, { error: DONATION_MESSAGES.categoryRequired }),
    quantity: text({ error: DONATION_MESSAGES.quantityRequired })
      .min(1, DONATION_MESSAGES.quantityRequired)
      .max(80, 'Use at most 80 characters'),
    servings: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      optionalText(40),
    ),
    pickupLocation: text({ error: DONATION_MESSAGES.pickupLocationRequired })
      .min(1, DONATION_MESSAGES.pickupLocationRequired)
      .max(240, 'Use at most 240 characters'),
    pickupInstructions: optionalText(500, { multiline: true }),
    /** When pickup can start (docs/product.md §10); absent, from the moment it is posted. */
    pickupFrom: z.preprocess(
      emptyToUndefined,
      z.iso.datetime({ offset: true, error: DONATION_MESSAGES.pickupFromInvalid }).optional(),
    ),
    /** When pickup ends, and the item expires (docs/product.md §10). */
    pickupUntil: z.preprocess(
      emptyToUndefined,
      z.iso.datetime({
        offset: true,
        error: (issue) =>
          issue.input === undefined
            ? DONATION_MESSAGES.pickupUntilRequired
            : DONATION_MESSAGES.pickupUntilInvalid,
      }),
    ),
    isMarketplace: z.boolean().optional(),
    originalPrice: z.preprocess(emptyToUndefined, priceSchema.optional()),
    discountedPrice: z.preprocess(emptyToUndefined, priceSchema.optional()),
    price: z.preprocess(emptyToUndefined, priceSchema.optional()),
    imageUrl: text({ error: DONATION_MESSAGES.photoRequired })
      .min(1, DONATION_MESSAGES.photoRequired)
      .refine(
        (value) => value.length === 0 || JPEG_DATA_URL.test(value),
        DONATION_MESSAGES.photoNotJpeg,
      ),
    dateLabel: z.preprocess(emptyToUndefined, dateLabelSchema.optional()),
    /** Marketplace only: how many units are sold; the prices are per unit. Absent: one unit. */
    units: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: DONATION_MESSAGES.unitsInvalid })
        .int(DONATION_MESSAGES.unitsInvalid)
        .min(1, DONATION_MESSAGES.unitsInvalid)
        .max(999, DONATION_MESSAGES.unitsInvalid)
        .optional(),
    ),
    /** What one unit is ('meal box'); absent, one unit is the whole quantity. */
    unitLabel: z.preprocess(
      emptyToUndefined,
      text({ error: DONATION_MESSAGES.unitLabelRequired })
        .min(1, DONATION_MESSAGES.unitLabelRequired)
        .max(40, 'Use at most 40 characters')
        .optional(),
    ),
    maxUnitsPerBuyer: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: DONATION_MESSAGES.maxUnitsPerBuyerInvalid })
        .int(DONATION_MESSAGES.maxUnitsPerBuyerInvalid)
        .min(1, DONATION_MESSAGES.maxUnitsPerBuyerInvalid)
        .optional(),
    ),
    /** Where to collect, pinned on a map or taken from the device; optional. */
    pickupPoint: z.preprocess(emptyToUndefined, geoPointSchema.optional()),
    /** Approximate weight in kg: required on an offer (and, by the donor's role, for businesses). */
    weightKg: weightKgSchema,
    /** Where the food is picked up; absent, it is read from the pickup location's text. */
    emirate: z.preprocess(emptyToUndefined, emirateSchema.optional()),
    /** Why there was a surplus: optional for individuals, asked of businesses. */
    surplusCause: z.preprocess(emptyToUndefined, surplusCauseSchema.optional()),
  })
  .superRefine((payload, context) => {
    if (!foodTypeFitsCategory(payload.category, payload.foodType)) {
      const message = categoryMismatchMessage(payload.category, payload.foodType);
      context.addIssue({ code: 'custom', path: ['category'], message });
      context.addIssue({ code: 'custom', path: ['foodType'], message });
    }
    const order = pickupWindowOrderIssue(payload.pickupFrom, payload.pickupUntil);
    if (order) context.addIssue({ code: 'custom', path: ['pickupUntil'], message: order });
    if (payload.donationMode !== 'marketplace') return;
    if (payload.weightKg === undefined)
      context.addIssue({ code: 'custom', path: ['weightKg'], message: WEIGHT_MESSAGES.required });
    const discounted = payload.discountedPrice ?? payload.price;
    if (!payload.originalPrice)
      context.addIssue({
        code: 'custom',
        path: ['originalPrice'],
        message: DONATION_MESSAGES.originalPriceRequired,
      });
    if (!discounted)
      context.addIssue({
        code: 'custom',
        path: ['discountedPrice'],
        message: DONATION_MESSAGES.discountedPriceRequired,
      });
    if (payload.originalPrice && discounted && Number(discounted) > Number(payload.originalPrice)) {
      context.addIssue({
        code: 'custom',
        path: ['discountedPrice'],
        message: DONATION_MESSAGES.discountAboveOriginal,
      });
    }
    if (payload.units !== undefined && payload.units > 1 && !payload.unitLabel)
      context.addIssue({
        code: 'custom',
        path: ['unitLabel'],
        message: DONATION_MESSAGES.unitLabelRequired,
      });
    if (payload.maxUnitsPerBuyer !== undefined && payload.maxUnitsPerBuyer > (payload.units ?? 1))
      context.addIssue({
        code: 'custom',
        path: ['maxUnitsPerBuyer'],
        message: DONATION_MESSAGES.maxUnitsAboveUnits,
      });
  })
  .transform(
    ({
      price,
      discountedPrice,
      originalPrice,
      isMarketplace: _fromMode,
      units,
      unitLabel,
      maxUnitsPerBuyer,
      pickupPoint,
      weightKg,
      emirate,
      surplusCause,
      ...payload
    }) => {
      const isMarketplace = payload.donationMode === 'marketplace';
      return {
        ...payload,
        isMarketplace,
        originalPrice: isMarketplace ? (originalPrice ?? null) : null,
        discountedPrice: isMarketplace ? (discountedPrice ?? price ?? null) : null,
        // A free donation changes hands whole; an offer without units is one unit of its quantity.
        units: isMarketplace ? (units ?? 1) : null,
        unitLabel: isMarketplace ? (unitLabel ?? payload.quantity) : null,
        maxUnitsPerBuyer: isMarketplace ? (maxUnitsPerBuyer ?? null) : null,
        pickupPoint: pickupPoint ?? null,
        weightKg: weightKg ?? null,
        emirate: emirate ?? inferEmirate(payload.pickupLocation),
        surplusCause: surplusCause ?? null,
      };
    },
  );
export type DonationPayload = z.input<typeof donationPayloadSchema>;
export type DonationInput = z.output<typeof donationPayloadSchema>;

/** POST /api/food-requests (docs/product.md §7). */
export const foodRequestPayloadSchema = z.object({
  foodItemId: z
    .string({ error: 'Choose the food item to request' })
    .uuid('Choose the food item to request'),
  message: optionalText(500, { multiline: true }),
  /** 'purchase' from Buy Now on an offer; absent, the item decides (an offer is bought). */
  intent: requestIntentPayloadSchema,
  /** How many units of an offer to buy; absent, one. A free donation is requested whole. */
  quantity: z.coerce
    .number({ error: REQUEST_MESSAGES.quantityInvalid })
    .int(REQUEST_MESSAGES.quantityInvalid)
    .min(1, REQUEST_MESSAGES.quantityInvalid)
    .max(999, REQUEST_MESSAGES.quantityInvalid)
    .optional(),
});
export type FoodRequestPayload = z.input<typeof foodRequestPayloadSchema>;
