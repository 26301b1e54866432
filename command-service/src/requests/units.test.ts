import { parseEvent } from '@foodshare/contracts/events';
import { type FoodEvent, foodEventSchema } from '@foodshare/contracts/food-events';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { describe, expect, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  accepted,
  approved,
  donorId,
  itemId,
  now,
  requested,
  submitted,
} from '../food/food-fixtures';

const spec = specification(foodDecider);

const buyerA = 'a0000000-0000-4000-8000-00000000000a';
const buyerB = 'a0000000-0000-4000-8000-00000000000b';
const buyerC = 'a0000000-0000-4000-8000-00000000000c';
const purchaseA = 'c0000000-0000-4000-8000-00000000000a';
const purchaseB = 'c0000000-0000-4000-8000-00000000000b';
const purchaseC = 'c0000000-0000-4000-8000-00000000000c';

/** Five meal boxes at AED 12.50 each (20.00 before the discount), at most 3 per buyer. */
const boxes = (changes: { units?: number; maxUnitsPerBuyer?: number | null } = {}): FoodEvent =>
  submitted({
    donationMode: 'marketplace',
    isMarketplace: true,
    quantity: '5 meal boxes',
    originalPrice: '20.00',
    discountedPrice: '12.50',
    units: changes.units ?? 5,
    unitLabel: 'meal box',
    maxUnitsPerBuyer: changes.maxUnitsPerBuyer === undefined ? 3 : changes.maxUnitsPerBuyer,
  });

const buy = (requestId: string, requesterId: string, quantity: number) => ({
  type: 'RequestItem' as const,
  requestId,
  requesterId,
  message: null,
  intent: 'purchase' as const,
  quantity,
  now,
});

const purchase = (id: string, buyer: string, quantity: number) =>
  requested(id, buyer, { intent: 'purchase', price: '12.50', quantity });

const accept = (requestId: string, pickupCode: string) => ({
  type: 'AcceptRequest' as const,
  requestId,
  actorId: donorId,
  pickupCode,
  now,
});

