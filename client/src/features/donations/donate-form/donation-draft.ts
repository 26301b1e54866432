import { DATE_LABEL_KINDS } from '@foodshare/contracts/donations';
import {
  allergenSchema,
  FOOD_CATEGORIES,
  FOOD_SOURCES,
  FOOD_TYPES,
  HANDLING_STATUSES,
  PREPARATION_TIMES,
  STORAGE_METHODS,
  spoilageIndicatorSchema,
} from '@foodshare/contracts/enums';
import { geoPointSchema } from '@foodshare/contracts/geo';
import { z } from 'zod';
import type { DonationFormValues } from './donation-form-values';

/**
 * v1 drafts were saved from a form that preselected the questionnaire's answers, so they may hold
 * answers nobody gave: they are left unread.
 */
export const DONATION_DRAFT_KEY = 'foodshare.donation-draft.v2';

/** Enough of the Storage interface for a draft; a test hands in a small in-memory one. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What a draft keeps (docs/product.md §4): every answer but the mode. The photo stays out too: a data URL
 * rewritten on every keystroke would be slow and could overflow the storage quota.
 */
export type DonationDraft = Omit<DonationFormValues, 'donationMode' | 'imageUrl'>;

// Each field is read on its own: a field from an older form version is dropped, not the draft.
const field = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const draftSchema = z.object({
  title: field(z.string()),
  description: field(z.string()),
  originalPrice: field(z.string()),
  price: field(z.string()),
  units: field(z.string()),
  unitLabel: field(z.string()),
  maxUnitsPerBuyer: field(z.string()),
  pickupPoint: field(geoPointSchema.nullable()),
  category: field(z.enum(FOOD_CATEGORIES)),
  quantity: field(z.string()),
  servings: field(z.string()),
  pickupLocation: field(z.string()),
  pickupInstructions: field(z.string()),
  pickupFrom: field(z.string()),
  pickupUntil: field(z.string()),
  dateLabel: field(z.object({ kind: z.enum(DATE_LABEL_KINDS), date: z.string() })),
  foodType: field(z.enum(FOOD_TYPES)),
  foodSource: field(z.enum(FOOD_SOURCES)),
  preparationTime: field(z.enum(PREPARATION_TIMES)),
  storageMethod: field(z.enum(STORAGE_METHODS)),
  isSealed: field(z.boolean()),
  allergens: field(z.array(allergenSchema)),
  handlingStatus: field(z.enum(HANDLING_STATUSES)),
  spoilageIndicators: field(z.array(spoilageIndicatorSchema)),
  hygienicHandling: field(z.boolean()),
  donationAgreement: field(z.boolean()),
});

export function saveDonationDraft(storage: DraftStorage, values: DonationFormValues): void {
  const { donationMode: _mode, imageUrl: _photo, ...draft } = values;
  try {
    storage.setItem(DONATION_DRAFT_KEY, JSON.stringify(draft satisfies DonationDraft));
  } catch {
    // Storage full or switched off (private browsing): the form still works, without a draft.
  }
}

/** The saved answers that can still be read; {} when there is no draft. */
export function loadDonationDraft(storage: DraftStorage): Partial<DonationDraft> {
  let stored: string | null;
  try {
    stored = storage.getItem(DONATION_DRAFT_KEY);
  } catch {
    return {};
  }
  if (stored === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  const draft = draftSchema.safeParse(parsed);
  if (!draft.success) return {};
  return Object.fromEntries(
    Object.entries(draft.data).filter(([, value]) => value !== undefined),
  ) as Partial<DonationDraft>;
}

export function clearDonationDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DONATION_DRAFT_KEY);
  } catch {
    // Nothing to clear where storage is switched off.
  }
}

/** The browser's local storage, or none where reading it throws (some privacy settings). */
export function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
