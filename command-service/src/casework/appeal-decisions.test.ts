import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  donorId,
  flagged,
  itemId,
  later,
  now,
  sealedText,
  submitted,
  takerId,
} from '../food/food-fixtures';

const given = specification(foodDecider);
const noor = '55555555-5555-4555-8555-555555555555';
const salem = '66666666-6666-4666-8666-666666666666';
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const iso = (date: Date) => date.toISOString();

const rejected: FoodEvent = {
  type: 'DonationRejected',
  data: {
    itemId,
    reasons: [{ rule: 0, verdict: 'reject', message: 'Stored warm' }],
    ruleVersion: null,
    rejectedBy: noor,
    rejectedAt: iso(now),
  },
};
const message = sealedText('It was refrigerated');
const lodge = (at = minutes(60), by = donorId) =>
  ({ type: 'LodgeAppeal', donorId: by, message, now: at }) as const;
const lodged: FoodEvent = {
  type: 'AppealLodged',
  data: {
    itemId,
    appealId: itemId,
    donorId,
    grounds: 'rejection',
    originalDecisionBy: noor,
    message,
    lodgedAt: iso(minutes(60)),
  },
};
const decideAppeal = (by: string, decision: 'uphold' | 'overturn', at = minutes(90)) =>
  ({
    type: 'DecideAppeal',
    moderatorId: by,
    decision,
    reason: 'Checked the photo',
    now: at,
  }) as const;
const appealDecided = (decision: 'uphold' | 'overturn', relisted: boolean, at = minutes(90)) => ({
  type: 'AppealDecided' as const,
  data: {
    itemId,
    appealId: itemId,
    donorId,
    grounds: 'rejection' as const,
    moderatorId: salem,
    decision,
    reason: 'Checked the photo',
    relisted,
    decidedAt: iso(at),
  },
});

describe('appeals', () => {
  const rejectedItem = [submitted(), flagged, rejected];

  it('the donor appeals a rejection once, within 14 days', () => {
    given(rejectedItem).when(lodge()).then([lodged]);
    given([...rejectedItem, lodged])
      .when(lodge(minutes(70)))
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.alreadyAppealed });
    given(rejectedItem)
      .when(lodge(new Date(now.getTime() + 15 * 24 * 3_600_000)))
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.appealTooLate });
  });

  it('only the donor, and only of a rejected or taken-down item', () => {
    given(rejectedItem)
      .when(lodge(minutes(60), takerId))
      .thenThrows({ code: 'forbidden', message: CASEWORK_MESSAGES.notYourItem });
    given([submitted(), flagged])
      .when(lodge())
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.nothingToAppeal });
  });

  it('four eyes: the moderator who rejected it cannot decide the appeal', () => {
    given([...rejectedItem, lodged])
      .when(decideAppeal(noor, 'overturn'))
      .thenThrows({ code: 'forbidden', message: CASEWORK_MESSAGES.ownDecision });
  });

  it('overturned within its time, the item is listed again; decided once', () => {
    given([...rejectedItem, lodged])
      .when(decideAppeal(salem, 'overturn'))
      .then([appealDecided('overturn', true)]);
    given([...rejectedItem, lodged, appealDecided('uphold', false)])
      .when(decideAppeal(salem, 'overturn'))
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.noOpenAppeal });
  });

  it('overturned after its time, it is not listed, and the answer says so', () => {
    given([...rejectedItem, lodged])
      .when(decideAppeal(salem, 'overturn', later))
      .then([appealDecided('overturn', false, later)]);
  });

  it('a taken-down item is appealed against its take-down', () => {
    const takenDown: FoodEvent = {
      type: 'ItemTakenDown',
      data: {
        itemId,
        donorId,
        reportIds: [],
        takenDownBy: noor,
        reason: 'Not food',
        takenDownAt: iso(now),
      },
    };
    given([
      submitted(),
      {
        type: 'SafetyCheckPassed',
        data: { itemId, verdict: 'pass', reasons: [], ruleVersion: '1', checkedAt: iso(now) },
      },
      takenDown,
    ])
      .when(lodge())
      .then([{ ...lodged, data: { ...lodged.data, grounds: 'take_down' } } as FoodEvent]);
  });
});
