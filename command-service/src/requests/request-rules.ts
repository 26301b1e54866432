import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import {
  type ExistingFood,
  type FoodState,
  type RequestState,
  unitsLeft,
  unitsOf,
} from '@foodshare/contracts/food-state';
import {
  platformFee,
  priceTimes,
  REQUEST_MESSAGES,
  type RequestIntent,
} from '@foodshare/contracts/requests';
import { unitsText } from '@foodshare/contracts/units';

/** The item as a listing that can still change hands: it exists, is approved, not withdrawn. */
export function listed(state: FoodState): ExistingFood {
  if (!state.exists || state.status === 'withdrawn')
    throw new DomainError('not_found', DONATION_MESSAGES.notFound);
  return state;
}

/**
 * Past the end of its pickup window, an item changes hands no more, even before its expiry job has
 * run (a queue can be late): the job then records what is already so.
 */
export function passed(item: ExistingFood, now: Date): boolean {
  return item.pickupUntil !== null && new Date(item.pickupUntil).getTime() <= now.getTime();
}

export function requestOf(state: ExistingFood, requestId: string): RequestState {
  const request = state.requests.get(requestId);
  if (!request) throw new DomainError('not_found', REQUEST_MESSAGES.requestNotFound);
  return request;
}

/** Nothing left to take: an offer says it sold out, a donation that it is no longer available. */
export function noneLeft(item: ExistingFood): DomainError {
  return item.isMarketplace
    ? new DomainError('conflict', REQUEST_MESSAGES.soldOut)
    : new DomainError('conflict', DONATION_MESSAGES.notAvailable);
}

export function label(item: ExistingFood): string {
  return item.unitLabel ?? 'unit';
}

/** The units a request asks for, checked against what is left and the seller's limit. */
export function quantityFor(
  item: ExistingFood,
  intent: RequestIntent,
  requesterId: string,
  asked: number | undefined,
): number {
  if (intent === 'request') {
    if (asked !== undefined && asked !== 1)
      throw new DomainError('validation', REQUEST_MESSAGES.quantityOnDonation, 'quantity');
    return 1;
  }
  const quantity = asked ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new DomainError('validation', REQUEST_MESSAGES.quantityInvalid, 'quantity');
  const left = unitsLeft(item);
  if (quantity > left)
    throw new DomainError(
      'conflict',
      REQUEST_MESSAGES.fewerLeft(unitsText(left, label(item))),
      'quantity',
    );
  const max = item.maxUnitsPerBuyer;
  if (max !== null && unitsOf(item, requesterId) + quantity > max)
    throw new DomainError(
      'validation',
      REQUEST_MESSAGES.overBuyerLimit(unitsText(max, label(item))),
      'quantity',
    );
  return quantity;
}

export function donorOnly(state: ExistingFood, actorId: string): void {
  if (state.donorId !== actorId) throw new DomainError('forbidden', REQUEST_MESSAGES.notDonor);
}

/** What the taker meant, checked against what the item is: an offer is bought, a donation not. */
export function intentFor(state: ExistingFood, chosen: RequestIntent | undefined): RequestIntent {
  if (chosen === 'purchase' && !state.isMarketplace)
    throw new DomainError('validation', REQUEST_MESSAGES.notForSale, 'intent');
  if (chosen === 'request' && state.isMarketplace)
    throw new DomainError('validation', REQUEST_MESSAGES.saleOnly, 'intent');
  return state.isMarketplace ? 'purchase' : 'request';
}

export function released(
  item: ExistingFood,
  requestId: string,
  reason: 'cancelled_by_requester' | 'declined_by_donor',
  at: string,
): FoodEvent {
  return {
    type: 'ReservationReleased',
    data: { itemId: item.itemId, requestId, reason, releasedAt: at },
  };
}

/** A purchase handed over: its own quantity at the unit price, and the fee on that total. */
export function saleOf(request: RequestState, feePercent: number) {
  if (request.intent !== 'purchase' || !request.price) return null;
  const price = priceTimes(request.price, request.quantity);
  const { rate, fee } = platformFee(price, feePercent);
  return {
    currency: 'AED' as const,
    price,
    quantity: request.quantity,
    unitPrice: request.price,
    feeRate: rate,
    fee,
  };
}
