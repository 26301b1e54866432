import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SafetyAnswers } from './donations';
import {
  ALLERGENS,
  FOOD_SOURCES,
  FOOD_TYPES,
  HANDLING_STATUSES,
  PREPARATION_TIMES,
  SPOILAGE_INDICATORS,
  STORAGE_METHODS,
} from './enums';
import {
  checkFoodSafety,
  NOT_COVERED_RULE,
  SAFETY_RULE_VERSION,
  SAFETY_VERDICT_LABELS,
  type SafetyVerdict,
  uaeToday,
} from './safety-check';

const today = '2026-11-21';
const yesterday = '2026-11-20';
const context = { today };

/** Fresh produce, homemade, untouched, confirmed: passes by row 15 and nothing else. */
const safe: SafetyAnswers = {
  foodType: 'fresh_produce',
  foodSource: 'homemade',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: [],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};

const check = (changes: Partial<SafetyAnswers>) =>
  checkFoodSafety({ ...safe, ...changes }, context);
const rulesOf = (changes: Partial<SafetyAnswers>) => check(changes).reasons.map((r) => r.rule);

const cooked = { foodType: 'cooked_meal' } as const;

describe('the food-safety check, row by row (docs/product.md §11)', () => {
  it.each<[string, number, SafetyVerdict, Partial<SafetyAnswers>]>([
    ['hygienic handling not confirmed', 1, 'reject', { hygienicHandling: false }],
    ['donation agreement not confirmed', 1, 'reject', { donationAgreement: false }],
    ['mold', 2, 'reject', { spoilageIndicators: ['mold'] }],
    ['leaking packaging', 2, 'reject', { spoilageIndicators: ['leaking_packaging'] }],
    ['partially eaten', 3, 'reject', { handlingStatus: 'partially_eaten' }],
    [
      'publicly served, not sealed',
      4,
      'reject',
      { handlingStatus: 'publicly_served', isSealed: false },
    ],
    ['publicly served, sealed', 5, 'review', { handlingStatus: 'publicly_served', isSealed: true }],
    ['a reheated cooked meal', 6, 'reject', { ...cooked, handlingStatus: 'reheated' }],
    ...(['today', 'one_to_three_days', 'more_than_three_days', 'unknown'] as const).map(
      (preparationTime): [string, number, SafetyVerdict, Partial<SafetyAnswers>] => [
        `a cooked meal at room temperature, prepared ${preparationTime}`,
        7,
        'reject',
        { ...cooked, storageMethod: 'room_temperature', preparationTime },
      ],
    ),
    [
      'a cooked meal at room temperature, within 2 hours',
      8,
      'review',
      { ...cooked, storageMethod: 'room_temperature', preparationTime: 'within_2_hours' },
    ],
    [
      'a cooked meal stored in an unknown way',
      9,
      'reject',
      { ...cooked, storageMethod: 'unknown' },
    ],
    [
      'a cooked meal refrigerated more than 3 days',
      10,
      'reject',
      { ...cooked, preparationTime: 'more_than_three_days' },
    ],
    [
      'a cooked meal refrigerated since unknown',
      10,
      'reject',
      { ...cooked, preparationTime: 'unknown' },
    ],
    [
      'a cooked meal refrigerated 1–3 days',
      11,
      'review',
      { ...cooked, preparationTime: 'one_to_three_days' },
    ],
    [
      'a refrigerated restaurant meal from today',
      12,
      'pass',
      { ...cooked, foodSource: 'restaurant' },
    ],
    [
      'a frozen store-bought meal within 2 hours',
      12,
      'pass',
      {
        ...cooked,
        foodSource: 'store_bought',
        storageMethod: 'frozen',
        preparationTime: 'within_2_hours',
      },
    ],
    [
      'a refrigerated homemade meal from today',
      13,
      'review',
      { ...cooked, foodSource: 'homemade' },
    ],
    [
      'a cooked meal frozen more than 3 days',
      14,
      'review',
      { ...cooked, storageMethod: 'frozen', preparationTime: 'more_than_three_days' },
    ],
    ['untouched fresh produce', 15, 'pass', {}],
    [
      'a sealed, untouched, store-bought packaged item',
      16,
      'pass',
      { foodType: 'packaged_item', foodSource: 'store_bought' },
    ],
    ['an open packaged item', 17, 'review', { foodType: 'packaged_item', isSealed: false }],
    [
      'a packaged item of unknown date',
      17,
      'review',
      { foodType: 'packaged_item', foodSource: 'store_bought', preparationTime: 'unknown' },
    ],
    ['baked goods from today', 18, 'pass', { foodType: 'baked_goods' }],
    [
      'baked goods of 1–3 days',
      19,
      'review',
      { foodType: 'baked_goods', preparationTime: 'one_to_three_days' },
    ],
    [
      'baked goods of more than 3 days',
      19,
      'review',
      { foodType: 'baked_goods', preparationTime: 'more_than_three_days' },
    ],
    ['food of type other', 20, 'review', { foodType: 'other' }],
    ['a use-by date in the past', 21, 'reject', { dateLabel: { kind: 'use_by', date: yesterday } }],
    [
      'a best-before date in the past',
      21,
      'review',
      { dateLabel: { kind: 'best_before', date: yesterday } },
    ],
  ])('%s: row %i gives %s', (_, rule, verdict, changes) => {
    const result = check(changes);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.rule)).toContain(rule);
    expect(result.reasons.find((r) => r.rule === rule)?.verdict).toBe(verdict);
  });

  it('names every spoilage sign found in one reason', () => {
    const result = check({ spoilageIndicators: ['no_spoilage', 'mold', 'bad_smell'] });
    const spoilage = result.reasons.filter((r) => r.rule === 2);
    expect(spoilage).toHaveLength(1);
    expect(spoilage[0]?.message).toContain('mold');
    expect(spoilage[0]?.message).toContain('bad smell');
    expect(spoilage[0]?.message).not.toContain('discoloration');
  });

  it('names the confirmation that is missing', () => {
    expect(check({ donationAgreement: false }).reasons[0]?.message).toMatch(
      /^Not confirmed: the donation agreement\./,
    );
    expect(
      check({ hygienicHandling: false, donationAgreement: false }).reasons[0]?.message,
    ).toMatch(/^Not confirmed: hygienic handling and the donation agreement\./);
  });

  it('treats a date on the label equal to today as not past', () => {
    expect(rulesOf({ dateLabel: { kind: 'use_by', date: today } })).toEqual([15]);
    expect(rulesOf({ dateLabel: { kind: 'best_before', date: today } })).toEqual([15]);
    expect(rulesOf({ dateLabel: { kind: 'use_by', date: '2026-12-01' } })).toEqual([15]);
  });

  it('gives a pass its own reason, so the donor sees why', () => {
    const result = check({});
    expect(result).toMatchObject({ verdict: 'pass', ruleVersion: SAFETY_RULE_VERSION });
    expect(result.reasons).toEqual([{ rule: 15, verdict: 'pass', message: expect.any(String) }]);
  });
});

