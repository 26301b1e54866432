import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES } from './enums';
import { V2_CATEGORY_MIXES } from './impact-factors';
import {
  CURRENT_METHODOLOGY_ID,
  co2eKgForDisplay,
  co2eKgFromMilligrams,
  co2eMilligrams,
  estimatedGrams,
  findFactor,
  gramsFromKg,
  impactMethodologySchema,
  kgForDisplay,
  kgFromGrams,
  litresFromMicrolitres,
  METHODOLOGIES,
  mealsFromGrams,
  methodologyById,
  servingsCount,
  waterLitresForDisplay,
  waterMicrolitres,
  weighFood,
} from './impact-methodology';

const v1 = methodologyById('v1');
const v2 = methodologyById('v2');

describe('the published methodologies', () => {
  it('lists v1 and v2, each valid against the schema the API serves', () => {
    expect(METHODOLOGIES.map((methodology) => methodology.id)).toEqual(['v1', 'v2']);
    for (const methodology of METHODOLOGIES) {
      expect(impactMethodologySchema.parse(methodology)).toEqual(methodology);
    }
  });

  it('reports with v1 unless asked for another version', () => {
    expect(methodologyById(CURRENT_METHODOLOGY_ID)).toBe(v1);
  });

  it.each(
    METHODOLOGIES.flatMap((methodology) =>
      FOOD_CATEGORIES.map((category) => ({ methodology, category })),
    ),
  )(
    '$methodology.id has a CO2e factor and a default weight for $category',
    ({ methodology, category }) => {
      expect(findFactor(methodology, 'co2e_per_kg', category)).toBeDefined();
      expect(findFactor(methodology, 'default_weight', category)).toBeDefined();
    },
  );

  it('names a source for every factor that is not a stated assumption', () => {
    for (const { factors } of METHODOLOGIES) {
      for (const factor of factors) {
        if (factor.sources.length === 0) expect(factor.derivation).toMatch(/^Assumed/);
        for (const source of factor.sources) expect(source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('gives water only where the source does: in v2, not in v1', () => {
    expect(waterMicrolitres(1_000, 'dairy', v1)).toBeNull();
    expect(waterMicrolitres(1_000, 'dairy', v2)).toBe(1_623_600_000);
  });
});

describe('v1: 0.42 kg a meal, 2.5 kg CO2e a kilogram', () => {
  it.each([
    [0.42, 1, 1_050_000, 1.1],
    [10, 24, 25_000_000, 25],
    [12.5, 30, 31_250_000, 31.3],
    [1_000, 2_381, 2_500_000_000, 2_500],
  ])('%d kg make %d meals and avoid %d mg CO2e (%d kg shown)', (kg, meals, mg, shown) => {
    const grams = gramsFromKg(kg);
    expect(mealsFromGrams(grams, v1)).toBe(meals);
    for (const category of FOOD_CATEGORIES) expect(co2eMilligrams(grams, category, v1)).toBe(mg);
    expect(co2eKgForDisplay(mg)).toBe(shown);
  });

  it('rounds meals half up, from the summed weight', () => {
    expect(mealsFromGrams(209, v1)).toBe(0);
    expect(mealsFromGrams(210, v1)).toBe(1);
    expect(mealsFromGrams(3 * 210, v1)).toBe(2);
  });
});

describe('v2: factors per category from Poore & Nemecek (2018)', () => {
  it.each([
    ['fresh_produce', 832, 158_480],
    ['prepared_meals', 3_949, 832_850],
    ['packaged_goods', 2_641, 1_082_670],
    ['bakery_items', 1_570, 647_500],
    ['dairy', 7_296, 1_623_600],
    ['frozen', 4_578, 489_000],
  ] as const)('a kilogram of %s: %d g CO2e and %d mL of freshwater', (category, co2e, water) => {
    expect(co2eMilligrams(1_000, category, v2)).toBe(co2e * 1_000);
    expect(waterMicrolitres(1_000, category, v2)).toBe(water * 1_000);
    expect(findFactor(v2, 'co2e_per_kg', category)?.value).toBe(co2e);
    expect(findFactor(v2, 'water_per_kg', category)?.value).toBe(water);
  });

  it.each(FOOD_CATEGORIES)('mixes %s from shares adding up to 100%%', (category) => {
    const parts = V2_CATEGORY_MIXES[category].parts;
    expect(parts.reduce((sum, { percent }) => sum + percent, 0)).toBe(100);
  });

  it('derives 2.5 kg of dairy: 18.24 kg CO2e and 4,059 L of water', () => {
    const grams = gramsFromKg(2.5);
    expect(co2eMilligrams(grams, 'dairy', v2)).toBe(18_240_000);
    expect(co2eKgForDisplay(co2eMilligrams(grams, 'dairy', v2))).toBe(18.2);
    expect(waterLitresForDisplay(waterMicrolitres(grams, 'dairy', v2) ?? 0)).toBe(4_059);
  });

  it('counts meals as v1 does', () => {
    expect(mealsFromGrams(1_000_000, v2)).toBe(2_381);
  });
});

describe('switching methodology', () => {
  it.each(FOOD_CATEGORIES)(
    'changes the CO2e of 10 kg of %s by the ratio of the factors',
    (category) => {
      const grams = 10_000;
      const v2Factor = findFactor(v2, 'co2e_per_kg', category)?.value ?? 0;
      expect(co2eMilligrams(grams, category, v1)).toBe(25_000_000);
      expect(co2eMilligrams(grams, category, v2)).toBe(v2Factor * 10_000);
      expect(co2eMilligrams(grams, category, v2) * 2_500).toBe(
        co2eMilligrams(grams, category, v1) * v2Factor,
      );
    },
  );

  it('turns 10 kg of dairy from 25.0 kg CO2e (v1) into 73.0 kg (v2)', () => {
    expect(co2eKgForDisplay(co2eMilligrams(10_000, 'dairy', v1))).toBe(25);
    expect(co2eKgForDisplay(co2eMilligrams(10_000, 'dairy', v2))).toBe(73);
  });

  it('keeps sums exact: the CO2e of a total equals the total of the CO2e', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 50, max: 1_000_000 }), { maxLength: 50 }),
        fc.constantFrom(...FOOD_CATEGORIES),
        (weights, category) => {
          const total = weights.reduce((sum, grams) => sum + grams, 0);
          const summed = weights.reduce(
            (sum, grams) => sum + co2eMilligrams(grams, category, v2),
            0,
          );
          expect(summed).toBe(co2eMilligrams(total, category, v2));
        },
      ),
    );
  });
});

