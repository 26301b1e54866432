import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { type ExistingFood, type FoodState, unitsLeft } from '@foodshare/contracts/food-state';
import { acceptableFrom, PICKUP_MESSAGES } from '@foodshare/contracts/pickups';
import { OPEN_REQUEST_STATUSES as OPEN, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { unitsText } from '@foodshare/contracts/units';
import { charityGate } from '../charities/charity-window';
import { confirmHandover } from './handover-decision';
import type { RequestCommand, RequestCommandOf } from './request-commands';
import {
  donorOnly,
  intentFor,
  label,
  listed,
  noneLeft,
  passed,
  quantityFor,
  released,
  requestOf,
} from './request-rules';
import {
  decideHandoverTemperature,
  notOnHold,
  settleRefusedHandover,
} from './temperature-decisions';

/**
 * How food changes hands, decided on the item's own stream: requests (a purchase on an offer),
 * the donor's accept or decline, the taker's cancel, and the handover with the pickup code.
 */
export function decideRequest(command: RequestCommand, state: FoodState): FoodEvent[] {
  switch (command.type) {
    case 'RequestItem':
      return requestItem(command, state);
    case 'AcceptRequest':
      return acceptRequest(command, state);
    case 'DeclineRequest':
      return declineRequest(command, state);
    case 'CancelRequest':
      return cancelRequest(command, state);
    case 'ConfirmHandover':
      return confirmHandover(command, state);
    case 'DecideHandoverTemperature':
      return decideHandoverTemperature(command, state);
    case 'SettleRefusedHandover':
      return settleRefusedHandover(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function requestItem(command: RequestCommandOf<'RequestItem'>, state: FoodState): FoodEvent[] {
  const at = command.now.toISOString();
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
  const gate = charityGate(
    item,
    { verifiedCharity: command.verifiedCharity ?? false },
    command.now,
  );
  const intent = intentFor(item, command.intent);
  for (const request of item.requests.values())
    if (request.requesterId === command.requesterId && OPEN.has(request.status))
      throw new DomainError('conflict', DONATION_MESSAGES.alreadyRequested);
  const quantity = quantityFor(item, intent, command.requesterId, command.quantity);
  const waitsUntil = acceptableFrom(command.now, command.recentNoShows ?? 0);
  return [
    ...gate.before,
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
        ...(gate.asVerifiedCharity ? { asVerifiedCharity: true } : {}),
        ...(waitsUntil ? { acceptableFrom: waitsUntil } : {}),
        requestedAt: at,
      },
    },
  ];
}

function acceptRequest(command: RequestCommandOf<'AcceptRequest'>, state: FoodState): FoodEvent[] {
  const at = command.now.toISOString();
  const item = listed(state);
  donorOnly(item, command.actorId);
  const request = requestOf(item, command.requestId);
  // A retried accept of the request already accepted changes nothing.
  if (request.status === 'approved') return [];
  const left = unitsLeft(item);
  if (left === 0 && !item.isMarketplace)
    throw new DomainError('conflict', REQUEST_MESSAGES.alreadyReserved);
  if (request.status !== 'pending') throw new DomainError('conflict', REQUEST_MESSAGES.notPending);
  if (item.review !== 'approved' || item.status === 'expired' || passed(item, command.now))
    throw new DomainError('conflict', DONATION_MESSAGES.notAvailable);
  if (left === 0) throw noneLeft(item);
  // After three no-shows in 30 days a member's request waits 2 hours (docs/product.md §10).
  if (request.acceptableFrom && Date.parse(request.acceptableFrom) > command.now.getTime())
    throw new DomainError('conflict', PICKUP_MESSAGES.waiting);
  if (request.quantity > left)
    throw new DomainError('conflict', REQUEST_MESSAGES.fewerLeft(unitsText(left, label(item))));
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
        reservedUntil: item.pickupUntil,
        reservedAt: at,
      },
    },
    ...othersDeclined(item, command, left - request.quantity),
  ];
}

/** The last units gone, every other request still waiting is answered at once. */
function othersDeclined(
  item: ExistingFood,
  command: RequestCommandOf<'AcceptRequest'>,
  leftAfter: number,
): FoodEvent[] {
  if (leftAfter > 0) return [];
  const at = command.now.toISOString();
  return [...item.requests]
    .filter(([requestId, other]) => requestId !== command.requestId && other.status === 'pending')
    .map(([requestId, other]) => ({
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
    }));
}

function declineRequest(
  command: RequestCommandOf<'DeclineRequest'>,
  state: FoodState,
): FoodEvent[] {
  const at = command.now.toISOString();
  const item = listed(state);
  donorOnly(item, command.actorId);
  const request = requestOf(item, command.requestId);
  // A retried decline finds the request declined already: nothing more to do.
  if (request.status === 'declined') return [];
  if (!OPEN.has(request.status)) throw new DomainError('conflict', REQUEST_MESSAGES.notPending);
  notOnHold(request);
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

function cancelRequest(command: RequestCommandOf<'CancelRequest'>, state: FoodState): FoodEvent[] {
  const at = command.now.toISOString();
  const item = listed(state);
  const request = requestOf(item, command.requestId);
  if (request.requesterId !== command.actorId)
    throw new DomainError('forbidden', REQUEST_MESSAGES.notRequester);
  if (request.status === 'cancelled') return [];
  if (!OPEN.has(request.status)) throw new DomainError('conflict', REQUEST_MESSAGES.notOpen);
  notOnHold(request);
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
