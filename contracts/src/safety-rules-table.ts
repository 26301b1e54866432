import type { SafetyAnswers } from './donations';
import type { PreparationTime, SpoilageIndicator } from './enums';
import type { SafetyRuleContext, SafetyVerdict } from './safety-types';

/*
 * The rows of the rules table (docs/product.md §11), in order, for `checkFoodSafety`. Every
 * published version (safety-rule-versions.ts) runs these rows with its own thresholds, so a row
 * must keep answering as it did for every published version: a change of meaning goes behind a
 * new parameter whose published value keeps the old answer, then into a new version. The pinned
 * verdicts of safety-rule-versions.test.ts fail on any other change.
 */

export interface SafetyRule {
  rule: number;
  verdict: SafetyVerdict;
  when: (answers: SafetyAnswers, context: SafetyRuleContext) => boolean;
  message: string | ((answers: SafetyAnswers) => string);
}

const WITHIN_TODAY: readonly PreparationTime[] = ['within_2_hours', 'today'];

/**
 * The longest each answer to "when was it prepared" can mean, in hours: a threshold is met only
 * when the whole span the answer allows is within it ("today" may be 24 hours ago).
 */
const AT_MOST_HOURS: Record<PreparationTime, number> = {
  within_2_hours: 2,
  today: 24,
  one_to_three_days: 72,
  more_than_three_days: Number.POSITIVE_INFINITY,
  unknown: Number.POSITIVE_INFINITY,
};
const atMostDays = (time: PreparationTime) => Math.ceil(AT_MOST_HOURS[time] / 24);

const SPOILAGE_WORDS: Record<Exclude<SpoilageIndicator, 'no_spoilage'>, string> = {
  mold: 'mold',
  discoloration: 'discoloration',
  bad_smell: 'a bad smell',
  leaking_packaging: 'leaking packaging',
};

function spoilageSigns(answers: SafetyAnswers): string[] {
  return answers.spoilageIndicators.flatMap((sign) =>
    sign === 'no_spoilage' ? [] : [SPOILAGE_WORDS[sign]],
  );
}

function unconfirmed(answers: SafetyAnswers): string[] {
  return [
    ...(answers.hygienicHandling ? [] : ['hygienic handling']),
    ...(answers.donationAgreement ? [] : ['the donation agreement']),
  ];
}

const isCookedMeal = (a: SafetyAnswers) => a.foodType === 'cooked_meal';
const isUntouched = (a: SafetyAnswers) => a.handlingStatus === 'untouched';
const isColdKept = (a: SafetyAnswers) =>
  a.storageMethod === 'refrigerated' || a.storageMethod === 'frozen';
const isPreparedToday = (a: SafetyAnswers) => WITHIN_TODAY.includes(a.preparationTime);
/** Rows 12 and 13 share everything but the source. */
const isFreshColdUntouchedMeal = (a: SafetyAnswers) =>
  isCookedMeal(a) && isColdKept(a) && isPreparedToday(a) && isUntouched(a);
/** ISO dates compare correctly as text; a date equal to today has not passed. */
const labelPassed = (a: SafetyAnswers, c: SafetyRuleContext, kind: 'use_by' | 'best_before') =>
  a.dateLabel?.kind === kind && a.dateLabel.date < c.today;

