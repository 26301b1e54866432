import { createKysely, type Pool } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { createLogger, type Logger } from '@foodshare/platform/logger';
import {
  createProjectionRunner,
  findGeneration,
  impactProjection,
  schemaOf,
} from '@foodshare/projection-service/engine';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { benchConfig, scaled } from './bench-config';
import { openBenchDatabase } from './bench-database';
import { copyBaseline } from './copy-baseline';
import { atLeast, fmt, printFigures } from './report';

/**
 * `npm run bench -- impact`: a generated log of food changing hands (1,000,000 events at
 * BENCH_SCALE 1), the `impact-v1` read model rebuilt from position 0 by the projection runner,
 * against a COPY of every row it wrote (facts, items, people), in the same run. (The rebuilds
 * section also rebuilds impact-v1 and impact-v2 with every other read model, from its own
 * realistic log.)
 */
export const IMPACT_REBUILD_TARGET_PER_SECOND = 20_000;
const EVENTS_PER_ITEM = 6;

export interface ImpactBenchDeps {
  readonly store: EventStore;
  readonly db: Kysely<AppDatabase>;
  readonly pool: Pool;
  readonly copyFromStdin: boolean;
  readonly logger: Logger;
  readonly batchSize: number;
}

export interface ImpactBenchResult {
  readonly events: number;
  readonly rebuildSeconds: number;
  readonly baselineName: string;
  readonly baselineSeconds: number;
}

/** A version 4 UUID drawn from a text (zod checks the version and variant of ids). */
function uuidOf(seed: string): string {
  const hash = `md5(${seed})`;
  return `(substr(${hash}, 1, 12) || '4' || substr(${hash}, 14, 3) || '8' || substr(${hash}, 18, 15))::uuid`;
}

/**
 * Appends the generated log straight into the event table (one INSERT … SELECT: this measures
 * the rebuild, not appends): items posted, approved, requested, accepted, reserved, and then
 * collected (a third weighed at handover, every fifth a sale) or, one in ten, expired.
 */
async function generateLog(pool: Pool, items: number): Promise<void> {
  await pool.query(
    `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata, created_at)
     SELECT 'food-' || item, k, ${uuidOf("'impact-bench-' || i || '-' || k")},
       CASE k WHEN 0 THEN 'DonationSubmitted' WHEN 1 THEN 'DonationApproved'
              WHEN 2 THEN 'ItemRequested' WHEN 3 THEN 'RequestAccepted' WHEN 4 THEN 'ItemReserved'
              ELSE CASE WHEN i % 10 = 0 THEN 'ItemExpired' ELSE 'ItemCollected' END END,
       CASE k
         WHEN 0 THEN jsonb_build_object(
           'itemId', item, 'donorId', donor, 'donationMode', 'individual', 'isMarketplace', false,
           'title', 'Bench item', 'description', null,
           'category', (ARRAY['fresh_produce','prepared_meals','packaged_goods','bakery_items','dairy','frozen'])[1 + i % 6],
           'quantity', '1 lot', 'servings', CASE WHEN i % 4 = 0 THEN '4' ELSE null END,
           'pickupLocation', 'Al Barsha, Dubai', 'pickupInstructions', null, 'pickupFrom', at, 'pickupUntil', null,
           'originalPrice', null, 'discountedPrice', null, 'imageUrl', '/blobs/food-photos/bench.jpg',
           'answers', jsonb_build_object('foodType', 'packaged_item', 'foodSource', 'store_bought',
             'preparationTime', 'today', 'storageMethod', 'refrigerated', 'isSealed', true,
             'allergens', '["none"]'::jsonb, 'handlingStatus', 'untouched',
             'spoilageIndicators', '["no_spoilage"]'::jsonb, 'hygienicHandling', true, 'donationAgreement', true),
           'units', null, 'unitLabel', null, 'maxUnitsPerBuyer', null,
           'weightKg', CASE WHEN i % 3 = 0 THEN null ELSE 1 + (i % 20) * 0.25 END,
           'emirate', 'dubai', 'submittedAt', at)
         WHEN 1 THEN jsonb_build_object('itemId', item, 'donorId', donor,
           'approvedBy', 'system:safety-check', 'approvedAt', at)
         WHEN 2 THEN jsonb_build_object('itemId', item, 'requestId', request, 'requesterId', taker,
           'message', null, 'intent', 'request', 'price', null, 'quantity', null, 'requestedAt', at)
         WHEN 3 THEN jsonb_build_object('itemId', item, 'requestId', request, 'requesterId', taker,
           'donorId', donor, 'pickupCode', '123456', 'acceptedAt', at)
         WHEN 4 THEN jsonb_build_object('itemId', item, 'requestId', request, 'requesterId', taker,
           'reservedUntil', null, 'reservedAt', at)
         ELSE CASE WHEN i % 10 = 0 THEN jsonb_build_object('itemId', item, 'expiredAt', at)
           ELSE jsonb_build_object('itemId', item, 'requestId', request, 'donorId', donor,
             'collectorId', taker, 'servings', null, 'isMarketplace', false,
             'sale', CASE WHEN i % 5 = 0 THEN jsonb_build_object('currency', 'AED', 'price', '12.00',
               'quantity', 1, 'unitPrice', '12.00', 'feeRate', '0.0500', 'fee', '0.60') ELSE null END,
             'weightKg', CASE WHEN i % 3 = 1 THEN 2.5 ELSE null END,
             'confirmedBy', donor, 'collectedAt', at) END
       END,
       jsonb_build_object('actor', 'bench', 'correlationId', item, 'causationId', item, 'schemaVersion', 1),
       now()
     FROM generate_series(1, $1::int) AS i
     CROSS JOIN LATERAL (SELECT
       ${uuidOf("'item-' || i")}::text AS item,
       ${uuidOf("'donor-' || (i % 500)")}::text AS donor,
       ${uuidOf("'taker-' || (i % 300)")}::text AS taker,
       ${uuidOf("'request-' || i")}::text AS request,
       to_char(timestamptz '2026-01-01' + (i % 365) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at) AS ids
     CROSS JOIN generate_series(0, ${EVENTS_PER_ITEM - 1}) AS k
     ORDER BY i, k`,
    [items],
  );
}

