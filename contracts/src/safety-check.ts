import type { SafetyAnswers } from './donations';
import type { Allergen } from './enums';
import { SAFETY_RULES } from './safety-rules-table';
import type { SafetyCheckContext, SafetyReason, SafetyVerdict } from './safety-types';

export type { SafetyCheckContext, SafetyReason, SafetyVerdict } from './safety-types';

/**
 * The automated food-safety check of docs/product.md §11: pure, so the client can preview the verdict
 * and the command service can record it. Bump the version on any change to a row.
 */
export const SAFETY_RULE_VERSION = '2026-11-21.1';

export const SAFETY_VERDICT_LABELS: Record<SafetyVerdict, string> = {
  pass: 'Passed the safety check',
  review: 'Waiting for a safety review',
  reject: 'Rejected for safety',
};

export interface SafetyCheckResult {
  verdict: SafetyVerdict;
  reasons: SafetyReason[];
  ruleVersion: string;
  /** Never part of the verdict, always shown to takers. */
  allergens: Allergen[];
}

export const NOT_COVERED_RULE = 22;

/** Where the table leaves a gap (see the end of safety-rules-table.ts), a person looks first. */
const NOT_COVERED: SafetyReason = {
  rule: NOT_COVERED_RULE,
  verdict: 'review',
  message:
    'No automatic rule covers this combination of answers, so a moderator checks it before the public sees it. Check that your answers describe the food correctly.',
};

const STRICTNESS: Record<SafetyVerdict, number> = { pass: 0, review: 1, reject: 2 };

function strictestVerdict(verdicts: readonly SafetyVerdict[]): SafetyVerdict {
  return verdicts.reduce<SafetyVerdict>(
    (strictest, verdict) => (STRICTNESS[verdict] > STRICTNESS[strictest] ? verdict : strictest),
    'pass',
  );
}

export function checkFoodSafety(
  answers: SafetyAnswers,
  context: SafetyCheckContext,
): SafetyCheckResult {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(context.today)) {
    throw new RangeError(`today must be a date as YYYY-MM-DD, got "${context.today}"`);
  }
  const matched = SAFETY_RULES.filter((row) => row.when(answers, context)).map(
    ({ rule, verdict, message }): SafetyReason => ({
      rule,
      verdict,
      message: typeof message === 'string' ? message : message(answers),
    }),
  );
  const reasons = matched.length > 0 ? matched : [{ ...NOT_COVERED }];
  return {
    verdict: strictestVerdict(reasons.map((reason) => reason.verdict)),
    reasons,
    ruleVersion: SAFETY_RULE_VERSION,
    allergens: [...new Set(answers.allergens.filter((allergen) => allergen !== 'none'))],
  };
}

/**
 * The date in the UAE as 'YYYY-MM-DD'. Asia/Dubai is UTC+4 all year (no daylight saving), so
 * shifting by 4 hours is exact and needs no time-zone data in the browser.
 */
export function uaeToday(now: Date): string {
  const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
  return new Date(now.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}
