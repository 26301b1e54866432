import { randomUUID } from 'node:crypto';
import { type EventStore, type Position, START } from '@foodshare/platform/event-store/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBatchReader } from './batch-reader';
import { projectionTestStore } from './testing/projection-test-store';

const opened = projectionTestStore({ each: true });
let store: EventStore;
beforeEach(() => {
  ({ store } = opened());
});

/** Appends one event per type, in order; answers each one's position. */
async function append(...types: string[]): Promise<Position[]> {
  const positions: Position[] = [];
  for (const type of types) {
    const metadata = {
      actor: 'test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
    };
    const event = { id: randomUUID(), type, data: {}, metadata };
    positions.push((await store.append('s', [event], { expectedRevision: 'any' })).position);
  }
  return positions;
}

const TICKS = new Set(['Tick']);

describe('a loop’s batch reader', () => {
  it('reads its types from the store, past the others, and knows a short read from a full one', async () => {
    const [, , tick, lastOther] = await append('Tock', 'Tock', 'Tick', 'Tock');
    const reader = createBatchReader(store.openReader({ types: TICKS, pageSize: 2 }));
    const batch = await reader.read(START);
    expect(batch.events.map((event) => event.position)).toEqual([tick]);
    expect(batch).toMatchObject({ through: lastOther, full: false });
    await reader.close();
  });

  it('picks its types out of a read shared with other loops, and a full one with none is not the end', async () => {
    const [, secondOther, tick] = await append('Tock', 'Tock', 'Tick');
    const readers = store.openReaders({ pageSize: 2 });
    const ticks = createBatchReader(readers.open(TICKS));
    const everything = createBatchReader(readers.open(undefined));

    const first = await ticks.read(START);
    expect(first).toEqual({ events: [], through: secondOther, full: true });
    // The other loop at the same position is answered the same read, every type kept.
    const same = await everything.read(START);
    expect(same.events.map((event) => event.type)).toEqual(['Tock', 'Tock']);

    const next = await ticks.read(first.through);
    expect(next.events.map((event) => event.position)).toEqual([tick]);
    expect(next).toMatchObject({ through: tick, full: false });
    await Promise.all([ticks.close(), everything.close()]);
  });
});
