import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';

/** Appends an event of `type` to the item's stream, its data with the item's id: its position. */
export function itemEvents(
  store: EventStore,
  itemId: string,
): (type: string, data: Record<string, unknown>) => Promise<Position> {
  return async (type, data) =>
    (
      await store.append(
        `food-${itemId}`,
        [
          {
            id: randomUUID(),
            type,
            data: { itemId, ...data },
            metadata: {
              actor: 'test',
              correlationId: randomUUID(),
              causationId: randomUUID(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'any' },
      )
    ).position;
}

/** A clock for a test's events: each call answers the instant a minute after the last. */
export function minuteClock(start = '2026-11-21T08:00:00Z'): () => string {
  let clock = Date.parse(start);
  return () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
}
