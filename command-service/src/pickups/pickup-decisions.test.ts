import { PICKUP_MESSAGES } from '@foodshare/contracts/pickups';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  accepted,
  approved,
  cancelled,
  donorId,
  expired,
  itemId,
  now,
  PICKUP_CODE,
  requested,
  requestId,
  submitted,
  takerId,
} from '../food/food-fixtures';

const given = specification(foodDecider);

/** Tonight's window: 12:00 to 14:00 UTC; `now` is 10:00. */
const posted = submitted({
  pickupFrom: '2026-11-21T12:00:00.000Z',
  pickupUntil: '2026-11-21T14:00:00.000Z',
});
const at = (time: string) => new Date(`2026-11-21T${time}:00.000Z`);
const reserved = [posted, approved, requested(requestId, takerId), ...accepted(requestId, takerId)];
const collected = {
  type: 'ItemCollected',
  data: {
    itemId,
    requestId,
    donorId,
    collectorId: takerId,
    servings: null,
    isMarketplace: false,
    sale: null,
    weightKg: null,
    confirmedBy: donorId,
    collectedAt: at('12:30').toISOString(),
  },
} as const;
const noShow = (outcome: 'no_show' | 'late', when = at('14:05')) => ({
  type: 'NoShowRecorded' as const,
  data: { itemId, requestId, takerId, donorId, outcome, recordedAt: when.toISOString() },
});
const reminder = (
  kind: 'pickup_opens_soon' | 'pickup_half_over' | 'requests_unanswered' | 'pickup_not_collected',
  userId: string,
  when: Date,
  id: string | null = requestId,
) => ({
  type: 'PickupReminderSent' as const,
  data: { itemId, kind, requestId: id, userId, sentAt: when.toISOString() },
});

describe('a no-show', () => {
  const mark = (outcome: 'no_show' | 'late', when = at('14:05'), actorId = donorId) => ({
    type: 'RecordNoShow' as const,
    actorId,
    requestId,
    outcome,
    now: when,
  });

  it('is recorded by the donor once the window closed on a reservation not collected', () => {
    given(reserved)
      .when(mark('no_show'))
      .then([noShow('no_show')]);
    // Expired with the item at the window's end: still the taker who did not come.
    given([...reserved, expired])
      .when(mark('late'))
      .then([noShow('late')]);
  });

  it('is refused while the window is open, and to anyone but the donor', () => {
    given(reserved)
      .when(mark('no_show', at('13:59')))
      .thenThrows({ code: 'conflict', message: PICKUP_MESSAGES.windowOpen });
    given(reserved)
      .when(mark('no_show', at('14:05'), takerId))
      .thenThrows({ code: 'forbidden', message: PICKUP_MESSAGES.notDonor });
  });

  it('is refused for a request collected, never accepted, cancelled or unknown', () => {
    given([...reserved, collected])
      .when(mark('no_show'))
      .thenThrows({ code: 'conflict', message: PICKUP_MESSAGES.collected });
    given([posted, approved, requested(requestId, takerId), expired])
      .when(mark('no_show'))
      .thenThrows({ code: 'conflict', message: PICKUP_MESSAGES.notReserved });
    given([...reserved, cancelled(requestId, takerId)])
      .when(mark('no_show'))
      .thenThrows({ code: 'conflict', message: PICKUP_MESSAGES.notReserved });
    given([posted, approved])
      .when(mark('no_show'))
      .thenThrows({ code: 'not_found', message: REQUEST_MESSAGES.requestNotFound });
  });

  it('records nothing when said again, and refuses saying otherwise', () => {
    given([...reserved, noShow('no_show')])
      .when(mark('no_show'))
      .then([]);
    given([...reserved, noShow('no_show')])
      .when(mark('late'))
      .thenThrows({ code: 'conflict', message: PICKUP_MESSAGES.alreadyMarked });
  });
});