describe('an offer sold by the unit', () => {
  it('records a purchase of 2 of 5 boxes at the unit price', () => {
    spec([boxes(), approved])
      .when(buy(purchaseA, buyerA, 2))
      .then([purchase(purchaseA, buyerA, 2)]);
  });

  it('refuses more than are left, saying how many are', () => {
    spec([boxes(), approved, purchase(purchaseA, buyerA, 3), ...accepted(purchaseA, buyerA)])
      .when(buy(purchaseB, buyerB, 3))
      .thenThrows({ code: 'conflict', message: 'Only 2 meal boxes left: choose fewer.' });
  });

  it('refuses more than the seller allows one buyer, naming the quantity', () => {
    spec([boxes(), approved])
      .when(buy(purchaseA, buyerA, 4))
      .thenThrows({
        code: 'validation',
        field: 'quantity',
        message: 'The seller allows at most 3 meal boxes per buyer.',
      });
  });

  it('counts what a buyer already holds against the limit', () => {
    spec([
      boxes(),
      approved,
      purchase(purchaseA, buyerA, 2),
      ...accepted(purchaseA, buyerA, '111111'),
      {
        type: 'ItemCollected',
        data: {
          itemId,
          requestId: purchaseA,
          donorId,
          collectorId: buyerA,
          servings: null,
          isMarketplace: true,
          sale: null,
          weightKg: null,
          confirmedBy: donorId,
          collectedAt: now.toISOString(),
        },
      },
    ])
      .when(buy(purchaseB, buyerA, 2))
      .thenThrows({ code: 'validation', field: 'quantity' });
  });

  it('refuses a quantity on a free donation, which goes whole', () => {
    spec([submitted(), approved])
      .when({ ...buy(purchaseA, buyerA, 2), intent: 'request' })
      .thenThrows({ code: 'validation', field: 'quantity' });
  });

  it('keeps the offer listed after an accepted purchase while units remain', () => {
    spec([
      boxes(),
      approved,
      purchase(purchaseA, buyerA, 2),
      ...accepted(purchaseA, buyerA, '111111'),
    ])
      .when(buy(purchaseB, buyerB, 3))
      .then([purchase(purchaseB, buyerB, 3)]);
  });

  it('declines every purchase still waiting when the last units go: it sold out', () => {
    spec([
      boxes(),
      approved,
      purchase(purchaseA, buyerA, 2),
      purchase(purchaseB, buyerB, 3),
      purchase(purchaseC, buyerC, 1),
      ...accepted(purchaseA, buyerA, '111111'),
    ])
      .when(accept(purchaseB, '222222'))
      .then([
        ...accepted(purchaseB, buyerB, '222222'),
        {
          type: 'RequestDeclined',
          data: {
            itemId,
            requestId: purchaseC,
            requesterId: buyerC,
            reason: 'sold_out',
            note: null,
            declinedBy: donorId,
            declinedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('answers a purchase once sold out with 409 "Sold out"', () => {
    spec([
      boxes({ units: 2 }),
      approved,
      purchase(purchaseA, buyerA, 2),
      ...accepted(purchaseA, buyerA, '111111'),
    ])
      .when(buy(purchaseB, buyerB, 1))
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.soldOut });
  });

  it('refuses to accept a purchase bigger than what is left', () => {
    spec([
      boxes(),
      approved,
      purchase(purchaseA, buyerA, 3),
      purchase(purchaseB, buyerB, 3),
      ...accepted(purchaseA, buyerA, '111111'),
    ])
      .when(accept(purchaseB, '222222'))
      .thenThrows({ code: 'conflict', message: 'Only 2 meal boxes left: choose fewer.' });
  });

  it('hands over each sale by its own code, with the fee on its own quantity', () => {
    spec([
      boxes(),
      approved,
      purchase(purchaseA, buyerA, 2),
      purchase(purchaseB, buyerB, 3),
      ...accepted(purchaseA, buyerA, '111111'),
      ...accepted(purchaseB, buyerB, '222222'),
    ])
      .when({
        type: 'ConfirmHandover',
        actorId: donorId,
        pickupCode: '222222',
        feePercent: 5,
        now,
      })
      .then([
        {
          type: 'ItemCollected',
          data: {
            itemId,
            requestId: purchaseB,
            donorId,
            collectorId: buyerB,
            servings: null,
            isMarketplace: true,
            sale: {
              currency: 'AED',
              price: '37.50',
              quantity: 3,
              unitPrice: '12.50',
              feeRate: '0.0500',
              fee: '1.88',
            },
            weightKg: null,
            temperatureClass: 'chilled',
            confirmedBy: donorId,
            collectedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('gives the units of a cancelled purchase back to the offer', () => {
    spec([
      boxes({ units: 2 }),
      approved,
      purchase(purchaseA, buyerA, 2),
      ...accepted(purchaseA, buyerA, '111111'),
      {
        type: 'RequestCancelled',
        data: { itemId, requestId: purchaseA, requesterId: buyerA, cancelledAt: now.toISOString() },
      },
    ])
      .when(buy(purchaseB, buyerB, 2))
      .then([purchase(purchaseB, buyerB, 2)]);
  });

  it('reads an offer recorded before units as one unit of its quantity', () => {
    const offer = boxes();
    if (offer.type !== 'DonationSubmitted') throw new Error('not an offer');
    const { units: _units, unitLabel: _label, maxUnitsPerBuyer: _max, ...before } = offer.data;
    const legacy = parseEvent(foodEventSchema, { type: 'DonationSubmitted', data: before });
    expect(legacy.data).toMatchObject({ units: 1, unitLabel: '5 meal boxes' });
    spec([legacy, approved])
      .when(buy(purchaseA, buyerA, 2))
      .thenThrows({ code: 'conflict', message: 'Only 1 × 5 meal boxes left: choose fewer.' });
  });
});
