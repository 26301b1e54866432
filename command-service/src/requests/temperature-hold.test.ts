import type { FoodEvent } from '@foodshare/contracts/food-events';
import { TEMPERATURE_MESSAGES } from '@foodshare/contracts/handover-temperature';
import { describe, expect, it } from 'vitest';
import { foodDecider } from '../food/food-decider';
import { donorId, itemId, later, requestId, takerId } from '../food/food-fixtures';
import { cancel, decline, given, stateOf } from './request-fixtures';

/** docs/product.md §11.3: the temperature measured at handover, and a held handover's answers. */

import {
  at,
  chilled,
  decide,
  handover,
  reading,
  reservedKept,
  settle,
} from './temperature-fixtures';

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
            temperatureClass: 'chilled',
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
