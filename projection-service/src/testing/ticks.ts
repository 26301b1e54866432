import { randomUUID } from 'node:crypto';
import { type EventStore, type Position, START } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { defineProjection, type Projection } from '../projection';

/** The one event a tick counter reads: tick `n` of its stream. */
const tickEvents = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Tick'), data: z.object({ n: z.number() }) }),
]);

/** The ticks table as the handler writes it, under whichever view name it stands behind. */
type TickTables = Record<'users' | 'stats', { stream: string; ticks: number; last: number | null }>;

/**
 * A projection that counts `Tick` events per stream, so double or lost applies show. `failOn`
 * makes tick n fail (`failures` times, or always) in the handler; `refuseOn` makes the server
 * refuse tick n's write (a null where the table allows none), found only when the batch's
 * writes reach it.
 */
export function tickCounter(
  options: {
    name?: string;
    version?: number;
    failOn?: number;
    failures?: number;
    refuseOn?: number;
    /** What tick `failOn` throws (default: an error of the handler's own). */
    failure?: () => Error;
    weight?: number;
    /** An index on `last` that only readers would use (`createReadIndexes`). */
    readIndex?: boolean;
  } = {},
): Projection {
  const table = options.name === undefined ? 'users' : 'stats';
  let failuresLeft = options.failures ?? Number.POSITIVE_INFINITY;
  return defineProjection({
    name: options.name ?? 'ticks',
    version: options.version ?? 1,
    // Any AppDatabase name will do for the view; the table is ours.
    tables: [table],
    async createTables(db) {
      await sql`create table ${sql.table(table)} (stream text primary key, ticks integer not null, last integer not null)`.execute(
        db,
      );
    },
    ...(options.readIndex && {
      async createReadIndexes(db: Kysely<unknown>) {
        await sql`create index if not exists ${sql.raw(`${table}_last_idx`)} on ${sql.table(table)} (last)`.execute(
          db,
        );
      },
    }),
    events: tickEvents,
    on: {
      async Tick(event, db) {
        const { n } = event.data;
        if (n === options.failOn && failuresLeft > 0) {
          failuresLeft -= 1;
          throw options.failure?.() ?? new Error(`poisoned tick ${n}`);
        }
        const weight = options.weight ?? 1;
        const last = n === options.refuseOn ? null : n;
        await (db as unknown as Kysely<TickTables>)
          .insertInto(table)
          .values({ stream: event.streamId, ticks: weight, last })
          .onConflict((conflict) =>
            conflict.column('stream').doUpdateSet((eb) => ({
              ticks: eb(eb.ref(`${table}.ticks`), '+', weight),
              last: eb.ref('excluded.last'),
            })),
          )
          .execute();
      },
    },
  });
}

/** Appends ticks from..to, one per transaction; answers the last one's position. */
export async function appendTicks(
  store: EventStore,
  streamId: string,
  from: number,
  to: number,
): Promise<Position> {
  let last: Position = START;
  for (let n = from; n <= to; n++) {
    const metadata = {
      actor: 'test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
    };
    last = (
      await store.append(streamId, [{ id: randomUUID(), type: 'Tick', data: { n }, metadata }], {
        expectedRevision: 'any',
      })
    ).position;
  }
  return last;
}

/** The tick counts per stream of the projection's public view. */
export async function ticks(
  db: Kysely<AppDatabase>,
  table: 'users' | 'stats' = 'users',
): Promise<Record<string, number>> {
  const { rows } = await sql<{
    stream: string;
    ticks: number;
  }>`select stream, ticks from public.${sql.table(table)} order by stream`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.stream, row.ticks]));
}
