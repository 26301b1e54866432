/** Fixtures of the temperature-at-handover tests (docs/product.md §11.3). */
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { TemperatureClass } from '@foodshare/contracts/handover-temperature';
import {
  accepted,
  approved,
  donorId,
  now,
  PICKUP_CODE,
  requested,
  requestId,
  submitted,
  takerId,
} from '../food/food-fixtures';

export const at = now.toISOString();
export const chilled = { foodType: 'cooked_meal', storageMethod: 'refrigerated' } as const;

/** A donation kept as the answers say, approved and reserved for the taker. */
export function reservedKept(
  answers: Partial<{ foodType: string; storageMethod: string }>,
): FoodEvent[] {
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

export const handover = (temperatureC: number | null, weightKg: number | null = null) =>
  ({
    type: 'ConfirmHandover',
    actorId: donorId,
    pickupCode: PICKUP_CODE,
    feePercent: 5,
    weightKg,
    temperatureC,
    now,
  }) as const;
export const decide = (decision: 'take' | 'refuse', actorId = takerId, when = now) =>
  ({
    type: 'DecideHandoverTemperature',
    requestId,
    actorId,
    decision,
    feePercent: 5,
    now: when,
  }) as const;
export const settle = (returnToListing: boolean, actorId = donorId) =>
  ({ type: 'SettleRefusedHandover', requestId, actorId, returnToListing, now }) as const;

export const reading = (
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
