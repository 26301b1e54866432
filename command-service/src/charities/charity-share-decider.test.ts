import { CHARITY_MESSAGES, type CharityShareEvent } from '@foodshare/contracts/charities';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { charityShareDecider } from './charity-share-decider';

const businessId = '11111111-1111-4111-8111-111111111111';
const charityId = '55555555-5555-4555-8555-555555555555';
const otherCharity = '88888888-8888-4888-8888-888888888888';
const itemA = '33333333-3333-4333-8333-333333333333';
const itemB = '99999999-9999-4999-8999-999999999999';
const day = '2026-11-21';
const now = new Date('2026-11-21T16:00:00Z');
const r = (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`;

const offered = (itemId: string, units: number): CharityShareEvent => ({
  type: 'CharityShareListingOffered',
  data: { businessId, day, itemId, units, offeredAt: now.toISOString() },
});
const taken = (by: string, itemId: string, n: number, units: number): CharityShareEvent => ({
  type: 'CharityShareTaken',
  data: {
    businessId,
    day,
    charityId: by,
    itemId,
    requestId: r(n),
    units,
    takenAt: now.toISOString(),
  },
});
const take = (by: string, itemId: string, n: number, units: number, sharePercent: number) =>
  ({
    type: 'TakeShare',
    businessId,
    day,
    charityId: by,
    itemId,
    itemUnits: 10,
    requestId: r(n),
    units,
    sharePercent,
    now,
  }) as const;

const given = specification(charityShareDecider);

describe('a charity’s daily share of one business’s units', () => {
  it('lets a charity take everything by default (100%)', () => {
    given([offered(itemA, 10)])
      .when(take(charityId, itemA, 1, 10, 100))
      .then([taken(charityId, itemA, 1, 10)]);
  });

  it('holds one charity to the business’s share of the day’s units, across its listings', () => {
    // 40% of 10 + 10 units offered today: 8 units for one charity.
    const day20 = [offered(itemA, 10), offered(itemB, 10), taken(charityId, itemA, 1, 6)];
    given(day20)
      .when(take(charityId, itemB, 2, 2, 40))
      .then([taken(charityId, itemB, 2, 2)]);
    given(day20)
      .when(take(charityId, itemB, 2, 3, 40))
      .thenThrows({
        code: 'conflict',
        message: CHARITY_MESSAGES.overShare('40%'),
        field: 'quantity',
      });
    // Another charity has a share of its own.
    given(day20)
      .when(take(otherCharity, itemB, 3, 8, 40))
      .then([taken(otherCharity, itemB, 3, 8)]);
  });

  it('counts a listing not yet on the day’s stream, and a retried request once', () => {
    given([])
      .when(take(charityId, itemA, 1, 5, 50))
      .then([taken(charityId, itemA, 1, 5)]);
    given([taken(charityId, itemA, 1, 5)])
      .when(take(charityId, itemA, 1, 5, 50))
      .then([]);
  });

  it('never rounds a share down to nothing: one unit stays takeable', () => {
    given([offered(itemA, 1)])
      .when(take(charityId, itemA, 1, 1, 10))
      .then([taken(charityId, itemA, 1, 1)]);
  });
});
