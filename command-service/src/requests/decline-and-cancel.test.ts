import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { describe, it } from 'vitest';
import { foodDecider } from '../food/food-decider';
import {
  cancelled,
  declined,
  donorId,
  released,
  requested,
  requestId,
  sealedText,
  takerId,
  withdrawn,
} from '../food/food-fixtures';
import {
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
  unknownRequest,
} from './request-fixtures';

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
