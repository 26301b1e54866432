import { templatePattern } from '@foodshare/contracts/format';
import type { SafetyReason } from '@foodshare/contracts/safety-check';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatters } from './format';
import { INTL_LOCALE, isLanguage } from './language';
import en from './locales/en/safety';

type RuleKey = keyof typeof en.rule;
type WordGroup = 'confirmation' | 'sign';

/** Each rule's English words as a pattern that finds the rule and its values in a message. */
const PATTERNS = (Object.entries(en.rule) as [RuleKey, string][]).map(([key, template]) => {
  const { source, names } = templatePattern(template);
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** Which words a listed value is made of: rule 1 names confirmations, rule 2 signs of spoilage. */
const LISTED: Record<string, WordGroup> = { missing: 'confirmation', signs: 'sign' };

/** A reason's rule (its catalogue key) and values, read from its English message; null if unknown. */
export function matchSafetyReason(
  message: string,
): { key: RuleKey; params: Record<string, string> } | null {
  for (const { key, names, pattern } of PATTERNS) {
    const found = pattern.exec(message);
    if (found) {
      return {
        key,
        params: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])),
      };
    }
  }
  return null;
}

function wordKey(group: WordGroup, english: string): string | null {
  const entry = Object.entries(en[group]).find(([, words]) => words === english);
  return entry ? entry[0] : null;
}

/**
 * A safety reason in the language `t` speaks, with its values (the missing confirmations, the
 * signs of spoilage, a date) in that language too; the English message where no rule matches.
 */
export function translateSafetyReason(t: TFunction, locale: string, message: string): string {
  const match = matchSafetyReason(message);
  if (!match) return message;
  const format = formatters(locale, '');
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) {
    const group = LISTED[name];
    if (group) {
      const words = value.split(/, | and /).map((english) => {
        const key = wordKey(group, english);
        return key ? t(`safety:${group}.${key}` as never, { defaultValue: english }) : english;
      });
      params[name] = list.format(words);
    } else if (name === 'date') {
      params[name] = format.calendarDate(value);
    } else {
      params[name] = value;
    }
  }
  return t(`safety:rule.${match.key}` as never, { ...params, defaultValue: message }) || message;
}

/**
 * `(reason) => text`: a safety reason (or its message) in the current language. English shows
 * the check's own words exactly; Arabic its translation, by rule, with the values translated.
 */
export function useSafetyReasonText(): (reason: Pick<SafetyReason, 'message'> | string) => string {
  const { t, i18n } = useTranslation('safety');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useCallback(
    (reason) => {
      const message = typeof reason === 'string' ? reason : reason.message;
      return language === 'en'
        ? message
        : translateSafetyReason(t as unknown as TFunction, INTL_LOCALE[language], message);
    },
    [t, language],
  );
}

/** A safety reason (or its message) as text in the current language: `<SafetyReasonText reason={r} />`. */
export function SafetyReasonText({ reason }: { reason: Pick<SafetyReason, 'message'> | string }) {
  return useSafetyReasonText()(reason);
}
