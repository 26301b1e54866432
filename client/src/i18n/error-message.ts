import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import { INTL_LOCALE, isLanguage } from './language';

/** A message the server (or a shared schema) wrote, with its code where known. */
export interface CodedText {
  readonly message: string;
  readonly code?: string | undefined;
  readonly params?: Readonly<Record<string, string>> | undefined;
}

type Params = Readonly<Record<string, string>>;

/** Words the server puts into its messages as values (a status, a role), by their English. */
const VALUE_KEYS: Readonly<Record<string, string>> = {
  approved: 'approved',
  rejected: 'rejected',
  moderator: 'moderator',
  analyst: 'analyst',
  'The automated safety check': 'safetyCheck',
};
/** The parameters that carry such words; `roles` may name several ('moderator or analyst'). */
const WORD_PARAMS = ['outcome', 'role', 'roles', 'by'] as const;

const isUnit = (unit: string | undefined): unit is Intl.RelativeTimeFormatUnit =>
  unit === 'day' || unit === 'hour' || unit === 'minute' || unit === 'second';

/**
 * The values of a message in the person's language: a wait and a span given as counts and units
 * (the 429 answer) worded by Intl, and the server's words for statuses and roles translated.
 */
function localParams(t: TFunction, params: Params): Params {
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const locale = INTL_LOCALE[language];
  const local: Record<string, string> = { ...params };
  const { waitCount, waitUnit, perCount, perUnit } = params;
  if (waitCount && isUnit(waitUnit))
    local.wait = new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
      Number(waitCount),
      waitUnit,
    );
  // English says 'in an hour'; the template keeps the server's words there.
  if (perCount && isUnit(perUnit) && !(language === 'en' && perCount === '1'))
    local.per = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: perUnit,
      unitDisplay: 'long',
    }).format(Number(perCount));
  // A count the English words wrote bare ('1000'): in the reader's digits and grouping.
  if (params.max && language !== 'en' && Number.isFinite(Number(params.max)))
    local.max = new Intl.NumberFormat(locale).format(Number(params.max));
  // An instant the English words wrote en-GB: written anew for another language.
  if (params.atTime && language !== 'en') {
    const at = new Date(params.atTime);
    if (!Number.isNaN(at.getTime()))
      local.at = new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Dubai',
      }).format(at);
  }
  // A time of day the English words wrote on the UAE's clock ('20:30'), in the reader's digits.
  if (params.time && params.atTime && language !== 'en') {
    const at = new Date(params.atTime);
    if (!Number.isNaN(at.getTime()))
      local.time = new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Dubai',
      }).format(at);
  }
  for (const name of WORD_PARAMS) {
    const value = params[name];
    if (value === undefined) continue;
    const parts = value.split(' or ');
    const keys = parts.map((part) => VALUE_KEYS[part]);
    if (keys.some((key) => key === undefined)) continue;
    local[name] = keys
      .map((key) => t(`errors:value.${key}` as never) || value)
      .join(t('errors:value.or' as never) || ' or ');
  }
  return local;
}

/**
 * The message in the person's language: by its code from the `errors` catalogue, with the
 * English words as they came when no translation exists (a code this build does not know yet).
 */
export function translateMessage(t: TFunction, text: CodedText): string {
  if (!text.code) return text.message;
  const params = text.params ? localParams(t, text.params) : {};
  // A counted message ('the limit of {{max}} donations') has a plural key per form: i18next picks
  // the one for `count`, here the message's number.
  const count = text.params?.max === undefined ? Number.NaN : Number(text.params.max);
  const counted = Number.isFinite(count) ? { count } : {};
  // Codes are `<group>.<key>`, the catalogue's nesting: the key is built at run time. Before the
  // catalogues are ready (or in a test without them) t answers '': the English words stand.
  return (
    t(`errors:${text.code}` as never, { ...params, ...counted, defaultValue: text.message }) ||
    text.message
  );
}

/** A contracts message the client says itself (a toast), by its code, in the person's language. */
export function said(message: string, code: string, params?: CodedText['params']): string {
  return translateMessage(i18n.t, { message, code, ...(params ? { params } : {}) });
}
