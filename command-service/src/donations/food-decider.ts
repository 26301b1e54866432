import type { DonationInput } from '@foodshare/contracts/donations';
import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodStatus } from '@foodshare/contracts/enums';
import {
  type FoodEvent,
  type FoodEventOf,
  foodEventSchema,
} from '@foodshare/contracts/food-events';
import type { ReviewStatus } from '@foodshare/contracts/food-items';
import {
  OPEN_REQUEST_STATUSES,
  type RequestIntent,
  type RequestStatus,
  requestTerms,
} from '@foodshare/contracts/requests';
import { checkFoodSafety, uaeToday } from '@foodshare/contracts/safety-check';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Decider } from '../command-handler';
import { decideRequests } from '../requests/request-decisions';

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
      readonly isMarketplace: boolean;
      /** What a buyer pays at pickup: the discounted price, else the original one. */
      readonly price: string | null;
      readonly servings: string | null;
      /** Every request by id, with where it stands. */
      readonly requests: ReadonlyMap<string, RequestState>;
      /** The accepted request the item is held for while reserved (and was, once collected). */
      readonly reservation: { readonly requestId: string; readonly pickupCode: string } | null;
    };

export interface RequestState {
  readonly requesterId: string;
  readonly status: RequestStatus;
  readonly intent: RequestIntent;
  readonly price: string | null;
}

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
      /** As the taker chose it (Buy Now says 'purchase'); absent, the item decides. */
      readonly intent?: RequestIntent | undefined;
      readonly now: Date;
    }
  | {
      readonly type: 'AcceptRequest';
      readonly requestId: string;
      readonly actorId: string;
      /** Drawn by the caller (the decider stays pure). */
      readonly pickupCode: string;
      readonly now: Date;
    }
  | {
      readonly type: 'DeclineRequest';
      readonly requestId: string;
      readonly actorId: string;
      readonly note: string | null;
      readonly now: Date;
    }
  | {
      readonly type: 'CancelRequest';
      readonly requestId: string;
      readonly actorId: string;
      readonly now: Date;
    }
  | {
      readonly type: 'ConfirmHandover';
      readonly actorId: string;
      readonly pickupCode: string;
      /** The platform fee in force, in percent (SPEC §9: 3 to 5, marketplace sales only). */
      readonly feePercent: number;
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
      isMarketplace: data.isMarketplace,
      price: data.discountedPrice ?? data.originalPrice,
      servings: data.servings,
      requests: new Map(),
      reservation: null,
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
      return {
        ...state,
        status: 'expired',
        reservation: null,
        requests: closeOpenRequests(state.requests, 'expired'),
      };
    case 'ItemWithdrawn':
      return {
        ...state,
        review: 'withdrawn',
        reservation: null,
        requests: closeOpenRequests(state.requests, 'withdrawn'),
      };
    case 'ItemRequested': {
      const { data } = event;
      return withRequest(state, data.requestId, {
        requesterId: data.requesterId,
        status: 'pending',
        ...requestTerms(data, state),
      });
    }
    case 'RequestAccepted':
      return {
        ...withRequestStatus(state, event.data.requestId, 'approved'),
        reservation: { requestId: event.data.requestId, pickupCode: event.data.pickupCode },
      };
    case 'ItemReserved':
      return { ...state, status: 'reserved' };
    case 'RequestDeclined':
      return withRequestStatus(state, event.data.requestId, 'declined');
    case 'RequestCancelled':
      return withRequestStatus(state, event.data.requestId, 'cancelled');
    case 'ReservationReleased':
      return {
        ...state,
        reservation: null,
        status: state.status === 'reserved' ? 'available' : state.status,
      };
    case 'ItemCollected':
      // The reservation is kept: a retried handover with its code is then recognised.
      return {
        ...withRequestStatus(state, event.data.requestId, 'collected'),
        status: 'collected',
      };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export type ExistingFood = Extract<FoodState, { exists: true }>;

const OPEN = OPEN_REQUEST_STATUSES;

function withRequest(state: ExistingFood, requestId: string, request: RequestState): FoodState {
  return { ...state, requests: new Map(state.requests).set(requestId, request) };
}

function withRequestStatus(state: ExistingFood, requestId: string, status: RequestStatus) {
  const request = state.requests.get(requestId);
  return request ? (withRequest(state, requestId, { ...request, status }) as ExistingFood) : state;
}

function closeOpenRequests(
  requests: ReadonlyMap<string, RequestState>,
  status: RequestStatus,
): ReadonlyMap<string, RequestState> {
  const closed = new Map(requests);
  for (const [id, request] of requests)
    if (OPEN.has(request.status)) closed.set(id, { ...request, status });
  return closed;
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
    case 'RequestItem':
    case 'AcceptRequest':
    case 'DeclineRequest':
    case 'CancelRequest':
    case 'ConfirmHandover':
      return decideRequests(command, state);
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
