import { z } from 'zod';
import {
  HANDOVER_TEMPERATURE_RULES,
  type TemperatureClass,
  temperatureClassSchema,
} from './handover-temperature';
import {
  currentRuleVersion,
  SAFETY_PARAMETER_NAMES,
  SAFETY_PARAMETERS,
  SAFETY_RULE_VERSIONS,
  type SafetyRuleVersion,
  SWITCHABLE_RULES,
} from './safety-rule-versions';
import { SAFETY_RULES } from './safety-rules-table';
import type { SafetyParameters, SafetyRuleSettings, SafetyVerdict } from './safety-types';

/*
 * GET /api/moderation/rules and POST /api/moderation/rules/simulate (docs/product.md §11.2): today's
 * rules with their thresholds, and what-if replays of recorded donations under changed ones.
 */

const VERDICTS = ['pass', 'review', 'reject'] as const;
const verdictSchema = z.enum(VERDICTS);

/** What a moderator reads when a what-if is refused: each names its field and what to give. */
export const SAFETY_RULES_MESSAGES = {
  cookedRoomTemperatureMaxHours: `Give the room-temperature limit as a whole number of hours from ${SAFETY_PARAMETERS.cookedRoomTemperatureMaxHours.min} to ${SAFETY_PARAMETERS.cookedRoomTemperatureMaxHours.max}`,
  cookedChilledMaxDays: `Give the fridge limit as a whole number of days from ${SAFETY_PARAMETERS.cookedChilledMaxDays.min} to ${SAFETY_PARAMETERS.cookedChilledMaxDays.max}`,
  rulesOff: `Switch rules off by their numbers, from 1 to ${SWITCHABLE_RULES.length}, each once`,
  unknownChange: 'Change only the thresholds and rules that GET /api/moderation/rules lists',
  date: 'Enter a date as YYYY-MM-DD, for example 2026-03-31',
  dateOrder: 'The last day must not be before the first day',
} as const;

const day = z.iso.date({ error: SAFETY_RULES_MESSAGES.date });
const isDay = (value: unknown) => day.safeParse(value).success;

function parameterSchema(name: keyof SafetyParameters) {
  const { min, max } = SAFETY_PARAMETERS[name];
  const error = SAFETY_RULES_MESSAGES[name];
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** Proposed thresholds and rows switched off; what is left out stays as today. */
export const ruleChangesSchema = z.strictObject(
  {
    cookedRoomTemperatureMaxHours: parameterSchema('cookedRoomTemperatureMaxHours').optional(),
    cookedChilledMaxDays: parameterSchema('cookedChilledMaxDays').optional(),
    rulesOff: z
      .array(
        z
          .number({ error: SAFETY_RULES_MESSAGES.rulesOff })
          .int({ error: SAFETY_RULES_MESSAGES.rulesOff })
          .min(1, { error: SAFETY_RULES_MESSAGES.rulesOff })
          .max(SWITCHABLE_RULES.length, { error: SAFETY_RULES_MESSAGES.rulesOff }),
        { error: SAFETY_RULES_MESSAGES.rulesOff },
      )
      .max(SWITCHABLE_RULES.length, { error: SAFETY_RULES_MESSAGES.rulesOff })
      .refine((rules) => new Set(rules).size === rules.length, {
        error: SAFETY_RULES_MESSAGES.rulesOff,
      })
      .optional(),
  },
  { error: SAFETY_RULES_MESSAGES.unknownChange },
);
export type RuleChanges = z.infer<typeof ruleChangesSchema>;

/** POST /api/moderation/rules/simulate: donations submitted from `from` to `to` (UAE days, inclusive). */
export const simulationPayloadSchema = z
  .strictObject(
    { from: day, to: day, changes: ruleChangesSchema },
    { error: SAFETY_RULES_MESSAGES.unknownChange },
  )
  // Compared only once both are dates: a refused one already has its own message.
  .refine((payload) => !isDay(payload.from) || !isDay(payload.to) || payload.from <= payload.to, {
    path: ['to'],
    error: SAFETY_RULES_MESSAGES.dateOrder,
  });
export type SimulationPayload = z.input<typeof simulationPayloadSchema>;

/** Today's version with the changes applied, named as a what-if. */
export function withChanges(changes: RuleChanges): SafetyRuleSettings {
  const today = currentRuleVersion();
  return {
    id: `${today.id}+what-if`,
    parameters: {
      cookedRoomTemperatureMaxHours:
        changes.cookedRoomTemperatureMaxHours ?? today.parameters.cookedRoomTemperatureMaxHours,
      cookedChilledMaxDays: changes.cookedChilledMaxDays ?? today.parameters.cookedChilledMaxDays,
    },
    rulesOff: [...new Set([...today.rulesOff, ...(changes.rulesOff ?? [])])].sort((a, b) => a - b),
  };
}

export const MAX_CHANGED_LISTED = 200;

export const simulationAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The version the changes apply to: today's. */
  ruleVersion: z.string(),
  changes: ruleChangesSchema,
  /** Donations submitted in the period whose verdict was recorded. */
  donations: z.number().int(),
  /** Donations submitted in the period that the check has not judged yet: left out. */
  unchecked: z.number().int(),
  /** Every pair of recorded and simulated verdict, with how many donations fall in it. */
  counts: z.array(
    z.object({ recorded: verdictSchema, simulated: verdictSchema, count: z.number().int() }),
  ),
  changedTotal: z.number().int(),
  /** The donations whose verdict would change, oldest first, at most MAX_CHANGED_LISTED. */
  changed: z.array(
    z.object({
      itemId: z.string().uuid(),
      title: z.string(),
      submittedAt: z.string(),
      recorded: verdictSchema,
      simulated: verdictSchema,
      /** The rows that matched under the changed rules. */
      rules: z.array(z.number().int()),
    }),
  ),
});
export type SimulationAnswer = z.infer<typeof simulationAnswerSchema>;

