import { inTransaction } from '@foodshare/platform/database/connection';
import {
  type EventStore,
  formatPosition,
  type Position,
  type RecordedEvent,
  START,
} from '@foodshare/platform/event-store/event-store';
import type pg from 'pg';
import { z } from 'zod';
import type { Measurement } from './event-store-bench';

const READ_MODEL_TABLES = `
  CREATE TABLE IF NOT EXISTS bench_donations (
    donation_id text PRIMARY KEY,
    title text NOT NULL,
    quantity integer NOT NULL,
    hub_id text NOT NULL,
    submitted_by text NOT NULL,
    event_position text NOT NULL
  );
  CREATE TABLE IF NOT EXISTS bench_copy (LIKE bench_donations INCLUDING ALL);
  CREATE TABLE IF NOT EXISTS bench_checkpoints (
    projection text PRIMARY KEY,
    position text NOT NULL
  )`;

interface DonationRow {
  donationId: string;
  title: string;
  quantity: number;
  hubId: string;
  submittedBy: string;
  position: string;
}

const donationSubmitted = z.object({
  donationId: z.string(),
  title: z.string(),
  quantity: z.number(),
  hubId: z.string(),
});

/** The trivial projection's one rule: a read-model row per DonationSubmitted. */
function donationRow(event: RecordedEvent): DonationRow | null {
  if (event.type !== 'DonationSubmitted') return null;
  const data = donationSubmitted.parse(event.data);
  return {
    donationId: data.donationId,
    title: data.title,
    quantity: data.quantity,
    hubId: data.hubId,
    submittedBy: event.metadata.actor,
    position: formatPosition(event.position),
  };
}

function donationRows(events: readonly RecordedEvent[]): DonationRow[] {
  return events.map(donationRow).filter((row) => row !== null);
}

async function insertDonations(
  client: pg.PoolClient,
  table: 'bench_donations' | 'bench_copy',
  rows: DonationRow[],
): Promise<void> {
  await client.query({
    name: `bench_insert_${table}`,
    text: `INSERT INTO ${table} (donation_id, title, quantity, hub_id, submitted_by, event_position)
      SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[])
      ON CONFLICT (donation_id) DO NOTHING`,
    values: [
      rows.map((r) => r.donationId),
      rows.map((r) => r.title),
      rows.map((r) => r.quantity),
      rows.map((r) => r.hubId),
      rows.map((r) => r.submittedBy),
      rows.map((r) => r.position),
    ],
  });
}

/** How a projection writes a batch it is handed, inside the batch's transaction. */
export interface BenchProjection {
  readonly label: string;
  apply(client: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void>;
}

/** Like a projection of one handler per event: a statement, so a round trip, per event. */
export const donationsInsertedPerEvent: BenchProjection = {
  label: 'one INSERT per event',
  async apply(client, events) {
    for (const row of donationRows(events)) await insertDonations(client, 'bench_donations', [row]);
  },
};

/** The same rows gathered from the batch first and written by one statement. */
export const donationsInsertedPerBatch: BenchProjection = {
  label: 'one INSERT per batch',
  async apply(client, events) {
    await insertDonations(client, 'bench_donations', donationRows(events));
  },
};

/**
 * Stand-in for projection-service's runner (`createProjectionRunner`): reads from START with
 * `readAll({ after, maxCount })` and writes each batch with its checkpoint in one transaction.
 * The next batch is read while this one is written (its start is known already), so reading and
 * writing overlap where the pool has two connections. Swap this function for the real runner to
 * measure it instead.
 */
export async function catchUpWithBenchRunner(
  store: EventStore,
  pool: pg.Pool,
  projection: BenchProjection,
  batchSize: number,
): Promise<{ applied: RecordedEvent[]; checkpoint: Position }> {
  const applied: RecordedEvent[] = [];
  let checkpoint = START;
  let nextBatch = store.readAll({ after: checkpoint, maxCount: batchSize });
  try {
    for (;;) {
      const batch = await nextBatch;
      const last = batch.at(-1);
      if (!last) return { applied, checkpoint };
      nextBatch = store.readAll({ after: last.position, maxCount: batchSize });
      await writeBatch(pool, projection, batch, last.position);
      applied.push(...batch);
      checkpoint = last.position;
    }
  } finally {
    nextBatch.catch(() => {}); // a read still running when a write failed is abandoned
  }
}

async function writeBatch(
  pool: pg.Pool,
  projection: BenchProjection,
  batch: readonly RecordedEvent[],
  checkpoint: Position,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    await projection.apply(client, batch);
    await client.query({
      name: 'bench_save_checkpoint',
      text: `INSERT INTO bench_checkpoints (projection, position) VALUES ('bench_donations', $1)
        ON CONFLICT (projection) DO UPDATE SET position = excluded.position`,
      values: [formatPosition(checkpoint)],
    });
  });
}

/** Catches a fresh read model up from START; answers the events it applied as well. */
export async function measureCatchUp(
  store: EventStore,
  pool: pg.Pool,
  projection: BenchProjection,
  batchSize: number,
): Promise<{ measurement: Measurement; events: RecordedEvent[] }> {
  await pool.query(READ_MODEL_TABLES);
  await pool.query('TRUNCATE bench_donations, bench_checkpoints');
  const started = performance.now();
  const { applied } = await catchUpWithBenchRunner(store, pool, projection, batchSize);
  const seconds = (performance.now() - started) / 1000;
  const label = `catch-up from START, ${projection.label} (batches of ${batchSize})`;
  return { measurement: { label, events: applied.length, seconds }, events: applied };
}

/** The floor for catch-up: the same rows written in bulk, with no reading and no checkpoint. */
export async function measureBulkCopy(
  pool: pg.Pool,
  events: readonly RecordedEvent[],
  batchSize: number,
): Promise<Measurement> {
  await pool.query(READ_MODEL_TABLES);
  await pool.query('TRUNCATE bench_copy');
  const rows = donationRows(events);
  const started = performance.now();
  for (let offset = 0; offset < rows.length; offset += batchSize) {
    const batch = rows.slice(offset, offset + batchSize);
    await inTransaction(pool, (client) => insertDonations(client, 'bench_copy', batch));
  }
  const seconds = (performance.now() - started) / 1000;
  const label = `bulk copy of the same rows (${batchSize} per statement)`;
  return { label, events: rows.length, seconds };
}
