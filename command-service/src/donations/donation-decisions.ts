import {
  DONATION_MESSAGES,
  type DonationInput,
  pickupWindowIssue,
} from '@foodshare/contracts/donations';
import type { UserRole } from '@foodshare/contracts/enums';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import {
  type Answers,
  changedHands,
  expiryDue,
  type FoodState,
} from '@foodshare/contracts/food-state';
import { WEIGHT_MESSAGES, weightRequired } from '@foodshare/contracts/food-weight';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { checkFoodSafety, uaeToday } from '@foodshare/contracts/safety-check';

/**
 * The listing as submitted, with the photo already stored (the event carries its URL) and the
 * pickup instructions sealed under the donor's key.
 */
export type SubmittedListing = Omit<
  DonationInput,
  'imageUrl' | 'pickupInstructions' | 'pickupUntil' | keyof Answers
> & {
  imageUrl: string;
  /** Always given over HTTP; null only for the demo's history, posted days ago without an end. */
  pickupUntil: string | null;
  pickupInstructions?: Sealed | null | undefined;
  answers: Answers;
};

/** An item's own life on its stream: posted, checked for safety, expired, withdrawn. */
export type DonationCommand =
  | {
      readonly type: 'SubmitDonation';
      readonly itemId: string;
      readonly donorId: string;
      readonly listing: SubmittedListing;
      /**
       * The donor's role when posting: a business's listing must carry a weight. Absent when the
       * listing carries one (the role then decides nothing).
       */
      readonly donorRole?: UserRole | null;
      readonly now: Date;
    }
  | { readonly type: 'RunSafetyCheck'; readonly now: Date }
  | { readonly type: 'ExpireItem'; readonly now: Date }
  | { readonly type: 'WithdrawItem'; readonly actorId: string; readonly now: Date }
  | { readonly type: 'HideItem'; readonly actorId: string; readonly now: Date };

type DonationCommandOf<Type extends DonationCommand['type']> = Extract<
  DonationCommand,
  { type: Type }
>;

const DONATION_COMMANDS: Record<DonationCommand['type'], true> = {
  SubmitDonation: true,
  RunSafetyCheck: true,
  ExpireItem: true,
  WithdrawItem: true,
  HideItem: true,
};

export function isDonationCommand(command: { type: string }): command is DonationCommand {
  return Object.hasOwn(DONATION_COMMANDS, command.type);
}

const SAFETY_CHECK_ACTOR = 'system:safety-check';

export function decideDonation(command: DonationCommand, state: FoodState): FoodEvent[] {
  switch (command.type) {
    case 'SubmitDonation':
      return submitDonation(command, state);
    case 'RunSafetyCheck':
      return runSafetyCheck(command, state);
    case 'ExpireItem':
      return expireItem(command, state);
    case 'WithdrawItem':
      return withdrawItem(command, state);
    case 'HideItem':
      return hideItem(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function submitDonation(
  command: DonationCommandOf<'SubmitDonation'>,
  state: FoodState,
): FoodEvent[] {
  if (state.exists) throw new DomainError('conflict', 'This donation was already posted.');
  const { listing } = command;
  const window =
    listing.pickupUntil === null
      ? null
      : pickupWindowIssue(listing.pickupFrom, listing.pickupUntil, command.now);
  if (window) throw new DomainError('validation', window.message, window.field);
  if (listing.weightKg === null && weightRequired(command.donorRole ?? null, listing.isMarketplace))
    throw new DomainError('validation', WEIGHT_MESSAGES.required, 'weightKg');
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
        // No start given: pickup can start as soon as it is posted (docs/product.md §10).
        pickupFrom: new Date(listing.pickupFrom ?? command.now).toISOString(),
        pickupUntil: listing.pickupUntil && new Date(listing.pickupUntil).toISOString(),
        originalPrice: listing.originalPrice,
        discountedPrice: listing.discountedPrice,
        imageUrl: listing.imageUrl,
        answers: listing.answers,
        units: listing.units,
        unitLabel: listing.unitLabel,
        maxUnitsPerBuyer: listing.maxUnitsPerBuyer,
        pickupPoint: listing.pickupPoint,
        weightKg: listing.weightKg,
        emirate: listing.emirate,
        surplusCause: listing.surplusCause,
        submittedAt: command.now.toISOString(),
      },
    },
  ];
}

function runSafetyCheck(
  command: DonationCommandOf<'RunSafetyCheck'>,
  state: FoodState,
): FoodEvent[] {
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

function expireItem(command: DonationCommandOf<'ExpireItem'>, state: FoodState): FoodEvent[] {
  const due = expiryDue(state);
  // A delayed job runs at least its delay later, never earlier by design; re-check anyway.
  if (!state.exists || !due || new Date(due).getTime() > command.now.getTime()) return [];
  return [
    {
      type: 'ItemExpired',
      data: { itemId: state.itemId, expiredAt: command.now.toISOString() },
    },
  ];
}

function withdrawItem(command: DonationCommandOf<'WithdrawItem'>, state: FoodState): FoodEvent[] {
  if (!state.exists || state.status === 'withdrawn')
    throw new DomainError('not_found', DONATION_MESSAGES.notFound);
  if (state.donorId !== command.actorId)
    throw new DomainError('forbidden', DONATION_MESSAGES.notOwner);
  // What was handed over or is held for someone stays on record: it can only be hidden.
  if (changedHands(state)) throw new DomainError('conflict', REQUEST_MESSAGES.changedHands);
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

function hideItem(command: DonationCommandOf<'HideItem'>, state: FoodState): FoodEvent[] {
  if (!state.exists || state.status === 'withdrawn')
    throw new DomainError('not_found', DONATION_MESSAGES.notFound);
  if (state.donorId !== command.actorId)
    throw new DomainError('forbidden', DONATION_MESSAGES.notOwner);
  if (state.hidden) return [];
  if (!changedHands(state) && state.status !== 'expired' && state.review !== 'rejected')
    throw new DomainError('conflict', REQUEST_MESSAGES.notHideable);
  return [
    {
      type: 'ItemHiddenByDonor',
      data: {
        itemId: state.itemId,
        hiddenBy: command.actorId,
        hiddenAt: command.now.toISOString(),
      },
    },
  ];
}
