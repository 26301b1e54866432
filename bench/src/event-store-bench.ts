import { randomUUID } from 'node:crypto';
import type { EventStore, EventToAppend } from '@foodshare/platform/event-store/event-store';
import type pg from 'pg';

export interface Measurement {
  readonly label: string;
  readonly events: number;
  readonly seconds: number;
}

export const eventsPerSecond = (m: Measurement) => m.events / m.seconds;

export interface AppendBenchOptions {
  readonly events: number;
  readonly writers: number;
  readonly streams: number;
}

/** One donation-sized event: what the command service appends most. */
export function benchEvent(index: number): EventToAppend {
  return {
    id: randomUUID(),
    type: 'DonationSubmitted',
    data: {
      donationId: `donation-${randomUUID()}`,
      title: `Surplus meals from kitchen ${index % 97}`,
      category: 'cooked-meals',
      quantity: 1 + (index % 40),
      pickupFrom: '2030-01-01T16:00:00.000Z',
      pickupUntil: '2030-01-01T18:00:00.000Z',
      hubId: `hub-${index % 12}`,
    },
    metadata: {
      actor: `user-${index % 250}`,
      correlationId: randomUUID(),
      causationId: randomUUID(),
      idempotencyKey: randomUUID(),
      schemaVersion: 1,
    },
  };
}

const streamOf = (index: number, streams: number) => `food-bench-${index % streams}`;

/** Appends single events through the store, `writers` at a time, to many streams. */
export async function measureStoreAppends(
  store: EventStore,
  options: AppendBenchOptions,
): Promise<Measurement> {
  const events = Array.from({ length: options.events }, (_, index) => benchEvent(index));
  const seconds = await runConcurrently(options.events, options.writers, (index) =>
    store.append(streamOf(index, options.streams), [events[index] ?? benchEvent(index)], {
      expectedRevision: 'any',
    }),
  );
  return { label: 'event store appends (1 event each)', events: options.events, seconds };
}

export const RAW_EVENTS_TABLE = `
  CREATE TABLE IF NOT EXISTS raw_events (
    id bigserial PRIMARY KEY,
    stream_id text NOT NULL,
    stream_revision bigint NOT NULL,
    event_id uuid NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`;

/** The floor: the same rows as single-row INSERTs into a table with no event-store rules. */
export async function measureRawInserts(
  pool: pg.Pool,
  options: AppendBenchOptions,
): Promise<Measurement> {
  await pool.query(RAW_EVENTS_TABLE);
  const events = Array.from({ length: options.events }, (_, index) => benchEvent(index));
  const revisions = new Map<string, number>();
  const seconds = await runConcurrently(options.events, options.writers, async (index) => {
    const stream = streamOf(index, options.streams);
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const event = events[index] ?? benchEvent(index);
    // Named like the store's statements, so both sides are planned once per connection.
    await pool.query({
      name: 'bench_raw_insert',
      text: `INSERT INTO raw_events (stream_id, stream_revision, event_id, type, data, metadata)
        VALUES ($1, $2, $3, $4, $5, $6)`,
      values: [stream, revision, event.id, event.type, JSON.stringify(event.data), event.metadata],
    });
  });
  return { label: 'raw single-row INSERTs', events: options.events, seconds };
}

/** Runs `work(0 … count-1)` with `writers` calls in flight; answers the seconds it took. */
async function runConcurrently(
  count: number,
  writers: number,
  work: (index: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  const writer = async () => {
    for (let index = next++; index < count; index = next++) await work(index);
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return (performance.now() - started) / 1000;
}

/**
 * Both append measurements in alternating slices, so a busy spell on a shared machine falls on
 * both sides rather than on whichever ran first.
 */
export async function measureAppendsAgainstRawInserts(
  store: EventStore,
  pool: pg.Pool,
  options: AppendBenchOptions,
  slices: number,
): Promise<{ appends: Measurement; raw: Measurement }> {
  const slice = { ...options, events: Math.ceil(options.events / slices) };
  const appendSlices: Measurement[] = [];
  const rawSlices: Measurement[] = [];
  for (let i = 0; i < slices; i++) {
    appendSlices.push(await measureStoreAppends(store, slice));
    rawSlices.push(await measureRawInserts(pool, slice));
  }
  return { appends: combine(appendSlices), raw: combine(rawSlices) };
}

function combine(slices: Measurement[]): Measurement {
  return {
    label: slices[0]?.label ?? '',
    events: slices.reduce((sum, m) => sum + m.events, 0),
    seconds: slices.reduce((sum, m) => sum + m.seconds, 0),
  };
}
