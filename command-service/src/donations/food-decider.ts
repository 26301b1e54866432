import type { DonationInput } from '@foodshare/contracts/donations';
import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodStatus } from '@foodshare/contracts/enums';
import {
  type FoodEvent,
  type FoodEventOf,
  foodEventSchema,
} from '@foodshare/contracts/food-events';
import type { ReviewStatus } from '@foodshare/contracts/food-items';
import { checkFoodSafety, uaeToday } from '@foodshare/contracts/safety-check';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Decider } from '../command-handler';

type Answers = FoodEventOf<'DonationSubmitted'>['data']['answers'];

export type FoodState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly itemId: string;
      readonly donorId: string;
      readonly availableUntil: string | null;
      readonly answers: Answers;
      readonly review: ReviewStatus;
      readonly status: FoodStatus;
      /** Open (pending) requests by requester. */
      readonly openRequests: ReadonlyMap<string, string>;
    };

/** The listing as submitted, with the photo already stored: the event carries its URL. */
export type SubmittedListing = Omit<DonationInput, 'imageUrl' | keyof Answers> & {
  imageUrl: string;
  answers: Answers;
};

export type FoodCommand =
  | {
      readonly type: 'SubmitDonation';
      readonly itemId: string;
      readonly donorId: string;
      readonly listing: SubmittedListing;
      readonly now: Date;
    }
  | { readonly type: 'RunSafetyCheck'; readonly now: Date }
  | { readonly type: 'ExpireItem'; readonly now: Date }
  | { readonly type: 'WithdrawItem'; readonly actorId: string; readonly now: Date }
  | {
      readonly type: 'RequestItem';
      readonly requestId: string;
      readonly requesterId: string;
      readonly message: string | null;
      readonly now: Date;
    };

const SAFETY_CHECK_ACTOR = 'system:safety-check';

function evolve(state: FoodState, event: FoodEvent): FoodState {
  if (event.type === 'DonationSubmitted') {
    const { data } = event;
    return {
      exists: true,
      itemId: data.itemId,
      donorId: data.donorId,
      availableUntil: data.availableUntil,
      answers: data.answers,
      review: 'pending_check',
      status: 'available',
      openRequests: new Map(),
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'SafetyCheckPassed':
      return state;
    case 'DonationApproved':
      return { ...state, review: 'approved' };
    case 'DonationFlaggedForReview':
      return { ...state, review: 'flagged' };
    case 'DonationRejected':
      return { ...state, review: 'rejected' };
    case 'ItemExpired':
      return { ...state, status: 'expired' };
    case 'ItemWithdrawn':
      return { ...state, review: 'withdrawn' };
    case 'ItemRequested':
      return {
        ...state,
        openRequests: new Map(state.openRequests).set(event.data.requesterId, event.data.requestId),
      };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function decide(command: FoodCommand, state: FoodState): FoodEvent[] {
  switch (command.type) {
    case 'SubmitDonation': {
      if (state.exists) throw new DomainError('conflict', 'This donation was already posted.');
      const { listing } = command;
      if (
        listing.availableUntil &&
        new Date(listing.availableUntil).getTime() <= command.now.getTime()
      ) {
        throw new DomainError('validation', DONATION_MESSAGES.availableUntilPast, 'availableUntil');
      }
      return [
        {
          type: 'DonationSubmitted',
          data: {
            itemId: command.itemId,
            donorId: command.donorId,
            donationMode: listing.donationMode,
            isMarketplace: listing.isMarketplace,
            title: listing.title,
            description: listing.description ?? null,
            category: listing.category,
            quantity: listing.quantity,
            servings: listing.servings ?? null,
            pickupLocation: listing.pickupLocation,
            pickupInstructions: listing.pickupInstructions ?? null,
            availableUntil: listing.availableUntil
              ? new Date(listing.availableUntil).toISOString()
              : null,
            originalPrice: listing.originalPrice,
            discountedPrice: listing.discountedPrice,
            imageUrl: listing.imageUrl,
            answers: listing.answers,
            submittedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'RunSafetyCheck': {
      // A job may run twice or late: only a donation still waiting for its check is checked.
      if (!state.exists || state.review !== 'pending_check') return [];
      const result = checkFoodSafety(state.answers, { today: uaeToday(command.now) });
      const at = command.now.toISOString();
      const checked = {
        itemId: state.itemId,
        verdict: result.verdict,
        reasons: result.reasons,
        ruleVersion: result.ruleVersion,
        checkedAt: at,
      };
      if (result.verdict === 'pass') {
        return [
          { type: 'SafetyCheckPassed', data: checked },
          {
            type: 'DonationApproved',
            data: {
              itemId: state.itemId,
              donorId: state.donorId,
              approvedBy: SAFETY_CHECK_ACTOR,
              approvedAt: at,
            },
          },
        ];
      }
      if (result.verdict === 'review') return [{ type: 'DonationFlaggedForReview', data: checked }];
      const reasons = result.reasons.filter((reason) => reason.verdict === 'reject');
      return [
        {
          type: 'DonationRejected',
          data: {
            itemId: state.itemId,
            reasons,
            ruleVersion: result.ruleVersion,
            rejectedBy: SAFETY_CHECK_ACTOR,
            rejectedAt: at,
          },
        },
      ];
    }
    case 'ExpireItem': {
      if (!state.exists || !state.availableUntil) return [];
      if (state.review === 'rejected' || state.review === 'withdrawn') return [];
      if (state.status !== 'available' && state.status !== 'reserved') return [];
      // A delayed job runs at least its delay later, never earlier by design; re-check anyway.
      if (new Date(state.availableUntil).getTime() > command.now.getTime()) return [];
      return [
        {
          type: 'ItemExpired',
          data: { itemId: state.itemId, expiredAt: command.now.toISOString() },
        },
      ];
    }
    case 'WithdrawItem': {
      if (!state.exists || state.review === 'withdrawn')
        throw new DomainError('not_found', DONATION_MESSAGES.notFound);
      if (state.donorId !== command.actorId)
        throw new DomainError('forbidden', DONATION_MESSAGES.notOwner);
      return [
        {
          type: 'ItemWithdrawn',
          data: {
            itemId: state.itemId,
            withdrawnBy: command.actorId,
            withdrawnAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'RequestItem': {
      if (!state.exists || state.review === 'withdrawn')
        throw new DomainError('not_found', DONATION_MESSAGES.notFound);
      if (state.review !== 'approved' || state.status !== 'available')
        throw new DomainError('conflict', DONATION_MESSAGES.notAvailable);
      if (state.donorId === command.requesterId)
        throw new DomainError('forbidden', DONATION_MESSAGES.ownItem);
      if (state.openRequests.has(command.requesterId))
        throw new DomainError('conflict', DONATION_MESSAGES.alreadyRequested);
      return [
        {
          type: 'ItemRequested',
          data: {
            itemId: state.itemId,
            requestId: command.requestId,
            requesterId: command.requesterId,
            message: command.message,
            requestedAt: command.now.toISOString(),
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const foodDecider: Decider<FoodCommand, FoodEvent, FoodState> = {
  initialState: { exists: false },
  evolve,
  decide,
  parse: (recorded) => foodEventSchema.parse({ type: recorded.type, data: recorded.data }),
};