describe('weighing an item', () => {
  it('takes the weight measured at handover first, then the declared one', () => {
    const item = { measuredKg: 2.345, declaredKg: 3, servings: '4', category: 'dairy' } as const;
    expect(weighFood(item, v1)).toEqual({ grams: 2_345, basis: 'measured' });
    expect(weighFood({ ...item, measuredKg: null }, v1)).toEqual({
      grams: 3_000,
      basis: 'declared',
    });
    expect(weighFood({ ...item, measuredKg: 0, declaredKg: Number.NaN }, v1)).toEqual({
      grams: 1_680,
      basis: 'estimated',
    });
  });

  it('reads kilograms as typed into whole grams', () => {
    expect(gramsFromKg(0.05)).toBe(50);
    expect(gramsFromKg(1.005)).toBe(1_005);
    expect(gramsFromKg(0.1 + 0.2)).toBe(300);
  });

  it.each([
    ['4', 4],
    ['4 people', 4],
    ['Serves 6', 6],
    ['  12 portions', 12],
    ['2-3 people', 2],
    ['٤', 4],
    ['٤ أشخاص', 4],
    ['يكفي ١٢ شخصاً', 12],
    ['۸ نفر', 8],
    ['1000', 1_000],
  ])('counts %j as %d servings', (text, count) => {
    expect(servingsCount(text)).toBe(count);
  });

  it.each([null, undefined, '', 'a few', 'lots', '0', '٠', '1001', '99999999999999999999'])(
    'finds no servings in %j',
    (text) => {
      expect(servingsCount(text)).toBeNull();
    },
  );

  it('estimates servings × 0.42 kg when servings are given', () => {
    expect(estimatedGrams({ servings: 'Serves 6', category: 'bakery_items' }, v1)).toBe(2_520);
    expect(estimatedGrams({ servings: '١٠ وجبات', category: 'frozen' }, v2)).toBe(4_200);
  });

  it.each([
    ['fresh_produce', 1_000],
    ['prepared_meals', 420],
    ['packaged_goods', 500],
    ['bakery_items', 400],
    ['dairy', 1_000],
    ['frozen', 1_000],
  ] as const)('estimates %s without servings at its default of %d g', (category, grams) => {
    for (const methodology of METHODOLOGIES) {
      expect(weighFood({ servings: 'a few', category }, methodology)).toEqual({
        grams,
        basis: 'estimated',
      });
    }
  });
});

describe('exact figures', () => {
  it('gives kilograms to the gram and CO2e to the milligram, unrounded', () => {
    expect(kgFromGrams(3_250)).toBe(3.25);
    expect(co2eKgFromMilligrams(2_500)).toBe(0.0025);
    expect(litresFromMicrolitres(1_499_999)).toBe(1.499999);
  });
});

describe('display rounding', () => {
  it('rounds half up only when shown', () => {
    expect(kgForDisplay(1_249)).toBe(1.2);
    expect(kgForDisplay(1_250)).toBe(1.3);
    expect(co2eKgForDisplay(1_049_999)).toBe(1);
    expect(co2eKgForDisplay(1_050_000)).toBe(1.1);
    expect(waterLitresForDisplay(1_499_999)).toBe(1);
    expect(waterLitresForDisplay(1_500_000)).toBe(2);
  });
});
