import type { FoodEvent } from '@foodshare/contracts/food-events';
import {
  TEMPERATURE_MESSAGES,
  type TemperatureClass,
} from '@foodshare/contracts/handover-temperature';
import { describe, expect, it } from 'vitest';
import { foodDecider } from '../food/food-decider';
import {
  accepted,
  approved,
  donorId,
  itemId,
  later,
  now,
  PICKUP_CODE,
  requested,
  requestId,
  submitted,
  takerId,
} from '../food/food-fixtures';
import { cancel, decline, given, stateOf } from './request-fixtures';

/** docs/product.md §11.3: the temperature measured at handover, and a held handover's answers. */

const at = now.toISOString();
const chilled = { foodType: 'cooked_meal', storageMethod: 'refrigerated' } as const;

/** A donation kept as the answers say, approved and reserved for the taker. */
function reservedKept(answers: Partial<{ foodType: string; storageMethod: string }>): FoodEvent[] {
  const first = submitted();
  if (first.type !== 'DonationSubmitted') throw new Error('fixture');
  return [
    {
      ...first,
      data: { ...first.data, answers: { ...first.data.answers, ...answers } },
    } as FoodEvent,
    approved,
    requested(requestId, takerId),
    ...accepted(requestId, takerId),
  ];
}

const handover = (temperatureC: number | null, weightKg: number | null = null) =>
  ({
    type: 'ConfirmHandover',
    actorId: donorId,
    pickupCode: PICKUP_CODE,
    feePercent: 5,
    weightKg,
    temperatureC,
    now,
  }) as const;
const decide = (decision: 'take' | 'refuse', actorId = takerId, when = now) =>
  ({
    type: 'DecideHandoverTemperature',
    requestId,
    actorId,
    decision,
    feePercent: 5,
    now: when,
  }) as const;
const settle = (returnToListing: boolean, actorId = donorId) =>
  ({ type: 'SettleRefusedHandover', requestId, actorId, returnToListing, now }) as const;

const reading = (
  celsius: number,
  temperatureClass: TemperatureClass,
  inRange: boolean,
  rule: number,
) => ({
  celsius,
  temperatureClass,
  inRange,
  rule,
  ruleVersion: '2026-11-29.1',
});

describe('the temperature rules at handover', () => {
  it.each([
    { kept: chilled, celsius: 5, inRange: true, rule: 23, temperatureClass: 'chilled' as const },
    { kept: chilled, celsius: 5.1, inRange: false, rule: 23, temperatureClass: 'chilled' as const },
    { kept: chilled, celsius: 9, inRange: false, rule: 23, temperatureClass: 'chilled' as const },
    {
      kept: { storageMethod: 'frozen' },
      celsius: -18,
      inRange: true,
      rule: 24,
      temperatureClass: 'frozen' as const,
    },
    {
      kept: { storageMethod: 'frozen' },
      celsius: -17.9,
      inRange: false,
      rule: 24,
      temperatureClass: 'frozen' as const,
    },
    {
      kept: { foodType: 'cooked_meal', storageMethod: 'room_temperature' },
      celsius: 60.1,
      inRange: true,
      rule: 25,
      temperatureClass: 'hot' as const,
    },
    {
      kept: { foodType: 'cooked_meal', storageMethod: 'room_temperature' },
      celsius: 60,
      inRange: false,
      rule: 25,
      temperatureClass: 'hot' as const,
    },
  ])('$temperatureClass at $celsius °C is in range: $inRange', (row) => {
    const [event] = foodDecider.decide(handover(row.celsius), stateOf(reservedKept(row.kept)));
    expect(event?.type).toBe(row.inRange ? 'ItemCollected' : 'HandoverHeldForTemperature');
    const recorded =
      event?.type === 'ItemCollected'
        ? event.data.temperature
        : event?.type === 'HandoverHeldForTemperature'
          ? event.data.reading
          : null;
    expect(recorded).toEqual(reading(row.celsius, row.temperatureClass, row.inRange, row.rule));
  });

  it('records a handover without a reading as before, and refuses one for food kept otherwise', () => {
    const [event] = foodDecider.decide(handover(null), stateOf(reservedKept(chilled)));
    expect(event).toMatchObject({ type: 'ItemCollected' });
    expect(event?.type === 'ItemCollected' && event.data.temperature).toBeFalsy();
    given(reservedKept({ foodType: 'fresh_produce', storageMethod: 'room_temperature' }))
      .when(handover(4))
      .thenThrows({
        code: 'validation',
        message: TEMPERATURE_MESSAGES.notAsked,
        field: 'temperatureC',
      });
  });
});

