import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { type FoodState, reservationWithCode } from '@foodshare/contracts/food-state';
import {
  TEMPERATURE_MESSAGES,
  temperatureClassOf,
} from '@foodshare/contracts/handover-temperature';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { RequestCommandOf } from './request-commands';
import { donorOnly, listed, passed, saleOf } from './request-rules';
import { openHold, readingAtHandover } from './temperature-decisions';

/**
 * The handover: the donor confirms it with the taker's pickup code, and the reservation that
 * code belongs to is collected (a purchase with its sale and the platform fee). Chilled, frozen
 * and hot food may carry the temperature measured; a reading out of range holds the handover
 * for the taker's decision (docs/product.md §11.3).
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
  const reading = readingAtHandover(item, command.temperatureC);
  const weightKg = command.weightKg ?? null;
  const hold = openHold(request);
  if (hold) {
    // A retried reading finds the handover held on it already: nothing more to do.
    if (hold === 'held' && request.temperature?.reading.celsius === reading?.celsius) return [];
    throw new DomainError('conflict', TEMPERATURE_MESSAGES.awaitingTaker);
  }
  if (reading && !reading.inRange)
    return [
      {
        type: 'HandoverHeldForTemperature',
        data: {
          itemId: item.itemId,
          requestId,
          donorId: item.donorId,
          collectorId: request.requesterId,
          reading,
          weightKg,
          heldBy: command.actorId,
          heldAt: at,
        },
      },
    ];
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
        weightKg,
        temperatureClass: temperatureClassOf(item.answers),
        ...(reading ? { temperature: reading } : {}),
        confirmedBy: command.actorId,
        collectedAt: at,
      },
    },
  ];
}
