import { EventEmitter } from 'node:events';
import { comparePositions, type Position } from '@foodshare/platform/event-store/event-store';
import type { Kysely } from 'kysely';
import type { AppDatabase } from './database';
import type { ProjectionName } from './names';

/**
 * How far the projections have got: the one way anything but the runner learns it
 * (read-your-writes, the notification watcher, a start-up that must wait). Nothing else reads
 * `projection_generations`.
 */
export interface ProjectionProgress<Name extends string = ProjectionName> {
  /**
   * Each named projection's live generation and its checkpoint; a projection with no live
   * generation yet is missing from the answer.
   */
  positions(names: readonly Name[]): Promise<Map<Name, { generation: number; position: Position }>>;
  /**
   * Where the named projections' live generations stand against `position`: all passed it, some
   * behind, or some behind and parked on an event (they will not pass it until an operator acts).
   */
  standing(names: readonly Name[], position: Position): Promise<'passed' | 'behind' | 'parked'>;
  /**
   * Waits (bounded) until the named projections have passed `position`. Answers false when the
   * bound ran out, or at once when one of them is parked on an event. The poll interval starts at `pollMs` and doubles up to `maxPollMs`: a
   * projection just behind is seen almost at once, and a wait to the bound costs a couple of
   * dozen queries, not hundreds. With a runner in this process (`live`), its moves and parks
   * end the wait without a query, and the runner takes these projections' batches at once
   * while it lasts; the look-up then only finds a runner elsewhere, every LIVE_POLL_MS.
   */
  waitUntilPassed(
    names: readonly Name[],
    position: Position,
    options: { timeoutMs: number; pollMs?: number; maxPollMs?: number },
  ): Promise<boolean>;
}

/**
 * Where the live projections of this process's runner stand, as it commits them: a reader in the
 * same process (standalone) learns at once that its write is in, with no query and no poll. The
 * database may be further on (a runner in another process): then the poll finds it.
 */
export interface LiveCheckpoints {
  /** The runner, after a live generation's checkpoint moved to `position` and was committed. */
  moved(name: string, position: Position): void;
  /** Whether `name`'s live generation is known here to have passed `position`. */
  passed(name: string, position: Position): boolean;
  /** Resolves at the next move (or park), or after `timeoutMs`: true for a move. */
  nextMove(timeoutMs: number): Promise<boolean>;
  /** The runner: `name`'s live loop parked on an event (true), or goes on again (false). */
  parked(name: string, isParked: boolean): void;
  /** Whether `name`'s live loop here is parked on an event. */
  isParked(name: string): boolean;
  /**
   * A reader here waits on `names` until it calls what this answers: their loops take their
   * next batch at once rather than letting events gather (`gather`).
   */
  want(names: readonly string[]): () => void;
  /**
   * The runner, before the next batch of a read model nobody here is waiting on: resolves after
   * `ms`, or as soon as a reader waits on `name` (at once if one already does), or on `signal`.
   */
  gather(name: string, ms: number, signal: AbortSignal): Promise<void>;
}

export function liveCheckpoints(): LiveCheckpoints {
  const known = new Map<string, Position>();
  const parkedHere = new Set<string>();
  /** Per read model, the readers here waiting on it. */
  const waiting = new Map<string, number>();
  const moves = new EventEmitter();
  moves.setMaxListeners(0); // one listener per waiting read: many is normal
  const wants = new EventEmitter();
  wants.setMaxListeners(0); // one listener per gathering loop
  return {
    moved(name, position) {
      const before = known.get(name);
      if (before && comparePositions(before, position) >= 0) return;
      known.set(name, position);
      moves.emit('moved');
    },
    passed(name, position) {
      const at = known.get(name);
      return at !== undefined && comparePositions(at, position) >= 0;
    },
    nextMove(timeoutMs) {
      return new Promise((resolve) => {
        const done = (moved: boolean) => {
          clearTimeout(timer);
          moves.off('moved', onMove);
          resolve(moved);
        };
        const onMove = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        moves.on('moved', onMove);
      });
    },
    parked(name, isParked) {
      if (parkedHere.has(name) === isParked) return;
      if (isParked) parkedHere.add(name);
      else parkedHere.delete(name);
      // A reader waiting on it learns at once that it will not pass its position.
      moves.emit('moved');
    },
    isParked: (name) => parkedHere.has(name),
    want(names) {
      for (const name of names) {
        waiting.set(name, (waiting.get(name) ?? 0) + 1);
        wants.emit(name);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const name of names) {
          const left = (waiting.get(name) ?? 1) - 1;
          if (left > 0) waiting.set(name, left);
          else waiting.delete(name);
        }
      };
    },
    gather(name, ms, signal) {
      if (waiting.has(name) || signal.aborted) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wants.off(name, done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        wants.on(name, done);
        signal.addEventListener('abort', done, { once: true });
      });
    },
  };
}

