import { z } from 'zod';
import { methodologyIdSchema } from './impact-methodology-id';

/**
 * The landing page's figures: the platform's food rescued and CO2e avoided (current method).
 * Apart from the reports, so the first page a visitor loads carries no methodology tables.
 */
export const platformImpactSchema = z.object({
  methodology: methodologyIdSchema,
  kgRescued: z.number(),
  co2eKg: z.number(),
  meals: z.number().int(),
});
export type PlatformImpact = z.infer<typeof platformImpactSchema>;
