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

/**
 * One request on an item, each of its events with the data the decider records: asked for (a
 * purchase with its price and quantity where `terms` say), accepted and the reservation that
 * follows, cancelled by its taker and the release that follows, handed over.
 */
export function itemRequest(
  on: (type: string, data: Record<string, unknown>) => Promise<Position>,
  donorId: string,
  tick: () => string,
  terms: { readonly price?: string; readonly quantity?: number } = {},
) {
  const requestId = randomUUID();
  const requesterId = randomUUID();
  return {
    requestId,
    request: () =>
      on('ItemRequested', {
        requestId,
        requesterId,
        message: null,
        intent: terms.price === undefined ? 'request' : 'purchase',
        price: terms.price ?? null,
        quantity: terms.quantity ?? null,
        requestedAt: tick(),
      }),
    accept: (at = tick()) =>
      on('RequestAccepted', {
        requestId,
        requesterId,
        donorId,
        pickupCode: '123456',
        acceptedAt: at,
      }),
    reserve: (at = tick()) =>
      on('ItemReserved', { requestId, requesterId, reservedUntil: null, reservedAt: at }),
    cancel: (at = tick()) => on('RequestCancelled', { requestId, requesterId, cancelledAt: at }),
    release: (at = tick()) =>
      on('ReservationReleased', { requestId, reason: 'cancelled_by_requester', releasedAt: at }),
    collect: () =>
      on('ItemCollected', {
        requestId,
        donorId,
        collectorId: requesterId,
        servings: '4',
        isMarketplace: terms.price !== undefined,
        sale: null,
        weightKg: null,
        confirmedBy: donorId,
        collectedAt: tick(),
      }),
  };
}
