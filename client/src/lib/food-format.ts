import { type Allergen, allergenSchema } from '@foodshare/contracts/enums';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../i18n/bidi';
import { useFormat } from '../i18n/format';
import { pickupWindowParts, uaeTime } from './pickup-window';

/** docs/product.md §3 keeps allergens as text holding a JSON list; anything unreadable counts as unknown. */
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
      /**
       * "Pickup today 20:00–21:30" (docs/product.md §10), in the UAE's time; null for an item
       * posted before windows without an end.
       */
      pickupWindow: (
        item: { pickupFrom: string; pickupUntil: string | null },
        now: Date,
      ): string | null => {
        if (!item.pickupUntil) return null;
        const parts = pickupWindowParts(item.pickupFrom, item.pickupUntil, now, format.locale);
        const day = parts.day === 'date' ? parts.date : t(`format.pickupDay.${parts.day}` as const);
        const until = parts.untilDate ? `${parts.untilDate} ${parts.until}` : parts.until;
        return t('format.pickupWindow', { day, from: parts.from, until });
      },
      /** "21:30" on the UAE's clock, as pickup windows read: when a waiting request can be accepted. */
      uaeTime: (value: Date | string): string => uaeTime(value, format.locale),
      /** "3 left", "Sold out". */
      unitsLeft: (left: number): string =>
        left > 0 ? t('format.unitsLeft', { value: format.number(left) }) : t('format.soldOut'),
      /** 'N% OFF'. */
      discount: (percent: number): string =>
        t('format.discount', { percent: format.number(percent) }),
      /** '350 m away', '2.4 km away' (docs/product.md §2's rounding). */
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
