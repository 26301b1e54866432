import { randomBytes } from 'node:crypto';
import { startEmbeddedPostgres } from '@foodshare/platform/database/embedded-postgres';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import pg from 'pg';
import { benchConfig } from './bench-config';
import {
  eventsPerSecond,
  type Measurement,
  measureAppendsAgainstRawInserts,
  measureRawInserts,
  measureStoreAppends,
} from './event-store-bench';
import {
  donationsInsertedPerBatch,
  donationsInsertedPerEvent,
  measureBulkCopy,
  measureCatchUp,
} from './projection-catch-up-bench';

const APPEND_RATIO_TARGET = 0.5;
const CATCH_UP_TARGET_PER_SECOND = 20_000;
const WARM_UP_EVENTS = 500;
const APPEND_SLICES = 4;

interface BenchDatabase {
  readonly description: string;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A server's database is never written to: the bench works in a schema of its own, dropped at
 * the end. PGlite runs in memory and behind a pool of one connection (see its notes).
 */
async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({});
    const pool = newPool(embedded.url, 1);
    return {
      description: 'embedded PGlite (in memory, one connection)',
      pool,
      async close() {
        await pool.end();
        await embedded.stop();
      },
    };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = newPool(databaseUrl, 1);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pool = newPool(databaseUrl, benchConfig.BENCH_WRITERS + 1, `-c search_path=${schema}`);
  const { rows } = await pool.query<{ version: string }>(
    "SELECT current_setting('server_version') AS version",
  );
  return {
    description: `PostgreSQL ${rows[0]?.version ?? '?'} (schema ${schema}, dropped afterwards)`,
    pool,
    async close() {
      await pool.end();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

function newPool(url: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...(options ? { options } : {}) });
  pool.on('error', () => {}); // an idle client that lost its server is replaced by the pool
  return pool;
}

async function main(): Promise<void> {
  const { BENCH_EVENTS: events, BENCH_WRITERS, BENCH_STREAMS: streams } = benchConfig;
  const batchSize = benchConfig.BENCH_BATCH_SIZE;
  const database = await openBenchDatabase(benchConfig.DATABASE_URL);
  const writers = database.pool.options.max === 1 ? 1 : BENCH_WRITERS;
  console.log(`Event store benchmark on ${database.description}`);
  console.log(`${events} events, ${writers} concurrent writer(s), ${streams} streams\n`);
  try {
    await ensurePostgresEventStoreSchema(database.pool);
    const store = createPostgresEventStore({ pool: database.pool });
    try {
      // Warm both paths (connections, plans, caches) before anything is timed.
      const warmUp = { events: WARM_UP_EVENTS, writers, streams };
      await measureStoreAppends(store, warmUp);
      await measureRawInserts(database.pool, warmUp);
      await database.pool.query('TRUNCATE raw_events');

      const { appends, raw } = await measureAppendsAgainstRawInserts(
        store,
        database.pool,
        { events, writers, streams },
        APPEND_SLICES,
      );
      const perEvent = await measureCatchUp(
        store,
        database.pool,
        donationsInsertedPerEvent,
        batchSize,
      );
      const perBatch = await measureCatchUp(
        store,
        database.pool,
        donationsInsertedPerBatch,
        batchSize,
      );
      const copy = await measureBulkCopy(database.pool, perBatch.events, batchSize);

      printTable([appends, raw, perEvent.measurement, perBatch.measurement, copy]);
      printVerdicts(appends, raw, [perEvent.measurement, perBatch.measurement], copy);
    } finally {
      await store.close();
    }
  } finally {
    await database.close();
  }
}

function printTable(measurements: Measurement[]): void {
  const rows = measurements.map((m) => [
    m.label,
    m.events.toLocaleString('en'),
    m.seconds.toFixed(2),
    Math.round(eventsPerSecond(m)).toLocaleString('en'),
  ]);
  const header = ['measurement', 'events', 'seconds', 'events/s'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}

function printVerdicts(
  appends: Measurement,
  raw: Measurement,
  catchUps: Measurement[],
  copy: Measurement,
): void {
  const verdict = (ok: boolean) => (ok ? 'meets target' : 'BELOW TARGET');
  const appendRatio = eventsPerSecond(appends) / eventsPerSecond(raw);
  console.log(
    `appends / raw INSERTs: ratio ${appendRatio.toFixed(2)} (target >= ${APPEND_RATIO_TARGET}): ${verdict(appendRatio >= APPEND_RATIO_TARGET)}`,
  );
  for (const catchUp of catchUps) {
    const rate = eventsPerSecond(catchUp);
    const ratio = rate / eventsPerSecond(copy);
    console.log(
      `${catchUp.label}: ${Math.round(rate).toLocaleString('en')} events/s, ${ratio.toFixed(2)} of bulk copy (target >= ${CATCH_UP_TARGET_PER_SECOND.toLocaleString('en')} events/s): ${verdict(rate >= CATCH_UP_TARGET_PER_SECOND)}`,
    );
  }
}

await main();