/**
 * `npm run bench`'s impact section, on a database of its own (the other benches' events are not
 * domain events): generate the log, rebuild, compare with COPY, print.
 */
export async function impactRebuildSection(): Promise<void> {
  const database = await openBenchDatabase(benchConfig.DATABASE_URL, 2);
  try {
    await ensurePostgresEventStoreSchema(database.pool);
    await migratePlatform(createKysely(database.pool));
    const store = createPostgresEventStore({ pool: database.pool });
    try {
      const result = await measureImpactRebuild({
        store,
        db: createKysely<AppDatabase>(database.pool, { copyFromStdin: database.copyFromStdin }),
        pool: database.pool,
        copyFromStdin: database.copyFromStdin,
        logger: createLogger({ level: 'warn' }),
        batchSize: benchConfig.BENCH_BATCH_SIZE,
      });
      printImpactRebuild(result, database.description);
    } finally {
      await store.close();
    }
  } finally {
    await database.close();
  }
}

/** Runs the impact rebuild bench on a database that has the event table and platform tables. */
export async function measureImpactRebuild(deps: ImpactBenchDeps): Promise<ImpactBenchResult> {
  const wanted = scaled(1_000_000);
  const items = Math.max(1, Math.round(wanted / EVENTS_PER_ITEM));
  const { rows: before } = await deps.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events',
  );
  await generateLog(deps.pool, items);
  const events = (before[0]?.n ?? 0) + items * EVENTS_PER_ITEM;
  await deps.pool.query('ANALYZE events');

  const projection = impactProjection('v1');
  const runner = createProjectionRunner({
    store: deps.store,
    db: deps.db,
    logger: deps.logger,
    projections: [projection],
    batchSize: deps.batchSize,
  });
  const started = performance.now();
  let applied = 0;
  try {
    await runner.rebuild(projection, (progress) => {
      applied = progress.eventsApplied;
    });
  } finally {
    await runner.stop();
  }
  const rebuildSeconds = (performance.now() - started) / 1000;
  // The rebuild reads the events of impact's types only, and passes the others over.
  const { rows: read } = await deps.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE type = ANY($1)',
    [[...(projection.eventTypes ?? [])]],
  );
  const ofItsTypes = read[0]?.n ?? 0;
  if (applied !== ofItsTypes)
    throw new Error(`The impact rebuild read ${applied} of the ${ofItsTypes} events of its types`);

  const live = await findGeneration(deps.db, projection.name, 'live');
  if (!live) throw new Error('The impact rebuild left no live generation');
  const facts = `${schemaOf(projection.name, live.generation)}.impact_v1_facts`;
  const { rows: counted } = await deps.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${facts}`,
  );
  // Each item is offered once and then rescued or (one in ten) left not rescued.
  const expected = items * 2;
  if (counted[0]?.n !== expected)
    throw new Error(`The impact rebuild wrote ${counted[0]?.n} facts, not ${expected}`);

  // Every row it wrote (facts, items, people), as the rebuilds section measures each read model.
  const copy = await copyBaseline(deps, projection, deps.copyFromStdin);
  return { events, rebuildSeconds, baselineName: copy.name, baselineSeconds: copy.seconds };
}

/** Prints the impact rebuild against its baseline, and PASS or FAIL against the target. */
export function printImpactRebuild(result: ImpactBenchResult, where: string): void {
  const rate = result.events / result.rebuildSeconds;
  const baselineRate = result.events / result.baselineSeconds;
  printFigures(`Impact rebuild on ${where}: impact-v1 from 0, ${fmt(result.events)} events`, [
    {
      label: 'impact-v1 rebuild: events/s',
      value: `${fmt(rate)} (${fmt(result.rebuildSeconds, 1)} s)`,
      baseline: `${result.baselineName} of its rows: ${fmt(baselineRate)} events/s (${fmt(result.baselineSeconds, 2)} s)`,
      target: `>= ${fmt(IMPACT_REBUILD_TARGET_PER_SECOND)}/s`,
      pass: atLeast(rate, IMPACT_REBUILD_TARGET_PER_SECOND),
    },
    {
      label: `impact-v1 rebuild: vs ${result.baselineName}`,
      value: `${(rate / baselineRate).toFixed(2)}x`,
    },
  ]);
}
