import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import { donorId, flagged, itemId, now, submitted } from '../food/food-fixtures';

const given = specification(foodDecider);
const noor = '55555555-5555-4555-8555-555555555555';
const salem = '66666666-6666-4666-8666-666666666666';
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const iso = (date: Date) => date.toISOString();

const claim = (by: string, at = now, takeOver = false) =>
  ({ type: 'ClaimCase', moderatorId: by, takeOver, now: at }) as const;
const claimed = (
  by: string,
  at = now,
  fields: { takeOver?: boolean; previousHolderId?: string | null; renewal?: boolean } = {},
): FoodEvent => ({
  type: 'CaseClaimed',
  data: {
    itemId,
    moderatorId: by,
    takeOver: fields.takeOver ?? false,
    previousHolderId: fields.previousHolderId ?? null,
    renewal: fields.renewal ?? false,
    claimedAt: iso(at),
    expiresAt: iso(new Date(at.getTime() + 15 * 60_000)),
  },
});
const released = (by: string, reason: 'released' | 'decided' | 'lapsed', at: Date): FoodEvent => ({
  type: 'CaseClaimReleased',
  data: { itemId, moderatorId: by, reason, releasedAt: iso(at) },
});

describe('claiming a case', () => {
  it('records who is on it for 15 minutes; claiming again renews it', () => {
    given([submitted(), flagged])
      .when(claim(noor))
      .then([claimed(noor)]);
    given([submitted(), flagged, claimed(noor)])
      .when(claim(noor, minutes(10)))
      .then([claimed(noor, minutes(10), { renewal: true })]);
  });

  it('refuses another moderator while it is held, naming the holder for the route', () => {
    given([submitted(), flagged, claimed(noor)])
      .when(claim(salem, minutes(5)))
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.claimedBy('Another moderator') });
  });

  it('a takeover is recorded with the first holder, who is then told', () => {
    given([submitted(), flagged, claimed(noor)])
      .when(claim(salem, minutes(5), true))
      .then([claimed(salem, minutes(5), { takeOver: true, previousHolderId: noor })]);
  });

  it('a claim older than 15 minutes holds nothing: the next is free, and the lapse recorded', () => {
    given([submitted(), flagged, claimed(noor)])
      .when(claim(salem, minutes(16)))
      .then([
        released(noor, 'lapsed', minutes(15)),
        claimed(salem, minutes(16), { previousHolderId: noor }),
      ]);
  });

  it('the holder lets go; another cannot release it; nothing to release is no change', () => {
    given([submitted(), flagged, claimed(noor)])
      .when({ type: 'ReleaseClaim', moderatorId: noor, takeOver: false, now: minutes(3) })
      .then([released(noor, 'released', minutes(3))]);
    given([submitted(), flagged, claimed(noor)])
      .when({ type: 'ReleaseClaim', moderatorId: salem, takeOver: false, now: minutes(3) })
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.notHolder });
    given([submitted(), flagged])
      .when({ type: 'ReleaseClaim', moderatorId: noor, takeOver: false, now })
      .then([]);
  });

  it('a decision waits for another’s claim to be taken over, and releases the decider’s', () => {
    const decide = (by: string, at: Date) =>
      ({
        type: 'DecideDonation',
        moderatorId: by,
        decision: 'approve',
        reason: null,
        now: at,
      }) as const;
    given([submitted(), flagged, claimed(noor)])
      .when(decide(salem, minutes(2)))
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.claimedBy('Another moderator') });
    given([submitted(), flagged, claimed(noor)])
      .when(decide(noor, minutes(2)))
      .then([
        {
          type: 'DonationReviewedByModerator',
          data: {
            itemId,
            moderatorId: noor,
            decision: 'approve',
            reason: null,
            decidedAt: iso(minutes(2)),
          },
        },
        {
          type: 'DonationApproved',
          data: { itemId, donorId, approvedBy: noor, approvedAt: iso(minutes(2)) },
        },
        released(noor, 'decided', minutes(2)),
      ]);
  });
});

describe('notes on a case', () => {
  it('records internal and donor notes with their author', () => {
    const noteId = '99999999-9999-4999-8999-999999999999';
    for (const visibility of ['internal', 'donor'] as const)
      given([submitted(), flagged])
        .when({
          type: 'AddCaseNote',
          noteId,
          authorId: noor,
          visibility,
          text: 'Photo is blurry',
          now,
        })
        .then([
          {
            type: 'CaseNoteAdded',
            data: {
              itemId,
              noteId,
              authorId: noor,
              visibility,
              text: 'Photo is blurry',
              addedAt: iso(now),
            },
          },
        ]);
  });
});