describe('the strictest matching row wins', () => {
  it('rejects a passing item with a past use-by date, keeping both reasons', () => {
    const result = check({ dateLabel: { kind: 'use_by', date: yesterday } });
    expect(result.verdict).toBe('reject');
    expect(result.reasons.map((r) => [r.rule, r.verdict])).toEqual([
      [15, 'pass'],
      [21, 'reject'],
    ]);
  });

  it('rejects an open packaged item that shows mold, keeping both reasons', () => {
    const result = check({
      foodType: 'packaged_item',
      isSealed: false,
      spoilageIndicators: ['mold'],
    });
    expect(result.verdict).toBe('reject');
    expect(result.reasons.map((r) => [r.rule, r.verdict])).toEqual([
      [2, 'reject'],
      [17, 'review'],
    ]);
  });

  it('sends a passing item with a past best-before date to review', () => {
    const result = check({
      foodType: 'baked_goods',
      dateLabel: { kind: 'best_before', date: yesterday },
    });
    expect(result.verdict).toBe('review');
    expect(result.reasons.map((r) => r.rule)).toEqual([18, 21]);
  });
});

describe('answers no row covers', () => {
  it.each<[string, Partial<SafetyAnswers>]>([
    ['a sealed homemade packaged item', { foodType: 'packaged_item', foodSource: 'homemade' }],
    [
      'a frozen cooked meal of 1–3 days',
      { ...cooked, storageMethod: 'frozen', preparationTime: 'one_to_three_days' },
    ],
    [
      'a frozen cooked meal of unknown age',
      { ...cooked, storageMethod: 'frozen', preparationTime: 'unknown' },
    ],
    ['baked goods of unknown age', { foodType: 'baked_goods', preparationTime: 'unknown' }],
    ['reheated fresh produce', { handlingStatus: 'reheated' }],
  ])('%s goes to review with the fallback reason', (_, changes) => {
    const result = check(changes);
    expect(result.verdict).toBe('review');
    expect(result.reasons.map((r) => r.rule)).toEqual([NOT_COVERED_RULE]);
  });
});

