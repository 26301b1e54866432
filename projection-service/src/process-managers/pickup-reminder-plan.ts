import type { FoodEvent } from '@foodshare/contracts/food-events';
import {
  OPENS_SOON_MS,
  type ReminderKind,
  UNANSWERED_BEFORE_END_MS,
} from '@foodshare/contracts/pickups';

/** An item's pickup window as the process manager remembers it. */
export interface ReminderWindow {
  readonly pickupFrom: Date;
  readonly pickupUntil: Date | null;
}

export interface ReminderRef {
  readonly kind: ReminderKind;
  /** The reservation it is about; null for the donor's unanswered requests. */
  readonly requestId: string | null;
}

export interface PlannedReminder extends ReminderRef {
  readonly dueAt: Date;
}

/** What an event asks of the queue: reminders to schedule, and reminders to take back. */
export interface ReminderPlan {
  readonly schedule: readonly PlannedReminder[];
  readonly cancel: readonly ReminderRef[];
}

/** What the item's requests are once the event is counted. */
export interface RequestsAfter {
  /** Requests still waiting for the donor's answer. */
  readonly pending: number;
  /** Requests accepted and not collected, cancelled nor released. */
  readonly reserved: readonly string[];
}

/**
 * A reminder whose time went by more than this before it was planned is not sent: a process
 * manager catching up on an old log must not send last month's reminders.
 */
export const STALE_AFTER_MS = 10 * 60_000;

const TAKER_KINDS = ['pickup_opens_soon', 'pickup_half_over'] as const;
const NONE: ReminderPlan = { schedule: [], cancel: [] };

const takerReminders = (requestId: string): ReminderRef[] =>
  TAKER_KINDS.map((kind) => ({ kind, requestId }));
const allFor = (requestId: string): ReminderRef[] => [
  ...takerReminders(requestId),
  { kind: 'pickup_not_collected', requestId },
];
const UNANSWERED: ReminderRef = { kind: 'requests_unanswered', requestId: null };

/**
 * The reminders an event of an item's stream schedules or cancels (docs/product.md §10), from its
 * window and its requests after the event; reminders due too long ago are left out.
 */
export function planReminders(
  event: FoodEvent,
  window: ReminderWindow | undefined,
  after: RequestsAfter,
  now: Date,
): ReminderPlan {
  if (!window) return NONE;
  const noneWaiting = after.pending === 0 ? [UNANSWERED] : [];
  switch (event.type) {
    case 'ItemRequested':
      return { schedule: unansweredReminders(window, now), cancel: [] };
    case 'RequestAccepted':
      return {
        schedule: reservationReminders(event.data.requestId, window, now),
        cancel: noneWaiting,
      };
    case 'RequestDeclined':
      return { schedule: [], cancel: noneWaiting };
    case 'RequestCancelled':
      return { schedule: [], cancel: [...allFor(event.data.requestId), ...noneWaiting] };
    case 'ReservationReleased':
    case 'ItemCollected':
      return { schedule: [], cancel: allFor(event.data.requestId) };
    case 'ItemExpired':
      // The window closed: whoever did not come is the donor's to say (`pickup_not_collected`).
      return { schedule: [], cancel: [UNANSWERED, ...after.reserved.flatMap(takerReminders)] };
    case 'ItemWithdrawn':
    case 'ItemTakenDown':
      return { schedule: [], cancel: [UNANSWERED, ...after.reserved.flatMap(allFor)] };
    default:
      return NONE;
  }
}

const fresh = (planned: PlannedReminder[], now: Date) =>
  planned.filter((each) => each.dueAt.getTime() >= now.getTime() - STALE_AFTER_MS);

/** The donor's reminder, an hour before the end, of requests left unanswered. */
export function unansweredReminders(window: ReminderWindow, now: Date): PlannedReminder[] {
  const until = window.pickupUntil?.getTime();
  if (until === undefined) return [];
  return fresh([{ ...UNANSWERED, dueAt: new Date(until - UNANSWERED_BEFORE_END_MS) }], now);
}

/**
 * A reservation's reminders: the taker's before the window opens and when it is half over, only
 * while still to come (one due already would only repeat what the acceptance said); the donor's
 * at the close.
 */
export function reservationReminders(
  requestId: string,
  window: ReminderWindow,
  now: Date,
): PlannedReminder[] {
  const from = window.pickupFrom.getTime();
  const until = window.pickupUntil?.getTime() ?? null;
  const taker: PlannedReminder[] = [
    { kind: 'pickup_opens_soon', requestId, dueAt: new Date(from - OPENS_SOON_MS) },
    ...(until === null
      ? []
      : [
          {
            kind: 'pickup_half_over' as const,
            requestId,
            dueAt: new Date(from + (until - from) / 2),
          },
        ]),
  ];
  const closing: PlannedReminder[] =
    until === null ? [] : [{ kind: 'pickup_not_collected', requestId, dueAt: new Date(until) }];
  return [...taker.filter((each) => each.dueAt.getTime() > now.getTime()), ...fresh(closing, now)];
}
