import {
  type DateLabel,
  DONATION_MESSAGES,
  type DonationMode,
  type DonationPayload,
  dateLabelSchema,
  donationPayloadSchema,
  type SafetyAnswers,
} from '@foodshare/contracts/donations';
import type {
  Allergen,
  FoodCategory,
  FoodSource,
  FoodType,
  HandlingStatus,
  PreparationTime,
  SpoilageIndicator,
  StorageMethod,
} from '@foodshare/contracts/enums';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';

/** The donation form as the person fills it: text as typed, the photo as a JPEG data URL. */
export interface DonationFormValues {
  donationMode: DonationMode;
  title: string;
  description: string;
  /** Marketplace only, AED as typed. */
  originalPrice: string;
  /** The discounted price (SPEC §7 sends it as `price`), AED as typed. */
  price: string;
  category: FoodCategory;
  quantity: string;
  servings: string;
  pickupLocation: string;
  pickupInstructions: string;
  /** A datetime-local value ('YYYY-MM-DDTHH:mm') in the donor's time zone, '' for none. */
  availableUntil: string;
  /** The date printed on the package; '' for none. */
  dateLabel: { kind: DateLabel['kind']; date: string };
  /** '' until a photo is taken or chosen. */
  imageUrl: string;
  foodType: FoodType;
  foodSource: FoodSource;
  preparationTime: PreparationTime;
  storageMethod: StorageMethod;
  isSealed: boolean;
  allergens: Allergen[];
  handlingStatus: HandlingStatus;
  spoilageIndicators: SpoilageIndicator[];
  hygienicHandling: boolean;
  donationAgreement: boolean;
}

export type DonationFormField = Exclude<keyof DonationFormValues, 'dateLabel'> | 'dateLabel.date';

/** SPEC §5 form defaults. */
export const DONATION_FORM_DEFAULTS: DonationFormValues = {
  donationMode: 'individual',
  title: '',
  description: '',
  originalPrice: '',
  price: '',
  category: 'fresh_produce',
  quantity: '',
  servings: '',
  pickupLocation: '',
  pickupInstructions: '',
  availableUntil: '',
  dateLabel: { kind: 'use_by', date: '' },
  imageUrl: '',
  foodType: 'fresh_produce',
  foodSource: 'homemade',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: [],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: false,
  donationAgreement: false,
};

/** Where the server (or the schema) names a field differently from the form. */
export const DONATION_FIELD_ALIASES: Readonly<Record<string, DonationFormField>> = {
  discountedPrice: 'price',
  dateLabel: 'dateLabel.date',
  'dateLabel.kind': 'dateLabel.date',
};

export const DONATION_FORM_FIELDS: readonly DonationFormField[] = [
  'donationMode',
  'title',
  'description',
  'originalPrice',
  'price',
  'category',
  'quantity',
  'servings',
  'pickupLocation',
  'pickupInstructions',
  'availableUntil',
  'dateLabel.date',
  'imageUrl',
  'foodType',
  'foodSource',
  'preparationTime',
  'storageMethod',
  'isSealed',
  'allergens',
  'handlingStatus',
  'spoilageIndicators',
  'hygienicHandling',
  'donationAgreement',
];

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '+04:00' for 240 minutes east of UTC. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  return `${sign}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/**
 * A datetime-local value as ISO 8601 with the offset the donor's clock had at that moment, so
 * the server knows the instant they meant. Anything else is returned as it is, for the schema
 * to turn down.
 */
export function localDateTimeToIso(
  local: string,
  offsetAt: (local: Date) => number = (date) => -date.getTimezoneOffset(),
): string {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return local;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const asLocal = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  if (Number.isNaN(asLocal.getTime())) return local;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${formatOffset(offsetAt(asLocal))}`;
}

const optionalText = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The POST /api/food-items body (SPEC §7): the mode decides isMarketplace, prices only for a
 * marketplace listing, allergens and spoilage indicators as JSON-encoded text lists.
 */
