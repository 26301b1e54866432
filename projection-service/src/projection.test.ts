import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineProjection, type ProjectedEvent } from './projection';

const db = {} as Transaction<AppDatabase>;

function reserved(): RecordedEvent {
  return {
    id: randomUUID(),
    type: 'ItemReserved',
    data: {
      itemId: randomUUID(),
      requestId: randomUUID(),
      requesterId: randomUUID(),
      reservedUntil: null,
      reservedAt: '2026-11-21T08:00:00.000Z',
    },
    metadata: { actor: 'system:test', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
    streamId: `food-${randomUUID()}`,
    revision: 3n,
    position: { commit: 1n, prepare: 1n },
    createdAt: new Date('2026-11-21T08:00:00.000Z'),
  };
}

/** A read model that keeps every event its handler and its prepareBatch are given. */
function keeping() {
  const seen: ProjectedEvent[] = [];
  const prepared: ProjectedEvent[] = [];
  const projection = defineProjection<string>({
    name: 'keeping',
    version: 1,
    tables: [],
    createTables: async () => {},
    prepareBatch: async (events) => {
      prepared.push(...events);
      return 'state';
    },
    on: {
      async ItemReserved(event, _db, batch) {
        expect(batch).toBe('state');
        seen.push(event);
      },
    },
  });
  return { projection, seen, prepared };
}

describe('defineProjection', () => {
  it('parses an event once for every projection and batch step that sees it, out of sight', async () => {
    const recorded = reserved();
    const keys = Object.keys(recorded);
    const first = keeping();
    const second = keeping();
    await first.projection.applyBatch([recorded], db, () => undefined);
    await second.projection.applyBatch([recorded], db, () => undefined);
    expect(first.prepared[0]).toBe(first.seen[0]);
    expect(second.seen[0]).toBe(first.seen[0]);
    expect(first.seen[0]?.data).toEqual(recorded.data);
    // The recorded event looks as it did: the parse it keeps is neither a key nor spread.
    expect(Object.keys(recorded)).toEqual(keys);
    expect(Object.keys({ ...recorded })).toEqual(keys);
  });

  it('parses a frozen event too, each time it is given', async () => {
    const recorded = Object.freeze(reserved());
    const { projection, seen } = keeping();
    await projection.applyBatch([recorded], db, () => undefined);
    await projection.applyBatch([recorded], db, () => undefined);
    expect(seen.map((event) => event.data)).toEqual([recorded.data, recorded.data]);
  });
});
