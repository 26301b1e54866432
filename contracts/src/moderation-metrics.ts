import { z } from 'zod';
import { UAE_OFFSET, uaeDay } from './impact-report';

/**
 * GET /api/moderation/metrics: the moderation team's figures for a period of days in the UAE
 * (docs/product.md §12, "Team metrics"), for moderators and analysts.
 */

/** The longest period one answer covers. */
export const METRICS_MAX_DAYS = 366;
/** The period when none is given: the last 30 days, today included. */
export const METRICS_DEFAULT_DAYS = 30;

export const MODERATION_METRICS_MESSAGES = {
  periodTooLong: `Choose a period of at most ${METRICS_MAX_DAYS} days: a later first day or an earlier last day`,
} as const;

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD, for example 2026-03-31';
const day = z.iso.date({ error: DATE_MESSAGE });

const DAY_MS = 86_400_000;

/** The instant a UAE day starts. */
export const dayStart = (date: string): Date => new Date(`${date}T00:00:00${UAE_OFFSET}`);

/** Whole days from the first day to the last, both counted. */
export const daysIn = (from: string, to: string): number =>
  Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1;

export const moderationMetricsQuerySchema = z
  .object({
    /** First day counted (UAE), inclusive. Absent: 29 days before the last. */
    from: day.optional(),
    /** Last day counted (UAE), inclusive. Absent: today. */
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The last day must not be before the first day',
  })
  .refine((query) => !query.from || !query.to || daysIn(query.from, query.to) <= METRICS_MAX_DAYS, {
    path: ['from'],
    message: MODERATION_METRICS_MESSAGES.periodTooLong,
  });
export type ModerationMetricsQuery = z.input<typeof moderationMetricsQuerySchema>;

/** The period a query names, its missing ends filled in as of `now`. */
export function metricsPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > uaeDay(now) ? query.from : uaeDay(now));
  const from =
    query.from ?? uaeDay(new Date(dayStart(to).getTime() - (METRICS_DEFAULT_DAYS - 1) * DAY_MS));
  return { from, to };
}

/** A decision a moderator records, as the metrics count it. */
export const METRIC_ACTIONS = [
  'approved',
  'rejected',
  'reports_dismissed',
  'taken_down',
  'appeal_upheld',
  'appeal_overturned',
] as const;
export type MetricAction = (typeof METRIC_ACTIONS)[number];

/** A share of a whole, 0 to 1; null when there is nothing to divide. */
const share = z.number().min(0).max(1).nullable();

export const moderationMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Queue lengths are sampled at the end of each hour for a period of 2 days or less, else each day. */
  bucket: z.enum(['hour', 'day']),
  /** Items waiting for a moderator at each sample instant (an item flagged and reported counts once). */
  queue: z.array(z.object({ at: z.string(), length: z.number().int() })),
  /** Minutes from a donation's flag to a moderator's decision, for the decisions of the period. */
  decisionTimes: z.object({
    decided: z.number().int(),
    medianMinutes: z.number().nullable(),
    p90Minutes: z.number().nullable(),
  }),
  /** Each moderator's decisions of the period, most first. */
  moderators: z.array(
    z.object({
      moderatorId: z.string(),
      name: z.string(),
      total: z.number().int(),
      byAction: z.record(z.enum(METRIC_ACTIONS), z.number().int()),
    }),
  ),
  /** Appeals lodged in the period, and of those decided, how many overturned the decision. */
  appeals: z.object({
    lodged: z.number().int(),
    decided: z.number().int(),
    overturned: z.number().int(),
    overturnedShare: share,
  }),
  /** Reports made in the period, and of those resolved, how many led to a take-down. */
  reports: z.object({
    made: z.number().int(),
    resolved: z.number().int(),
    upheld: z.number().int(),
    upheldShare: share,
  }),
  /** Items hidden by reports in the period, and of those settled, how many a moderator kept. */
  hidden: z.object({
    hidden: z.number().int(),
    settled: z.number().int(),
    kept: z.number().int(),
    keptShare: share,
  }),
  /**
   * Handovers of chilled, frozen and hot food in the period (docs/product.md §11.3): how many had
   * a temperature reading, and of those, how many were out of range (and refused by the taker).
   */
  handovers: z.object({
    measurable: z.number().int(),
    withReading: z.number().int(),
    outOfRange: z.number().int(),
    refused: z.number().int(),
    readingShare: share,
    outOfRangeShare: share,
  }),
});
export type ModerationMetrics = z.infer<typeof moderationMetricsSchema>;
