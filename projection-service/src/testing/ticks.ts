import { randomUUID } from 'node:crypto';
import { type EventStore, type Position, START } from '@foodshare/platform/event-store/event-store';
import { type Kysely, sql } from 'kysely';
import type { AppDatabase } from '../database';
import type { Projection } from '../projection';

/**
 * A projection that counts `Tick` events per stream, so double or lost applies show. `failOn`
 * makes tick n fail (`failures` times, or always).
 */
export function tickCounter(
  options: {
    name?: string;
    version?: number;
    failOn?: number;
    failures?: number;
    weight?: number;
  } = {},
): Projection {
  const table = options.name === undefined ? 'users' : 'stats';
  let failuresLeft = options.failures ?? Number.POSITIVE_INFINITY;
  return {
    name: options.name ?? 'ticks',
    version: options.version ?? 1,
    // Any AppDatabase name will do for the view; the table is ours.
    tables: [table],
    async createTables(db) {
      await sql`create table ${sql.table(table)} (stream text primary key, ticks integer not null, last integer not null)`.execute(
        db,
      );
    },
    handlers: {
      async Tick(event, db) {
        const n = (event.data as { n: number }).n;
        if (n === options.failOn && failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error(`poisoned tick ${n}`);
        }
        const weight = options.weight ?? 1;
        await sql`insert into ${sql.table(table)} (stream, ticks, last) values (${event.streamId}, ${weight}, ${n})
          on conflict (stream) do update set ticks = ${sql.table(table)}.ticks + ${weight}, last = excluded.last`.execute(
          db,
        );
      },
    },
  };
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
