import { type Position, START } from '@foodshare/platform/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { progressAlong } from './rebuild-progress';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
/** A store whose log offset is the commit position, as EventStoreDB's bytes of log are. */
const store = { logOffset: (position: Position) => (position.commit > 0n ? position.commit : 0n) };

describe('a rebuild’s progress', () => {
  it('counts against the store’s own count of its events where it has one', () => {
    const stretch = { from: START, head: at(1000), counted: 400 };
    expect(
      progressAlong(store, stretch, { projection: 'p', eventsApplied: 100, position: at(900) }),
    ).toMatchObject({ eventsTotal: 400, share: 0.25 });
    // The log grew while it ran: the total follows what was applied.
    expect(
      progressAlong(store, stretch, { projection: 'p', eventsApplied: 450, position: at(1200) }),
    ).toMatchObject({ eventsTotal: 450, share: 1 });
  });

  it('measures the share along the log, and estimates the total from it, where the store cannot count', () => {
    const stretch = { from: at(200), head: at(1200), counted: null };
    expect(
      progressAlong(store, stretch, { projection: 'p', eventsApplied: 0, position: at(200) }),
    ).toMatchObject({ eventsTotal: 0, share: 0 });
    expect(
      progressAlong(store, stretch, { projection: 'p', eventsApplied: 50, position: at(450) }),
    ).toMatchObject({ eventsTotal: 200, share: 0.25 });
    expect(
      progressAlong(store, stretch, { projection: 'p', eventsApplied: 210, position: at(1500) }),
    ).toMatchObject({ eventsTotal: 210, share: 1 });
    // Nothing to rebuild: done as it begins.
    const empty = { from: START, head: START, counted: null };
    expect(
      progressAlong(store, empty, { projection: 'p', eventsApplied: 0, position: START }),
    ).toMatchObject({ eventsTotal: 0, share: 1 });
  });
});
