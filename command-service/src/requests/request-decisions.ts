import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import {
  OPEN_REQUEST_STATUSES as OPEN,
  platformFee,
  REQUEST_MESSAGES,
  type RequestIntent,
} from '@foodshare/contracts/requests';
import { DomainError } from '@foodshare/platform/http/errors';
import type { ExistingFood, FoodCommand, FoodState, RequestState } from '../donations/food-decider';

/**
 * How food changes hands, decided on the item's own stream: requests (a purchase on an offer),
 * the donor's accept or decline, the taker's cancel, and the handover with the pickup code.
 */
/** The item as a listing that can still change hands: it exists, is approved, not withdrawn. */
function listed(state: FoodState): ExistingFood {
  if (!state.exists || state.review === 'withdrawn')
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

export function decideRequests(command: FoodCommand, state: FoodState): FoodEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'RequestItem': {
      const item = listed(state);
      const earlier = item.requests.get(command.requestId);
      // A retried request (same Idempotency-Key) is already recorded: nothing to add.
      if (earlier?.requesterId === command.requesterId) return [];
      if (earlier) throw new DomainError('conflict', REQUEST_MESSAGES.requestIdTaken);
      if (item.review !== 'approved' || item.status !== 'available' || passed(item, command.now))
        throw new DomainError('conflict', DONATION_MESSAGES.notAvailable);
      if (item.donorId === command.requesterId)
        throw new DomainError('forbidden', DONATION_MESSAGES.ownItem);
      const intent = intentFor(item, command.intent);
      for (const request of item.requests.values())
        if (request.requesterId === command.requesterId && OPEN.has(request.status))
          throw new DomainError('conflict', DONATION_MESSAGES.alreadyRequested);
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
      if (item.reservation?.requestId === command.requestId) return [];
      if (item.status === 'reserved')
        throw new DomainError('conflict', REQUEST_MESSAGES.alreadyReserved);
      if (request.status !== 'pending')
        throw new DomainError('conflict', REQUEST_MESSAGES.notPending);
      if (item.review !== 'approved' || item.status !== 'available' || passed(item, command.now))
        throw new DomainError('conflict', DONATION_MESSAGES.notAvailable);
      const declined: FoodEvent[] = [];
      for (const [requestId, other] of item.requests) {
        if (requestId === command.requestId || other.status !== 'pending') continue;
        declined.push({
          type: 'RequestDeclined',
          data: {
            itemId: item.itemId,
            requestId,
            requesterId: other.requesterId,
            reason: 'another_request_accepted',
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
      if (item.reservation?.requestId === command.requestId)
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
      if (item.reservation?.requestId === command.requestId)
        events.push(released(item, command.requestId, 'cancelled_by_requester', at));
      return events;
    }
    case 'ConfirmHandover': {
      const item = listed(state);
      donorOnly(item, command.actorId);
      const reservation = item.reservation;
      // A retried handover, with the code that completed it, changes nothing.
      if (item.status === 'collected' && reservation?.pickupCode === command.pickupCode) return [];
      if (item.status !== 'reserved' || !reservation)
        throw new DomainError('conflict', REQUEST_MESSAGES.notReserved);
      if (passed(item, command.now))
        throw new DomainError('conflict', REQUEST_MESSAGES.reservationExpired);
      if (reservation.pickupCode !== command.pickupCode)
        throw new DomainError('validation', REQUEST_MESSAGES.wrongPickupCode, 'pickupCode');
      const request = requestOf(item, reservation.requestId);
      const sale =
        request.intent === 'purchase' && request.price
          ? {
              currency: 'AED' as const,
              price: request.price,
              ...renameRate(platformFee(request.price, command.feePercent)),
            }
          : null;
      return [
        {
          type: 'ItemCollected',
          data: {
            itemId: item.itemId,
            requestId: reservation.requestId,
            donorId: item.donorId,
            collectorId: request.requesterId,
            servings: item.servings,
            isMarketplace: item.isMarketplace,
            sale,
            confirmedBy: command.actorId,
            collectedAt: at,
          },
        },
      ];
    }
    default:
      throw new Error(`Not a request command: ${command.type}`);
  }
}

const renameRate = ({ rate, fee }: { rate: string; fee: string }) => ({ feeRate: rate, fee });

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
