import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from '@foodshare/platform/database/connection';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type RecordedEvent,
  START,
} from '@foodshare/platform/event-store/event-store';
import type { Projection } from '@foodshare/projection-service/engine';
import {
  createProjectionRunner,
  findGeneration,
  type ProjectionRunnerDeps,
  schemaOf,
} from '@foodshare/projection-service/engine';
import { from as copyFrom } from 'pg-copy-streams';
import {
  DONATION_COLUMNS,
  DONATIONS_TABLE,
  type DonationsTable,
  donationRows,
  insertDonations,
} from './bench-donations-projection';
import type { Measurement } from './event-store-bench';

export interface CatchUpBenchDeps extends Pick<ProjectionRunnerDeps, 'store' | 'db' | 'logger'> {
  /** For reading the generation's table directly: the bench's table has no public view. */
  readonly pool: Pool;
}

/** Every event in the store, read before anything is timed: what a catch-up from 0 applies. */
export async function readAllEvents(store: EventStore, pageSize: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after = START; ; ) {
    const page = await store.readAll({ after, maxCount: pageSize });
    const last = page.at(-1);
    if (!last) return events;
    events.push(...page);
    after = last.position;
  }
}

/**
 * Catches a fresh projection up from position 0 with projection-service's runner, then checks
 * that it applied every event: a rate bought by dropping events would be worthless.
 */
export async function measureRunnerCatchUp(
  deps: CatchUpBenchDeps,
  projection: Projection,
  events: readonly RecordedEvent[],
  batchSize: number,
): Promise<{ measurement: Measurement; table: string }> {
  const { store, db, logger } = deps;
  const runner = createProjectionRunner({
    store,
    db,
    logger,
    projections: [projection],
    batchSize,
  });
  const started = performance.now();
  try {
    await runner.catchUp();
  } finally {
    await runner.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const table = await verifyCaughtUp(deps, projection, events);
  const writes =
    projection.eventTypes === undefined
      ? 'applyBatch, one INSERT per batch'
      : 'handlers, one INSERT per event';
  const label = `runner catch-up from 0, ${writes} (batches of ${batchSize.toLocaleString('en')})`;
  return { measurement: { label, events: events.length, seconds }, table };
}

/** Answers the live generation's table once its checkpoint and rows account for every event. */
async function verifyCaughtUp(
  { db, pool }: CatchUpBenchDeps,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<string> {
  const generation = await findGeneration(db, projection.name, 'live');
  if (!generation) throw new Error(`${projection.name} has no live generation after catch-up`);
  const last = events.at(-1)?.position ?? START;
  if (comparePositions(generation.checkpoint, last) !== 0) {
    throw new Error(
      `${projection.name} stopped at ${formatPosition(generation.checkpoint)}, not at the last event ${formatPosition(last)}`,
    );
  }
  const table = `${schemaOf(projection.name, generation.generation)}.${DONATIONS_TABLE}`;
  await expectOneRowPerEvent(pool, table, events, projection.name);
  return table;
}

/** Every event the bench appends is a DonationSubmitted, so each must have left one row. */
async function expectOneRowPerEvent(
  pool: Pool,
  table: string,
  events: readonly RecordedEvent[],
  writer: string,
): Promise<void> {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table}`,
  );
  const count = rows[0]?.count ?? 0;
  if (count !== events.length) {
    throw new Error(`${writer} wrote ${count} rows for ${events.length} events`);
  }
}

const BASELINE_TABLE = 'bench_donations_baseline';
const CSV_ROWS_PER_CHUNK = 1_000;

export interface Baseline {
  /** How the verdicts name it: `COPY`, or the substitute where COPY cannot run. */
  readonly name: string;
  readonly measurement: Measurement;
}

/**
 * The floor for catch-up: the same rows written in one run into a table like the read model's
 * (`likeTable`), with no reading of events and no checkpoints. `COPY ... FROM STDIN` where the
 * database takes it; PGlite's socket does not, so there one INSERT of all the rows stands in.
 */
export async function measureBulkWriteBaseline(
  database: { readonly pool: Pool; readonly copyFromStdin: boolean },
  likeTable: string,
  events: readonly RecordedEvent[],
): Promise<Baseline> {
  const { pool, copyFromStdin } = database;
  await pool.query(`CREATE TABLE ${BASELINE_TABLE} (LIKE ${likeTable} INCLUDING ALL)`);
  const started = performance.now();
  const rows = donationRows(events);
  if (copyFromStdin) await copyRows(pool, rows);
  else await insertRowsInOneStatement(pool, rows);
  const seconds = (performance.now() - started) / 1000;
  const name = copyFromStdin ? 'COPY' : 'one bulk INSERT';
  await expectOneRowPerEvent(pool, BASELINE_TABLE, events, name);
  const label = copyFromStdin
    ? 'COPY FROM STDIN of the same rows (CSV, one run)'
    : 'one INSERT of all the same rows (no COPY FROM STDIN over PGlite)';
  return { name, measurement: { label, events: events.length, seconds } };
}

async function copyRows(pool: Pool, rows: readonly DonationsTable[]): Promise<void> {
  const client = await pool.connect();
  try {
    const copy = client.query(
      copyFrom(`COPY ${BASELINE_TABLE} (${DONATION_COLUMNS.join(', ')}) FROM STDIN (FORMAT csv)`),
    );
    await pipeline(Readable.from(csvChunks(rows)), copy);
    client.release();
  } catch (error) {
    client.release(error instanceof Error ? error : true); // a broken COPY leaves no reusable client
    throw error;
  }
}

function* csvChunks(rows: readonly DonationsTable[]): Generator<string> {
  for (let offset = 0; offset < rows.length; offset += CSV_ROWS_PER_CHUNK) {
    yield rows
      .slice(offset, offset + CSV_ROWS_PER_CHUNK)
      .map((row) => `${DONATION_COLUMNS.map((column) => csvField(row[column])).join(',')}\n`)
      .join('');
  }
}

const csvField = (value: string | number) =>
  typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`;

async function insertRowsInOneStatement(
  pool: Pool,
  rows: readonly DonationsTable[],
): Promise<void> {
  await pool.query(insertDonations(BASELINE_TABLE, rows));
}
