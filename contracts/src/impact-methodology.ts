import { z } from 'zod';
import type { FoodCategory } from './enums';
import {
  type ImpactFactor,
  type ImpactQuantity,
  impactFactorSchema,
  V1_FACTORS,
  V2_FACTORS,
} from './impact-factors';
import { type MethodologyId, methodologyIdSchema } from './impact-methodology-id';

export {
  CURRENT_METHODOLOGY_ID,
  METHODOLOGY_IDS,
  type MethodologyId,
  methodologyIdSchema,
} from './impact-methodology-id';

/**
 * How impact is counted, versioned so that a report names the version it used and can be
 * reproduced. A published version never changes: a new figure makes a new version.
 *
 * Arithmetic: food is counted in whole grams, CO2e in whole milligrams (grams of food × grams of
 * CO2e per kilogram), water in whole microlitres (grams × millilitres per kilogram). Every figure
 * is a product of whole numbers, so sums over any grouping are exact; rounding happens once, for
 * display, on the sum (kg and CO2e to 0.1 kg, water to the litre, meals to the whole meal).
 */

export const impactMethodologySchema = z.object({
  id: methodologyIdSchema,
  title: z.string(),
  published: z.iso.date(),
  description: z.string(),
  factors: z.array(impactFactorSchema),
});
export type ImpactMethodology = z.infer<typeof impactMethodologySchema>;

export const METHODOLOGIES: readonly ImpactMethodology[] = [
  {
    id: 'v1',
    title: 'One factor for all food',
    published: '2026-11-23',
    description:
      'Every kilogram rescued avoids the average footprint of wasted food worldwide (FAO 2013), and 0.42 kg makes a meal (WRAP). Simple and comparable with other food-rescue reports; it ignores what the food is. No water figure.',
    factors: [...V1_FACTORS],
  },
  {
    id: 'v2',
    title: 'Factors per food category',
    published: '2026-11-23',
    description:
      "Each category's greenhouse gases and freshwater withdrawals per kilogram, from the global means of Poore & Nemecek (2018), farm to retail. Each category is a stated mix of their products. Emissions of disposal (landfill methane) are not counted. Meals as in v1.",
    factors: [...V2_FACTORS],
  },
];

export function methodologyById(id: MethodologyId): ImpactMethodology {
  const methodology = METHODOLOGIES.find((candidate) => candidate.id === id);
  if (!methodology) throw new Error(`No impact methodology ${id}`);
  return methodology;
}

/** The factor for a category: its own if the version has one, else the one for all food. */
export function findFactor(
  methodology: ImpactMethodology,
  quantity: ImpactQuantity,
  category: FoodCategory | null,
): ImpactFactor | undefined {
  const ofQuantity = methodology.factors.filter((factor) => factor.quantity === quantity);
  return (
    ofQuantity.find((factor) => factor.category === category) ??
    ofQuantity.find((factor) => factor.category === null)
  );
}

function requiredFactor(
  methodology: ImpactMethodology,
  quantity: ImpactQuantity,
  category: FoodCategory | null,
): number {
  const factor = findFactor(methodology, quantity, category);
  if (!factor) throw new Error(`Methodology ${methodology.id} has no ${quantity} factor`);
  return factor.value;
}

export const WEIGHT_BASES = ['measured', 'declared', 'estimated'] as const;
export const weightBasisSchema = z.enum(WEIGHT_BASES);
/** Weighed at handover, declared on the listing, or estimated by the methodology. */
export type WeightBasis = z.infer<typeof weightBasisSchema>;

export interface WeighedFood {
  grams: number;
  basis: WeightBasis;
}

/** Kilograms as typed (up to three decimals) to whole grams. */
export function gramsFromKg(kg: number): number {
  return Math.round(kg * 1000);
}

/** Servings beyond this are more likely a typo or a phone number than a count. */
export const MAX_ESTIMATED_SERVINGS = 1_000;

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * The number of servings in free text ("4", "4 people", "Serves 6", "٤ أشخاص"): the first whole
 * number written, in Western or Arabic-Indic digits. Null when there is none, or when it is 0 or
 * above MAX_ESTIMATED_SERVINGS.
 */
export function servingsCount(servings: string | null | undefined): number | null {
  if (!servings) return null;
  const western = servings.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero =
      code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
  const digits = /\d+/.exec(western);
  if (!digits) return null;
  const count = Number(digits[0]);
  return count >= 1 && count <= MAX_ESTIMATED_SERVINGS ? count : null;
}

/** An item recorded without a weight: servings × the meal weight, else the category default. */
export function estimatedGrams(
  item: { servings?: string | null; category: FoodCategory },
  methodology: ImpactMethodology,
): number {
  const servings = servingsCount(item.servings);
  if (servings !== null) return servings * requiredFactor(methodology, 'meal_weight', null);
  return requiredFactor(methodology, 'default_weight', item.category);
}

function isWeight(kg: number | null | undefined): kg is number {
  return typeof kg === 'number' && Number.isFinite(kg) && kg > 0;
}

/** The weight that counts for an item: measured, else declared, else estimated. */
export function weighFood(
  item: {
    measuredKg?: number | null;
    declaredKg?: number | null;
    servings?: string | null;
    category: FoodCategory;
  },
  methodology: ImpactMethodology,
): WeighedFood {
  if (isWeight(item.measuredKg)) return { grams: gramsFromKg(item.measuredKg), basis: 'measured' };
  if (isWeight(item.declaredKg)) return { grams: gramsFromKg(item.declaredKg), basis: 'declared' };
  return { grams: estimatedGrams(item, methodology), basis: 'estimated' };
}

/** Meal equivalents of a (summed) weight, rounded half up to whole meals. */
export function mealsFromGrams(grams: number, methodology: ImpactMethodology): number {
  return Math.round(grams / requiredFactor(methodology, 'meal_weight', null));
}

/** CO2e avoided by this much food of this category, in whole milligrams. */
export function co2eMilligrams(
  grams: number,
  category: FoodCategory,
  methodology: ImpactMethodology,
): number {
  return grams * requiredFactor(methodology, 'co2e_per_kg', category);
}

/** Freshwater withdrawals of this food, in whole microlitres; null where the version has none. */
export function waterMicrolitres(
  grams: number,
  category: FoodCategory,
  methodology: ImpactMethodology,
): number | null {
  const factor = findFactor(methodology, 'water_per_kg', category);
  return factor ? grams * factor.value : null;
}

/**
 * Exact figures as the API, CSV and PDF give them (docs/product.md §13): kilograms to the gram
 * (three decimals), CO2e and water to the milligram and microlitre. Nothing is rounded here; a
 * screen rounds for reading.
 */
export function kgFromGrams(grams: number): number {
  return grams / 1_000;
}
export function co2eKgFromMilligrams(milligrams: number): number {
  return milligrams / 1_000_000;
}
export function litresFromMicrolitres(microlitres: number): number {
  return microlitres / 1_000_000;
}

/** Grams to kilograms rounded half up to 0.1 kg, for display only. */
export function kgForDisplay(grams: number): number {
  return Math.round(grams / 100) / 10;
}

/** Milligrams of CO2e to kilograms rounded half up to 0.1 kg, for display only. */
export function co2eKgForDisplay(milligrams: number): number {
  return Math.round(milligrams / 100_000) / 10;
}

/** Microlitres to whole litres rounded half up, for display only. */
export function waterLitresForDisplay(microlitres: number): number {
  return Math.round(microlitres / 1_000_000);
}
