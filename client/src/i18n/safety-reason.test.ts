import type { SafetyAnswers } from '@foodshare/contracts/donations';
import { checkFoodSafety } from '@foodshare/contracts/safety-check';
import { SAFETY_RULES } from '@foodshare/contracts/safety-rules-table';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from './locales/ar/safety';
import en from './locales/en/safety';
import { matchSafetyReason, translateSafetyReason } from './safety-reason';

/** Answers that trip every rule whose message carries values: rules 1, 2 and 21. */
const answers: SafetyAnswers = {
  foodType: 'packaged_item',
  foodSource: 'store_bought',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  handlingStatus: 'untouched',
  isSealed: true,
  spoilageIndicators: ['mold', 'bad_smell'],
  allergens: ['none'],
  hygienicHandling: false,
  donationAgreement: false,
  dateLabel: { kind: 'use_by', date: '2026-01-02' },
} as SafetyAnswers;

/** Every message the table can write: the fixed ones, and the built ones from the answers above. */
const messages = SAFETY_RULES.map((rule) =>
  typeof rule.message === 'string'
    ? rule.message
    : rule.message(
        rule.rule === 21 && rule.verdict === 'review'
          ? { ...answers, dateLabel: { kind: 'best_before', date: '2026-01-02' } }
          : answers,
      ),
);

describe('the safety catalogue', () => {
  it('has every rule of the table in English and in Arabic, found from its message', () => {
    SAFETY_RULES.forEach((rule, index) => {
      const match = matchSafetyReason(messages[index] ?? '');
      expect(match, `rule ${rule.rule}`).not.toBeNull();
      const key = match?.key ?? '1';
      expect(key.split('-')[0]).toBe(String(rule.rule));
      expect(en.rule[key].trim()).not.toBe('');
      expect(ar.rule[key].trim()).not.toBe('');
    });
  });

  it("holds the contracts' English words exactly, values as placeholders", () => {
    SAFETY_RULES.forEach((_rule, index) => {
      const message = messages[index] ?? '';
      const match = matchSafetyReason(message);
      const rebuilt = (en.rule[match?.key ?? '1'] as string).replace(
        /\{\{(\w+)\}\}/g,
        (_all, name: string) => match?.params[name] ?? '',
      );
      expect(rebuilt).toBe(message);
    });
  });

  it('finds the catch-all rule 22 as well', () => {
    const { dateLabel: _dated, ...undated } = answers;
    const result = checkFoodSafety(
      {
        ...undated,
        foodType: 'packaged_item',
        foodSource: 'homemade',
        spoilageIndicators: ['no_spoilage'],
        hygienicHandling: true,
        donationAgreement: true,
      },
      { today: '2026-01-01' },
    );
    const reasons = result.reasons.map((reason) => matchSafetyReason(reason.message)?.key);
    expect(reasons).toContain('22');
  });
});

describe('translateSafetyReason', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'ar', resources: { ar: { safety: ar } }, fallbackLng: false });
  });

  it('writes a reason in Arabic with its values in Arabic', () => {
    const text = translateSafetyReason(i18next.t, 'ar-AE', messages[1] ?? '');
    expect(text).toContain('عفن');
    expect(text).toContain('رائحة كريهة');
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('names the missing confirmations and the date in Arabic', () => {
    expect(translateSafetyReason(i18next.t, 'ar-AE', messages[0] ?? '')).toContain(
      'اتفاقية التبرع',
    );
    const dated = translateSafetyReason(i18next.t, 'ar-AE', messages.at(-2) ?? '');
    expect(dated).not.toContain('2026-01-02');
    expect(dated).toContain('2026');
  });

  it('leaves a message it does not know in English', () => {
    expect(translateSafetyReason(i18next.t, 'ar-AE', 'A rule from a newer build.')).toBe(
      'A rule from a newer build.',
    );
  });
});
