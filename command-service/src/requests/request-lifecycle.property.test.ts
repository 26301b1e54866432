import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { FoodState } from '@foodshare/contracts/food-state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FoodCommand, foodDecider } from '../food/food-decider';
import { approved, donorId, now, PICKUP_CODE, requested, submitted } from '../food/food-fixtures';

const takers = [
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003',
  'a0000000-0000-4000-8000-000000000004',
];
/** The first four are the initial requests; the rest are free for asking again. */
const requestIds = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `b0000000-0000-4000-8000-00000000000${n}`);
const people = [donorId, ...takers];

/** Mostly the person entitled to act, sometimes anyone else: refusals must be harmless too. */
const actor = (entitled: string) =>
  fc.oneof({ arbitrary: fc.constant(entitled), weight: 4 }, fc.constantFrom(...people));
const aRequest = fc.nat({ max: requestIds.length - 1 });
const idOf = (index: number) => requestIds[index] ?? '';
/** Request n is first made by taker n (mod 4), so a cancel mostly comes from its requester. */
const requesterOf = (index: number) => takers[index % takers.length] ?? '';

/** Any command a donor, a taker or a stranger could send about the item's requests. */
const anyCommand: fc.Arbitrary<FoodCommand> = fc.oneof(
  aRequest.chain((index) =>
    actor(donorId).map(
      (actorId): FoodCommand => ({
        type: 'AcceptRequest',
        requestId: idOf(index),
        actorId,
        pickupCode: PICKUP_CODE,
        now,
      }),
    ),
  ),
  aRequest.chain((index) =>
    actor(donorId).map(
      (actorId): FoodCommand => ({
        type: 'DeclineRequest',
        requestId: idOf(index),
        actorId,
        note: null,
        now,
      }),
    ),
  ),
  aRequest.chain((index) =>
    actor(requesterOf(index)).map(
      (actorId): FoodCommand => ({ type: 'CancelRequest', requestId: idOf(index), actorId, now }),
    ),
  ),
  // Asking (again) once an earlier request was closed.
  aRequest.chain((index) =>
    actor(requesterOf(index)).map(
      (requesterId): FoodCommand => ({
        type: 'RequestItem',
        requestId: idOf(index),
        requesterId,
        message: null,
        now,
      }),
    ),
  ),
  fc.record({
    type: fc.constant('ConfirmHandover' as const),
    actorId: actor(donorId),
    pickupCode: fc.constantFrom(PICKUP_CODE, '000000'),
    feePercent: fc.constant(5),
    now: fc.constant(now),
  }),
);

/**
 * What the events alone say, folded independently of `evolve`: the requests accepted and still
 * open, and the request the item is reserved for.
 */
function fromEvents(events: readonly FoodEvent[]) {
  const openAccepted = new Set<string>();
  let reservedFor: string | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'RequestAccepted':
        openAccepted.add(event.data.requestId);
        break;
      case 'RequestDeclined':
      case 'RequestCancelled':
      case 'ItemCollected':
        openAccepted.delete(event.data.requestId);
        if (event.type === 'ItemCollected') reservedFor = null;
        break;
      case 'ItemReserved':
        expect(reservedFor, 'reserved twice without a release').toBeNull();
        reservedFor = event.data.requestId;
        break;
      case 'ReservationReleased':
        expect(reservedFor).toBe(event.data.requestId);
        reservedFor = null;
        break;
      default:
        break;
    }
  }
  return { openAccepted, reservedFor };
}

describe('any sequence of request commands', () => {
  it('approves at most one request, and the item is reserved exactly while one is approved', () => {
    fc.assert(
      fc.property(
        fc.array(anyCommand, { maxLength: 30, size: 'max' }),
        fc.subarray(takers.map((taker, index) => ({ taker, id: idOf(index) }))),
        (commands, initialRequests) => {
          const events: FoodEvent[] = [
            submitted(),
            approved,
            ...initialRequests.map(({ taker, id }) => requested(id, taker)),
          ];
          let state: FoodState = events.reduce(foodDecider.evolve, foodDecider.initialState);
          for (const command of commands) {
            // The routes draw a fresh id for every request; reusing one is not a real case.
            if (
              command.type === 'RequestItem' &&
              state.exists &&
              state.requests.has(command.requestId)
            )
              continue;
            let decided: FoodEvent[];
            try {
              decided = foodDecider.decide(command, state);
            } catch (error) {
              // Refusals are answered as 4xx, never as a crash.
              expect(error).toBeInstanceOf(DomainError);
              continue;
            }
            events.push(...decided);
            state = decided.reduce(foodDecider.evolve, state);
            if (!state.exists) throw new Error('the item vanished');

            const approvedIds = [...state.requests]
              .filter(([, request]) => request.status === 'approved')
              .map(([id]) => id);
            expect(approvedIds.length).toBeLessThanOrEqual(1);
            expect(state.status === 'reserved').toBe(approvedIds.length === 1);

            const told = fromEvents(events);
            expect([...told.openAccepted]).toEqual(approvedIds);
            expect(told.reservedFor).toBe(approvedIds[0] ?? null);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
