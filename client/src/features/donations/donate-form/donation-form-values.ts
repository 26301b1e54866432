import {
  type DateLabel,
  DONATION_MESSAGES,
  type DonationMode,
  type DonationPayload,
  dateLabelSchema,
  donationPayloadSchema,
  pickupWindowIssue,
  type SafetyAnswers,
} from '@foodshare/contracts/donations';
import type { Emirate } from '@foodshare/contracts/emirates';
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
import { categoryMismatchMessage, foodTypeFitsCategory } from '@foodshare/contracts/food-kinds';
import type { GeoPoint } from '@foodshare/contracts/geo';
import type { SurplusCause } from '@foodshare/contracts/impact-destinations';
import { unitsText } from '@foodshare/contracts/units';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** '' until the person picks an answer: no question of the questionnaire starts answered. */
export type Unanswered<T> = T | '';

/** The donation form as the person fills it: text as typed, the photo as a JPEG data URL. */
export interface DonationFormValues {
  donationMode: DonationMode;
  title: string;
  description: string;
  /** Marketplace only, AED as typed. */
  originalPrice: string;
  /** The discounted price (docs/product.md §7 sends it as `price`), AED as typed. */
  price: string;
  /** Marketplace only: how many units are for sale, as typed. */
  units: string;
  /** Marketplace only: what one unit is ('meal box'). */
  unitLabel: string;
  /** Marketplace only: the most one buyer may take; '' for no limit. */
  maxUnitsPerBuyer: string;
  /** Where to collect, pinned on the map or from the device; null for none. */
  pickupPoint: GeoPoint | null;
  category: Unanswered<FoodCategory>;
  quantity: string;
  servings: string;
  pickupLocation: string;
  pickupInstructions: string;
  /** Approximate weight in kg, as typed; '' for none (required on an offer and for businesses). */
  weightKg: string;
  /** Where it is picked up; '' to let the server read it from the pickup location. */
  emirate: Unanswered<Emirate>;
  /** Why there was a surplus; '' for not said (optional; businesses are asked). */
  surplusCause: Unanswered<SurplusCause>;
  /**
   * The pickup window (docs/product.md §10) as datetime-local values ('YYYY-MM-DDTHH:mm') in the
   * donor's time zone: its start ('' for as soon as it is posted) and its end (required).
   */
  pickupFrom: string;
  pickupUntil: string;
  /** The date printed on the package; '' for none. */
  dateLabel: { kind: DateLabel['kind']; date: string };
  /** '' until a photo is taken or chosen. */
  imageUrl: string;
  foodType: Unanswered<FoodType>;
  foodSource: Unanswered<FoodSource>;
  preparationTime: Unanswered<PreparationTime>;
  storageMethod: Unanswered<StorageMethod>;
  /** null until the donor says yes or no. */
  isSealed: boolean | null;
  /** Empty until the donor ticks what it contains, or None. */
  allergens: Allergen[];
  handlingStatus: Unanswered<HandlingStatus>;
  /** Empty until the donor ticks No signs of spoilage, or the signs they see. */
  spoilageIndicators: SpoilageIndicator[];
  hygienicHandling: boolean;
  donationAgreement: boolean;
}

export type DonationFormField = Exclude<keyof DonationFormValues, 'dateLabel'> | 'dateLabel.date';

/**
 * docs/product.md §10 form defaults, with nothing of the food chosen for the donor: a preselected answer is
 * an answer nobody gave, and the safety check would judge the food by it.
 */
export const DONATION_FORM_DEFAULTS: DonationFormValues = {
  donationMode: 'individual',
  title: '',
  description: '',
  originalPrice: '',
  price: '',
  units: '1',
  unitLabel: '',
  maxUnitsPerBuyer: '',
  pickupPoint: null,
  category: '',
  quantity: '',
  servings: '',
  pickupLocation: '',
  pickupInstructions: '',
  weightKg: '',
  emirate: '',
  surplusCause: '',
  pickupFrom: '',
  pickupUntil: '',
  dateLabel: { kind: 'use_by', date: '' },
  imageUrl: '',
  foodType: '',
  foodSource: '',
  preparationTime: '',
  storageMethod: '',
  isSealed: null,
  allergens: [],
  handlingStatus: '',
  spoilageIndicators: [],
  hygienicHandling: false,
  donationAgreement: false,
};

/** Where the server (or the schema) names a field differently from the form. */
export const DONATION_FIELD_ALIASES: Readonly<Record<string, DonationFormField>> = {
  discountedPrice: 'price',
  dateLabel: 'dateLabel.date',
  'dateLabel.kind': 'dateLabel.date',
};

