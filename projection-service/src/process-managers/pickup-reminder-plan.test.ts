import type { FoodEvent } from '@foodshare/contracts/food-events';
import { describe, expect, it } from 'vitest';
import { planReminders, type RequestsAfter } from './pickup-reminder-plan';

const itemId = '33333333-3333-4333-8333-333333333333';
const requestId = '44444444-4444-4444-8444-444444444444';
const takerId = '22222222-2222-4222-8222-222222222222';
const donorId = '11111111-1111-4111-8111-111111111111';
const at = (time: string) => new Date(`2026-11-21T${time}:00.000Z`);
/** Tonight's window, 16:00 to 17:30 UTC (20:00–21:30 in Dubai). */
const window = { pickupFrom: at('16:00'), pickupUntil: at('17:30') };
const none: RequestsAfter = { pending: 0, reserved: [] };

const event = (type: string, data: Record<string, unknown> = {}) =>
  ({ type, data: { itemId, requestId, requesterId: takerId, donorId, ...data } }) as FoodEvent;

describe('the pickup reminders an event schedules and cancels', () => {
  it('schedules the taker’s two and the donor’s close when a request is accepted', () => {
    expect(planReminders(event('RequestAccepted'), window, none, at('12:00'))).toEqual({
      schedule: [
        { kind: 'pickup_opens_soon', requestId, dueAt: at('15:30') },
        { kind: 'pickup_half_over', requestId, dueAt: at('16:45') },
        { kind: 'pickup_not_collected', requestId, dueAt: at('17:30') },
      ],
      // No request waits any more: the donor's unanswered reminder goes.
      cancel: [{ kind: 'requests_unanswered', requestId: null }],
    });
  });

  it('leaves out a taker’s reminder whose time has come already', () => {
    const plan = planReminders(event('RequestAccepted'), window, none, at('16:10'));
    expect(plan.schedule.map((each) => each.kind)).toEqual([
      'pickup_half_over',
      'pickup_not_collected',
    ]);
  });

  it('schedules the donor’s unanswered requests an hour before the end', () => {
    const plan = planReminders(
      event('ItemRequested'),
      window,
      { pending: 1, reserved: [] },
      at('12:00'),
    );
    expect(plan).toEqual({
      schedule: [{ kind: 'requests_unanswered', requestId: null, dueAt: at('16:30') }],
      cancel: [],
    });
  });

  it('cancels a reservation’s reminders when it is cancelled, released or collected', () => {
    const all = [
      { kind: 'pickup_opens_soon', requestId },
      { kind: 'pickup_half_over', requestId },
      { kind: 'pickup_not_collected', requestId },
    ];
    for (const type of ['ReservationReleased', 'ItemCollected'])
      expect(planReminders(event(type), window, none, at('16:10'))).toEqual({
        schedule: [],
        cancel: all,
      });
    expect(planReminders(event('RequestCancelled'), window, none, at('16:10')).cancel).toEqual([
      ...all,
      { kind: 'requests_unanswered', requestId: null },
    ]);
  });

  it('keeps the donor’s not-collected reminder when the window ends, and drops all on a withdrawal', () => {
    const reserved = { pending: 0, reserved: [requestId] };
    expect(planReminders(event('ItemExpired'), window, reserved, at('17:30')).cancel).toEqual([
      { kind: 'requests_unanswered', requestId: null },
      { kind: 'pickup_opens_soon', requestId },
      { kind: 'pickup_half_over', requestId },
    ]);
    expect(
      planReminders(event('ItemWithdrawn'), window, reserved, at('16:00')).cancel,
    ).toContainEqual({ kind: 'pickup_not_collected', requestId });
  });

  it('schedules nothing long past, as when catching up on an old log, nor without a window', () => {
    expect(planReminders(event('RequestAccepted'), window, none, at('20:00')).schedule).toEqual([]);
    expect(planReminders(event('ItemRequested'), undefined, none, at('12:00'))).toEqual({
      schedule: [],
      cancel: [],
    });
    // A window without an end (posted before windows) has no half, no close, no last hour.
    const open = { pickupFrom: at('16:00'), pickupUntil: null };
    expect(planReminders(event('RequestAccepted'), open, none, at('12:00')).schedule).toEqual([
      { kind: 'pickup_opens_soon', requestId, dueAt: at('15:30') },
    ]);
  });
});