describe('allergens', () => {
  it('are carried through for takers without "none"', () => {
    expect(check({ allergens: ['sesame', 'none', 'dairy'] }).allergens).toEqual([
      'sesame',
      'dairy',
    ]);
    expect(check({ allergens: ['none'] }).allergens).toEqual([]);
  });
});

const isoDate = fc
  .date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const anyAnswers: fc.Arbitrary<SafetyAnswers> = fc.record({
  foodType: fc.constantFrom(...FOOD_TYPES),
  foodSource: fc.constantFrom(...FOOD_SOURCES),
  preparationTime: fc.constantFrom(...PREPARATION_TIMES),
  storageMethod: fc.constantFrom(...STORAGE_METHODS),
  isSealed: fc.boolean(),
  allergens: fc.subarray([...ALLERGENS]),
  handlingStatus: fc.constantFrom(...HANDLING_STATUSES),
  spoilageIndicators: fc.subarray([...SPOILAGE_INDICATORS]),
  hygienicHandling: fc.boolean(),
  donationAgreement: fc.boolean(),
  dateLabel: fc.option(
    fc.record({ kind: fc.constantFrom('use_by', 'best_before'), date: isoDate }),
    { nil: undefined },
  ),
});
const anyContext = isoDate.map((date) => ({ today: date }));

const STRICTNESS: SafetyVerdict[] = ['pass', 'review', 'reject'];

describe('for any answers', () => {
  it('allergens never change the verdict or the reasons', () => {
    fc.assert(
      fc.property(
        anyAnswers,
        fc.subarray([...ALLERGENS]),
        anyContext,
        (answers, allergens, ctx) => {
          const before = checkFoodSafety(answers, ctx);
          const after = checkFoodSafety({ ...answers, allergens }, ctx);
          expect(after.verdict).toBe(before.verdict);
          expect(after.reasons).toEqual(before.reasons);
        },
      ),
    );
  });

  it('gives at least one reason, and the verdict is the strictest of them', () => {
    fc.assert(
      fc.property(anyAnswers, anyContext, (answers, ctx) => {
        const { verdict, reasons } = checkFoodSafety(answers, ctx);
        expect(reasons.length).toBeGreaterThan(0);
        const strictest = Math.max(...reasons.map((r) => STRICTNESS.indexOf(r.verdict)));
        expect(verdict).toBe(STRICTNESS[strictest]);
      }),
    );
  });

  it('falls back to review only when no row matched', () => {
    fc.assert(
      fc.property(anyAnswers, anyContext, (answers, ctx) => {
        const rules = checkFoodSafety(answers, ctx).reasons.map((r) => r.rule);
        if (rules.includes(NOT_COVERED_RULE)) expect(rules).toEqual([NOT_COVERED_RULE]);
      }),
    );
  });

  it('rejects any spoilage sign or a missing confirmation', () => {
    fc.assert(
      fc.property(anyAnswers, anyContext, (answers, ctx) => {
        const spoiled = answers.spoilageIndicators.some((sign) => sign !== 'no_spoilage');
        const unconfirmed = !answers.hygienicHandling || !answers.donationAgreement;
        fc.pre(spoiled || unconfirmed);
        expect(checkFoodSafety(answers, ctx).verdict).toBe('reject');
      }),
    );
  });

  it('gives the same result every time', () => {
    fc.assert(
      fc.property(anyAnswers, anyContext, (answers, ctx) => {
        expect(checkFoodSafety(answers, ctx)).toEqual(
          checkFoodSafety(structuredClone(answers), ctx),
        );
      }),
    );
  });
});

describe('the verdict labels', () => {
  it('name each verdict for a person', () => {
    expect(SAFETY_VERDICT_LABELS).toEqual({
      pass: 'Passed the safety check',
      review: 'Waiting for a safety review',
      reject: 'Rejected for safety',
    });
  });
});

describe('the date in the UAE', () => {
  it('is already tomorrow from 20:00 UTC (Dubai is UTC+4)', () => {
    expect(uaeToday(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22');
  });

  it('is still today one second before 20:00 UTC', () => {
    expect(uaeToday(new Date('2026-11-21T19:59:59Z'))).toBe('2026-11-21');
  });
});
