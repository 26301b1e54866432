import { EventEmitter } from 'node:events';
import { comparePositions, type Position } from '@foodshare/platform/event-store/event-store';
import type { Kysely } from 'kysely';
import type { AppDatabase } from './database';
import type { ProjectionName } from './projection-names';

/**
 * How far the projections have got: the one way anything outside projection-service learns it
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
   * dozen queries, not hundreds.
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
  /** Resolves at the next move, or after `timeoutMs`: true for a move. */
  nextMove(timeoutMs: number): Promise<boolean>;
}

export function liveCheckpoints(): LiveCheckpoints {
  const known = new Map<string, Position>();
  const moves = new EventEmitter();
  moves.setMaxListeners(0); // one listener per waiting read: many is normal
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
  };
}

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
      // Moves here are told at once: the poll only looks for a runner elsewhere, or a park.
      let pollMs = live ? maxPollMs : (options.pollMs ?? 10);
      const knownHere = () =>
        live !== undefined && names.every((name) => live.passed(name, position));
      if (knownHere()) return true;
      for (;;) {
        const where = await standing(names, position);
        if (where !== 'behind') return where === 'passed';
        // Until the next poll, each move of this process's runner is looked at without a query.
        const pollAt = Date.now() + pollMs;
        for (;;) {
          const left = Math.min(pollAt, deadline) - Date.now();
          if (left <= 0) break;
          if (live) await live.nextMove(left);
          else await new Promise((resolve) => setTimeout(resolve, left));
          if (knownHere()) return true;
        }
        if (deadline - Date.now() <= 0) return false;
        pollMs = Math.min(pollMs * 2, maxPollMs);
      }
    },
  };
}