export function toDonationPayload(values: DonationFormValues): DonationPayload {
  const isMarketplace = values.donationMode === 'marketplace';
  return {
    donationMode: values.donationMode,
    isMarketplace,
    title: values.title,
    description: optionalText(values.description),
    category: values.category,
    quantity: values.quantity,
    servings: optionalText(values.servings),
    pickupLocation: values.pickupLocation,
    pickupInstructions: optionalText(values.pickupInstructions),
    availableUntil: values.availableUntil ? localDateTimeToIso(values.availableUntil) : undefined,
    originalPrice: isMarketplace ? optionalText(values.originalPrice) : undefined,
    price: isMarketplace ? optionalText(values.price) : undefined,
    imageUrl: values.imageUrl,
    foodType: values.foodType,
    foodSource: values.foodSource,
    preparationTime: values.preparationTime,
    storageMethod: values.storageMethod,
    isSealed: values.isSealed,
    allergens: JSON.stringify(values.allergens),
    handlingStatus: values.handlingStatus,
    spoilageIndicators: JSON.stringify(values.spoilageIndicators),
    hygienicHandling: values.hygienicHandling,
    donationAgreement: values.donationAgreement,
    dateLabel: values.dateLabel.date
      ? { kind: values.dateLabel.kind, date: values.dateLabel.date }
      : undefined,
  };
}

// `raw`: on success the resolver hands back the body as it will be sent, not the parsed output.
const validatePayload = zodResolver(donationPayloadSchema, undefined, { raw: true });

function collectErrors(errors: FieldErrors, prefix = ''): [string, FieldError][] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = `${prefix}${key}`;
    if ('message' in value && typeof value.message === 'string') {
      return [[path, value as FieldError]];
    }
    return collectErrors(value as FieldErrors, `${path}.`);
  });
}

/** The schema's errors, keyed by the form's own field names. */
export function toFormErrors(errors: FieldErrors): FieldErrors<DonationFormValues> {
  const formErrors: Record<string, FieldError | Record<string, FieldError>> = {};
  for (const [path, error] of collectErrors(errors)) {
    const field = DONATION_FIELD_ALIASES[path] ?? path;
    if (field === 'dateLabel.date') {
      formErrors.dateLabel ??= { date: error };
    } else if (!(field in formErrors)) {
      formErrors[field] = error;
    }
  }
  return formErrors as FieldErrors<DonationFormValues>;
}

/**
 * Validates the body that will be sent with the contract's own schema (the server runs the same
 * one), plus one check only the browser can make at the moment of posting: the pickup window
 * must still be open.
 */
export function createDonationResolver(
  now: () => Date = () => new Date(),
): Resolver<DonationFormValues, unknown, DonationPayload> {
  return async (values, context, options) => {
    const payload = toDonationPayload(values);
    const result = await validatePayload(
      payload,
      context,
      options as unknown as ResolverOptions<DonationPayload>,
    );
    const errors = toFormErrors(result.errors);
    const until = typeof payload.availableUntil === 'string' ? payload.availableUntil : undefined;
    if (until && !errors.availableUntil && Date.parse(until) <= now().getTime()) {
      errors.availableUntil = { type: 'custom', message: DONATION_MESSAGES.availableUntilPast };
    }
    return Object.keys(errors).length === 0
      ? { values: payload, errors: {} }
      : { values: {}, errors };
  };
}

/** The questionnaire answers as the automated check reads them (for the live preview). */
export function safetyAnswersFrom(values: DonationFormValues): SafetyAnswers {
  const dateLabel = dateLabelSchema.safeParse(values.dateLabel);
  return {
    foodType: values.foodType,
    foodSource: values.foodSource,
    preparationTime: values.preparationTime,
    storageMethod: values.storageMethod,
    isSealed: values.isSealed,
    allergens: values.allergens,
    handlingStatus: values.handlingStatus,
    spoilageIndicators: values.spoilageIndicators,
    hygienicHandling: values.hygienicHandling,
    donationAgreement: values.donationAgreement,
    // A date still being typed is no date yet.
    ...(dateLabel.success ? { dateLabel: dateLabel.data } : {}),
  };
}

/** The form a donor starts from: the defaults, then their saved draft, then a hub's address. */
export function initialDonationValues(
  draft: Partial<Omit<DonationFormValues, 'donationMode' | 'imageUrl'>>,
  pickup: string | null,
): DonationFormValues {
  const hubAddress = pickup?.trim();
  return {
    ...DONATION_FORM_DEFAULTS,
    ...draft,
    ...(hubAddress ? { pickupLocation: hubAddress } : {}),
  };
}
