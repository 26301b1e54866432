import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { describe, it } from 'vitest';
import {
  accepted,
  approved,
  cancelled,
  declined,
  donorId,
  expired,
  offerSubmitted,
  PICKUP_CODE,
  PICKUP_UNTIL,
  requested,
  requestId,
  submitted,
  takerId,
  withdrawn,
} from '../food/food-fixtures';
import {
  accept,
  given,
  otherRequest,
  otherTaker,
  pending,
  requestItem,
  reserved,
  thirdRequest,
  thirdTaker,
  unknownRequest,
} from './request-fixtures';

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
  it('reserves the item until its pickupUntil and declines every other pending request', () => {
    given([
      ...pending,
      requested(otherRequest, otherTaker),
      requested(thirdRequest, thirdTaker),
      cancelled(thirdRequest, thirdTaker),
    ])
      .when(accept())
      .then([
        ...accepted(requestId, takerId, PICKUP_CODE, PICKUP_UNTIL),
        declined(otherRequest, otherTaker, 'another_request_accepted'),
      ]);
  });

  it('reserves without an end when the item has no pickupUntil', () => {
    given([submitted({ pickupUntil: null }), approved, requested(requestId, takerId)])
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
