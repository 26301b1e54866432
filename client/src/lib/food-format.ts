import { type Allergen, allergenSchema } from '@foodshare/contracts/enums';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../i18n/bidi';
import { useFormat } from '../i18n/format';
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

/**
 * The food's figures and phrases in the person's language: prices in AED, units, allergens,
 * distances and ages through Intl (`useFormat`) and the `food` catalogue.
 */
export function useFoodFormat() {
  const format = useFormat();
  const { t } = useTranslation('food');
  return useMemo(
    () => ({
      ...format,
      /** '12,50 AED' / '‏12.50 د.إ.‏'; null when there is no price. */
      aed: format.aed,
      /** "per meal box"; null when a unit is the whole listing. */
      perUnit: (item: { unitLabel: string | null; units: number }): string | null =>
        !item.unitLabel || /\d/.test(item.unitLabel)
          ? null
          : t('format.perUnit', { unit: isolate(item.unitLabel) }),
      /** 'Contains: Dairy, Gluten', or null when the donor declared none. */
      allergenSummary: (stored: string): string | null => {
        const allergens = parseAllergens(stored);
        if (allergens.length === 0) return null;
        const list = new Intl.ListFormat(format.locale, { type: 'unit', style: 'short' }).format(
          allergens.map((allergen) => t(`labels.allergen.${allergen}`)),
        );
        return t('format.contains', { list });
      },
      /** "3 left", "Sold out". */
      unitsLeft: (left: number): string =>
        left > 0 ? t('format.unitsLeft', { value: format.number(left) }) : t('format.soldOut'),
      /** 'N% OFF'. */
      discount: (percent: number): string =>
        t('format.discount', { percent: format.number(percent) }),
      /** '350 m away', '2.4 km away' (SPEC §2's rounding). */
      distance: (km: number): string => {
        if (km < 1) {
          const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
          return t('format.metresAway', { distance: format.quantity(metres, 'meter') });
        }
        const digits = km < 100 ? 1 : 0;
        const distance = new Intl.NumberFormat(format.locale, {
          style: 'unit',
          unit: 'kilometer',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(km);
        return t('format.kilometresAway', { distance });
      },
    }),
    [format, t],
  );
}