/** With a runner in this process, how often a waiting read looks for a runner elsewhere. */
const LIVE_POLL_MS = 500;

/**
 * `Name`: the projections it may be asked about (the app's read models unless a test says).
 * `live`: the checkpoints of a runner in this process, if there is one.
 */
export function projectionProgress<Name extends string = ProjectionName>(
  db: Kysely<AppDatabase>,
  live?: LiveCheckpoints,
): ProjectionProgress<Name> {
  async function positions(names: readonly Name[]) {
    const found = new Map<Name, { generation: number; position: Position }>();
    if (names.length === 0) return found;
    const rows = await db
      .selectFrom('projection_generations')
      .select(['name', 'generation', 'checkpoint_commit', 'checkpoint_prepare'])
      .where('status', '=', 'live')
      .where('name', 'in', names)
      .execute();
    for (const name of names) {
      const row = rows.find((each) => each.name === name);
      if (row)
        found.set(name, {
          generation: row.generation,
          position: {
            commit: BigInt(row.checkpoint_commit),
            prepare: BigInt(row.checkpoint_prepare),
          },
        });
    }
    return found;
  }
  async function standing(names: readonly Name[], position: Position) {
    if (names.length === 0) return 'passed' as const;
    const rows = await db
      .selectFrom('projection_generations as generation')
      .leftJoin('projection_parked as parked', (join) =>
        join
          .onRef('parked.name', '=', 'generation.name')
          .onRef('parked.generation', '=', 'generation.generation'),
      )
      .select([
        'generation.name',
        'generation.checkpoint_commit',
        'generation.checkpoint_prepare',
        'parked.event_id as parked_on',
      ])
      .where('generation.status', '=', 'live')
      .where('generation.name', 'in', names)
      .execute();
    if (rows.length < new Set(names).size) return 'behind' as const;
    const behind = rows.filter(
      (row) =>
        comparePositions(
          { commit: BigInt(row.checkpoint_commit), prepare: BigInt(row.checkpoint_prepare) },
          position,
        ) < 0,
    );
    if (behind.length === 0) return 'passed' as const;
    return behind.some((row) => row.parked_on !== null) ? ('parked' as const) : ('behind' as const);
  }
  return {
    positions,
    standing,
    async waitUntilPassed(names, position, options) {
      const deadline = Date.now() + options.timeoutMs;
      const maxPollMs = Math.max(options.maxPollMs ?? 100, options.pollMs ?? 10);
      const knownHere = () =>
        live !== undefined && names.every((name) => live.passed(name, position));
      // Parked here and not past the position: it will not get there until an operator acts.
      const parkedHere = () =>
        live !== undefined &&
        names.some((name) => live.isParked(name) && !live.passed(name, position));
      if (knownHere()) return true;
      // The runner here takes the batches of these read models at once while this read waits.
      const release = live?.want(names);
      try {
        // Moves and parks here are told at once: the look-up only finds a runner elsewhere (or a
        // park there), so with a runner here it waits a poll interval before its first one and
        // looks every LIVE_POLL_MS. A park here is looked up at once: the database says whether
        // it still stands (an operator may have retried or skipped it since).
        let pollMs = live ? Math.max(maxPollMs, LIVE_POLL_MS) : (options.pollMs ?? 10);
        // A park here is looked up once; an unparked one is then waited for like any move.
        let parkLookedUp = parkedHere();
        let lookUp = live === undefined || parkLookedUp;
        for (;;) {
          if (lookUp) {
            const where = await standing(names, position);
            if (where !== 'behind') return where === 'passed';
          }
          lookUp = true;
          // Until the next poll, each move of this process's runner is looked at without a query.
          const pollAt = Date.now() + pollMs;
          for (;;) {
            const left = Math.min(pollAt, deadline) - Date.now();
            if (left <= 0) break;
            if (live) await live.nextMove(left);
            else await new Promise((resolve) => setTimeout(resolve, left));
            if (knownHere()) return true;
            if (!parkLookedUp && parkedHere()) {
              parkLookedUp = true;
              break;
            }
          }
          // The bound ran out: one last look (a runner elsewhere may have passed it meanwhile).
          if (deadline - Date.now() <= 0) return (await standing(names, position)) === 'passed';
          pollMs = live ? pollMs : Math.min(pollMs * 2, maxPollMs);
        }
      } finally {
        release?.();
      }
    },
  };
}
