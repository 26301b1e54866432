import {
  dayStart,
  METRIC_ACTIONS,
  type MetricAction,
  type ModerationMetrics,
} from '@foodshare/contracts/moderation-metrics';
import { displayName } from '@foodshare/contracts/users';
import { type Kysely, sql } from 'kysely';
import type { AppDatabase } from './database';

type Db = Kysely<AppDatabase>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A share of a whole, or null when the whole is nothing. */
const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The instants the queue is sampled at: each hour's or day's end in the period, none past now. */
export function sampleInstants(start: Date, end: Date, bucket: 'hour' | 'day', now: Date): Date[] {
  const step = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const samples: Date[] = [];
  for (let at = start.getTime() + step; at <= end.getTime(); at += step) {
    if (at > now.getTime()) {
      // The period's current bucket is sampled now, and those after it not at all.
      if (at - step < now.getTime()) samples.push(now);
      break;
    }
    samples.push(new Date(at));
  }
  return samples;
}

async function queueLengths(db: Db, samples: readonly Date[]) {
  if (samples.length === 0) return [];
  const instants = samples.map((at) => at.toISOString());
  const { rows } = await sql<{ at: Date; length: number }>`
    select s.at, (
      select count(distinct w.item_id)::int from moderation_metric_waits w
      where w.opened_at <= s.at and (w.closed_at is null or w.closed_at > s.at)
    ) as length
    from unnest(${instants}::timestamptz[]) as s(at)
    order by s.at`.execute(db);
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), length: row.length }));
}

async function decisionTimes(db: Db, start: Date, end: Date) {
  const minutes = sql<number>`extract(epoch from (at - flagged_at)) / 60`;
  const row = await db
    .selectFrom('moderation_metric_decisions')
    .select([
      sql<number>`count(*)::int`.as('decided'),
      sql<number | null>`percentile_cont(0.5) within group (order by ${minutes})`.as('median'),
      sql<number | null>`percentile_cont(0.9) within group (order by ${minutes})`.as('p90'),
    ])
    .where('flagged_at', 'is not', null)
    .where('at', '>=', start)
    .where('at', '<', end)
    .executeTakeFirstOrThrow();
  const exact = (value: number | null) => (value === null ? null : Number(value));
  return { decided: row.decided, medianMinutes: exact(row.median), p90Minutes: exact(row.p90) };
}

async function moderators(db: Db, start: Date, end: Date) {
  const rows = await db
    .selectFrom('moderation_metric_decisions')
    .select(['moderator_id', 'action', sql<number>`count(*)::int`.as('decisions')])
    .where('at', '>=', start)
    .where('at', '<', end)
    .groupBy(['moderator_id', 'action'])
    .execute();
  const ids = [...new Set(rows.map((row) => row.moderator_id))];
  const people = await (ids.some((id) => UUID.test(id))
    ? db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'business_name', 'username'])
        .where(
          'id',
          'in',
          ids.filter((id) => UUID.test(id)),
        )
        .execute()
    : []);
  const byId = new Map<string, ModerationMetrics['moderators'][number]>();
  for (const id of ids) {
    const person = people.find((each) => each.id === id);
    const name = person
      ? displayName({
          businessName: person.business_name,
          firstName: person.first_name,
          lastName: person.last_name,
        })
      : 'Deleted account';
    const byAction = Object.fromEntries(METRIC_ACTIONS.map((action) => [action, 0])) as Record<
      MetricAction,
      number
    >;
    byId.set(id, { moderatorId: id, name, total: 0, byAction });
  }
  for (const row of rows) {
    const moderator = byId.get(row.moderator_id);
    if (!moderator) continue;
    moderator.byAction[row.action] += row.decisions;
    moderator.total += row.decisions;
  }
  return [...byId.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

async function outcomes(db: Db, start: Date, end: Date) {
  const [reports, hidings, appeals] = await Promise.all([
    db
      .selectFrom('moderation_metric_reports')
      .select([
        sql<number>`count(*)::int`.as('made'),
        sql<number>`count(outcome)::int`.as('resolved'),
        sql<number>`(count(*) filter (where outcome = 'upheld'))::int`.as('upheld'),
      ])
      .where('reported_at', '>=', start)
      .where('reported_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('moderation_metric_hidings')
      .select([
        sql<number>`count(*)::int`.as('hidden'),
        sql<number>`(count(*) filter (where outcome in ('kept', 'taken_down')))::int`.as('settled'),
        sql<number>`(count(*) filter (where outcome = 'kept'))::int`.as('kept'),
      ])
      .where('hidden_at', '>=', start)
      .where('hidden_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('moderation_metric_appeals')
      .select([
        sql<number>`count(*)::int`.as('lodged'),
        sql<number>`count(decision)::int`.as('decided'),
        sql<number>`(count(*) filter (where decision = 'overturn'))::int`.as('overturned'),
      ])
      .where('lodged_at', '>=', start)
      .where('lodged_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    reports: { ...reports, upheldShare: shareOf(reports.upheld, reports.resolved) },
    hidden: { ...hidings, keptShare: shareOf(hidings.kept, hidings.settled) },
    appeals: { ...appeals, overturnedShare: shareOf(appeals.overturned, appeals.decided) },
  };
}

/**
 * The team's figures for the UAE days `from` to `to` (docs/product.md §12, "Team metrics"):
 * what happened in the period, each fact counted by the day it happened on (a report by the day
 * it was made, a decision by the day it was recorded).
 */
export async function moderationMetrics(
  db: Db,
  period: { from: string; to: string },
  now: Date,
): Promise<ModerationMetrics> {
  const start = dayStart(period.from);
  const end = new Date(dayStart(period.to).getTime() + DAY_MS);
  const bucket = end.getTime() - start.getTime() <= 2 * DAY_MS ? 'hour' : 'day';
  const [queue, times, team, rest, handovers] = await Promise.all([
    queueLengths(db, sampleInstants(start, end, bucket, now)),
    decisionTimes(db, start, end),
    moderators(db, start, end),
    outcomes(db, start, end),
    handoverTemperatures(db, start, end),
  ]);
  return { ...period, bucket, queue, decisionTimes: times, moderators: team, ...rest, handovers };
}

/** Handovers of food measured at handover in the period: how many had a reading, how many out of range. */
async function handoverTemperatures(db: Db, start: Date, end: Date) {
  const row = await db
    .selectFrom('moderation_metric_handovers')
    .select([
      sql<number>`count(*)::int`.as('measurable'),
      sql<number>`count(celsius)::int`.as('withReading'),
      sql<number>`(count(*) filter (where in_range = false))::int`.as('outOfRange'),
      sql<number>`(count(*) filter (where outcome = 'refused'))::int`.as('refused'),
    ])
    .where('at', '>=', start)
    .where('at', '<', end)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    readingShare: shareOf(row.withReading, row.measurable),
    outOfRangeShare: shareOf(row.outOfRange, row.withReading),
  };
}
