import { z } from 'zod';
import { FOOD_CATEGORIES, type FoodCategory, foodCategorySchema } from './enums';
import {
  FAO_FOOD_WASTAGE_2013,
  impactSourceSchema,
  POORE_NEMECEK_2018,
  POORE_NEMECEK_PRODUCTS,
  type PooreNemecekProduct,
  WRAP_MEAL_2018,
} from './impact-sources';

/**
 * A factor is always a whole number in a small unit so that sums stay exact: grams of food,
 * grams of CO2e per kilogram of food, millilitres of freshwater per kilogram of food.
 */
export const impactFactorSchema = z.object({
  quantity: z.enum(['meal_weight', 'default_weight', 'co2e_per_kg', 'water_per_kg']),
  /** The food category it applies to; null when it applies to every category. */
  category: foodCategorySchema.nullable(),
  value: z.number().int().positive(),
  unit: z.enum(['g', 'g CO2e per kg', 'mL per kg']),
  meaning: z.string(),
  /** How the value follows from the sources, or that it is an assumption. */
  derivation: z.string(),
  /** Empty for an assumption that no published figure supports. */
  sources: z.array(impactSourceSchema),
});
export type ImpactFactor = z.infer<typeof impactFactorSchema>;
export type ImpactQuantity = ImpactFactor['quantity'];

const MEAL_WEIGHT: ImpactFactor = {
  quantity: 'meal_weight',
  category: null,
  value: 420,
  unit: 'g',
  meaning: 'One meal equivalent: kilograms of food divided by 0.42 give meals.',
  derivation: "WRAP's recommended 'average' meal for reporting redistributed food, taken as is.",
  sources: [WRAP_MEAL_2018],
};

/**
 * Weights for items recorded without one and without a number of servings. No published figure
 * gives the weight of "one listing"; these are one typical unit of each category. Estimated
 * kilograms are always reported apart from declared and measured ones.
 */
const DEFAULT_WEIGHTS: Record<FoodCategory, { grams: number; derivation: string }> = {
  fresh_produce: {
    grams: 1_000,
    derivation: 'Assumed: one kilogram, the unit produce is sold by.',
  },
  prepared_meals: { grams: 420, derivation: 'One meal equivalent (the meal weight).' },
  packaged_goods: { grams: 500, derivation: 'Assumed: one 500 g pack (rice, pasta, lentils).' },
  bakery_items: { grams: 400, derivation: 'Assumed: one loaf or bag of bread, about 400 g.' },
  dairy: { grams: 1_000, derivation: 'Assumed: one 1 L carton of milk or laban, about 1 kg.' },
  frozen: { grams: 1_000, derivation: 'Assumed: one 1 kg bag (chicken, vegetables, parathas).' },
};

const DEFAULT_WEIGHT_FACTORS: ImpactFactor[] = FOOD_CATEGORIES.map((category) => ({
  quantity: 'default_weight',
  category,
  value: DEFAULT_WEIGHTS[category].grams,
  unit: 'g',
  meaning:
    'Weight of an item recorded without a weight and without a number of servings (servings × the meal weight comes first).',
  derivation: DEFAULT_WEIGHTS[category].derivation,
  sources: category === 'prepared_meals' ? [WRAP_MEAL_2018] : [],
}));

export const V1_FACTORS: readonly ImpactFactor[] = [
  MEAL_WEIGHT,
  {
    quantity: 'co2e_per_kg',
    category: null,
    value: 2_500,
    unit: 'g CO2e per kg',
    meaning: 'Greenhouse gases avoided per kilogram of food rescued, whatever the food.',
    derivation:
      'FAO: 3.3 Gt CO2e for 1.3 Gt of food wasted = 2.54 kg per kg, used as 2.5 kg (2,500 g).',
    sources: [FAO_FOOD_WASTAGE_2013],
  },
  ...DEFAULT_WEIGHT_FACTORS,
];

interface CategoryMix {
  why: string;
  /** Shares of the category's weight, in whole percent adding up to 100. */
  parts: readonly { product: PooreNemecekProduct; percent: number }[];
}

/**
 * Each category as a mix, by weight, of Poore & Nemecek products. The mixes are ours: a stated
 * assumption about what is listed under each category here, not a published figure. The values
 * are per kilogram of product as sold; cooked food also holds cooking water, which this does
 * not take off.
 */
