import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
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
}

/** Every live generation and rebuild under way, with where it stands and what parked it. */
export async function projectionStatus(db: Kysely<AppDatabase>): Promise<ProjectionStatus[]> {
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
  return generations.map((row) => ({
    name: row.name,
    generation: row.generation,
    version: row.version,
    status: row.status === 'building' ? 'building' : 'live',
    checkpoint: `${row.checkpoint_commit}-${row.checkpoint_prepare}`,
    parked:
      parked.find((each) => each.projection === row.name && each.generation === row.generation) ??
      null,
  }));
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
