import { randomUUID } from 'node:crypto';
import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { START } from '@foodshare/platform/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  AVAILABLE_UNTIL,
  accepted,
  approved,
  cancelled,
  declined,
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
  sealedText,
  submitted,
  takerId,
  withdrawn,
} from '../food/food-fixtures';

const given = specification(foodDecider);
const stateOf = (events: FoodEvent[]) =>
  events.reduce(foodDecider.evolve, foodDecider.initialState);

const otherTaker = '55555555-5555-4555-8555-555555555555';
const thirdTaker = '66666666-6666-4666-8666-666666666666';
const otherRequest = '77777777-7777-4777-8777-777777777777';
const thirdRequest = '88888888-8888-4888-8888-888888888888';
const unknownRequest = '99999999-9999-4999-8999-999999999999';

const requestItem = (changes: { requesterId?: string; requestId?: string } = {}) =>
  ({
    type: 'RequestItem',
    requestId,
    requesterId: takerId,
    message: null,
    now,
    ...changes,
  }) as const;
const accept = (id = requestId, actorId = donorId, pickupCode = PICKUP_CODE) =>
  ({ type: 'AcceptRequest', requestId: id, actorId, pickupCode, now }) as const;
const decline = (id = requestId, actorId = donorId, note: Sealed | null = null) =>
  ({ type: 'DeclineRequest', requestId: id, actorId, note, now }) as const;
const cancel = (id = requestId, actorId = takerId) =>
  ({ type: 'CancelRequest', requestId: id, actorId, now }) as const;
const handover = (pickupCode = PICKUP_CODE, feePercent = 5, actorId = donorId) =>
  ({ type: 'ConfirmHandover', actorId, pickupCode, feePercent, now }) as const;

/** A free donation, approved, with one pending request by the taker. */
const pending: FoodEvent[] = [submitted(), approved, requested(requestId, takerId)];
/** The same, reserved for the taker. */
const reserved: FoodEvent[] = [...pending, ...accepted(requestId, takerId)];

describe('requesting: what the taker means and what the item is', () => {
  it('records a retried request (same id, same person) once, even after it was accepted', () => {
    given(pending).when(requestItem()).then([]);
    given(reserved).when(requestItem()).then([]);
    given(pending)
      .when(requestItem({ requesterId: otherTaker }))
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.requestIdTaken });
  });

  it('records a plain request on a free donation when no intent is given, or "request"', () => {
    given([submitted(), approved])
      .when(requestItem())
      .then([requested(requestId, takerId)]);
    given([submitted(), approved])
      .when({ ...requestItem(), intent: 'request' })
      .then([requested(requestId, takerId)]);
  });

  it('refuses a purchase of a free donation, naming the intent', () => {
    given([submitted(), approved])
      .when({ ...requestItem(), intent: 'purchase' })
      .thenThrows({ code: 'validation', message: REQUEST_MESSAGES.notForSale, field: 'intent' });
  });

  it('refuses a plain request on an offer for sale, naming the intent', () => {
    given([offerSubmitted(), approved])
      .when({ ...requestItem(), intent: 'request' })
      .thenThrows({ code: 'validation', message: REQUEST_MESSAGES.saleOnly, field: 'intent' });
  });

  it('makes an offer a purchase at its discounted price, or at its original one without', () => {
    const purchase = requested(requestId, takerId, { intent: 'purchase', price: '12.50' });
    given([offerSubmitted(), approved]).when(requestItem()).then([purchase]);
    given([offerSubmitted(), approved])
      .when({ ...requestItem(), intent: 'purchase' })
      .then([purchase]);
    given([offerSubmitted({ originalPrice: '20.00', discountedPrice: null }), approved])
      .when(requestItem())
      .then([requested(requestId, takerId, { intent: 'purchase', price: '20.00' })]);
  });

  it('allows one open request per person, and a new one after a decline or a cancel', () => {
    given(pending)
      .when({ ...requestItem(), requestId: otherRequest })
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.alreadyRequested });
    given([...pending, declined(requestId, takerId, 'declined_by_donor')])
      .when({ ...requestItem(), requestId: otherRequest })
      .then([requested(otherRequest, takerId)]);
    given([...pending, cancelled(requestId, takerId)])
      .when({ ...requestItem(), requestId: otherRequest })
      .then([requested(otherRequest, takerId)]);
  });

  it('lets several people request the same available item', () => {
    given(pending)
      .when(requestItem({ requesterId: otherTaker, requestId: otherRequest }))
      .then([requested(otherRequest, otherTaker)]);
  });

  it('refuses a reserved item, and a withdrawn or unknown one is not found', () => {
    given(reserved)
      .when(requestItem({ requesterId: otherTaker, requestId: otherRequest }))
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given([submitted(), approved, withdrawn])
      .when(requestItem())
      .thenThrows({ code: 'not_found', message: DONATION_MESSAGES.notFound });
    given([]).when(requestItem()).thenThrows({ code: 'not_found' });
  });
});

