import type { SafetyAnswers } from './donations';
import type { Allergen } from './enums';
import { currentRuleVersion } from './safety-rule-versions';
import { SAFETY_RULES, type SafetyRule } from './safety-rules-table';
import type {
  SafetyCheckContext,
  SafetyReason,
  SafetyRuleSettings,
  SafetyVerdict,
} from './safety-types';

export type { SafetyCheckContext, SafetyReason, SafetyVerdict } from './safety-types';

/**
 * The automated food-safety check of docs/product.md §11: pure, so the client can preview the verdict
 * and the command service can record it. It runs today's version of the rules unless given another
 * (safety-rule-versions.ts, docs/product.md §11.1).
 */
export const SAFETY_RULE_VERSION = currentRuleVersion().id;

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

export const VERDICT_STRICTNESS: Record<SafetyVerdict, number> = { pass: 0, review: 1, reject: 2 };

function strictestVerdict(verdicts: readonly SafetyVerdict[]): SafetyVerdict {
  return verdicts.reduce<SafetyVerdict>(
    (strictest, verdict) =>
      VERDICT_STRICTNESS[verdict] > VERDICT_STRICTNESS[strictest] ? verdict : strictest,
    'pass',
  );
}

/** The rows a version runs, worked out once per version (a what-if runs one over many answers). */
const rowsBySettings = new WeakMap<SafetyRuleSettings, readonly SafetyRule[]>();
function rowsOf(settings: SafetyRuleSettings): readonly SafetyRule[] {
  let rows = rowsBySettings.get(settings);
  if (!rows) {
    const off = new Set(settings.rulesOff);
    rows = SAFETY_RULES.filter((row) => !off.has(row.rule));
    rowsBySettings.set(settings, rows);
  }
  return rows;
}

function checkedDay(context: SafetyCheckContext): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(context.today)) {
    throw new RangeError(`today must be a date as YYYY-MM-DD, got "${context.today}"`);
  }
}

/** A verdict and the rows that gave it, without their messages: what a what-if compares. */
export interface SafetyOutcome {
  verdict: SafetyVerdict;
  /** The rows that matched, in table order (a row once, though row 21 has two entries); 22 when none did. */
  rules: number[];
}

export function safetyOutcome(
  answers: SafetyAnswers,
  context: SafetyCheckContext,
  settings: SafetyRuleSettings = currentRuleVersion(),
): SafetyOutcome {
  const ruleContext = { today: context.today, parameters: settings.parameters };
  let verdict: SafetyVerdict = 'pass';
  const rules: number[] = [];
  for (const row of rowsOf(settings)) {
    if (!row.when(answers, ruleContext)) continue;
    if (rules.at(-1) !== row.rule) rules.push(row.rule);
    if (VERDICT_STRICTNESS[row.verdict] > VERDICT_STRICTNESS[verdict]) verdict = row.verdict;
  }
  return rules.length > 0 ? { verdict, rules } : { verdict: 'review', rules: [NOT_COVERED_RULE] };
}

export function checkFoodSafety(
  answers: SafetyAnswers,
  context: SafetyCheckContext,
  settings: SafetyRuleSettings = currentRuleVersion(),
): SafetyCheckResult {
  checkedDay(context);
  const ruleContext = { today: context.today, parameters: settings.parameters };
  const matched = rowsOf(settings)
    .filter((row) => row.when(answers, ruleContext))
    .map(
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
    ruleVersion: settings.id,
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
