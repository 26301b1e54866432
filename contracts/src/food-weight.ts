import { z } from 'zod';
import type { UserRole } from './enums';

/** The approximate weight a donor gives for a listing, and confirms (weighed) at handover. */
export const WEIGHT_KG = { min: 0.05, max: 1_000 } as const;

export const WEIGHT_MESSAGES = {
  invalid: 'Enter the weight in kg, from 0.05 to 1000 (for example 2.5)',
  required: 'Enter the approximate weight in kg: businesses report it for their ESG figures',
} as const;

/** Kilograms, as a number input or text sends them, kept to the gram. */
export const weightKgSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: WEIGHT_MESSAGES.invalid })
    .min(WEIGHT_KG.min, WEIGHT_MESSAGES.invalid)
    .max(WEIGHT_KG.max, WEIGHT_MESSAGES.invalid)
    // Counted in whole grams from here on: 2.5004 kg is 2,500 g.
    .transform((kg) => Math.round(kg * 1000) / 1000)
    .optional(),
);

/** Restaurants and grocery stores report their surplus by weight; individuals may. */
export const WEIGHED_ROLES = ['restaurant', 'grocery_store'] as const satisfies readonly UserRole[];

/** Whether a listing must carry a weight: a business's listing, or any marketplace offer. */
export function weightRequired(role: UserRole | null, isMarketplace: boolean): boolean {
  return isMarketplace || (role !== null && (WEIGHED_ROLES as readonly UserRole[]).includes(role));
}
