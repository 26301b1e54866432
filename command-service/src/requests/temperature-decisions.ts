import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { ExistingFood, FoodState, RequestState } from '@foodshare/contracts/food-state';
import {
  judgeReading,
  TEMPERATURE_MESSAGES,
  type TemperatureReading,
  temperatureClassOf,
} from '@foodshare/contracts/handover-temperature';
import type { RequestCommandOf } from './request-commands';
import { donorOnly, listed, passed, requestOf, saleOf } from './request-rules';

/*
 * The temperature at handover (docs/product.md §11.3): chilled, frozen and hot food is measured
 * when it changes hands; a reading outside its limit holds the handover until the taker takes
 * the food anyway or refuses it, and a refused one goes back on the listing only if the donor
 * says so.
 */

/** The donor's reading judged, or null when none was given (the handover then records none). */
export function readingAtHandover(
  item: ExistingFood,
  temperatureC: number | null | undefined,
): TemperatureReading | null {
  const temperatureClass = temperatureClassOf(item.answers);
  if (temperatureC === null || temperatureC === undefined) return null;
  if (!temperatureClass)
    throw new DomainError('validation', TEMPERATURE_MESSAGES.notAsked, 'temperatureC');
  return judgeReading(temperatureClass, temperatureC);
}

/** The hold a request's handover waits on, if any: the taker decides, then the donor. */
export function openHold(request: RequestState): 'held' | 'refused' | null {
  const hold = request.temperature?.hold;
  return hold === 'held' || hold === 'refused' ? hold : null;
}

/** A held handover is settled through its own steps, never by a decline or cancel. */
export function notOnHold(request: RequestState): void {
  if (openHold(request)) throw new DomainError('conflict', TEMPERATURE_MESSAGES.settleHoldFirst);
}

/** The taker's answer to a held handover: take the food anyway, or refuse it. */
export function decideHandoverTemperature(
  command: RequestCommandOf<'DecideHandoverTemperature'>,
  state: FoodState,
): FoodEvent[] {
  const at = command.now.toISOString();
  const item = listed(state);
  const request = requestOf(item, command.requestId);
  if (request.requesterId !== command.actorId)
    throw new DomainError('forbidden', TEMPERATURE_MESSAGES.notTaker);
  const hold = request.temperature?.hold;
  // A retried answer finds itself recorded: nothing more to do.
  if (command.decision === 'take' && hold === 'taken') return [];
  if (command.decision === 'refuse' && hold === 'refused') return [];
  const temperature = request.temperature;
  if (hold !== 'held' || !temperature || request.status !== 'approved')
    throw new DomainError('conflict', TEMPERATURE_MESSAGES.notHeld);
  if (item.status === 'expired' || passed(item, command.now))
    throw new DomainError('conflict', DONATION_MESSAGES.notAvailable);
  const decided: FoodEvent = {
    type: 'HandoverTemperatureDecided',
    data: {
      itemId: item.itemId,
      requestId: command.requestId,
      collectorId: request.requesterId,
      decision: command.decision,
      decidedBy: command.actorId,
      decidedAt: at,
    },
  };
  if (command.decision === 'refuse') return [decided];
  return [
    decided,
    {
      type: 'ItemCollected',
      data: {
        itemId: item.itemId,
        requestId: command.requestId,
        donorId: item.donorId,
        collectorId: request.requesterId,
        servings: item.servings,
        isMarketplace: item.isMarketplace,
        sale: saleOf(request, command.feePercent),
        weightKg: temperature.weightKg,
        temperatureClass: temperature.reading.temperatureClass,
        temperature: temperature.reading,
        takenOutOfRange: true,
        confirmedBy: item.donorId,
        collectedAt: at,
      },
    },
  ];
}

/** The donor settles a refused handover: back on the listing, or the listing withdrawn. */
export function settleRefusedHandover(
  command: RequestCommandOf<'SettleRefusedHandover'>,
  state: FoodState,
): FoodEvent[] {
  const at = command.now.toISOString();
  const item = listed(state);
  donorOnly(item, command.actorId);
  const request = requestOf(item, command.requestId);
  const hold = request.temperature?.hold;
  if (command.returnToListing && hold === 'returned') return [];
  if (!command.returnToListing && hold === 'withdrawn') return [];
  if (hold !== 'refused' || request.status !== 'approved')
    throw new DomainError('conflict', TEMPERATURE_MESSAGES.notRefused);
  const declined: FoodEvent[] = [
    {
      type: 'RefusedHandoverSettled',
      data: {
        itemId: item.itemId,
        requestId: command.requestId,
        returnToListing: command.returnToListing,
        settledBy: command.actorId,
        settledAt: at,
      },
    },
    {
      type: 'RequestDeclined',
      data: {
        itemId: item.itemId,
        requestId: command.requestId,
        requesterId: request.requesterId,
        reason: 'temperature_refused',
        note: null,
        declinedBy: command.actorId,
        declinedAt: at,
      },
    },
  ];
  if (command.returnToListing)
    return [
      ...declined,
      {
        type: 'ReservationReleased',
        data: {
          itemId: item.itemId,
          requestId: command.requestId,
          reason: 'temperature_refused',
          releasedAt: at,
        },
      },
    ];
  // Food from the same batch is taken to be out of temperature too: the listing goes with it.
  return [
    ...declined,
    {
      type: 'ItemWithdrawn',
      data: { itemId: item.itemId, withdrawnBy: command.actorId, withdrawnAt: at },
    },
  ];
}
