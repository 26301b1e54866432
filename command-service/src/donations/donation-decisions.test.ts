import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { WEIGHT_MESSAGES } from '@foodshare/contracts/food-weight';
import { SAFETY_RULE_VERSION } from '@foodshare/contracts/safety-check';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  approved,
  donorId,
  expired,
  itemId,
  later,
  listing,
  now,
  requested,
  requestId,
  safeAnswers,
  sealedText,
  submitted,
  takerId,
  withdrawn,
} from '../food/food-fixtures';
import type { SubmittedListing } from './donation-decisions';

const given = specification(foodDecider);

describe('submitting a donation', () => {
  it('records the listing, the answers and the stored photo URL', () => {
    given([]).when({ type: 'SubmitDonation', itemId, donorId, listing, now }).then([submitted()]);
  });

  it('refuses a pickup-until time already past', () => {
    given([])
      .when({
        type: 'SubmitDonation',
        itemId,
        donorId,
        listing: { ...listing, pickupUntil: '2026-11-21T09:00:00Z' },
        now,
      })
      .thenThrows({
        code: 'validation',
        message: DONATION_MESSAGES.pickupUntilPast,
        field: 'pickupUntil',
      });
  });

  it('cannot post the same item twice', () => {
    given([submitted()])
      .when({ type: 'SubmitDonation', itemId, donorId, listing, now })
      .thenThrows({ code: 'conflict' });
  });
});

describe('the automated safety check', () => {
  it('approves safe food with the verdict, reasons and rule version', () => {
    const events = foodDecider.decide(
      { type: 'RunSafetyCheck', now },
      foodDecider.evolve(foodDecider.initialState, submitted()),
    );
    given([submitted()]).when({ type: 'RunSafetyCheck', now }).then(events);
    if (events[0]?.type !== 'SafetyCheckPassed' || events[1]?.type !== 'DonationApproved')
      throw new Error(`unexpected ${JSON.stringify(events)}`);
    if (events[0].data.ruleVersion !== SAFETY_RULE_VERSION || events[0].data.reasons.length === 0)
      throw new Error('verdict details missing');
  });

  it('flags food a person must look at', () => {
    const homemadeMeal: SubmittedListing['answers'] = {
      ...safeAnswers,
      foodType: 'cooked_meal',
      foodSource: 'homemade',
    };
    const [event] = foodDecider.decide(
      { type: 'RunSafetyCheck', now },
      foodDecider.evolve(foodDecider.initialState, submitted({ answers: homemadeMeal })),
    );
    if (event?.type !== 'DonationFlaggedForReview' || event.data.verdict !== 'review')
      throw new Error(`expected a flag, got ${JSON.stringify(event)}`);
  });

  it('rejects mouldy food with only the reasons that rejected it', () => {
    const mouldy: SubmittedListing['answers'] = { ...safeAnswers, spoilageIndicators: ['mold'] };
    const [event] = foodDecider.decide(
      { type: 'RunSafetyCheck', now },
      foodDecider.evolve(foodDecider.initialState, submitted({ answers: mouldy })),
    );
    if (event?.type !== 'DonationRejected')
      throw new Error(`expected a rejection, got ${JSON.stringify(event)}`);
    if (
      !event.data.reasons.every((reason) => reason.verdict === 'reject') ||
      !event.data.reasons.some((reason) => reason.rule === 2)
    ) {
      throw new Error('rejection reasons wrong');
    }
  });

  it('runs once: a second run of the job changes nothing', () => {
    given([submitted(), approved]).when({ type: 'RunSafetyCheck', now }).then([]);
  });
});

describe('expiry', () => {
  it('expires an available item once its time has passed', () => {
    given([submitted(), approved]).when({ type: 'ExpireItem', now: later }).then([expired]);
  });

  it('does nothing before the time, or twice', () => {
    given([submitted(), approved]).when({ type: 'ExpireItem', now }).then([]);
    given([submitted(), approved, expired]).when({ type: 'ExpireItem', now: later }).then([]);
  });

  it('leaves rejected and withdrawn items alone', () => {
    given([submitted(), withdrawn]).when({ type: 'ExpireItem', now: later }).then([]);
  });
});

describe('withdrawing (the owner deletes their item)', () => {
  it('is allowed to the donor', () => {
    given([submitted(), approved])
      .when({ type: 'WithdrawItem', actorId: donorId, now })
      .then([withdrawn]);
  });

  it('is forbidden to anyone else, and unknown items are not found', () => {
    given([submitted()])
      .when({ type: 'WithdrawItem', actorId: takerId, now })
      .thenThrows({ code: 'forbidden', message: DONATION_MESSAGES.notOwner });
    given([])
      .when({ type: 'WithdrawItem', actorId: donorId, now })
      .thenThrows({ code: 'not_found' });
  });
});

describe('requesting an item', () => {
  const request = {
    type: 'RequestItem' as const,
    requestId,
    requesterId: takerId,
    message: sealedText('May I collect it today?'),
    now,
  };
  const theRequest = requested(requestId, takerId, { message: request.message });

  it('records the request while the item is available', () => {
    given([submitted(), approved]).when(request).then([theRequest]);
  });

  it("is refused before approval, after expiry, on one's own item, and twice by the same person", () => {
    given([submitted()])
      .when(request)
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given([submitted(), approved, expired])
      .when(request)
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given([submitted(), approved])
      .when({ ...request, requesterId: donorId })
      .thenThrows({ code: 'forbidden', message: DONATION_MESSAGES.ownItem });
    // A second request (a new id) while the first is open; the same id again is a retry.
    given([submitted(), approved, theRequest])
      .when({ ...request, requestId: '77777777-7777-4777-8777-777777777777' })
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.alreadyRequested });
  });
});

describe('the weight of a listing', () => {
  it('is required of a restaurant or grocery store, named as the field to fill', () => {
    for (const donorRole of ['restaurant', 'grocery_store'] as const) {
      given([])
        .when({ type: 'SubmitDonation', itemId, donorId, listing, donorRole, now })
        .thenThrows({
          code: 'validation',
          message: WEIGHT_MESSAGES.required,
          field: 'weightKg',
        });
    }
  });

  it('is optional for an individual and recorded with the emirate when given', () => {
    given([])
      .when({ type: 'SubmitDonation', itemId, donorId, listing, donorRole: 'individual', now })
      .then([submitted()]);
    given([])
      .when({
        type: 'SubmitDonation',
        itemId,
        donorId,
        listing: { ...listing, weightKg: 2.5, emirate: 'sharjah' },
        donorRole: 'restaurant',
        now,
      })
      .then([submitted({ weightKg: 2.5, emirate: 'sharjah' })]);
  });
});
