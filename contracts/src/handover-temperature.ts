import { z } from 'zod';
import type { FoodType, StorageMethod } from './enums';
import { currentRuleVersion, type SafetyRuleVersion } from './safety-rule-versions';
import type { HandoverTemperatureLimits } from './safety-types';

export type { HandoverTemperatureLimits };

/*
 * The temperature at handover (docs/product.md §11.3): chilled, frozen and hot-held food is
 * measured when it changes hands, and judged against the UAE limits the rules already cite.
 */

/** How the food is kept until it changes hands, as its answers say. */
export const TEMPERATURE_CLASSES = ['chilled', 'frozen', 'hot'] as const;
export const temperatureClassSchema = z.enum(TEMPERATURE_CLASSES);
export type TemperatureClass = z.infer<typeof temperatureClassSchema>;

/**
 * Chilled: kept in the fridge; frozen: in the freezer; hot: a cooked meal kept out of the fridge,
 * which changes hands hot (rows 7 and 8 allow it only within 2 hours of cooking). Anything else
 * (produce, bread or sealed packs at room temperature, or storage unknown) has no reading.
 */
export function temperatureClassOf(answers: {
  readonly storageMethod: StorageMethod;
  readonly foodType: FoodType;
}): TemperatureClass | null {
  if (answers.storageMethod === 'refrigerated') return 'chilled';
  if (answers.storageMethod === 'frozen') return 'frozen';
  if (answers.storageMethod === 'room_temperature' && answers.foodType === 'cooked_meal')
    return 'hot';
  return null;
}

/** The rows of the rules table (docs/product.md §11) that judge a reading, one per class. */
export const HANDOVER_TEMPERATURE_RULES: Readonly<Record<TemperatureClass, number>> = {
  chilled: 23,
  frozen: 24,
  hot: 25,
};

export const TEMPERATURE_MESSAGES = {
  invalid:
    'Enter the temperature in °C with at most one decimal, from -40 to 100 (for example 4.5)',
  required:
    'Measure the food and enter its temperature in °C: chilled, frozen and hot food is measured at handover',
  notAsked: 'This food has no temperature to record: leave the temperature out',
  notHeld: 'This handover is not waiting on a temperature decision.',
  notTaker: 'Only the person collecting the food can take or refuse it.',
  decisionInvalid: "Choose 'take' to take the food anyway or 'refuse' to leave it",
  notRefused: 'The taker did not refuse this handover, so there is nothing to settle.',
  awaitingTaker:
    'This handover is waiting for the taker to take or refuse the food at the temperature you measured.',
  settleHoldFirst:
    'This handover is held for its temperature: the taker takes or refuses the food, then the donor says whether it goes back on the listing.',
  returnInvalid: 'Say whether the food goes back on the listing: true or false',
  heldTitle: 'Temperature out of range',
  held: 'The reading is outside the safe range. The taker now decides whether to take the food anyway or refuse it.',
} as const;

/** What one reading must say: chilled 5 °C or below, frozen −18 °C or below, hot above 60 °C. */
export function limitText(temperatureClass: TemperatureClass, limits: HandoverTemperatureLimits) {
  if (temperatureClass === 'chilled') return `at or below ${limits.chilledMaxC} °C`;
  if (temperatureClass === 'frozen') return `at or below ${limits.frozenMaxC} °C`;
  return `above ${limits.hotAboveC} °C`;
}

/** °C as the donor types it, kept to one decimal. */
export const temperatureCSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: TEMPERATURE_MESSAGES.invalid })
    .min(-40, TEMPERATURE_MESSAGES.invalid)
    .max(100, TEMPERATURE_MESSAGES.invalid)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
      error: TEMPERATURE_MESSAGES.invalid,
    })
    .transform((value) => Math.round(value * 10) / 10)
    .optional(),
);

/** The version whose handover limits judge a reading now: the latest one that has them. */
export function handoverRuleVersion(
  version: SafetyRuleVersion = currentRuleVersion(),
): SafetyRuleVersion & { handoverTemperature: HandoverTemperatureLimits } {
  if (!version.handoverTemperature)
    throw new RangeError(`Rule version ${version.id} sets no handover temperatures`);
  return version as SafetyRuleVersion & { handoverTemperature: HandoverTemperatureLimits };
}

/** Whether a reading is within the limit for its class. */
export function withinLimit(
  temperatureClass: TemperatureClass,
  celsius: number,
  limits: HandoverTemperatureLimits,
): boolean {
  if (temperatureClass === 'chilled') return celsius <= limits.chilledMaxC;
  if (temperatureClass === 'frozen') return celsius <= limits.frozenMaxC;
  return celsius > limits.hotAboveC;
}

/** A reading as recorded on the handover's events. */
export const temperatureReadingSchema = z.object({
  celsius: z.number(),
  temperatureClass: temperatureClassSchema,
  inRange: z.boolean(),
  /** The row of the rules table that judged it (23 to 25). */
  rule: z.number().int(),
  ruleVersion: z.string(),
});
export type TemperatureReading = z.infer<typeof temperatureReadingSchema>;

/** A reading judged under a version of the rules. */
export function judgeReading(
  temperatureClass: TemperatureClass,
  celsius: number,
  version: SafetyRuleVersion = currentRuleVersion(),
): TemperatureReading {
  const rules = handoverRuleVersion(version);
  return {
    celsius,
    temperatureClass,
    inRange: withinLimit(temperatureClass, celsius, rules.handoverTemperature),
    rule: HANDOVER_TEMPERATURE_RULES[temperatureClass],
    ruleVersion: rules.id,
  };
}

export const TEMPERATURE_DECISIONS = ['take', 'refuse'] as const;
export const temperatureDecisionSchema = z.enum(TEMPERATURE_DECISIONS, {
  error: TEMPERATURE_MESSAGES.decisionInvalid,
});
export type TemperatureDecision = z.infer<typeof temperatureDecisionSchema>;

/** POST /api/food-items/:id/requests/:requestId/temperature-decision (the taker). */
export const temperatureDecisionPayloadSchema = z.object({
  decision: temperatureDecisionSchema,
});

/** POST /api/food-items/:id/requests/:requestId/refused-handover (the donor). */
export const refusedHandoverPayloadSchema = z.object({
  returnToListing: z.boolean({ error: TEMPERATURE_MESSAGES.returnInvalid }),
});

/**
 * Where a held handover stands, on the request: held (the taker decides), taken anyway, refused
 * (the donor settles it), or settled by the donor (returned to the listing, or withdrawn).
 */
export const TEMPERATURE_HOLD_STATUSES = [
  'held',
  'taken',
  'refused',
  'returned',
  'withdrawn',
] as const;
export const temperatureHoldStatusSchema = z.enum(TEMPERATURE_HOLD_STATUSES);
export type TemperatureHoldStatus = z.infer<typeof temperatureHoldStatusSchema>;

/** The reading on a request as the API shows it to its donor and its taker. */
export const requestTemperatureSchema = z.object({
  celsius: z.number(),
  temperatureClass: temperatureClassSchema,
  inRange: z.boolean(),
  /** Null for a reading within range: nothing was held. */
  hold: temperatureHoldStatusSchema.nullable(),
});
export type RequestTemperature = z.infer<typeof requestTemperatureSchema>;

/** POST /api/food-items/:id/handover's answer: collected, or held for the taker's decision. */
export const handoverAnswerSchema = z.object({
  itemId: z.string().uuid(),
  status: z.enum(['collected', 'held']),
});
