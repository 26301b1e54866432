import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { ExistingFood, FoodState, RequestState } from '@foodshare/contracts/food-state';
import {
  type NoShowOutcome,
  PICKUP_MESSAGES,
  type ReminderKind,
  reminderKey,
} from '@foodshare/contracts/pickups';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';

/**
 * Pickups on the item's stream (docs/product.md §10): the donor says a taker did not come (or
 * came late) once the window closed uncollected; a reminder is recorded when it still applies.
 */
export type PickupCommand =
  | {
      readonly type: 'RecordNoShow';
      readonly actorId: string;
      readonly requestId: string;
      readonly outcome: NoShowOutcome;
      readonly now: Date;
    }
  | {
      readonly type: 'SendPickupReminder';
      readonly kind: ReminderKind;
      /** The reservation it is about; null for the donor's unanswered requests. */
      readonly requestId: string | null;
      readonly now: Date;
    };

export const isPickupCommand = (command: { type: string }): command is PickupCommand =>
  command.type === 'RecordNoShow' || command.type === 'SendPickupReminder';

export function decidePickup(command: PickupCommand, state: FoodState): FoodEvent[] {
  if (!state.exists) throw new DomainError('not_found', DONATION_MESSAGES.notFound);
  return command.type === 'RecordNoShow'
    ? recordNoShow(command, state)
    : sendReminder(command, state);
}

/** A request the donor accepted: it holds a pickup code, whatever became of it since. */
const wasReserved = (request: RequestState) =>
  request.pickupCode !== null && (request.status === 'approved' || request.status === 'expired');

const ended = (item: ExistingFood, now: Date) =>
  item.pickupUntil !== null && Date.parse(item.pickupUntil) <= now.getTime();

function recordNoShow(
  command: Extract<PickupCommand, { type: 'RecordNoShow' }>,
  item: ExistingFood,
): FoodEvent[] {
  if (item.donorId !== command.actorId)
    throw new DomainError('forbidden', PICKUP_MESSAGES.notDonor);
  const request = item.requests.get(command.requestId);
  if (!request) throw new DomainError('not_found', REQUEST_MESSAGES.requestNotFound);
  if (request.status === 'collected') throw new DomainError('conflict', PICKUP_MESSAGES.collected);
  if (!wasReserved(request)) throw new DomainError('conflict', PICKUP_MESSAGES.notReserved);
  if (item.pickupUntil === null) throw new DomainError('conflict', PICKUP_MESSAGES.noWindowEnd);
  if (!ended(item, command.now)) throw new DomainError('conflict', PICKUP_MESSAGES.windowOpen);
  // Saying again what was said (a retry) records nothing; saying otherwise is refused.
  if (request.noShow === command.outcome) return [];
  if (request.noShow !== null) throw new DomainError('conflict', PICKUP_MESSAGES.alreadyMarked);
  return [
    {
      type: 'NoShowRecorded',
      data: {
        itemId: item.itemId,
        requestId: command.requestId,
        takerId: request.requesterId,
        donorId: item.donorId,
        outcome: command.outcome,
        recordedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Who a reminder goes to, if it still applies at `now`; null when it no longer does. */
export function reminderRecipient(
  item: ExistingFood,
  kind: ReminderKind,
  requestId: string | null,
  now: Date,
): string | null {
  if (item.reminded.has(reminderKey(kind, requestId))) return null;
  const at = now.getTime();
  const from = Date.parse(item.pickupFrom);
  const until = item.pickupUntil === null ? null : Date.parse(item.pickupUntil);
  const request = requestId === null ? undefined : item.requests.get(requestId);
  switch (kind) {
    case 'pickup_opens_soon':
      return request?.status === 'approved' && at < from ? request.requesterId : null;
    case 'pickup_half_over':
      return request?.status === 'approved' && until !== null && at < until
        ? request.requesterId
        : null;
    case 'requests_unanswered': {
      if (until === null || at >= until || item.status === 'expired') return null;
      if (item.status === 'withdrawn') return null;
      for (const each of item.requests.values()) if (each.status === 'pending') return item.donorId;
      return null;
    }
    case 'pickup_not_collected':
      return request && wasReserved(request) && ended(item, now) && request.noShow === null
        ? item.donorId
        : null;
    default: {
      const unhandled: never = kind;
      return unhandled;
    }
  }
}

function sendReminder(
  command: Extract<PickupCommand, { type: 'SendPickupReminder' }>,
  item: ExistingFood,
): FoodEvent[] {
  const userId = reminderRecipient(item, command.kind, command.requestId, command.now);
  // A reminder that no longer applies (the reservation was cancelled, the food collected, the
  // window gone) or was sent already records nothing: jobs run late and twice.
  if (userId === null) return [];
  return [
    {
      type: 'PickupReminderSent',
      data: {
        itemId: item.itemId,
        kind: command.kind,
        requestId: command.requestId,
        userId,
        sentAt: command.now.toISOString(),
      },
    },
  ];
}
