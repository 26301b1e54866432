import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import {
  type FoodState,
  type RequestState,
  reservationWithCode,
} from '@foodshare/contracts/food-state';
import { platformFee, priceTimes, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { RequestCommandOf } from './request-commands';
import { donorOnly, listed, passed } from './request-rules';

/**
 * The handover: the donor confirms it with the taker's pickup code, and the reservation that
 * code belongs to is collected (a purchase with its sale and the platform fee).
 */
export function confirmHandover(
  command: RequestCommandOf<'ConfirmHandover'>,
  state: FoodState,
): FoodEvent[] {
  const at = command.now.toISOString();
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
