import type { MetricAction } from '@foodshare/contracts/moderation-metrics';
import { sql } from 'kysely';
import {
  bool,
  createTable,
  doublePrecision,
  type Instant,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/*
 * The moderation team's figures (GET /api/moderation/metrics): what waited for a moderator and
 * for how long, who decided what, and what became of reports, hidings and appeals. Facts, one
 * row each, summed per period when read.
 */

/**
 * Each spell an item waited for a moderator: from its flag, or its first open report, until a
 * decision, a take-down, its expiry or its withdrawal closed it.
 */
export const moderationMetricWaits = table('moderation_metric_waits', {
  /** The id of the event that opened it. */
  id: text().primaryKey(),
  item_id: uuid().notNull(),
  kind: text<'flagged' | 'reported'>().notNull(),
  opened_at: timestamptz<Instant>().notNull(),
  closed_at: timestamptz<Instant>(),
  /** What closed it: a decision, `dismissed`, `taken_down`, `expired`, `withdrawn`. */
  outcome: text(),
});
export type ModerationMetricWaitsTable = RowOf<typeof moderationMetricWaits>;

/** Each decision a moderator recorded, with when the donation was flagged if it decided one. */
export const moderationMetricDecisions = table('moderation_metric_decisions', {
  /** The id of the event that recorded it. */
  id: text().primaryKey(),
  moderator_id: text().notNull(),
  item_id: uuid().notNull(),
  action: text<MetricAction>().notNull(),
  at: timestamptz<Instant>().notNull(),
  /** For a decision on a flagged donation: when it was flagged. */
  flagged_at: timestamptz<Instant>(),
});
export type ModerationMetricDecisionsTable = RowOf<typeof moderationMetricDecisions>;

/** Each member's report, and whether a moderator upheld it (took the item down) or dismissed it. */
export const moderationMetricReports = table('moderation_metric_reports', {
  id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  reported_at: timestamptz<Instant>().notNull(),
  outcome: text<'upheld' | 'dismissed'>(),
  resolved_at: timestamptz<Instant>(),
});
export type ModerationMetricReportsTable = RowOf<typeof moderationMetricReports>;

/** Each time reports hid an item, and how it ended: kept (listed again), taken down, or ran out. */
export const moderationMetricHidings = table('moderation_metric_hidings', {
  /** The id of the event that hid it. */
  id: text().primaryKey(),
  item_id: uuid().notNull(),
  hidden_at: timestamptz<Instant>().notNull(),
  outcome: text<'kept' | 'taken_down' | 'expired' | 'withdrawn'>(),
  settled_at: timestamptz<Instant>(),
});
export type ModerationMetricHidingsTable = RowOf<typeof moderationMetricHidings>;

/** Each appeal against a moderator's decision, and whether it was upheld or overturned. */
export const moderationMetricAppeals = table('moderation_metric_appeals', {
  /** The appeal's id, or the id of the event that lodged it. */
  id: text().primaryKey(),
  item_id: uuid().notNull(),
  lodged_at: timestamptz<Instant>().notNull(),
  decision: text<'uphold' | 'overturn'>(),
  decided_at: timestamptz<Instant>(),
});
export type ModerationMetricAppealsTable = RowOf<typeof moderationMetricAppeals>;

/**
 * Each handover of food measured when it changes hands (chilled, frozen or hot), or held for its
 * reading: whether a reading was taken, whether it was in range, and how it ended.
 */
export const moderationMetricHandovers = table('moderation_metric_handovers', {
  /** The request handed over. */
  id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  /** When it was handed over, or first held. */
  at: timestamptz<Instant>().notNull(),
  temperature_class: text().notNull(),
  celsius: doublePrecision(),
  in_range: bool(),
  outcome: text<'collected' | 'held' | 'refused'>().notNull(),
});
export type ModerationMetricHandoversTable = RowOf<typeof moderationMetricHandovers>;

const TABLES = [
  moderationMetricWaits,
  moderationMetricDecisions,
  moderationMetricReports,
  moderationMetricHidings,
  moderationMetricAppeals,
  moderationMetricHandovers,
] as const;

export const moderationMetricsSchema: ReadModelSchema<(typeof TABLES)[number]['name']> = {
  tables: TABLES.map((each) => each.name),
  async createTables(db) {
    for (const each of TABLES) await createTable(db, each);
    // The handlers find an item's open wait, open hiding and open appeal by its id.
    await sql`create index on moderation_metric_waits (item_id) where closed_at is null`.execute(
      db,
    );
    await sql`create index on moderation_metric_hidings (item_id) where outcome is null`.execute(
      db,
    );
    await sql`create index on moderation_metric_appeals (item_id) where decision is null`.execute(
      db,
    );
  },
  // The figures' reads, by period: no statement of the projection reads through them.
  async createReadIndexes(db) {
    await sql`create index if not exists moderation_metric_waits_span_idx
      on moderation_metric_waits (opened_at, closed_at)`.execute(db);
    await sql`create index if not exists moderation_metric_decisions_at_idx
      on moderation_metric_decisions (at)`.execute(db);
    await sql`create index if not exists moderation_metric_reports_at_idx
      on moderation_metric_reports (reported_at)`.execute(db);
    await sql`create index if not exists moderation_metric_handovers_at_idx
      on moderation_metric_handovers (at)`.execute(db);
  },
};
