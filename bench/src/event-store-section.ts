import { createKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import { benchConfig } from './bench-config';
import { openBenchDatabase } from './bench-database';
import { donationsWrittenPerBatch, donationsWrittenPerEvent } from './bench-donations-projection';
import {
  eventsPerSecond,
  type Measurement,
  measureAppendsAgainstRawInserts,
  measureRawInserts,
  measureStoreAppends,
} from './event-store-bench';
import {
  measureBulkWriteBaseline,
  measureRunnerCatchUp,
  readAllEvents,
} from './projection-catch-up-bench';

const APPEND_RATIO_TARGET = 0.5;
const CATCH_UP_TARGET_PER_SECOND = 20_000;
const WARM_UP_EVENTS = 500;
const APPEND_SLICES = 4;

/** A table row: a measurement and, unless it is one, the baseline it is compared with. */
interface Row {
  readonly measurement: Measurement;
  readonly against?: { readonly name: string; readonly measurement: Measurement };
}

/** Appends against raw INSERTs, and catch-up of a bench-only read model against COPY. */
export async function eventStoreSection(): Promise<void> {
  const { BENCH_EVENTS: events, BENCH_WRITERS, BENCH_STREAMS: streams } = benchConfig;
  const batchSize = benchConfig.BENCH_BATCH_SIZE;
  const database = await openBenchDatabase(benchConfig.DATABASE_URL, BENCH_WRITERS + 1);
  const writers = database.pool.options.max === 1 ? 1 : BENCH_WRITERS;
  console.log(`Event store benchmark on ${database.description}`);
  console.log(`${events} events, ${writers} concurrent writer(s), ${streams} streams\n`);
  try {
    await ensurePostgresEventStoreSchema(database.pool);
    const db = createKysely<AppDatabase>(database.pool);
    await migratePlatform(createKysely(database.pool)); // untyped, as migrations are
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

      // Catch-up applies every event in the store, warm-up included; reading them also warms
      // the event table's pages for both runs alike.
      const stored = await readAllEvents(store, batchSize);
      const deps = { store, db, pool: database.pool, logger: createLogger({ level: 'warn' }) };
      const perEvent = await measureRunnerCatchUp(
        deps,
        donationsWrittenPerEvent,
        stored,
        batchSize,
      );
      const perBatch = await measureRunnerCatchUp(
        deps,
        donationsWrittenPerBatch,
        stored,
        batchSize,
      );
      const baseline = await measureBulkWriteBaseline(database, perBatch.table, stored);

      printTable([
        { measurement: appends, against: { name: 'raw INSERTs', measurement: raw } },
        { measurement: raw },
        { measurement: perEvent.measurement, against: baseline },
        { measurement: perBatch.measurement, against: baseline },
        { measurement: baseline.measurement },
      ]);
      printVerdicts(appends, raw, perBatch.measurement, baseline.name);
    } finally {
      await store.close();
    }
  } finally {
    await database.close();
  }
}

function printTable(rows: Row[]): void {
  const cells = rows.map(({ measurement, against }) => [
    measurement.label,
    measurement.events.toLocaleString('en'),
    measurement.seconds.toFixed(2),
    Math.round(eventsPerSecond(measurement)).toLocaleString('en'),
    against
      ? `${ratio(measurement, against.measurement).toFixed(2)} of ${against.name}`
      : 'baseline',
  ]);
  const header = ['measurement', 'events', 'seconds', 'events/s', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
  console.log('');
}

const ratio = (m: Measurement, baseline: Measurement) =>
  eventsPerSecond(m) / eventsPerSecond(baseline);

function printVerdicts(
  appends: Measurement,
  raw: Measurement,
  batchCatchUp: Measurement,
  baselineName: string,
): void {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const appendRatio = ratio(appends, raw);
  console.log(
    `appends / raw INSERTs: ${appendRatio.toFixed(2)} (target >= ${APPEND_RATIO_TARGET}): ${verdict(appendRatio >= APPEND_RATIO_TARGET)}`,
  );
  const rate = eventsPerSecond(batchCatchUp);
  console.log(
    `catch-up with applyBatch: ${Math.round(rate).toLocaleString('en')} events/s (target >= ${CATCH_UP_TARGET_PER_SECOND.toLocaleString('en')}): ${verdict(rate >= CATCH_UP_TARGET_PER_SECOND)}`,
  );
  if (baselineName !== 'COPY') {
    console.log(`(ratios of catch-up are against ${baselineName}: COPY cannot run here)`);
  }
}
