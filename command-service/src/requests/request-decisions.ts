import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import {
  type ExistingFood,
  type FoodState,
  type RequestState,
  reservationWithCode,
  unitsLeft,
  unitsOf,
} from '@foodshare/contracts/food-state';
import type { Sealed } from '@foodshare/contracts/personal-data';
import {
  OPEN_REQUEST_STATUSES as OPEN,
  platformFee,
  priceTimes,
  REQUEST_MESSAGES,
  type RequestIntent,
} from '@foodshare/contracts/requests';
import { unitsText } from '@foodshare/contracts/units';

/** How food changes hands on the item's stream. */
export type RequestCommand =
  | {
      readonly type: 'RequestItem';
      readonly requestId: string;
      readonly requesterId: string;
      /** Sealed under the requester's key. */
      readonly message: Sealed | null;
      /** As the taker chose it (Buy Now says 'purchase'); absent, the item decides. */
      readonly intent?: RequestIntent | undefined;
      /** How many units a purchase asks for (1 when absent); a free donation goes whole. */
      readonly quantity?: number | undefined;
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
      /** Sealed under the donor's key. */
      readonly note: Sealed | null;
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
      /** The platform fee in force, in percent (docs/product.md §9: 3 to 5, marketplace sales only). */
      readonly feePercent: number;
      /** What the donor weighed at handover, in kg; null when not weighed. */
      readonly weightKg?: number | null;
      readonly now: Date;
    };

/**
 * How food changes hands, decided on the item's own stream: requests (a purchase on an offer),
 * the donor's accept or decline, the taker's cancel, and the handover with the pickup code.
 */
/** The item as a listing that can still change hands: it exists, is approved, not withdrawn. */
function listed(state: FoodState): ExistingFood {
  if (!state.exists || state.status === 'withdrawn')
    throw new DomainError('not_found', DONATION_MESSAGES.notFound);
  return state;
}

/**
 * Past its available-until time, an item changes hands no more, even before its expiry job has
 * run (a queue can be late): the job then records what is already so.
 */
function passed(item: ExistingFood, now: Date): boolean {
  return item.availableUntil !== null && new Date(item.availableUntil).getTime() <= now.getTime();
}

function requestOf(state: ExistingFood, requestId: string): RequestState {
  const request = state.requests.get(requestId);
  if (!request) throw new DomainError('not_found', REQUEST_MESSAGES.requestNotFound);
  return request;
}

/** Nothing left to take: an offer says it sold out, a donation that it is no longer available. */
function noneLeft(item: ExistingFood): DomainError {
  return item.isMarketplace
    ? new DomainError('conflict', REQUEST_MESSAGES.soldOut)
    : new DomainError('conflict', DONATION_MESSAGES.notAvailable);
}

function label(item: ExistingFood): string {
  return item.unitLabel ?? 'unit';
}

