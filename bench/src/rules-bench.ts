import { simulateRules } from '@foodshare/command-service';
import { SAFETY_RULE_VERSION } from '@foodshare/contracts/safety-check';
import { SIMULATION_EVENT_TYPES } from '@foodshare/contracts/safety-simulation';
import type { Pool } from '@foodshare/platform/database/connection';
import {
  comparePositions,
  type EventStore,
  START,
} from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { benchConfig, scaled } from './bench-config';
import { openBenchDatabase } from './bench-database';
import { atMost, fmt, printFigures } from './report';

/**
 * `npm run bench -- rules`: the what-if replay of the safety rules (docs/product.md §11.2) over a
 * generated log of 100,000 donations at BENCH_SCALE 1, each submitted and checked, against a
 * plain read of the same events in the same run (the pages the replay reads, nothing folded).
 */
export const RULES_SIMULATION_TARGET_SECONDS = 10;

/** A version 4 UUID drawn from a text (zod checks the version and variant of ids). */
function uuidOf(seed: string): string {
  const hash = `md5(${seed})`;
  return `(substr(${hash}, 1, 12) || '4' || substr(${hash}, 14, 3) || '8' || substr(${hash}, 18, 15))::uuid`;
}

/**
 * Every donation twice in the log, straight into the event table (this measures the replay, not
 * appends): submitted with one of four sets of answers, then checked as today's rules judge them.
 * One in four is a meal kept 1–3 days in the fridge (review, row 11): a fridge of one day at most
 * moves those, and only those, to reject.
 */
async function generateLog(pool: Pool, donations: number): Promise<void> {
  const answers = (food: string, source: string, time: string, storage: string) =>
    `jsonb_build_object('foodType', '${food}', 'foodSource', '${source}', 'preparationTime', '${time}',
      'storageMethod', '${storage}', 'isSealed', true, 'allergens', '["none"]'::jsonb,
      'handlingStatus', 'untouched', 'spoilageIndicators', '["no_spoilage"]'::jsonb,
      'hygienicHandling', true, 'donationAgreement', true)`;
  const reason = (rule: number, verdict: string) =>
    `jsonb_build_array(jsonb_build_object('rule', ${rule}, 'verdict', '${verdict}', 'message', 'Bench reason.'))`;
  await pool.query(
    `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata, created_at)
     SELECT 'food-' || item, k, ${uuidOf("'rules-bench-' || i || '-' || k")},
       CASE WHEN k = 0 THEN 'DonationSubmitted'
            ELSE (ARRAY['SafetyCheckPassed','DonationFlaggedForReview','DonationFlaggedForReview','DonationRejected'])[1 + i % 4] END,
       CASE WHEN k = 0 THEN jsonb_build_object(
           'itemId', item, 'donorId', donor, 'donationMode', 'individual', 'isMarketplace', false,
           'title', 'Bench donation ' || i, 'description', null, 'category', 'prepared_meals',
           'quantity', '1 box', 'servings', null, 'pickupLocation', 'Al Barsha, Dubai',
           'pickupInstructions', null, 'pickupFrom', at, 'pickupUntil', null, 'originalPrice', null,
           'discountedPrice', null, 'imageUrl', '/blobs/food-photos/bench.jpg',
           'answers', CASE i % 4
             WHEN 0 THEN ${answers('packaged_item', 'store_bought', 'today', 'refrigerated')}
             WHEN 1 THEN ${answers('cooked_meal', 'restaurant', 'one_to_three_days', 'refrigerated')}
             WHEN 2 THEN ${answers('cooked_meal', 'restaurant', 'within_2_hours', 'room_temperature')}
             ELSE ${answers('cooked_meal', 'restaurant', 'today', 'room_temperature')} END,
           'weightKg', null, 'emirate', 'dubai', 'submittedAt', at)
         WHEN i % 4 = 3 THEN jsonb_build_object('itemId', item, 'reasons', ${reason(7, 'reject')},
           'ruleVersion', $2::text, 'rejectedBy', 'system:safety-check', 'rejectedAt', at)
         ELSE jsonb_build_object('itemId', item,
           'verdict', (ARRAY['pass','review','review'])[1 + i % 4],
           'reasons', CASE i % 4 WHEN 0 THEN ${reason(16, 'pass')} WHEN 1 THEN ${reason(11, 'review')}
             ELSE ${reason(8, 'review')} END,
           'ruleVersion', $2::text, 'checkedAt', at)
       END,
       jsonb_build_object('actor', 'bench', 'correlationId', item, 'causationId', item, 'schemaVersion', 1),
       now()
     FROM generate_series(1, $1::int) AS i
     CROSS JOIN LATERAL (SELECT
       ${uuidOf("'rules-item-' || i")}::text AS item,
       ${uuidOf("'rules-donor-' || (i % 500)")}::text AS donor,
       to_char(timestamptz '2026-01-01' + (i % 300) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at) AS ids
     CROSS JOIN generate_series(0, 1) AS k
     ORDER BY i, k`,
    [donations, SAFETY_RULE_VERSION],
  );
}

/** The baseline: the same pages of the same event types, read and dropped. */
async function plainRead(store: EventStore): Promise<number> {
  const head = await store.headPosition();
  let after = START;
  let events = 0;
  while (comparePositions(after, head) < 0) {
    const page = await store.readAllPage({
      after,
      maxCount: 10_000,
      types: SIMULATION_EVENT_TYPES,
    });
    events += page.events.length;
    if (page.events.length < 10_000) break;
    after = page.through;
  }
  return events;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

export async function rulesSection(): Promise<void> {
  const database = await openBenchDatabase(benchConfig.DATABASE_URL, 2);
  try {
    await ensurePostgresEventStoreSchema(database.pool);
    const store = createPostgresEventStore({ pool: database.pool });
    try {
      const donations = scaled(100_000);
      await generateLog(database.pool, donations);
      await database.pool.query('ANALYZE events');
      const period = { from: '2026-01-01', to: '2026-12-31' };
      // Once each to warm up, then measured: the baseline first, the replay second.
      await plainRead(store);
      const read = await timed(() => plainRead(store));
      const replay = await timed(() =>
        simulateRules(store, { ...period, changes: { cookedChilledMaxDays: 1 } }),
      );
      const moved = Math.ceil((donations - 1) / 4);
      if (replay.value.donations !== donations || replay.value.changedTotal !== moved)
        throw new Error(
          `The replay judged ${replay.value.donations} donations and moved ${replay.value.changedTotal}, not ${donations} and ${moved}`,
        );
      printFigures(
        `What-if replay on ${database.description}: ${fmt(donations)} donations, ${fmt(read.value)} events`,
        [
          {
            label: 'what-if replay (fridge 1 day): seconds',
            value: `${fmt(replay.seconds, 2)} s (${fmt(donations / replay.seconds)} donations/s)`,
            baseline: `plain read of the same events: ${fmt(read.seconds, 2)} s`,
            target: `<= ${RULES_SIMULATION_TARGET_SECONDS} s at 100,000`,
            pass: atMost(replay.seconds, RULES_SIMULATION_TARGET_SECONDS * benchConfig.BENCH_SCALE),
          },
          {
            label: 'what-if replay: vs plain read',
            value: `${(replay.seconds / read.seconds).toFixed(2)}x the time`,
          },
        ],
      );
    } finally {
      await store.close();
    }
  } finally {
    await database.close();
  }
}
