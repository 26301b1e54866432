import { TEMPERATURE_MESSAGES } from '@foodshare/contracts/handover-temperature';
import { describe, expect, it } from 'vitest';
import { foodDecider } from '../food/food-decider';
import { given, stateOf } from './request-fixtures';

/** docs/product.md §11.3: the temperature measured at handover, and a held handover's answers. */

import { chilled, handover, reading, reservedKept } from './temperature-fixtures';

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
