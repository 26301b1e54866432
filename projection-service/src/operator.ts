import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { leaseHolders } from './leases/lease-holders';
import { listParked, type ParkedEvent, unpark } from './parking';
import { recordSkip } from './skips';

/** What an operator does about a parked projection (`npm run projection -- …`). */

export interface ProjectionStatus {
  readonly name: string;
  readonly generation: number;
  readonly version: number;
  readonly status: 'live' | 'building';
  readonly checkpoint: string;
  readonly parked: ParkedEvent | null;
  /** The instance holding its lease (running it), or null: none does now. */
  readonly holder: string | null;
  /**
   * How far behind the log it is: when the oldest event after its checkpoint was recorded (null:
   * none, it is caught up), and how long ago that was, in milliseconds (0 when caught up).
   * Known only when the status was asked with the event store.
   */
  readonly oldestUnprocessedAt?: Date | null;
  readonly lagMs?: number;
}

/**
 * Every live generation and rebuild under way, with where it stands, what parked it and who
 * runs it; with `store`, also how far behind the log it is.
 */
export async function projectionStatus(
  db: Kysely<AppDatabase>,
  store?: EventStore,
  now: Date = new Date(),
): Promise<ProjectionStatus[]> {
  const [generations, parked] = await Promise.all([
    db
      .selectFrom('projection_generations')
      .selectAll()
      .where('status', 'in', ['live', 'building'])
      .orderBy('name')
      .orderBy('generation')
      .execute(),
    listParked(db),
  ]);
  const holders = await leaseHolders(
    db as Kysely<unknown>,
    generations.map((row) => row.name),
  );
  return Promise.all(
    generations.map(async (row) => {
      const checkpoint = {
        commit: BigInt(row.checkpoint_commit),
        prepare: BigInt(row.checkpoint_prepare),
      };
      const oldest = store ? await oldestAfter(store, checkpoint) : undefined;
      return {
        name: row.name,
        generation: row.generation,
        version: row.version,
        status: row.status === 'building' ? 'building' : 'live',
        checkpoint: `${row.checkpoint_commit}-${row.checkpoint_prepare}`,
        parked:
          parked.find(
            (each) => each.projection === row.name && each.generation === row.generation,
          ) ?? null,
        holder: holders.get(row.name) ?? null,
        ...(oldest === undefined
          ? {}
          : {
              oldestUnprocessedAt: oldest,
              lagMs: oldest ? Math.max(now.getTime() - oldest.getTime(), 0) : 0,
            }),
      } satisfies ProjectionStatus;
    }),
  );
}

/** When the first event after `checkpoint` was recorded; null: there is none. */
async function oldestAfter(store: EventStore, checkpoint: Position): Promise<Date | null> {
  const { events } = await store.readAllPage({ after: checkpoint, maxCount: 1 });
  return events[0]?.createdAt ?? null;
}

/** Tries the parked event again (after a fix): answers what was parked. */
export async function retryParked(
  db: Kysely<AppDatabase>,
  name: string,
): Promise<readonly ParkedEvent[]> {
  const parked = await listParked(db, name);
  await unpark(db, name);
  return parked;
}

/**
 * Records, on the projection's stream, that it passes over the event it parked on, with who
 * and why; then unparks it. Answers what was skipped.
 */
export async function skipParked(
  db: Kysely<AppDatabase>,
  store: EventStore,
  name: string,
  decision: { readonly by: string; readonly reason: string; readonly at?: Date },
): Promise<readonly ParkedEvent[]> {
  const parked = await listParked(db, name);
  const at = decision.at ?? new Date();
  // Recorded first, so a runner that sees the projection unparked finds the skip in the log.
  for (const each of parked) await recordSkip(store, each, { ...decision, at });
  if (parked.length > 0) await unpark(db, name);
  return parked;
}

export type { ParkedEvent } from './parking';
