import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { MODERATION_MESSAGES } from '@foodshare/contracts/moderation';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  approved,
  donorId,
  flagged,
  itemId,
  now,
  requested,
  submitted,
  takerId,
  withdrawn,
} from '../food/food-fixtures';

const given = specification(foodDecider);
const moderatorId = '55555555-5555-4555-8555-555555555555';
const at = now.toISOString();

const reporters = [
  '77777777-7777-4777-8777-777777777771',
  '77777777-7777-4777-8777-777777777772',
  '77777777-7777-4777-8777-777777777773',
] as const;
const reportIds = [
  '88888888-8888-4888-8888-888888888881',
  '88888888-8888-4888-8888-888888888882',
  '88888888-8888-4888-8888-888888888883',
] as const;

const report = (index: 0 | 1 | 2, reporterId: string = reporters[index]) => ({
  type: 'ReportItem' as const,
  reportId: reportIds[index],
  reporterId,
  reason: 'unsafe' as const,
  details: null,
  weight: 1,
  now,
});
const reported = (index: 0 | 1 | 2): FoodEvent => ({
  type: 'ItemReported',
  data: {
    itemId,
    reportId: reportIds[index],
    reporterId: reporters[index],
    reason: 'unsafe',
    details: null,
    weight: 1,
    reportedAt: at,
  },
});
const hidden: FoodEvent = {
  type: 'ItemHiddenPendingReview',
  data: { itemId, reportIds: [...reportIds], weight: 3, hiddenAt: at },
};

describe('members reporting a listed item', () => {
  it('records a report', () => {
    given([submitted(), approved])
      .when(report(0))
      .then([reported(0)]);
  });

  it('one open report per person per item', () => {
    given([submitted(), approved, reported(0)])
      .when({ ...report(1), reporterId: reporters[0] })
      .thenThrows({ code: 'conflict', message: MODERATION_MESSAGES.alreadyReported });
  });

  it('the donor cannot report their own item', () => {
    given([submitted(), approved])
      .when(report(0, donorId))
      .thenThrows({ code: 'forbidden', message: MODERATION_MESSAGES.ownItem });
  });

  it('only a listed item can be reported', () => {
    for (const history of [
      [submitted()],
      [submitted(), flagged],
      [submitted(), approved, withdrawn],
    ])
      given(history)
        .when(report(0))
        .thenThrows({ code: 'conflict', message: MODERATION_MESSAGES.notReportable });
  });

  it('the third different reporter hides the item until a moderator looks, recorded as an event', () => {
    given([submitted(), approved, reported(0), reported(1)])
      .when(report(2))
      .then([reported(2), hidden]);
  });

  it('a hidden item takes no new requests', () => {
    given([submitted(), approved, reported(0), reported(1), reported(2), hidden])
      .when({
        type: 'RequestItem',
        requestId: reportIds[0],
        requesterId: takerId,
        message: null,
        now,
      })
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
  });
});

describe('a moderator answering reports', () => {
  const reportedThrice = [submitted(), approved, reported(0), reported(1), reported(2), hidden];

  it('dismisses them with a reason: the item is listed again and may be reported anew', () => {
    const dismissed: FoodEvent = {
      type: 'ReportsDismissed',
      data: {
        itemId,
        reportIds: [...reportIds],
        dismissedBy: moderatorId,
        reason: 'Photos match the listing',
        dismissedAt: at,
      },
    };
    given(reportedThrice)
      .when({ type: 'DismissReports', moderatorId, reason: 'Photos match the listing', now })
      .then([dismissed]);
    given([...reportedThrice, dismissed])
      .when(report(0))
      .then([reported(0)]);
  });

  it('has nothing to dismiss without open reports', () => {
    given([submitted(), approved])
      .when({ type: 'DismissReports', moderatorId, reason: 'x', now })
      .thenThrows({ code: 'conflict', message: MODERATION_MESSAGES.noOpenReports });
  });

  it('takes the item down with the reason the donor reads; its open requests close', () => {
    const takenDown: FoodEvent = {
      type: 'ItemTakenDown',
      data: {
        itemId,
        donorId,
        reportIds: [...reportIds],
        takenDownBy: moderatorId,
        reason: 'Unsafe storage',
        takenDownAt: at,
      },
    };
    given([
      ...reportedThrice.slice(0, 2),
      requested(reportIds[0], takerId),
      ...reportedThrice.slice(2),
    ])
      .when({ type: 'TakeDownItem', moderatorId, reason: 'Unsafe storage', now })
      .then([takenDown]);
    given([...reportedThrice, takenDown])
      .when({ type: 'TakeDownItem', moderatorId, reason: 'Again', now })
      .thenThrows({ code: 'conflict', message: MODERATION_MESSAGES.takenDown });
    given([...reportedThrice, takenDown])
      .when({
        type: 'RequestItem',
        requestId: reportIds[0],
        requesterId: takerId,
        message: null,
        now,
      })
      .thenThrows({ code: 'not_found' });
  });
});