describe('the waiting rule', () => {
  const request = (recentNoShows: number) => ({
    type: 'RequestItem' as const,
    requestId,
    requesterId: takerId,
    message: null,
    recentNoShows,
    now,
  });
  const accept = (when: Date) => ({
    type: 'AcceptRequest' as const,
    requestId,
    actorId: donorId,
    pickupCode: PICKUP_CODE,
    now: when,
  });
  const waiting = {
    type: 'ItemRequested' as const,
    data: {
      itemId,
      requestId,
      requesterId: takerId,
      message: null,
      intent: 'request' as const,
      price: null,
      quantity: null,
      acceptableFrom: '2026-11-21T12:00:00.000Z',
      requestedAt: now.toISOString(),
    },
  };

  it('makes the request of a member with three no-shows in 30 days wait 2 hours', () => {
    given([posted, approved]).when(request(3)).then([waiting]);
    given([posted, approved])
      .when(request(2))
      .then([requested(requestId, takerId)]);
  });

  it('refuses to accept it before then, and accepts it after', () => {
    given([posted, approved, waiting])
      .when(accept(at('11:59')))
      .thenThrows({ code: 'conflict', message: PICKUP_MESSAGES.waiting });
    given([posted, approved, waiting])
      .when(accept(at('12:00')))
      .then(
        accepted(requestId, takerId).map((event) =>
          event.type === 'RequestAccepted'
            ? { ...event, data: { ...event.data, acceptedAt: at('12:00').toISOString() } }
            : event.type === 'ItemReserved'
              ? { ...event, data: { ...event.data, reservedAt: at('12:00').toISOString() } }
              : event,
        ),
      );
  });
});

describe('pickup reminders', () => {
  const send = (
    kind: Parameters<typeof reminder>[0],
    when: Date,
    id: string | null = requestId,
  ) => ({ type: 'SendPickupReminder' as const, kind, requestId: id, now: when });

  it('reminds the taker before the window opens and when it is half over, once each', () => {
    given(reserved)
      .when(send('pickup_opens_soon', at('11:30')))
      .then([reminder('pickup_opens_soon', takerId, at('11:30'))]);
    given(reserved)
      .when(send('pickup_half_over', at('13:00')))
      .then([reminder('pickup_half_over', takerId, at('13:00'))]);
    given([...reserved, reminder('pickup_half_over', takerId, at('13:00'))])
      .when(send('pickup_half_over', at('13:00')))
      .then([]);
  });

  it('tells the donor of unanswered requests an hour before the end, only while some wait', () => {
    const waitingRequest = [posted, approved, requested(requestId, takerId)];
    given(waitingRequest)
      .when(send('requests_unanswered', at('13:00'), null))
      .then([reminder('requests_unanswered', donorId, at('13:00'), null)]);
    given(reserved)
      .when(send('requests_unanswered', at('13:00'), null))
      .then([]);
  });

  it('tells the donor when the window closed on a reservation not collected', () => {
    given(reserved)
      .when(send('pickup_not_collected', at('14:00')))
      .then([reminder('pickup_not_collected', donorId, at('14:00'))]);
    given([...reserved, expired])
      .when(send('pickup_not_collected', at('14:01')))
      .then([reminder('pickup_not_collected', donorId, at('14:01'))]);
  });

  it('sends nothing once a reminder no longer applies', () => {
    // Cancelled, collected, or the time it was for has gone by.
    given([...reserved, cancelled(requestId, takerId)])
      .when(send('pickup_opens_soon', at('11:30')))
      .then([]);
    given([...reserved, collected])
      .when(send('pickup_not_collected', at('14:00')))
      .then([]);
    given(reserved)
      .when(send('pickup_opens_soon', at('12:10')))
      .then([]);
    given([...reserved, noShow('no_show')])
      .when(send('pickup_not_collected', at('14:10')))
      .then([]);
    given(reserved)
      .when(send('pickup_not_collected', at('13:59')))
      .then([]);
  });
});
