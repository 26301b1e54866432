import { unitsText } from '@foodshare/contracts/units';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from './bidi';
import { INTL_LOCALE, isLanguage } from './language';

const HOUR_MS = 3_600_000;

/** A value made on first use, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** Intl objects are costly to make (a list of cards made dozens per render): one per options. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, made);
  }
  return made;
}

const madeFormatters = new Map<string, ReturnType<typeof makeFormatters>>();

/**
 * Intl formatters for one locale; `useFormat()` gives the current language's. Made once per
 * locale, each Intl object when first used: every card of a list shares them.
 */
export function formatters(locale: string, justNow: string) {
  const key = `${locale}|${justNow}`;
  let made = madeFormatters.get(key);
  if (!made) {
    made = makeFormatters(locale, justNow);
    madeFormatters.set(key, made);
  }
  return made;
}

function makeFormatters(locale: string, justNow: string) {
  const dateTime = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const date = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
  // A calendar date ('YYYY-MM-DD') is a day, not an instant: read it in UTC so no zone shifts it.
  const calendarDate = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  const longCalendarDate = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  const time = once(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }));
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  const valid = (value: Date) => !Number.isNaN(value.getTime());
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    numberFormat(locale, options).format(value);
  /**
   * "3 meal boxes" in English (contracts' plural); elsewhere the number with the seller's word
   * as written, which another language cannot make plural, kept together in its own direction.
   */
  const units = (count: number, label: string) => {
    if (locale.startsWith('en')) return unitsText(count, label);
    return isolate(/\d/.test(label) ? `${number(count)} × ${label}` : `${number(count)} ${label}`);
  };
  return {
    locale,
    /** '21 Nov 2026, 18:30' for an instant (Date or ISO text), in the person's time zone. */
    dateTime: (value: Date | string) => {
      const at = new Date(value);
      return valid(at) ? dateTime().format(at) : String(value);
    },
    date: (value: Date | string) => {
      const at = new Date(value);
      return valid(at) ? date().format(at) : String(value);
    },
    /** A calendar day ('YYYY-MM-DD'). */
    calendarDate: (isoDate: string) => {
      const day = new Date(`${isoDate}T00:00:00Z`);
      return valid(day) ? calendarDate().format(day) : isoDate;
    },
    /** A calendar day with its month written out: '8 September 2025' / '8 سبتمبر 2025'. */
    longCalendarDate: (isoDate: string) => {
      const day = new Date(`${isoDate}T00:00:00Z`);
      return valid(day) ? longCalendarDate().format(day) : isoDate;
    },
    time: (value: Date | string) => {
      const at = new Date(value);
      return valid(at) ? time().format(at) : String(value);
    },
    number,
    units,
    /** What a buyer took ("3 wraps"); null for a request of the whole listing or of no unit. */
    purchaseUnits: (quantity: number, label: string | null) =>
      !label || (/\d/.test(label) && quantity === 1) ? null : units(quantity, label),
    /** An amount with its unit, '2.5 kg' / '2.5 كغم' (units: Intl's simple units, e.g. 'kilogram'). */
    quantity: (value: number, unit: string, display: 'short' | 'long' = 'short') =>
      numberFormat(locale, { style: 'unit', unit, unitDisplay: display }).format(value),
    /** A stored decimal ('12.5') or number as AED; null when there is no price. */
    aed: (amount: string | number | null) => {
      if (amount === null) return null;
      const value = Number(amount);
      return Number.isFinite(value)
        ? numberFormat(locale, { style: 'currency', currency: 'AED' }).format(value)
        : null;
    },
    /** docs/product.md §9: 'Just now' under an hour, then hours under a day, then days ('2 hours ago'). */
    relative: (from: Date | string, now: Date = new Date()) => {
      const hours = Math.floor((now.getTime() - new Date(from).getTime()) / HOUR_MS);
      if (hours < 1) return justNow;
      if (hours < 24) return relative().format(-hours, 'hour');
      return relative().format(-Math.floor(hours / 24), 'day');
    },
  };
}

export type Formatters = ReturnType<typeof formatters>;

/** Dates, times, numbers, quantities, AED and relative times in the current language (ar-AE / en-AE). */
export function useFormat(): Formatters {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const justNow = t('time.justNow');
  return useMemo(() => formatters(INTL_LOCALE[language], justNow), [language, justNow]);
}