describe('a handover held for its temperature', () => {
  const held: FoodEvent = {
    type: 'HandoverHeldForTemperature',
    data: {
      itemId,
      requestId,
      donorId,
      collectorId: takerId,
      reading: reading(9, 'chilled', false, 23),
      weightKg: 2.5,
      heldBy: donorId,
      heldAt: at,
    },
  };
  const onHold = [...reservedKept(chilled), held];

  it('is held at 9 °C for chilled food, the units still reserved; a retry changes nothing', () => {
    given(reservedKept(chilled)).when(handover(9, 2.5)).then([held]);
    given(onHold).when(handover(9, 2.5)).then([]);
    given(onHold)
      .when(handover(4))
      .thenThrows({ code: 'conflict', message: TEMPERATURE_MESSAGES.awaitingTaker });
    const state = stateOf(onHold);
    expect(state.exists && state.status).toBe('reserved');
  });

  it('the taker takes it anyway: recorded, then collected with the reading and the weight', () => {
    given(onHold)
      .when(decide('take'))
      .then([
        {
          type: 'HandoverTemperatureDecided',
          data: {
            itemId,
            requestId,
            collectorId: takerId,
            decision: 'take',
            decidedBy: takerId,
            decidedAt: at,
          },
        },
        {
          type: 'ItemCollected',
          data: {
            itemId,
            requestId,
            donorId,
            collectorId: takerId,
            servings: null,
            isMarketplace: false,
            sale: null,
            weightKg: 2.5,
            temperature: reading(9, 'chilled', false, 23),
            takenOutOfRange: true,
            confirmedBy: donorId,
            collectedAt: at,
          },
        },
      ]);
  });

  const refused: FoodEvent = {
    type: 'HandoverTemperatureDecided',
    data: {
      itemId,
      requestId,
      collectorId: takerId,
      decision: 'refuse',
      decidedBy: takerId,
      decidedAt: at,
    },
  };

  it('the taker refuses it: recorded; the units stay held until the donor settles it', () => {
    given(onHold).when(decide('refuse')).then([refused]);
    given([...onHold, refused])
      .when(decide('refuse'))
      .then([]);
    given([...onHold, refused])
      .when(decide('take'))
      .thenThrows({ code: 'conflict', message: TEMPERATURE_MESSAGES.notHeld });
    const state = stateOf([...onHold, refused]);
    expect(state.exists && state.status).toBe('reserved');
  });

  it('only the taker decides, only while held, and not after the pickup time', () => {
    given(onHold)
      .when(decide('take', donorId))
      .thenThrows({ code: 'forbidden', message: TEMPERATURE_MESSAGES.notTaker });
    given(reservedKept(chilled))
      .when(decide('take'))
      .thenThrows({ code: 'conflict', message: TEMPERATURE_MESSAGES.notHeld });
    given(onHold)
      .when(decide('take', takerId, later))
      .thenThrows({ code: 'conflict' });
  });

  it('cannot be undone by a decline or a cancel while it waits', () => {
    given(onHold)
      .when(decline())
      .thenThrows({ code: 'conflict', message: TEMPERATURE_MESSAGES.settleHoldFirst });
    given([...onHold, refused])
      .when(cancel())
      .thenThrows({ code: 'conflict', message: TEMPERATURE_MESSAGES.settleHoldFirst });
  });

  it('goes back on the listing when the donor says so', () => {
    const events = foodDecider.decide(settle(true), stateOf([...onHold, refused]));
    expect(events.map((event) => event.type)).toEqual([
      'RefusedHandoverSettled',
      'RequestDeclined',
      'ReservationReleased',
    ]);
    const state = stateOf([...onHold, refused, ...events]);
    expect(state.exists && state.status).toBe('available');
    given([...onHold, refused, ...events])
      .when(settle(true))
      .then([]);
  });

  it('is withdrawn otherwise, with the listing', () => {
    const events = foodDecider.decide(settle(false), stateOf([...onHold, refused]));
    expect(events.map((event) => event.type)).toEqual([
      'RefusedHandoverSettled',
      'RequestDeclined',
      'ItemWithdrawn',
    ]);
    const state = stateOf([...onHold, refused, ...events]);
    expect(state.exists && state.status).toBe('withdrawn');
  });

  it('is settled by the donor only, and only once the taker refused', () => {
    given([...onHold, refused])
      .when(settle(true, takerId))
      .thenThrows({ code: 'forbidden' });
    given(onHold)
      .when(settle(true))
      .thenThrows({ code: 'conflict', message: TEMPERATURE_MESSAGES.notRefused });
  });
});
