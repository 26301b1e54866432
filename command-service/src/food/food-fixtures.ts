import type { FoodEvent, FoodEventOf } from '@foodshare/contracts/food-events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import type { RequestIntent } from '@foodshare/contracts/requests';
import type { SubmittedListing } from '../donations/donation-decisions';

/** Shared given/when/then fixtures of the `food-<id>` stream (tests only). */

export const itemId = '33333333-3333-4333-8333-333333333333';
export const donorId = '11111111-1111-4111-8111-111111111111';
export const takerId = '22222222-2222-4222-8222-222222222222';
export const requestId = '44444444-4444-4444-8444-444444444444';
export const now = new Date('2026-11-21T10:00:00Z');
/** After the item's pickupUntil (14:00 UTC). */
export const later = new Date('2026-11-21T20:00:00Z');
/** The item's pickup window: from when it is posted (`now`) to 14:00 UTC. */
export const PICKUP_FROM = '2026-11-21T10:00:00.000Z';
export const PICKUP_UNTIL = '2026-11-21T14:00:00.000Z';

/** A person's words as the routes seal them (deciders only carry them, never open them). */
export const sealedText = (text: string): Sealed => ({
  keyId: 'test-key',
  iv: 'test-iv',
  tag: 'test-tag',
  ciphertext: Buffer.from(text).toString('base64'),
});

export const safeAnswers: SubmittedListing['answers'] = {
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

export const listing: SubmittedListing = {
  donationMode: 'individual',
  isMarketplace: false,
  title: 'Crate of tomatoes',
  description: undefined,
  category: 'fresh_produce',
  quantity: '1 crate',
  servings: undefined,
  pickupLocation: 'Al Barsha, Dubai',
  pickupInstructions: undefined,
  pickupUntil: '2026-11-21T18:00:00+04:00',
  originalPrice: null,
  discountedPrice: null,
  imageUrl: '/blobs/food-photos/x.jpg',
  answers: safeAnswers,
  units: null,
  unitLabel: null,
  maxUnitsPerBuyer: null,
  pickupPoint: null,
  weightKg: null,
  emirate: 'dubai',
  surplusCause: null,
};

type Submitted = FoodEventOf<'DonationSubmitted'>['data'];

/** A free donation of a crate of tomatoes, to pick up until 14:00 UTC. */
export function submitted(changes: Partial<Submitted> = {}): FoodEvent {
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
      pickupFrom: PICKUP_FROM,
      pickupUntil: PICKUP_UNTIL,
      originalPrice: null,
      discountedPrice: null,
      imageUrl: '/blobs/food-photos/x.jpg',
      answers: safeAnswers,
      weightKg: null,
      emirate: 'dubai',
      units: null,
      unitLabel: null,
      maxUnitsPerBuyer: null,
      pickupPoint: null,
      surplusCause: null,
      submittedAt: now.toISOString(),
      ...changes,
    },
  };
}

/** A business's end-of-day offer, sold at its discounted price. */
export function offerSubmitted(
  prices: { originalPrice: string; discountedPrice: string | null } = {
    originalPrice: '20.00',
    discountedPrice: '12.50',
  },
): FoodEvent {
  return submitted({ donationMode: 'marketplace', isMarketplace: true, ...prices });
}

export const approved: FoodEvent = {
  type: 'DonationApproved',
  data: { itemId, donorId, approvedBy: 'system:safety-check', approvedAt: now.toISOString() },
};

/** The automated check sent the donation to a moderator. */
export const flagged: FoodEvent = {
  type: 'DonationFlaggedForReview',
  data: {
    itemId,
    verdict: 'review',
    reasons: [{ rule: 4, verdict: 'review', message: 'Home-cooked food needs a moderator.' }],
    ruleVersion: '2026-11',
    checkedAt: now.toISOString(),
  },
};

export const expired: FoodEvent = {
  type: 'ItemExpired',
  data: { itemId, expiredAt: later.toISOString() },
};

export const withdrawn: FoodEvent = {
  type: 'ItemWithdrawn',
  data: { itemId, withdrawnBy: donorId, withdrawnAt: now.toISOString() },
};

export function requested(
  id: string,
  requesterId: string,
  options: {
    intent?: RequestIntent;
    price?: string | null;
    message?: Sealed | null;
    quantity?: number | null;
  } = {},
): FoodEvent {
  return {
    type: 'ItemRequested',
    data: {
      itemId,
      requestId: id,
      requesterId,
      message: options.message ?? null,
      intent: options.intent ?? 'request',
      price: options.price ?? null,
      quantity: options.quantity ?? ((options.intent ?? 'request') === 'purchase' ? 1 : null),
      requestedAt: now.toISOString(),
    },
  };
}

export const PICKUP_CODE = '482913';

/** What accepting a request records: the acceptance with its code, then the reservation. */
export function accepted(
  id: string,
  requesterId: string,
  pickupCode = PICKUP_CODE,
  reservedUntil: string | null = PICKUP_UNTIL,
): FoodEvent[] {
  return [
    {
      type: 'RequestAccepted',
      data: {
        itemId,
        requestId: id,
        requesterId,
        donorId,
        pickupCode,
        acceptedAt: now.toISOString(),
      },
    },
    {
      type: 'ItemReserved',
      data: { itemId, requestId: id, requesterId, reservedUntil, reservedAt: now.toISOString() },
    },
  ];
}

export function declined(
  id: string,
  requesterId: string,
  reason: 'declined_by_donor' | 'another_request_accepted',
  note: Sealed | null = null,
): FoodEvent {
  return {
    type: 'RequestDeclined',
    data: {
      itemId,
      requestId: id,
      requesterId,
      reason,
      note,
      declinedBy: donorId,
      declinedAt: now.toISOString(),
    },
  };
}

export function cancelled(id: string, requesterId: string): FoodEvent {
  return {
    type: 'RequestCancelled',
    data: { itemId, requestId: id, requesterId, cancelledAt: now.toISOString() },
  };
}

export function released(
  id: string,
  reason: 'cancelled_by_requester' | 'declined_by_donor',
): FoodEvent {
  return {
    type: 'ReservationReleased',
    data: { itemId, requestId: id, reason, releasedAt: now.toISOString() },
  };
}
