import { CHARITY_MESSAGES } from '@foodshare/contracts/charities';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { describe, expect, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  approved,
  donorId,
  itemId,
  now,
  requestId,
  submitted,
  takerId,
} from '../food/food-fixtures';
import { charityWindowOf } from './charity-window';

const charityId = '55555555-5555-4555-8555-555555555555';
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
/** Offered at 10:00 UTC for 30 minutes: open to everyone at 10:30 UTC, 14:30 in the UAE. */
const OPENS = at(30).toISOString();

const businessListing = submitted({ charityWindowMinutes: 30, charitySharePercent: 100 });
const offered: FoodEvent = {
  type: 'OfferedToCharities',
  data: {
    itemId,
    donorId,
    emirate: 'dubai',
    windowMinutes: 30,
    sharePercent: 100,
    opensToAllAt: OPENS,
    offeredAt: now.toISOString(),
  },
};

const request = (requesterId: string, when: Date, verifiedCharity: boolean) =>
  ({
    type: 'RequestItem',
    requestId,
    requesterId,
    message: null,
    verifiedCharity,
    now: when,
  }) as const;

const requestedBy = (requesterId: string, when: Date, asVerifiedCharity: boolean): FoodEvent => ({
  type: 'ItemRequested',
  data: {
    itemId,
    requestId,
    requesterId,
    message: null,
    intent: 'request',
    price: null,
    quantity: null,
    ...(asVerifiedCharity ? { asVerifiedCharity: true } : {}),
    requestedAt: when.toISOString(),
  },
});

const given = specification(foodDecider);

describe('the charity-first window', () => {
  it('offers a business listing to charities once it is listed, for its window', () => {
    given([businessListing, approved]).when({ type: 'OfferToCharities', now }).then([offered]);
    // Offered once, however often the job runs; never before it is listed.
    given([businessListing, approved, offered]).when({ type: 'OfferToCharities', now }).then([]);
    given([businessListing]).when({ type: 'OfferToCharities', now }).then([]);
    given([submitted(), approved]).when({ type: 'OfferToCharities', now }).then([]);
  });

  it('lets only a verified charity request during the window', () => {
    given([businessListing, approved, offered])
      .when(request(charityId, at(10), true))
      .then([requestedBy(charityId, at(10), true)]);
  });

  it('refuses anyone else during the window, with the time it opens to everyone', () => {
    given([businessListing, approved, offered])
      .when(request(takerId, at(10), false))
      .thenThrows({ code: 'conflict', message: CHARITY_MESSAGES.charitiesFirst('14:30') });
  });

  it('opens to everyone at its time: the job records who requested within it', () => {
    const charityAsked = requestedBy(charityId, at(10), true);
    given([businessListing, approved, offered, charityAsked])
      .when({ type: 'OpenToAll', now: at(30) })
      .then([
        {
          type: 'OpenedToAll',
          data: { itemId, requestedBy: [charityId], openedAt: at(30).toISOString() },
        },
      ]);
    // Not a moment before; and once only.
    given([businessListing, approved, offered])
      .when({ type: 'OpenToAll', now: at(29) })
      .then([]);
    const opened: FoodEvent = {
      type: 'OpenedToAll',
      data: { itemId, requestedBy: [], openedAt: at(30).toISOString() },
    };
    given([businessListing, approved, offered, opened])
      .when({ type: 'OpenToAll', now: at(31) })
      .then([]);
  });

  it('takes a member’s request after the window, recording the opening first if no job has', () => {
    given([businessListing, approved, offered])
      .when(request(takerId, at(31), false))
      .then([
        {
          type: 'OpenedToAll',
          data: { itemId, requestedBy: [], openedAt: at(31).toISOString() },
        },
        requestedBy(takerId, at(31), false),
      ]);
  });

  it('gives a window to a restaurant’s or grocery’s listing only', () => {
    expect(charityWindowOf({ charityWindowMinutes: 30 }, 'restaurant')).toEqual({
      charityWindowMinutes: 30,
      charitySharePercent: 100,
    });
    expect(charityWindowOf({ charityWindowMinutes: 0 }, 'individual')).toEqual({});
    expect(() => charityWindowOf({ charityWindowMinutes: 15 }, 'individual')).toThrow(
      CHARITY_MESSAGES.windowForBusinesses,
    );
  });
});