const ruleVersionSchema = z.object({
  id: z.string(),
  publishedAt: z.string(),
  summary: z.string(),
});

/** GET /api/moderation/rules. */
export const safetyRulesAnswerSchema = z.object({
  version: ruleVersionSchema,
  /** Every published version, oldest first. */
  versions: z.array(ruleVersionSchema),
  parameters: z.array(
    z.object({
      name: z.enum(
        SAFETY_PARAMETER_NAMES as [keyof SafetyParameters, ...(keyof SafetyParameters)[]],
      ),
      value: z.number(),
      unit: z.enum(['hours', 'days']),
      min: z.number().int(),
      max: z.number().int(),
      rules: z.array(z.number().int()),
    }),
  ),
  rules: z.array(
    z.object({
      rule: z.number().int(),
      verdicts: z.array(verdictSchema),
      on: z.boolean(),
      /** Whether a what-if may switch it off (22, "not covered", always stands). */
      switchable: z.boolean(),
    }),
  ),
  /** Rows 23 to 25 (docs/product.md §11.3): each class's limit at handover, in °C. */
  handoverTemperature: z.array(
    z.object({
      rule: z.number().int(),
      temperatureClass: temperatureClassSchema,
      limitC: z.number(),
      /** Chilled and frozen food at or below the limit; hot food above it. */
      comparison: z.enum(['at_most', 'above']),
    }),
  ),
});
export type SafetyRulesAnswer = z.infer<typeof safetyRulesAnswerSchema>;

/** Today's rules as GET /api/moderation/rules answers them. */
export function safetyRulesAnswer(): SafetyRulesAnswer {
  const today = currentRuleVersion();
  const summary = ({ id, publishedAt, summary }: typeof today) => ({ id, publishedAt, summary });
  const verdictsOf = (rule: number): SafetyVerdict[] =>
    VERDICTS.filter((verdict) =>
      SAFETY_RULES.some((row) => row.rule === rule && row.verdict === verdict),
    );
  return {
    version: summary(today),
    versions: SAFETY_RULE_VERSIONS.map(summary),
    parameters: SAFETY_PARAMETER_NAMES.map((name) => ({
      name,
      value: today.parameters[name],
      ...SAFETY_PARAMETERS[name],
      rules: [...SAFETY_PARAMETERS[name].rules],
    })),
    rules: [
      ...SWITCHABLE_RULES.map((rule) => ({
        rule,
        verdicts: verdictsOf(rule),
        on: !today.rulesOff.includes(rule),
        switchable: true,
      })),
      { rule: 22, verdicts: ['review' as const], on: true, switchable: false },
    ],
    handoverTemperature: handoverRows(today),
  };
}

function handoverRows(version: SafetyRuleVersion): SafetyRulesAnswer['handoverTemperature'] {
  const limits = version.handoverTemperature;
  if (!limits) return [];
  return [
    { temperatureClass: 'chilled', limitC: limits.chilledMaxC, comparison: 'at_most' as const },
    { temperatureClass: 'frozen', limitC: limits.frozenMaxC, comparison: 'at_most' as const },
    { temperatureClass: 'hot', limitC: limits.hotAboveC, comparison: 'above' as const },
  ].map((row) => ({
    ...row,
    rule: HANDOVER_TEMPERATURE_RULES[row.temperatureClass as TemperatureClass],
    temperatureClass: row.temperatureClass as TemperatureClass,
  }));
}
