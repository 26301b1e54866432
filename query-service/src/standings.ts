import { comparePositions, type Position } from '@foodshare/platform/event-store/event-store';
import type { ProjectionName } from '@foodshare/read-models/names';
import type { ProjectionProgress } from '@foodshare/read-models/progress';

/** A projection's live generation and its checkpoint. */
export interface Standing {
  readonly generation: number;
  readonly position: Position;
}

/**
 * Where the projections stand, shared by every read of this process: one look-up serves all
 * the reads of a short moment instead of each read making its own, which on embedded PGlite
 * (one connection) would queue behind every other statement.
 */
export interface ProjectionStandings {
  /**
   * The live generations and checkpoints of `names`, from a look-up started at most `validMs`
   * ago (or still under way). A reader holding its own write's position (`atLeast`) gets a
   * standing at or past it whenever the projections have passed it: an older shared one is
   * not enough for them, so they wait for a look-up started after they asked.
   */
  of(
    names: readonly ProjectionName[],
    atLeast: Position | null,
  ): Promise<ReadonlyMap<ProjectionName, Standing>>;
}

interface LookUp {
  /** Look-ups are numbered as they start: a higher number started later. */
  readonly number: number;
  readonly startedAt: number;
  readonly result: Promise<ReadonlyMap<ProjectionName, Standing>>;
}

/** Whether every one of `names` stands (by `positionOf`) at or past `position`. */
export function allPassed(
  names: readonly ProjectionName[],
  position: Position,
  positionOf: (name: ProjectionName) => Position | undefined,
): boolean {
  return names.every((name) => {
    const at = positionOf(name);
    return at !== undefined && comparePositions(at, position) >= 0;
  });
}

export function projectionStandings(
  progress: ProjectionProgress,
  options: {
    readonly validMs: number;
    /**
     * While a newer look-up is under way, how old (from its start) the last one answered may
     * be and still answer the reads it covers (0: never): they then wait on no database round
     * trip. A reader holding its own write's position is answered from it only when it shows
     * that write passed.
     */
    readonly staleMs?: number;
  },
): ProjectionStandings {
  /** The latest look-up per set of names asked together. */
  const latest = new Map<string, LookUp>();
  /** The latest look-up answered, with what it found, per set of names. */
  const answered = new Map<
    string,
    { readonly lookUp: LookUp; readonly found: ReadonlyMap<ProjectionName, Standing> }
  >();
  const staleMs = options.staleMs ?? 0;
  let started = 0;

  function lookUp(key: string, names: readonly ProjectionName[]): LookUp {
    started += 1;
    const made: LookUp = {
      number: started,
      startedAt: performance.now(),
      result: progress.positions(names),
    };
    latest.set(key, made);
    made.result.then(
      (found) => {
        const before = answered.get(key);
        if (!before || before.lookUp.number < made.number)
          answered.set(key, { lookUp: made, found });
      },
      // A failed look-up answers the reads that shared it, and the next read tries again.
      () => {
        if (latest.get(key) === made) latest.delete(key);
      },
    );
    return made;
  }

  return {
    async of(names, atLeast) {
      const key = names.join(' ');
      const asked = started;
      let current = latest.get(key);
      const now = performance.now();
      if (!current || now - current.startedAt > options.validMs) current = lookUp(key, names);
      const last = answered.get(key);
      if (
        last &&
        last.lookUp !== current &&
        now - last.lookUp.startedAt <= staleMs &&
        (!atLeast || allPassed(names, atLeast, (name) => last.found.get(name)?.position))
      )
        return last.found;
      const found = await current.result;
      if (!atLeast || allPassed(names, atLeast, (name) => found.get(name)?.position)) return found;
      // Rows this reader must see may be newer than the shared look-up: one started after the
      // reader asked (read-your-writes has by then seen its position passed) sees them.
      const newer = latest.get(key);
      return (newer && newer.number > asked ? newer : lookUp(key, names)).result;
    },
  };
}