export const V2_CATEGORY_MIXES: Record<FoodCategory, CategoryMix> = {
  fresh_produce: {
    why: 'Equal shares of the five vegetable and five fruit products of the data set.',
    parts: [
      { product: 'Tomatoes', percent: 10 },
      { product: 'Onions & Leeks', percent: 10 },
      { product: 'Root Vegetables', percent: 10 },
      { product: 'Brassicas', percent: 10 },
      { product: 'Other Vegetables', percent: 10 },
      { product: 'Citrus Fruit', percent: 10 },
      { product: 'Bananas', percent: 10 },
      { product: 'Apples', percent: 10 },
      { product: 'Berries & Grapes', percent: 10 },
      { product: 'Other Fruit', percent: 10 },
    ],
  },
  prepared_meals: {
    why: 'A plate of rice and chicken with vegetables and bread.',
    parts: [
      { product: 'Rice', percent: 25 },
      { product: 'Poultry Meat', percent: 25 },
      { product: 'Other Vegetables', percent: 40 },
      { product: 'Wheat & Rye', percent: 10 },
    ],
  },
  packaged_goods: {
    why: 'Dry groceries: flour, pasta and cereals (wheat), rice, lentils and beans (pulses), sugar.',
    parts: [
      { product: 'Wheat & Rye', percent: 40 },
      { product: 'Rice', percent: 30 },
      { product: 'Other Pulses', percent: 20 },
      { product: 'Cane Sugar', percent: 10 },
    ],
  },
  bakery_items: {
    why: 'Bread and baked goods: the data set gives Wheat & Rye as bread.',
    parts: [{ product: 'Wheat & Rye', percent: 100 }],
  },
  dairy: {
    why: 'Milk, laban and yoghurt (counted as milk), with one part in five cheese.',
    parts: [
      { product: 'Milk', percent: 80 },
      { product: 'Cheese', percent: 20 },
    ],
  },
  frozen: {
    why: 'Frozen chicken, frozen vegetables, and frozen breads and pastries (parathas, samosas).',
    parts: [
      { product: 'Poultry Meat', percent: 40 },
      { product: 'Other Vegetables', percent: 30 },
      { product: 'Wheat & Rye', percent: 30 },
    ],
  },
};

type MixedValue = 'co2eGramsPerKg' | 'waterMillilitresPerKg';

/** The weighted mean of a mix, rounded half up to a whole gram or millilitre. */
export function mixValue(mix: CategoryMix, value: MixedValue): number {
  const hundredths = mix.parts.reduce(
    (sum, { product, percent }) => sum + percent * POORE_NEMECEK_PRODUCTS[product][value],
    0,
  );
  return Math.round(hundredths / 100);
}

function mixDerivation(mix: CategoryMix, value: MixedValue, unit: string): string {
  const terms = mix.parts.map(
    ({ product, percent }) =>
      `${percent}% ${product} (${POORE_NEMECEK_PRODUCTS[product][value].toLocaleString('en-US')})`,
  );
  return `Assumed mix: ${mix.why} ${terms.join(' + ')} = ${mixValue(mix, value).toLocaleString('en-US')} ${unit}.`;
}

export const V2_FACTORS: readonly ImpactFactor[] = [
  MEAL_WEIGHT,
  ...FOOD_CATEGORIES.map(
    (category): ImpactFactor => ({
      quantity: 'co2e_per_kg',
      category,
      value: mixValue(V2_CATEGORY_MIXES[category], 'co2eGramsPerKg'),
      unit: 'g CO2e per kg',
      meaning:
        'Greenhouse gases emitted to produce a kilogram of this food, avoided when it is eaten.',
      derivation: mixDerivation(V2_CATEGORY_MIXES[category], 'co2eGramsPerKg', 'g CO2e per kg'),
      sources: [POORE_NEMECEK_2018],
    }),
  ),
  ...FOOD_CATEGORIES.map(
    (category): ImpactFactor => ({
      quantity: 'water_per_kg',
      category,
      value: mixValue(V2_CATEGORY_MIXES[category], 'waterMillilitresPerKg'),
      unit: 'mL per kg',
      meaning: 'Freshwater withdrawn to produce a kilogram of this food.',
      derivation: mixDerivation(V2_CATEGORY_MIXES[category], 'waterMillilitresPerKg', 'mL per kg'),
      sources: [POORE_NEMECEK_2018],
    }),
  ),
  ...DEFAULT_WEIGHT_FACTORS,
];
