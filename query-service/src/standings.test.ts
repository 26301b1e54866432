import type { Position } from '@foodshare/platform/event-store/event-store';
import type { ProjectionName } from '@foodshare/read-models/names';
import type { ProjectionProgress } from '@foodshare/read-models/progress';
import { describe, expect, it } from 'vitest';
import { projectionStandings, type Standing } from './standings';

/** A progress whose checkpoint the test moves, counting the look-ups it answers. */
function fakeProgress() {
  let checkpoint = 10n;
  let failNext = false;
  const lookUps: (() => void)[] = [];
  const progress: Pick<ProjectionProgress, 'positions'> = {
    positions(names) {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('connection lost'));
      }
      // Read when the look-up starts, as the database would answer it then.
      const at = checkpoint;
      return new Promise((resolve) =>
        lookUps.push(() =>
          resolve(new Map(names.map((name) => [name, { generation: 1, position: position(at) }]))),
        ),
      );
    },
  };
  return {
    progress: progress as ProjectionProgress,
    lookUps,
    advance: (to: bigint) => {
      checkpoint = to;
    },
    failNextLookUp: () => {
      failNext = true;
    },
    /** Answers every look-up under way. */
    answer: () => {
      for (const answer of lookUps.splice(0)) answer();
    },
  };
}

const position = (commit: bigint): Position => ({ commit, prepare: commit });
const NAMES: ProjectionName[] = ['food-items', 'users'];
const commitOf = (found: ReadonlyMap<ProjectionName, Standing>) =>
  found.get('food-items')?.position.commit;

describe('where the projections stand, shared by the reads of a moment', () => {
  it('answers every read of the moment from one look-up', async () => {
    const fake = fakeProgress();
    const standings = projectionStandings(fake.progress, { validMs: 60_000 });
    const reads = Array.from({ length: 20 }, () => standings.of(NAMES, null));
    expect(fake.lookUps).toHaveLength(1);
    fake.answer();
    for (const found of await Promise.all(reads)) expect(commitOf(found)).toBe(10n);
    await standings.of(NAMES, null);
    expect(fake.lookUps).toHaveLength(0);
  });

  it('answers a reader holding its own write from a look-up made after it asked', async () => {
    const fake = fakeProgress();
    const standings = projectionStandings(fake.progress, { validMs: 60_000 });
    const shared = standings.of(NAMES, null);
    fake.answer();
    expect(commitOf(await shared)).toBe(10n);
    // The reader's write was projected: the shared standing (10) is older than it (12).
    fake.advance(12n);
    const reader = standings.of(NAMES, position(12n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.lookUps).toHaveLength(1);
    fake.answer();
    expect(commitOf(await reader)).toBe(12n);
    // Readers after it share that newer look-up, and one whose write it covers needs no other.
    expect(commitOf(await standings.of(NAMES, position(11n)))).toBe(12n);
    expect(fake.lookUps).toHaveLength(0);
  });

  it('looks again once a look-up is older than its validity', async () => {
    const fake = fakeProgress();
    const standings = projectionStandings(fake.progress, { validMs: 0 });
    const first = standings.of(NAMES, null);
    fake.answer();
    await first;
    fake.advance(15n);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = standings.of(NAMES, null);
    fake.answer();
    expect(commitOf(await second)).toBe(15n);
  });

  it('answers from the last look-up while the next is under way, within its bound', async () => {
    const fake = fakeProgress();
    const standings = projectionStandings(fake.progress, { validMs: 0, staleMs: 60_000 });
    const first = standings.of(NAMES, null);
    fake.answer();
    await first;
    fake.advance(15n);
    await new Promise((resolve) => setTimeout(resolve, 2));
    // A look-up starts, and the reads meanwhile wait on none: the last one answers them.
    expect(commitOf(await standings.of(NAMES, null))).toBe(10n);
    expect(fake.lookUps).toHaveLength(1);
    // A reader whose write the last look-up does not show passed waits for the newer one.
    const reader = standings.of(NAMES, position(15n));
    fake.answer();
    expect(commitOf(await reader)).toBe(15n);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(commitOf(await standings.of(NAMES, null))).toBe(15n);
  });

  it('fails the reads sharing a failed look-up, and the next read looks again', async () => {
    const fake = fakeProgress();
    const standings = projectionStandings(fake.progress, { validMs: 60_000 });
    fake.failNextLookUp();
    await expect(standings.of(NAMES, null)).rejects.toThrow('connection lost');
    const next = standings.of(NAMES, null);
    fake.answer();
    expect(commitOf(await next)).toBe(10n);
  });
});
