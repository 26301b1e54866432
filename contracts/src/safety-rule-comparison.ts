import { z } from 'zod';
import type { SafetyAnswers } from './donations';
import { safetyReasonSchema } from './food-items';
import { checkFoodSafety, VERDICT_STRICTNESS } from './safety-check';
import {
  SAFETY_PARAMETER_NAMES,
  type SafetyRuleVersion,
  SWITCHABLE_RULES,
} from './safety-rule-versions';
import type { SafetyReason, SafetyVerdict } from './safety-types';

const verdictSchema = z.enum(['pass', 'review', 'reject']);
const parameterNameSchema = z.enum(SAFETY_PARAMETER_NAMES as [string, ...string[]]);

export const ruleVersionSummarySchema = z.object({
  id: z.string(),
  publishedAt: z.string(),
  summary: z.string(),
});

/**
 * The rules of the version a verdict was recorded under and today's, both run again on the
 * donation's answers, rule by rule (docs/product.md §11.1).
 */
export const ruleComparisonSchema = z.object({
  recordedVersion: ruleVersionSummarySchema,
  todayVersion: ruleVersionSummarySchema,
  /** The recorded version's rules run again: what the check said then, re-derived. */
  atTheTime: z.object({
    verdict: verdictSchema,
    reasons: z.array(safetyReasonSchema),
    ruleVersion: z.string(),
  }),
  /** Each row that matched under either version, with its verdict under each (null: it did not match). */
  rules: z.array(
    z.object({
      rule: z.number().int(),
      atTheTime: verdictSchema.nullable(),
      today: verdictSchema.nullable(),
      differs: z.boolean(),
    }),
  ),
  /** Every threshold, with its value in each version. */
  parameters: z.array(
    z.object({
      name: parameterNameSchema,
      atTheTime: z.number(),
      today: z.number(),
      differs: z.boolean(),
    }),
  ),
  /** Rows switched off in one version and not the other. */
  switched: z.array(
    z.object({ rule: z.number().int(), onAtTheTime: z.boolean(), onToday: z.boolean() }),
  ),
  verdictDiffers: z.boolean(),
});
export type RuleComparison = z.infer<typeof ruleComparisonSchema>;

function verdictByRule(reasons: readonly SafetyReason[]): Map<number, SafetyVerdict> {
  const byRule = new Map<number, SafetyVerdict>();
  for (const { rule, verdict } of reasons) {
    const before = byRule.get(rule);
    if (!before || VERDICT_STRICTNESS[verdict] > VERDICT_STRICTNESS[before])
      byRule.set(rule, verdict);
  }
  return byRule;
}

const summaryOf = ({ id, publishedAt, summary }: SafetyRuleVersion) => ({
  id,
  publishedAt,
  summary,
});

/** Runs both versions on the answers, judging dates as on `day` (the day the donor answered). */
export function compareRuleVersions(
  answers: SafetyAnswers,
  day: string,
  recorded: SafetyRuleVersion,
  today: SafetyRuleVersion,
): RuleComparison {
  const then = checkFoodSafety(answers, { today: day }, recorded);
  const now = checkFoodSafety(answers, { today: day }, today);
  const thenByRule = verdictByRule(then.reasons);
  const nowByRule = verdictByRule(now.reasons);
  const rules = [...new Set([...thenByRule.keys(), ...nowByRule.keys()])]
    .sort((a, b) => a - b)
    .map((rule) => {
      const atTheTime = thenByRule.get(rule) ?? null;
      const todayVerdict = nowByRule.get(rule) ?? null;
      return { rule, atTheTime, today: todayVerdict, differs: atTheTime !== todayVerdict };
    });
  const parameters = SAFETY_PARAMETER_NAMES.map((name) => ({
    name,
    atTheTime: recorded.parameters[name],
    today: today.parameters[name],
    differs: recorded.parameters[name] !== today.parameters[name],
  }));
  const switched = SWITCHABLE_RULES.flatMap((rule) => {
    const onAtTheTime = !recorded.rulesOff.includes(rule);
    const onToday = !today.rulesOff.includes(rule);
    return onAtTheTime === onToday ? [] : [{ rule, onAtTheTime, onToday }];
  });
  return {
    recordedVersion: summaryOf(recorded),
    todayVersion: summaryOf(today),
    atTheTime: { verdict: then.verdict, reasons: then.reasons, ruleVersion: then.ruleVersion },
    rules,
    parameters,
    switched,
    verdictDiffers: then.verdict !== now.verdict,
  };
}