/** The rules table of docs/product.md §11, row by row. Row 21 has one entry per kind of date label. */
export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    rule: 1,
    verdict: 'reject',
    when: (a) => !a.hygienicHandling || !a.donationAgreement,
    message: (a) =>
      `Not confirmed: ${unconfirmed(a).join(' and ')}. Every donation needs both: confirm the food was handled with clean hands and utensils, and agree that donated food cannot be returned.`,
  },
  {
    rule: 2,
    verdict: 'reject',
    when: (a) => spoilageSigns(a).length > 0,
    message: (a) =>
      `Signs of spoilage were reported: ${spoilageSigns(a).join(', ')}. Spoiled food must not be passed on at any stage (UAE Federal Law 10/2015, Art. 14). Please discard it and donate only food with no sign of spoilage.`,
  },
  {
    rule: 3,
    verdict: 'reject',
    when: (a) => a.handlingStatus === 'partially_eaten',
    message:
      'Partially eaten food cannot be shared: food that was served belongs to that customer (Dubai Municipality). Donate only food that nobody has eaten from.',
  },
  {
    rule: 4,
    verdict: 'reject',
    when: (a) => a.handlingStatus === 'publicly_served' && !a.isSealed,
    message:
      'Food that was served or displayed openly cannot be shared: only never-displayed or untouched items are recovered, and food from shared plates is refused (Dubai Municipality). Donate only sealed items or food that was never put out.',
  },
  {
    rule: 5,
    verdict: 'review',
    when: (a) => a.handlingStatus === 'publicly_served' && a.isSealed,
    message:
      'Sealed food that was publicly served is checked by a moderator first: only never-displayed or untouched items are recovered (Dubai Municipality). Say in the description where and for how long it was displayed.',
  },
  {
    rule: 6,
    verdict: 'reject',
    when: (a) => isCookedMeal(a) && a.handlingStatus === 'reheated',
    message:
      'A reheated cooked meal cannot be shared: cooked food must not be reheated more than once (ADAFSA), and the taker would reheat it again. Donate cooked food before reheating it.',
  },
  {
    rule: 7,
    verdict: 'reject',
    when: (a, c) =>
      isCookedMeal(a) &&
      a.storageMethod === 'room_temperature' &&
      AT_MOST_HOURS[a.preparationTime] > c.parameters.cookedRoomTemperatureMaxHours,
    message:
      'Cooked food left at room temperature for more than 2 hours (or for an unknown time) is not safe to share (Dubai Municipality). Refrigerate cooked food within 2 hours, or donate it within 2 hours of cooking.',
  },
  {
    rule: 8,
    verdict: 'review',
    when: (a, c) =>
      isCookedMeal(a) &&
      a.storageMethod === 'room_temperature' &&
      AT_MOST_HOURS[a.preparationTime] <= c.parameters.cookedRoomTemperatureMaxHours,
    message:
      'Cooked food at room temperature must be eaten within 2 hours of cooking (Dubai Municipality), so it needs a short pickup window and a moderator checks it first. Set "pickup until" within 2 hours of cooking, or refrigerate it to keep it longer.',
  },
  {
    rule: 9,
    verdict: 'reject',
    when: (a) => isCookedMeal(a) && a.storageMethod === 'unknown',
    message:
      'A cooked meal whose storage is unknown cannot be shared: cooked food must be kept at or below 5 °C, or hot at 60 °C or above, and never at room temperature for more than 2 hours (Dubai Municipality). Donate cooked food only when you know how it was kept.',
  },
  {
    rule: 10,
    verdict: 'reject',
    when: (a, c) =>
      isCookedMeal(a) &&
      a.storageMethod === 'refrigerated' &&
      atMostDays(a.preparationTime) > c.parameters.cookedChilledMaxDays,
    message:
      'A cooked meal refrigerated for more than 3 days, or since an unknown time, cannot be shared: cooked food keeps only 2–5 days in the fridge (ADAFSA). Donate refrigerated cooked food within 3 days of cooking, or freeze it sooner.',
  },
  {
    rule: 11,
    verdict: 'review',
    when: (a, c) =>
      isCookedMeal(a) &&
      a.storageMethod === 'refrigerated' &&
      a.preparationTime === 'one_to_three_days' &&
      atMostDays(a.preparationTime) <= c.parameters.cookedChilledMaxDays,
    message:
      'A cooked meal refrigerated for 1–3 days is near the 2–5 days cooked food keeps in the fridge (ADAFSA), so a moderator checks it first. Donate cooked food on the day it was cooked to pass straight away.',
  },
  {
    rule: 12,
    verdict: 'pass',
    when: (a) =>
      isFreshColdUntouchedMeal(a) &&
      (a.foodSource === 'restaurant' || a.foodSource === 'store_bought'),
    message:
      'A cooked meal from a restaurant or store, prepared today, kept chilled (5 °C or below) or frozen (−18 °C or below) and untouched, as Dubai Municipality requires.',
  },
  {
    rule: 13,
    verdict: 'review',
    when: (a) => isFreshColdUntouchedMeal(a) && a.foodSource === 'homemade',
    message:
      'A homemade cooked meal is checked by a moderator first, because no licensed kitchen stands behind it. Keep it refrigerated at 5 °C or below (Dubai Municipality) until it is picked up.',
  },
  {
    rule: 14,
    verdict: 'review',
    when: (a) =>
      isCookedMeal(a) &&
      a.storageMethod === 'frozen' &&
      a.preparationTime === 'more_than_three_days',
    message:
      'A cooked meal frozen more than 3 days ago is checked by a moderator first: frozen food must have stayed at −18 °C or below (Dubai Municipality). Give the date it was cooked and frozen in the description.',
  },
  {
    rule: 15,
    verdict: 'pass',
    when: (a) => a.foodType === 'fresh_produce' && isUntouched(a),
    message: 'Fresh produce, untouched.',
  },
  {
    rule: 16,
    verdict: 'pass',
    when: (a) =>
      a.foodType === 'packaged_item' &&
      a.foodSource === 'store_bought' &&
      a.isSealed &&
      isUntouched(a),
    message: 'A store-bought packaged item, sealed and untouched.',
  },
  {
    rule: 17,
    verdict: 'review',
    when: (a) => a.foodType === 'packaged_item' && (!a.isSealed || a.preparationTime === 'unknown'),
    message:
      'A packaged item that is open, or whose purchase date is unknown, is checked by a moderator first: its use-by date is the last day it is safe to eat (Dubai Municipality). Donate packaged food sealed in its original packaging, and enter the date printed on it.',
  },
  {
    rule: 18,
    verdict: 'pass',
    when: (a) => a.foodType === 'baked_goods' && isPreparedToday(a) && isUntouched(a),
    message: 'Baked goods from today, untouched.',
  },
  {
    rule: 19,
    verdict: 'review',
    when: (a) =>
      a.foodType === 'baked_goods' &&
      (a.preparationTime === 'one_to_three_days' || a.preparationTime === 'more_than_three_days'),
    message:
      'Baked goods older than a day are checked by a moderator for freshness first. Donate baked goods on the day they were baked to pass straight away, and enter any date printed on the package.',
  },
  {
    rule: 20,
    verdict: 'review',
    when: (a) => a.foodType === 'other',
    message:
      'Food of type "other" is checked by a moderator first, since no automatic rule covers it. Choose the closest food type if one fits, and describe the food in the description.',
  },
  {
    rule: 21,
    verdict: 'reject',
    when: (a, c) => labelPassed(a, c, 'use_by'),
    message: (a) =>
      `The use-by date (${a.dateLabel?.date}) has passed: use-by is the last day the food is safe to eat (Dubai Municipality). Do not donate food after its use-by date.`,
  },
  {
    rule: 21,
    verdict: 'review',
    when: (a, c) => labelPassed(a, c, 'best_before'),
    message: (a) =>
      `The best-before date (${a.dateLabel?.date}) has passed: best-before is about quality, so the food may still be safe (Dubai Municipality), but a moderator checks it first. Donate before the best-before date to pass straight away.`,
  },
];

/*
 * Gaps the table leaves, which fall to row 22 (review) on purpose rather than by accident:
 * a frozen cooked meal prepared 1–3 days ago or at an unknown time; a homemade or restaurant
 * packaged item, sealed and with a known date; baked goods of unknown age; reheated fresh produce,
 * packaged items or baked goods.
 */
