import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import { donorId, itemId, listing, now, submitted } from '../food/food-fixtures';

const given = specification(foodDecider);

/** The pickup window a donation is posted with (docs/product.md §10); `now` is 10:00 UTC. */
describe('the pickup window of a new donation', () => {
  it('records the pickup window as given, or from the moment it is posted', () => {
    given([])
      .when({
        type: 'SubmitDonation',
        itemId,
        donorId,
        listing: {
          ...listing,
          pickupFrom: '2026-11-21T20:00:00+04:00',
          pickupUntil: '2026-11-21T21:30:00+04:00',
        },
        now,
      })
      .then([
        submitted({
          pickupFrom: '2026-11-21T16:00:00.000Z',
          pickupUntil: '2026-11-21T17:30:00.000Z',
        }),
      ]);
  });

  it.each([
    ['ends before it starts', '2026-11-21T18:00:00Z', '2026-11-21T17:00:00Z', 'pickupWindowOrder'],
    ['ends as it starts', '2026-11-21T18:00:00Z', '2026-11-21T18:00:00Z', 'pickupWindowOrder'],
    ['lasts over 3 days', '2026-11-21T12:00:00Z', '2026-11-24T12:00:01Z', 'pickupWindowTooLong'],
    ['lasts over 3 days from now', undefined, '2026-11-24T10:00:01Z', 'pickupWindowTooLong'],
    [
      'ends over 14 days ahead',
      '2026-12-05T09:00:00Z',
      '2026-12-05T10:00:01Z',
      'pickupUntilTooFar',
    ],
  ] as const)('refuses a pickup window that %s, on pickupUntil', (_case, from, until, message) => {
    given([])
      .when({
        type: 'SubmitDonation',
        itemId,
        donorId,
        listing: { ...listing, pickupFrom: from, pickupUntil: until },
        now,
      })
      .thenThrows({
        code: 'validation',
        message: DONATION_MESSAGES[message],
        field: 'pickupUntil',
      });
  });

  it('takes a window of exactly 3 days, ending exactly 14 days ahead', () => {
    given([])
      .when({
        type: 'SubmitDonation',
        itemId,
        donorId,
        listing: {
          ...listing,
          pickupFrom: '2026-12-02T10:00:00Z',
          pickupUntil: '2026-12-05T10:00:00Z',
        },
        now,
      })
      .then([
        submitted({
          pickupFrom: '2026-12-02T10:00:00.000Z',
          pickupUntil: '2026-12-05T10:00:00.000Z',
        }),
      ]);
  });
});