/** The questionnaire's questions, in the order they are asked. */
const QUESTIONS = [
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
] as const satisfies readonly (keyof DonationFormValues)[];

export const DONATION_FORM_FIELDS: readonly DonationFormField[] = [
  'donationMode',
  'title',
  'description',
  'originalPrice',
  'price',
  'units',
  'unitLabel',
  'maxUnitsPerBuyer',
  'category',
  'quantity',
  'servings',
  'pickupLocation',
  'pickupInstructions',
  'weightKg',
  'emirate',
  'surplusCause',
  'pickupFrom',
  'pickupUntil',
  'dateLabel.date',
  'imageUrl',
  ...QUESTIONS,
];

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '+04:00' for 240 minutes east of UTC. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  return `${sign}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm') of `date` on the donor's clock. */
export function toLocalDateTime(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** How long the window the form proposes lasts, from now (the donor changes it at will). */
const PROPOSED_WINDOW_MS = 3 * 3_600_000;
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The end the form proposes for a new listing: three hours from now, on the next quarter hour.
 * A pickup window needs an end (docs/product.md §10); a sensible one saves the donor a date picker.
 */
export function proposedPickupUntil(now: Date): string {
  const end = Math.ceil((now.getTime() + PROPOSED_WINDOW_MS) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return toLocalDateTime(new Date(end));
}

/** The form's defaults for a new listing at `now`: `DONATION_FORM_DEFAULTS` with a proposed end. */
export function newDonationValues(now: Date): DonationFormValues {
  return { ...DONATION_FORM_DEFAULTS, pickupUntil: proposedPickupUntil(now) };
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
const given = <T extends string>(answer: Unanswered<T>): T | undefined =>
  answer === '' ? undefined : answer;

type Answer =
  | 'category'
  | 'foodType'
  | 'foodSource'
  | 'preparationTime'
  | 'storageMethod'
  | 'isSealed'
  | 'handlingStatus';

/** The body as the form has it so far: an answer not given yet is left out, for the schema to ask. */
export type DonationBody = Omit<DonationPayload, Answer> & Partial<Pick<DonationPayload, Answer>>;

/**
 * The POST /api/food-items body (docs/product.md §7): the mode decides isMarketplace, prices only for a
 * marketplace listing, allergens and spoilage indicators as JSON-encoded text lists.
 */
export function toDonationPayload(values: DonationFormValues): DonationBody {
  const isMarketplace = values.donationMode === 'marketplace';
  return {
    donationMode: values.donationMode,
    isMarketplace,
    title: values.title,
    description: optionalText(values.description),
    category: given(values.category),
    // An offer is described by its units ("5 meal boxes"); a donation by its quantity as typed.
    quantity: isMarketplace && values.unitLabel.trim() ? offerQuantity(values) : values.quantity,
    servings: optionalText(values.servings),
    pickupLocation: values.pickupLocation,
    pickupInstructions: optionalText(values.pickupInstructions),
    weightKg: optionalText(values.weightKg),
    emirate: given(values.emirate),
    surplusCause: given(values.surplusCause),
    pickupFrom: values.pickupFrom ? localDateTimeToIso(values.pickupFrom) : undefined,
    pickupUntil: values.pickupUntil ? localDateTimeToIso(values.pickupUntil) : undefined,
    originalPrice: isMarketplace ? optionalText(values.originalPrice) : undefined,
    price: isMarketplace ? optionalText(values.price) : undefined,
    units: isMarketplace ? optionalText(values.units) : undefined,
    unitLabel: isMarketplace ? optionalText(values.unitLabel) : undefined,
    maxUnitsPerBuyer: isMarketplace ? optionalText(values.maxUnitsPerBuyer) : undefined,
    pickupPoint: values.pickupPoint ?? undefined,
    imageUrl: values.imageUrl,
    foodType: given(values.foodType),
    foodSource: given(values.foodSource),
    preparationTime: given(values.preparationTime),
    storageMethod: given(values.storageMethod),
    isSealed: values.isSealed ?? undefined,
    allergens: JSON.stringify(values.allergens),
    handlingStatus: given(values.handlingStatus),
    spoilageIndicators: JSON.stringify(values.spoilageIndicators),
    hygienicHandling: values.hygienicHandling,
    donationAgreement: values.donationAgreement,
    dateLabel: values.dateLabel.date
      ? { kind: values.dateLabel.kind, date: values.dateLabel.date }
      : undefined,
  };
}

function offerQuantity(values: Pick<DonationFormValues, 'units' | 'unitLabel'>): string {
  const units = Number(values.units);
  return unitsText(Number.isInteger(units) && units > 0 ? units : 1, values.unitLabel.trim());
}

/** True once the body is what the server accepts (the same schema decides). */
function isCompleteBody(body: DonationBody): body is DonationPayload {
  return donationPayloadSchema.safeParse(body).success;
}

/** The schema's errors keyed by the form's own field names, the first message for each. */
export function toFormErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors<DonationFormValues> {
  const formErrors: Record<string, FieldError | Record<string, FieldError>> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = DONATION_FIELD_ALIASES[path] ?? path;
    const error: FieldError = { type: issue.code, message: issue.message };
    if (field === 'dateLabel.date') {
      formErrors.dateLabel ??= { date: error };
    } else if (!(field in formErrors)) {
      formErrors[field] = error;
    }
  }
  return formErrors as FieldErrors<DonationFormValues>;
}

/** The mismatch of category and food type, once both are answered; null when they agree. */
export function categoryMismatch(
  values: Pick<DonationFormValues, 'category' | 'foodType'>,
): string | null {
  const { category, foodType } = values;
  if (category === '' || foodType === '' || foodTypeFitsCategory(category, foodType)) return null;
  return categoryMismatchMessage(category, foodType);
}

/**
 * Validates the body that will be sent with the contract's own schema (the server runs the same
 * one), plus what the schema tells only once the rest is valid, so the donor sees it at once: the
 * category and the food type must agree. And one check only the browser can make at the moment
 * of posting: the pickup window must still be open.
 */
export function createDonationResolver(
  now: () => Date = () => new Date(),
): Resolver<DonationFormValues, unknown, DonationPayload> {
  return async (values) => {
    const payload = toDonationPayload(values);
    const parsed = donationPayloadSchema.safeParse(payload);
    const errors = parsed.success ? {} : toFormErrors(parsed.error.issues);
    // The form describes an offer by its units, so it asks what one unit is.
    if (values.donationMode === 'marketplace' && values.unitLabel.trim() === '')
      errors.unitLabel ??= { type: 'required', message: DONATION_MESSAGES.unitLabelRequired };
    const mismatch = categoryMismatch(values);
    if (mismatch) {
      errors.category ??= { type: 'custom', message: mismatch };
      errors.foodType ??= { type: 'custom', message: mismatch };
    }
    const until = typeof payload.pickupUntil === 'string' ? payload.pickupUntil : undefined;
    const window =
      until && !errors.pickupUntil && !errors.pickupFrom
        ? pickupWindowIssue(
            typeof payload.pickupFrom === 'string' ? payload.pickupFrom : undefined,
            until,
            now(),
          )
        : null;
    if (window) errors[window.field] = { type: 'custom', message: window.message };
    return Object.keys(errors).length === 0 && isCompleteBody(payload)
      ? { values: payload, errors: {} }
      : { values: {}, errors };
  };
}

/** A safety question the donor answers (its words are the `donate` catalogue's). */
export type Question = (typeof QUESTIONS)[number];

function answered(values: DonationFormValues, question: Question): boolean {
  const value = values[question];
  if (Array.isArray(value)) return value.length > 0;
  // A confirmation is answered by giving it: the switch starts off.
  if (question === 'hygienicHandling' || question === 'donationAgreement') return value === true;
  return value !== '' && value !== null;
}

/** The questions still waiting for the donor's answer. */
export function questionsLeft(values: DonationFormValues): Question[] {
  return QUESTIONS.filter((question) => !answered(values, question));
}

/**
 * The questionnaire answers as the automated check reads them, once every question is answered;
 * null before, so the preview shows no verdict for a form not yet filled in.
 */
export function safetyAnswersFrom(values: DonationFormValues): SafetyAnswers | null {
  const { foodType, foodSource, preparationTime, storageMethod, isSealed, handlingStatus } = values;
  if (
    questionsLeft(values).length > 0 ||
    foodType === '' ||
    foodSource === '' ||
    preparationTime === '' ||
    storageMethod === '' ||
    isSealed === null ||
    handlingStatus === ''
  ) {
    return null;
  }
  const dateLabel = dateLabelSchema.safeParse(values.dateLabel);
  return {
    foodType,
    foodSource,
    preparationTime,
    storageMethod,
    isSealed,
    allergens: values.allergens,
    handlingStatus,
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
  now: Date = new Date(),
): DonationFormValues {
  const hubAddress = pickup?.trim();
  return {
    ...DONATION_FORM_DEFAULTS,
    ...draft,
    // A draft saved without an end gets the proposed one, as a new listing does.
    pickupUntil: draft.pickupUntil || proposedPickupUntil(now),
    ...(hubAddress ? { pickupLocation: hubAddress } : {}),
  };
}
