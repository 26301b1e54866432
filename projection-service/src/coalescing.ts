import type { Position } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { LiveCheckpoints } from '@foodshare/read-models/progress';
import type { Kysely } from 'kysely';
import { type Generation, skipTo, storedAt } from './generations';
import type { LoopState } from './resilience';

/**
 * How a loop paces its writes: when its checkpoint's moves over events its projection does
 * nothing with (skips) are written, and whether it lets events gather between batches.
 */
export interface Pace {
  /**
   * Moves `generation`'s checkpoint to `to`, over events its projection does nothing with:
   * answers where the generation then stands, or null when its row had moved (a race).
   */
  skip(generation: Generation, to: Position): Promise<Generation | null>;
  /**
   * After each step of a live loop: writes a skip left unwritten once it is due. Answers in how
   * many ms the next one falls due (the loop waits for events no longer), or null: none waits.
   */
  settle(loop: LoopState): Promise<number | null>;
  /** Caught up, after the wait for events: lets more of them gather before the next batch. */
  gather(): Promise<void>;
  /** The loop stops: the row catches up with its last skip, so a restart does not redo it. */
  flush(loop: LoopState | null): Promise<void>;
}

/** Every skip written as it happens, one statement each, and every batch taken at once. */
export function atOnce(db: Kysely<AppDatabase>): Pace {
  return {
    async skip(generation, to) {
      return (await skipTo(db, generation, to)) ? storedAt(generation, to) : null;
    },
    settle: async () => null,
    gather: async () => {},
    flush: async () => {},
  };
}

/**
 * The pace of a live loop in a process whose readers wait on this runner (standalone): it
 * coalesces. While no reader here waits on its read model, it lets events gather `ms` before its
 * next batch (a reader that starts waiting ends the pause), so under a stream of writes it
 * applies several in one batch instead of one batch per write. And it writes a skip at most
 * every `ms`, not one statement per append.
 *
 * Readers here learn a skip at once, through `live`; its row (which readers elsewhere, rebuilds
 * and restarts read) may lag a moment, about twice `ms` at most. A lagging row is only behind: a
 * batch's rows always commit with its checkpoint, so rows at one checkpoint stay the same rows,
 * and a crash only has the skip done again. A rebuild swapped in meanwhile may start below what
 * readers here were told, by events the old version did nothing with: they read every effect of
 * those the old version would have shown (none), and the new version's once its loop reaches
 * them.
 */
export function coalescing(options: {
  readonly db: Kysely<AppDatabase>;
  readonly live: LiveCheckpoints;
  /** The loop's projection. */
  readonly name: string;
  readonly ms: number;
  readonly signal: AbortSignal;
}): Pace {
  const { db, live, name, ms, signal } = options;
  /** When the loop first held a skip it has not written since. */
  let unwrittenSince: number | null = null;

  const writeSkip = async (loop: LoopState | null) => {
    const generation = loop?.generation;
    if (!loop || !generation?.stored) return;
    const written = await skipTo(db, generation, generation.checkpoint);
    // Not written: another worker or a swap moved the row; the next step reads it again.
    loop.generation = written ? storedAt(generation, generation.checkpoint) : null;
  };

  return {
    // Kept in the generation (`stored`: where its row still stands), for `settle` to write.
    async skip(generation, to) {
      return { ...generation, checkpoint: to, stored: generation.stored ?? generation.checkpoint };
    },
    async settle(loop) {
      if (loop.generation?.stored === undefined) {
        unwrittenSince = null;
        return null;
      }
      unwrittenSince ??= performance.now();
      const left = unwrittenSince + ms - performance.now();
      if (left > 0) return left;
      unwrittenSince = null;
      await writeSkip(loop);
      return null;
    },
    gather: () => live.gather(name, ms, signal),
    flush: writeSkip,
  };
}
