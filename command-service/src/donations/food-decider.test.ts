import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { SAFETY_RULE_VERSION } from '@foodshare/contracts/safety-check';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider, type SubmittedListing } from './food-decider';

const itemId = '33333333-3333-4333-8333-333333333333';
const donorId = '11111111-1111-4111-8111-111111111111';
const takerId = '22222222-2222-4222-8222-222222222222';
const requestId = '44444444-4444-4444-8444-444444444444';
const now = new Date('2026-11-21T10:00:00Z');
const later = new Date('2026-11-21T20:00:00Z');

const safeAnswers: SubmittedListing['answers'] = {
  foodType: 'fresh_produce',
  foodSource: 'store_bought',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: [],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};

const listing: SubmittedListing = {
  donationMode: 'individual',
  isMarketplace: false,
  title: 'Crate of tomatoes',
  description: undefined,
  category: 'fresh_produce',
  quantity: '1 crate',
  servings: undefined,
  pickupLocation: 'Al Barsha, Dubai',
  pickupInstructions: undefined,
  availableUntil: '2026-11-21T18:00:00+04:00',
  originalPrice: null,
  discountedPrice: null,
  imageUrl: '/blobs/food-photos/x.jpg',
  answers: safeAnswers,
};

function submitted(answers = safeAnswers): FoodEvent {
  return {
    type: 'DonationSubmitted',
    data: {
      itemId,
      donorId,
      donationMode: 'individual',
      isMarketplace: false,
      title: 'Crate of tomatoes',
      description: null,
      category: 'fresh_produce',
      quantity: '1 crate',
      servings: null,
      pickupLocation: 'Al Barsha, Dubai',
      pickupInstructions: null,
      availableUntil: '2026-11-21T14:00:00.000Z',
      originalPrice: null,
      discountedPrice: null,
      imageUrl: '/blobs/food-photos/x.jpg',
      answers,
      submittedAt: now.toISOString(),
    },
  };
}
const approved: FoodEvent = {
  type: 'DonationApproved',
  data: { itemId, donorId, approvedBy: 'system:safety-check', approvedAt: now.toISOString() },
};
const given = specification(foodDecider);

describe('submitting a donation', () => {
  it('records the listing, the answers and the stored photo URL', () => {
    given([]).when({ type: 'SubmitDonation', itemId, donorId, listing, now }).then([submitted()]);
  });

  it('refuses an available-until time already past', () => {
    given([])
      .when({
        type: 'SubmitDonation',
        itemId,
        donorId,
        listing: { ...listing, availableUntil: '2026-11-21T09:00:00Z' },
        now,
      })
      .thenThrows({
        code: 'validation',
        message: DONATION_MESSAGES.availableUntilPast,
        field: 'availableUntil',
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
      foodDecider.evolve(foodDecider.initialState, submitted(homemadeMeal)),
    );
    if (event?.type !== 'DonationFlaggedForReview' || event.data.verdict !== 'review')
      throw new Error(`expected a flag, got ${JSON.stringify(event)}`);
  });

  it('rejects mouldy food with only the reasons that rejected it', () => {
    const mouldy: SubmittedListing['answers'] = { ...safeAnswers, spoilageIndicators: ['mold'] };
    const [event] = foodDecider.decide(
      { type: 'RunSafetyCheck', now },
      foodDecider.evolve(foodDecider.initialState, submitted(mouldy)),
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
    given([submitted(), approved])
      .when({ type: 'ExpireItem', now: later })
      .then([{ type: 'ItemExpired', data: { itemId, expiredAt: later.toISOString() } }]);
  });

  it('does nothing before the time, or twice', () => {
    given([submitted(), approved]).when({ type: 'ExpireItem', now }).then([]);
    given([
      submitted(),
      approved,
      { type: 'ItemExpired', data: { itemId, expiredAt: later.toISOString() } },
    ])
      .when({ type: 'ExpireItem', now: later })
      .then([]);
  });

  it('leaves rejected and withdrawn items alone', () => {
    const withdrawn: FoodEvent = {
      type: 'ItemWithdrawn',
      data: { itemId, withdrawnBy: donorId, withdrawnAt: now.toISOString() },
    };
    given([submitted(), withdrawn]).when({ type: 'ExpireItem', now: later }).then([]);
  });
});

describe('withdrawing (the owner deletes their item)', () => {
  it('is allowed to the donor', () => {
    given([submitted(), approved])
      .when({ type: 'WithdrawItem', actorId: donorId, now })
      .then([
        {
          type: 'ItemWithdrawn',
          data: { itemId, withdrawnBy: donorId, withdrawnAt: now.toISOString() },
        },
      ]);
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
    message: 'May I collect it today?',
    now,
  };
  const requested: FoodEvent = {
    type: 'ItemRequested',
    data: {
      itemId,
      requestId,
      requesterId: takerId,
      message: 'May I collect it today?',
      intent: 'request',
      price: null,
      requestedAt: now.toISOString(),
    },
  };

  it('records the request while the item is available', () => {
    given([submitted(), approved]).when(request).then([requested]);
  });

  it("is refused before approval, after expiry, on one's own item, and twice by the same person", () => {
    given([submitted()])
      .when(request)
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given([
      submitted(),
      approved,
      { type: 'ItemExpired', data: { itemId, expiredAt: later.toISOString() } },
    ])
      .when(request)
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.notAvailable });
    given([submitted(), approved])
      .when({ ...request, requesterId: donorId })
      .thenThrows({ code: 'forbidden', message: DONATION_MESSAGES.ownItem });
    given([submitted(), approved, requested])
      .when(request)
      .thenThrows({ code: 'conflict', message: DONATION_MESSAGES.alreadyRequested });
  });
});
