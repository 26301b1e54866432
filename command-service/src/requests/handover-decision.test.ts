import { randomUUID } from 'node:crypto';
import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { START } from '@foodshare/platform/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { foodDecider } from '../food/food-decider';
import {
  accepted,
  approved,
  cancelled,
  donorId,
  expired,
  itemId,
  later,
  now,
  offerSubmitted,
  PICKUP_CODE,
  released,
  requested,
  requestId,
  submitted,
  takerId,
  withdrawn,
} from '../food/food-fixtures';
import {
  accept,
  cancel,
  decline,
  given,
  handover,
  otherRequest,
  otherTaker,
  pending,
  requestItem,
  reserved,
  stateOf,
} from './request-fixtures';

describe('confirming the handover (the donor, with the pickup code)', () => {
  it('marks a free donation collected by the taker, without a sale', () => {
    given([
      submitted({ servings: '10' }),
      approved,
      requested(requestId, takerId),
      ...accepted(requestId, takerId),
    ])
      .when(handover())
      .then([
        {
          type: 'ItemCollected',
          data: {
            itemId,
            requestId,
            donorId,
            collectorId: takerId,
            servings: '10',
            isMarketplace: false,
            sale: null,
            weightKg: null,
            // Tomatoes kept in the fridge: chilled food, handed over here without a reading.
            temperatureClass: 'chilled',
            confirmedBy: donorId,
            collectedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('refuses a wrong code, naming the pickup code', () => {
    given(reserved).when(handover('000000')).thenThrows({
      code: 'validation',
      message: REQUEST_MESSAGES.wrongPickupCode,
      field: 'pickupCode',
    });
  });

  it('is for the donor only', () => {
    given(reserved)
      .when(handover(PICKUP_CODE, 5, takerId))
      .thenThrows({ code: 'forbidden', message: REQUEST_MESSAGES.notDonor });
  });

  it('needs a reservation: not before an accept, not after a release, not twice', () => {
    given(pending)
      .when(handover())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notReserved });
    given([
      ...reserved,
      cancelled(requestId, takerId),
      released(requestId, 'cancelled_by_requester'),
    ])
      .when(handover())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notReserved });
    const done = foodDecider.decide(handover(), stateOf(reserved));
    // Retried with the code that completed it: nothing more; with another code: not reserved.
    given([...reserved, ...done])
      .when(handover())
      .then([]);
    given([...reserved, ...done])
      .when(handover('000000'))
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notReserved });
    given([...reserved, withdrawn])
      .when(handover())
      .thenThrows({ code: 'not_found' });
  });

  it.each([
    { price: '9.99', percent: 4.5, feeRate: '0.0450', fee: '0.45' },
    { price: '12.50', percent: 5, feeRate: '0.0500', fee: '0.63' },
    { price: '0.10', percent: 3, feeRate: '0.0300', fee: '0.00' },
    { price: '100.00', percent: 3.25, feeRate: '0.0325', fee: '3.25' },
  ])(
    'records a sale of $price at $percent% as fee $fee (rate $feeRate)',
    ({ price, percent, feeRate, fee }) => {
      const events = [
        offerSubmitted({ originalPrice: '200.00', discountedPrice: price }),
        approved,
        requested(requestId, takerId, { intent: 'purchase', price }),
        ...accepted(requestId, takerId),
      ];
      const [event] = foodDecider.decide(handover(PICKUP_CODE, percent), stateOf(events));
      expect(event).toMatchObject({
        type: 'ItemCollected',
        data: {
          isMarketplace: true,
          collectorId: takerId,
          sale: { currency: 'AED', price, feeRate, fee },
        },
      });
    },
  );

  it('charges the price recorded with the purchase request', () => {
    const events = [
      offerSubmitted(),
      approved,
      requested(requestId, takerId, { intent: 'purchase', price: '8.00' }),
      ...accepted(requestId, takerId),
    ];
    const [event] = foodDecider.decide(handover(), stateOf(events));
    expect(event).toMatchObject({ data: { sale: { price: '8.00', fee: '0.40' } } });
  });
});

describe('expiry of a reserved item', () => {
  it('expires at its pickupUntil, not before', () => {
    given(reserved).when({ type: 'ExpireItem', now }).then([]);
    given(reserved).when({ type: 'ExpireItem', now: later }).then([expired]);
  });

  it('leaves nothing to accept, collect, cancel or request afterwards', () => {
    const afterExpiry = [...reserved, expired];
    given(afterExpiry).when(accept()).thenThrows({ code: 'conflict' });
    given(afterExpiry)
      .when(handover())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notReserved });
    given(afterExpiry)
      .when(cancel())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notOpen });
    given(afterExpiry).when(decline()).thenThrows({ code: 'conflict' });
    given(afterExpiry)
      .when(requestItem({ requesterId: otherTaker, requestId: otherRequest }))
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
  });
});

describe('past the end of the pickup window, before the expiry job has run', () => {
  // `later` is after PICKUP_UNTIL; no ItemExpired is recorded yet (a late queue).
  it('takes no new request, accepts none, and hands nothing over', () => {
    given([submitted(), approved])
      .when({ ...requestItem(), now: later })
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given(pending)
      .when({ ...accept(), now: later })
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given(reserved)
      .when({ ...handover(), now: later })
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.reservationExpired });
  });
});

describe('retries of a command already done (a client retrying after a timeout)', () => {
  it('changes nothing when a decline or a cancel is sent again', () => {
    const declinedOnce = foodDecider.decide(decline(), stateOf(pending));
    given([...pending, ...declinedOnce])
      .when(decline())
      .then([]);
    const cancelledOnce = foodDecider.decide(cancel(), stateOf(reserved));
    given([...reserved, ...cancelledOnce])
      .when(cancel())
      .then([]);
  });
});

describe('a request recorded before purchases existed', () => {
  it('reads as a purchase at the offer’s price when it is on an offer, and is sold as one', () => {
    // As stored then: no intent, no price. Parsing brings it to today's shape, from the item.
    const stored = (event: { type: string; data: unknown }) => ({
      ...event,
      id: randomUUID(),
      streamId: `food-${itemId}`,
      revision: 0n,
      position: START,
      metadata: { actor: 'test', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
      createdAt: now,
    });
    const submitted = offerSubmitted();
    const legacy = foodDecider.parse(
      stored({
        type: 'ItemRequested',
        data: {
          itemId,
          requestId,
          requesterId: takerId,
          message: null,
          requestedAt: now.toISOString(),
        },
      }),
      stored(submitted),
    );
    expect(legacy).toMatchObject({ data: { intent: 'purchase', price: '12.50', quantity: 1 } });
    const history = [submitted, approved, legacy];
    const state = stateOf(history);
    expect(state.exists && state.requests.get(requestId)).toMatchObject({
      intent: 'purchase',
      price: '12.50',
    });
    const acceptedNow = foodDecider.decide(accept(), state);
    const [collected] = foodDecider.decide(handover(), stateOf([...history, ...acceptedNow]));
    expect(collected?.type === 'ItemCollected' && collected.data.sale).toEqual({
      currency: 'AED',
      price: '12.50',
      quantity: 1,
      unitPrice: '12.50',
      feeRate: '0.0500',
      fee: '0.63',
    });
  });
});
