import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { type FoodState, unitsLeft } from '@foodshare/contracts/food-state';
import { platformFee, priceTimes } from '@foodshare/contracts/requests';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FoodCommand, foodDecider } from '../food/food-decider';
import { approved, donorId, now, submitted } from '../food/food-fixtures';

const buyers = [1, 2, 3, 4].map((n) => `a0000000-0000-4000-8000-00000000000${n}`);
/** Two requests per buyer: asking again after a decline or a cancel. */
const requestIds = Array.from({ length: 8 }, (_, n) => `b0000000-0000-4000-8000-00000000000${n}`);
/** Each request's pickup code is its own, as the routes draw them. */
const codeOf = (index: number) => String(100000 + index);
const UNIT_PRICE = '7.45';

const aRequest = fc.nat({ max: requestIds.length - 1 });
const id = (index: number) => requestIds[index] ?? '';
const buyerOf = (index: number) => buyers[index % buyers.length] ?? '';

/** Anything buyers and the seller could send about the offer, in any order. */
const anyCommand: fc.Arbitrary<FoodCommand> = fc.oneof(
  fc.record({ index: aRequest, quantity: fc.integer({ min: 1, max: 6 }) }).map(
    ({ index, quantity }): FoodCommand => ({
      type: 'RequestItem',
      requestId: id(index),
      requesterId: buyerOf(index),
      message: null,
      intent: 'purchase',
      quantity,
      now,
    }),
  ),
  aRequest.map(
    (index): FoodCommand => ({
      type: 'AcceptRequest',
      requestId: id(index),
      actorId: donorId,
      pickupCode: codeOf(index),
      now,
    }),
  ),
  aRequest.map(
    (index): FoodCommand => ({
      type: 'DeclineRequest',
      requestId: id(index),
      actorId: donorId,
      note: null,
      now,
    }),
  ),
  aRequest.map(
    (index): FoodCommand => ({
      type: 'CancelRequest',
      requestId: id(index),
      actorId: buyerOf(index),
      now,
    }),
  ),
  fc.record({ index: aRequest, fee: fc.constantFrom(3, 4.5, 5) }).map(
    ({ index, fee }): FoodCommand => ({
      type: 'ConfirmHandover',
      actorId: donorId,
      pickupCode: codeOf(index),
      feePercent: fee,
      now,
    }),
  ),
);

describe('an offer sold by the unit, whatever buyers and seller do', () => {
  it('never hands out more units than it has, and charges each sale on its own quantity', () => {
    let soldOut = 0;
    let sales = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.array(anyCommand, { minLength: 10, maxLength: 80, size: 'max' }),
        (units, maxUnitsPerBuyer, commands) => {
          const events: FoodEvent[] = [
            submitted({
              donationMode: 'marketplace',
              isMarketplace: true,
              originalPrice: '10.00',
              discountedPrice: UNIT_PRICE,
              units,
              unitLabel: 'bag',
              maxUnitsPerBuyer,
            }),
            approved,
          ];
          let state: FoodState = events.reduce(foodDecider.evolve, foodDecider.initialState);
          for (const command of commands) {
            let decided: FoodEvent[];
            try {
              decided = foodDecider.decide(command, state);
            } catch (error) {
              expect(error).toBeInstanceOf(DomainError);
              continue;
            }
            events.push(...decided);
            state = decided.reduce(foodDecider.evolve, state);
            if (!state.exists) throw new Error('the offer vanished');

            const held = [...state.requests.values()].filter(
              (request) => request.status === 'approved' || request.status === 'collected',
            );
            const taken = held.reduce((sum, request) => sum + request.quantity, 0);
            // Never oversold, and the units left are what nobody holds.
            expect(taken).toBeLessThanOrEqual(units);
            expect(unitsLeft(state)).toBe(units - taken);
            // Listed while units remain; sold out, nobody is left waiting in vain.
            expect(state.status === 'available').toBe(taken < units);
            const pending = [...state.requests.values()].filter((r) => r.status === 'pending');
            if (taken === units) {
              expect(pending).toEqual([]);
              soldOut++;
            }
            // No buyer over the seller's limit.
            if (maxUnitsPerBuyer !== null)
              for (const buyer of buyers) {
                const mine = held.filter((request) => request.requesterId === buyer);
                expect(mine.reduce((sum, r) => sum + r.quantity, 0)).toBeLessThanOrEqual(
                  maxUnitsPerBuyer,
                );
              }
            for (const event of decided) {
              if (event.type !== 'ItemCollected') continue;
              const request = state.requests.get(event.data.requestId);
              const sale = event.data.sale;
              if (!sale || !request || command.type !== 'ConfirmHandover')
                throw new Error('a sale without its purchase');
              expect(sale.quantity).toBe(request.quantity);
              expect(sale.price).toBe(priceTimes(UNIT_PRICE, request.quantity));
              expect(sale.fee).toBe(platformFee(sale.price, command.feePercent).fee);
              sales++;
            }
          }
        },
      ),
      { numRuns: 400 },
    );
    // The runs reached what matters: offers sold out, and sales handed over.
    expect(soldOut).toBeGreaterThan(0);
    expect(sales).toBeGreaterThan(0);
  });
});
