import { z } from 'zod';
import { CURRENT_METHODOLOGY_ID, methodologyIdSchema } from './impact-methodology';

/**
 * GET /api/impact/report and GET /api/my-impact: figures traceable to the event log. Exact
 * figures are whole grams, milligrams of CO2e, microlitres of water and fils; the kilograms,
 * litres and dirhams beside them are the same sums in those units, never rounded (kilograms to
 * the gram): only a screen rounds, for reading.
 */
export const IMPACT_GROUPINGS = [
  'month',
  'week',
  'category',
  'emirate',
  'donorType',
  'donor',
  'destination',
  'cause',
] as const;
export const IMPACT_GROUPING_MESSAGES = {
  unknown: `Group by one of: ${IMPACT_GROUPINGS.join(', ')}`,
} as const;
export const impactGroupingSchema = z.enum(IMPACT_GROUPINGS, {
  error: IMPACT_GROUPING_MESSAGES.unknown,
});
export type ImpactGrouping = z.infer<typeof impactGroupingSchema>;

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD, for example 2026-03-31';
const AS_OF_MESSAGE =
  'Enter the as-of instant as a date (YYYY-MM-DD, the end of that day in the UAE) or an ISO date and time';

const day = z.iso.date({ error: DATE_MESSAGE });

/** A day in the UAE (UTC+4, no daylight saving) ends at 20:00 UTC. */
export const UAE_OFFSET = '+04:00';

/** The instant a date or date-time names: a date is the last moment of that day in the UAE. */
export function asOfInstant(asOf: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    return new Date(new Date(`${asOf}T00:00:00${UAE_OFFSET}`).getTime() + 86_400_000 - 1);
  }
  return new Date(asOf);
}

/** The day (YYYY-MM-DD) an instant falls on in the UAE. */
export function uaeDay(instant: Date | string): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + 4 * 3_600_000).toISOString().slice(0, 10);
}

export const impactQuerySchema = z
  .object({
    /** First day counted (UAE), inclusive. */
    from: day.optional(),
    /** Last day counted (UAE), inclusive. */
    to: day.optional(),
    /** The log as it stood then: events recorded later are left out. Absent: now. */
    asOf: z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: AS_OF_MESSAGE })
      .optional(),
    groupBy: impactGroupingSchema.default('month'),
    methodology: methodologyIdSchema.default(CURRENT_METHODOLOGY_ID),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The last day must not be before the first day',
  });
export type ImpactQuery = z.input<typeof impactQuerySchema>;

/** Whole units, summed exactly. */
export const impactExactSchema = z.object({
  gramsMeasured: z.number().int(),
  gramsDeclared: z.number().int(),
  gramsEstimated: z.number().int(),
  gramsRescued: z.number().int(),
  gramsOffered: z.number().int(),
  gramsNotRescued: z.number().int(),
  co2eMilligrams: z.number().int(),
  /** Null where the methodology has no water factor. */
  waterMicrolitres: z.number().int().nullable(),
  revenueFils: z.number().int(),
  feeFils: z.number().int(),
});
export type ImpactExact = z.infer<typeof impactExactSchema>;

export const impactFiguresSchema = z.object({
  kgMeasured: z.number(),
  kgDeclared: z.number(),
  kgEstimated: z.number(),
  kgRescued: z.number(),
  meals: z.number().int(),
  co2eKg: z.number(),
  waterLitres: z.number().nullable(),
  kgOffered: z.number(),
  /** Offered, then expired or withdrawn (or taken down) without changing hands. */
  kgNotRescued: z.number(),
  itemsOffered: z.number().int(),
  itemsRescued: z.number().int(),
  itemsNotRescued: z.number().int(),
  /** Rescued ÷ offered kilograms, 0 to 1 (measured weights can take it above 1); null: none. */
  rescueRate: z.number().nullable(),
  donors: z.number().int(),
  takers: z.number().int(),
  /** AED recovered by sellers, and the platform's fee on it ("12.50"). */
  revenueAed: z.string(),
  feeAed: z.string(),
  exact: impactExactSchema,
});
export type ImpactFigures = z.infer<typeof impactFiguresSchema>;

export const impactRowSchema = impactFiguresSchema.extend({
  /** The group: '2026-03', '2026-W09', 'prepared_meals', 'dubai', 'restaurant', a donor id. */
  key: z.string(),
  label: z.string(),
});
export type ImpactRow = z.infer<typeof impactRowSchema>;

export const impactReportSchema = z.object({
  methodology: z.object({ id: methodologyIdSchema, title: z.string() }),
  /** The instant the log was read as of (ISO). */
  asOf: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  groupBy: impactGroupingSchema,
  rows: z.array(impactRowSchema),
  totals: impactFiguresSchema,
});
export type ImpactReport = z.infer<typeof impactReportSchema>;

export { type PlatformImpact, platformImpactSchema } from './impact-platform';

/** POST /api/impact/rebuilds and its progress. */
export const impactRebuildPayloadSchema = z.object({ methodology: methodologyIdSchema });
export const IMPACT_REBUILD_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const impactRebuildSchema = z.object({
  id: z.string().uuid(),
  methodology: methodologyIdSchema,
  status: z.enum(IMPACT_REBUILD_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  eventsPerSecond: z.number(),
  /** Null until a rate is known, 0 once done. */
  secondsLeft: z.number().nullable(),
  error: z.string().nullable(),
});
export type ImpactRebuild = z.infer<typeof impactRebuildSchema>;
