import type { Kysely } from 'kysely';
import { comparePositions, type Position } from './event-store/event-store';
import type { AppDatabase } from './read-models';

/** True when every named projection's live generation has applied events up to `position`. */
export async function projectionsHavePassed(
  db: Kysely<AppDatabase>,
  names: readonly string[],
  position: Position,
): Promise<boolean> {
  if (names.length === 0) return true;
  const rows = await db
    .selectFrom('projection_generations')
    .select(['name', 'checkpoint_commit', 'checkpoint_prepare'])
    .where('status', '=', 'live')
    .where('name', 'in', names)
    .execute();
  if (rows.length < new Set(names).size) return false;
  return rows.every(
    (row) =>
      comparePositions(
        { commit: BigInt(row.checkpoint_commit), prepare: BigInt(row.checkpoint_prepare) },
        position,
      ) >= 0,
  );
}

/**
 * Waits (bounded) until the projections a read needs have passed the reader's last write.
 * Answers false when the bound ran out: the read then serves what it has.
 *
 * The poll interval starts at `pollMs` and doubles up to `maxPollMs`: a projection just behind
 * is seen almost at once, and a wait to the bound costs a couple of dozen queries, not hundreds.
 */
export async function waitForProjections(
  db: Kysely<AppDatabase>,
  names: readonly string[],
  position: Position,
  options: { timeoutMs: number; pollMs?: number; maxPollMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  let pollMs = options.pollMs ?? 10;
  const maxPollMs = Math.max(options.maxPollMs ?? 100, pollMs);
  for (;;) {
    if (await projectionsHavePassed(db, names, position)) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, left)));
    pollMs = Math.min(pollMs * 2, maxPollMs);
  }
}