/** The units a request asks for, checked against what is left and the seller's limit. */
function quantityFor(
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

function donorOnly(state: ExistingFood, actorId: string): void {
  if (state.donorId !== actorId) throw new DomainError('forbidden', REQUEST_MESSAGES.notDonor);
}

/** What the taker meant, checked against what the item is: an offer is bought, a donation not. */
function intentFor(state: ExistingFood, chosen: RequestIntent | undefined): RequestIntent {
  if (chosen === 'purchase' && !state.isMarketplace)
    throw new DomainError('validation', REQUEST_MESSAGES.notForSale, 'intent');
  if (chosen === 'request' && state.isMarketplace)
    throw new DomainError('validation', REQUEST_MESSAGES.saleOnly, 'intent');
  return state.isMarketplace ? 'purchase' : 'request';
}

export function decideRequest(command: RequestCommand, state: FoodState): FoodEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'RequestItem': {
      const item = listed(state);
      const earlier = item.requests.get(command.requestId);
      // A retried request (same Idempotency-Key) is already recorded: nothing to add.
      if (earlier?.requesterId === command.requesterId) return [];
      if (earlier) throw new DomainError('conflict', REQUEST_MESSAGES.requestIdTaken);
      // Hidden by members' reports, it is not on offer until a moderator has looked.
      if (
        item.review !== 'approved' ||
        item.status === 'expired' ||
        item.hiddenByReports ||
        passed(item, command.now)
      )
        throw new DomainError('conflict', DONATION_MESSAGES.notAvailable);
      if (unitsLeft(item) === 0) throw noneLeft(item);
      if (item.donorId === command.requesterId)
        throw new DomainError('forbidden', DONATION_MESSAGES.ownItem);
      const intent = intentFor(item, command.intent);
      for (const request of item.requests.values())
        if (request.requesterId === command.requesterId && OPEN.has(request.status))
          throw new DomainError('conflict', DONATION_MESSAGES.alreadyRequested);
      const quantity = quantityFor(item, intent, command.requesterId, command.quantity);
      return [
        {
          type: 'ItemRequested',
          data: {
            itemId: item.itemId,
            requestId: command.requestId,
            requesterId: command.requesterId,
            message: command.message,
            intent,
            price: intent === 'purchase' ? item.price : null,
            quantity: intent === 'purchase' ? quantity : null,
            requestedAt: at,
          },
        },
      ];
    }
    case 'AcceptRequest': {
      const item = listed(state);
      donorOnly(item, command.actorId);
      const request = requestOf(item, command.requestId);
      // A retried accept of the request already accepted changes nothing.
      if (request.status === 'approved') return [];
      const left = unitsLeft(item);
      if (left === 0 && !item.isMarketplace)
        throw new DomainError('conflict', REQUEST_MESSAGES.alreadyReserved);
      if (request.status !== 'pending')
        throw new DomainError('conflict', REQUEST_MESSAGES.notPending);
      if (item.review !== 'approved' || item.status === 'expired' || passed(item, command.now))
        throw new DomainError('conflict', DONATION_MESSAGES.notAvailable);
      if (left === 0) throw noneLeft(item);
      if (request.quantity > left)
        throw new DomainError('conflict', REQUEST_MESSAGES.fewerLeft(unitsText(left, label(item))));
      // The last units gone, every other request still waiting is answered at once.
      const declined: FoodEvent[] = [];
      for (const [requestId, other] of item.requests) {
        if (left > request.quantity) break;
        if (requestId === command.requestId || other.status !== 'pending') continue;
        declined.push({
          type: 'RequestDeclined',
          data: {
            itemId: item.itemId,
            requestId,
            requesterId: other.requesterId,
            reason: item.isMarketplace ? 'sold_out' : 'another_request_accepted',
            note: null,
            declinedBy: command.actorId,
            declinedAt: at,
          },
        });
      }
      return [
        {
          type: 'RequestAccepted',
          data: {
            itemId: item.itemId,
            requestId: command.requestId,
            requesterId: request.requesterId,
            donorId: item.donorId,
            pickupCode: command.pickupCode,
            acceptedAt: at,
          },
        },
        {
          type: 'ItemReserved',
          data: {
            itemId: item.itemId,
            requestId: command.requestId,
            requesterId: request.requesterId,
            reservedUntil: item.availableUntil,
            reservedAt: at,
          },
        },
        ...declined,
      ];
    }
    case 'DeclineRequest': {
      const item = listed(state);
      donorOnly(item, command.actorId);
      const request = requestOf(item, command.requestId);
      // A retried decline finds the request declined already: nothing more to do.
      if (request.status === 'declined') return [];
      if (!OPEN.has(request.status)) throw new DomainError('conflict', REQUEST_MESSAGES.notPending);
      const events: FoodEvent[] = [
        {
          type: 'RequestDeclined',
          data: {
            itemId: item.itemId,
            requestId: command.requestId,
            requesterId: request.requesterId,
            reason: 'declined_by_donor',
            note: command.note,
            declinedBy: command.actorId,
            declinedAt: at,
          },
        },
      ];
      if (request.status === 'approved')
        events.push(released(item, command.requestId, 'declined_by_donor', at));
      return events;
    }
    case 'CancelRequest': {
      const item = listed(state);
      const request = requestOf(item, command.requestId);
      if (request.requesterId !== command.actorId)
        throw new DomainError('forbidden', REQUEST_MESSAGES.notRequester);
      if (request.status === 'cancelled') return [];
      if (!OPEN.has(request.status)) throw new DomainError('conflict', REQUEST_MESSAGES.notOpen);
      const events: FoodEvent[] = [
        {
          type: 'RequestCancelled',
          data: {
            itemId: item.itemId,
            requestId: command.requestId,
            requesterId: request.requesterId,
            cancelledAt: at,
          },
        },
      ];
      if (request.status === 'approved')
        events.push(released(item, command.requestId, 'cancelled_by_requester', at));
      return events;
    }
    case 'ConfirmHandover': {
      const item = listed(state);
      donorOnly(item, command.actorId);
      // A retried handover, with the code that completed it, changes nothing.
      for (const request of item.requests.values())
        if (request.status === 'collected' && request.pickupCode === command.pickupCode) return [];
      const held = [...item.requests.values()].some((request) => request.status === 'approved');
      if (!held || item.status === 'expired')
        throw new DomainError('conflict', REQUEST_MESSAGES.notReserved);
      if (passed(item, command.now))
        throw new DomainError('conflict', REQUEST_MESSAGES.reservationExpired);
      const reservation = reservationWithCode(item, command.pickupCode);
      if (!reservation)
        throw new DomainError('validation', REQUEST_MESSAGES.wrongPickupCode, 'pickupCode');
      const { requestId, request } = reservation;
      return [
        {
          type: 'ItemCollected',
          data: {
            itemId: item.itemId,
            requestId,
            donorId: item.donorId,
            collectorId: request.requesterId,
            servings: item.servings,
            isMarketplace: item.isMarketplace,
            sale: saleOf(request, command.feePercent),
            weightKg: command.weightKg ?? null,
            confirmedBy: command.actorId,
            collectedAt: at,
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

/** A purchase handed over: its own quantity at the unit price, and the fee on that total. */
function saleOf(request: RequestState, feePercent: number) {
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

function released(
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
