import { type Allergen, allergenSchema } from '@foodshare/contracts/enums';
import { ALLERGEN_LABELS } from './food-labels';

const aedFormat = new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' });

/** A stored decimal string as 'AED 12.50'; null when there is no price. */
export function formatAed(amount: string | null): string | null {
  if (amount === null) return null;
  const value = Number(amount);
  return Number.isFinite(value) ? aedFormat.format(value) : null;
}

/** "per meal box" under an offer's unit price; null when a unit is the whole listing. */
export function perUnit(item: { unitLabel: string | null; units: number }): string | null {
  if (!item.unitLabel || /\d/.test(item.unitLabel)) return null;
  return `per ${item.unitLabel}`;
}

/** SPEC §3 keeps allergens as text holding a JSON list; anything unreadable counts as unknown. */
export function parseAllergens(stored: string): Allergen[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const allergen = allergenSchema.safeParse(entry);
    return allergen.success && allergen.data !== 'none' ? [allergen.data] : [];
  });
}

/** 'Contains: Dairy, Gluten', or null when the donor declared none. */
export function allergenSummary(stored: string): string | null {
  const allergens = parseAllergens(stored);
  return allergens.length > 0
    ? `Contains: ${allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ')}`
    : null;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const calendarDateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

/** An ISO date-time for people, in their own time zone: '21 Nov 2026, 18:30'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** A calendar date ('YYYY-MM-DD') for people: '21 Nov 2026'. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDateFormat.format(date);
}