describe('accepting a request (the donor)', () => {
  it('reserves the item until its availableUntil and declines every other pending request', () => {
    given([
      ...pending,
      requested(otherRequest, otherTaker),
      requested(thirdRequest, thirdTaker),
      cancelled(thirdRequest, thirdTaker),
    ])
      .when(accept())
      .then([
        ...accepted(requestId, takerId, PICKUP_CODE, AVAILABLE_UNTIL),
        declined(otherRequest, otherTaker, 'another_request_accepted'),
      ]);
  });

  it('reserves without an end when the item has no availableUntil', () => {
    given([submitted({ availableUntil: null }), approved, requested(requestId, takerId)])
      .when(accept())
      .then(accepted(requestId, takerId, PICKUP_CODE, null));
  });

  it('changes nothing when the accepted request is accepted again (a retry)', () => {
    given(reserved)
      .when(accept(requestId, donorId, '000000'))
      .then([]);
  });

  it('is for the donor only: the taker or anyone else is forbidden', () => {
    for (const actor of [takerId, otherTaker])
      given(pending)
        .when(accept(requestId, actor))
        .thenThrows({ code: 'forbidden', message: REQUEST_MESSAGES.notDonor });
  });

  it('answers not found for an unknown request, a withdrawn item or an unknown item', () => {
    given(pending)
      .when(accept(unknownRequest))
      .thenThrows({ code: 'not_found', message: REQUEST_MESSAGES.requestNotFound });
    given([...pending, withdrawn])
      .when(accept())
      .thenThrows({ code: 'not_found', message: DONATION_MESSAGES.notFound });
    given([]).when(accept()).thenThrows({ code: 'not_found' });
  });

  it('refuses a request no longer pending', () => {
    given([...pending, cancelled(requestId, takerId)])
      .when(accept())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notPending });
    given([...pending, declined(requestId, takerId, 'declined_by_donor')])
      .when(accept())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notPending });
  });

  it('refuses a second request while the item is reserved', () => {
    given([
      ...pending,
      requested(otherRequest, otherTaker),
      ...accepted(requestId, takerId),
      declined(otherRequest, otherTaker, 'another_request_accepted'),
    ])
      .when(accept(otherRequest))
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.alreadyReserved });
  });

  it('refuses an item that is not approved, or no longer available', () => {
    given([submitted(), requested(requestId, takerId)])
      .when(accept())
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given([...pending, expired])
      .when(accept())
      .thenThrows({ code: 'conflict' });
    given([...reserved, expired])
      .when(accept())
      .thenThrows({ code: 'conflict' });
  });
});

describe('declining a request (the donor)', () => {
  it('declines a pending request with the donor’s note', () => {
    const note = sealedText('Already promised to a neighbour');
    given(pending)
      .when(decline(requestId, donorId, note))
      .then([declined(requestId, takerId, 'declined_by_donor', note)]);
  });

  it('declining the accepted request releases the item, which can be requested again', () => {
    given(reserved)
      .when(decline())
      .then([
        declined(requestId, takerId, 'declined_by_donor'),
        released(requestId, 'declined_by_donor'),
      ]);
    given([
      ...reserved,
      declined(requestId, takerId, 'declined_by_donor'),
      released(requestId, 'declined_by_donor'),
    ])
      .when(requestItem({ requesterId: otherTaker, requestId: otherRequest }))
      .then([requested(otherRequest, otherTaker)]);
  });

  it('is for the donor only, of a known, open request', () => {
    given(pending)
      .when(decline(requestId, takerId))
      .thenThrows({ code: 'forbidden', message: REQUEST_MESSAGES.notDonor });
    given(pending)
      .when(decline(unknownRequest))
      .thenThrows({ code: 'not_found', message: REQUEST_MESSAGES.requestNotFound });
    given([...pending, cancelled(requestId, takerId)])
      .when(decline())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notPending });
    given([...pending, withdrawn])
      .when(decline())
      .thenThrows({ code: 'not_found' });
  });
});

describe('cancelling a request (the taker)', () => {
  it('cancels a pending request', () => {
    given(pending)
      .when(cancel())
      .then([cancelled(requestId, takerId)]);
  });

  it('cancelling the accepted request releases the item for others', () => {
    given(reserved)
      .when(cancel())
      .then([cancelled(requestId, takerId), released(requestId, 'cancelled_by_requester')]);
    given([
      ...reserved,
      cancelled(requestId, takerId),
      released(requestId, 'cancelled_by_requester'),
    ])
      .when(requestItem({ requesterId: otherTaker, requestId: otherRequest }))
      .then([requested(otherRequest, otherTaker)]);
  });

  it('is for the requester only: the donor and others are forbidden', () => {
    for (const actor of [donorId, otherTaker])
      given(pending)
        .when(cancel(requestId, actor))
        .thenThrows({ code: 'forbidden', message: REQUEST_MESSAGES.notRequester });
  });

  it('refuses a request that is no longer open, an unknown one and a withdrawn item', () => {
    given([...pending, declined(requestId, takerId, 'declined_by_donor')])
      .when(cancel())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notOpen });
    const collected = foodDecider.decide(handover(), stateOf(reserved));
    given([...reserved, ...collected])
      .when(cancel())
      .thenThrows({ code: 'conflict', message: REQUEST_MESSAGES.notOpen });
    given(pending).when(cancel(unknownRequest)).thenThrows({ code: 'not_found' });
    given([...pending, withdrawn])
      .when(cancel())
      .thenThrows({ code: 'not_found' });
  });
});

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
  it('expires at its availableUntil, not before', () => {
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

describe('past the available-until time, before the expiry job has run', () => {
  // `later` is after AVAILABLE_UNTIL; no ItemExpired is recorded yet (a late queue).
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
