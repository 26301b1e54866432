import { z } from 'zod';

/**
 * The names of the impact methodologies, apart from their factors and sources (see
 * impact-methodology.ts), so that a page showing the platform's figures loads only these.
 */
export const METHODOLOGY_IDS = ['v1', 'v2'] as const;
export const METHODOLOGY_ID_MESSAGES = {
  unknown: `Choose a methodology: ${METHODOLOGY_IDS.join(' or ')}`,
} as const;
export const methodologyIdSchema = z.enum(METHODOLOGY_IDS, {
  error: METHODOLOGY_ID_MESSAGES.unknown,
});
export type MethodologyId = z.infer<typeof methodologyIdSchema>;

/** The version reports use unless asked for another. */
export const CURRENT_METHODOLOGY_ID: MethodologyId = 'v1';
