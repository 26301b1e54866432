import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { DESTINATION_MESSAGES } from '@foodshare/contracts/impact-destinations';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  approved,
  donorId,
  expired,
  itemId,
  later,
  submitted,
  takerId,
  withdrawn,
} from '../food/food-fixtures';

const given = specification(foodDecider);
const DAY = 86_400_000;

const record = (
  destination: 'animal_feed' | 'compost' | 'landfill' | 'unknown',
  at: Date = later,
  weightKg: number | null = null,
  actorId = donorId,
) => ({ type: 'RecordDestination' as const, actorId, destination, weightKg, now: at });

function recorded(
  destination: 'animal_feed' | 'compost' | 'landfill' | 'unknown',
  at: Date = later,
  correction = false,
  weightKg: number | null = null,
): FoodEvent {
  return {
    type: 'ItemDestinationRecorded',
    data: {
      itemId,
      donorId,
      destination,
      weightKg,
      correction,
      recordedAt: at.toISOString(),
    },
  };
}

describe('saying what became of an item not collected (docs/product.md §13)', () => {
  it('records the destination of an expired item, with its weight', () => {
    given([submitted(), approved, expired])
      .when(record('animal_feed', later, 2.75))
      .then([recorded('animal_feed', later, false, 2.75)]);
  });

  it('records the destination of a withdrawn item, "unknown" included', () => {
    given([submitted(), approved, withdrawn])
      .when(record('unknown'))
      .then([recorded('unknown')]);
  });

  it('is refused while the item is still on offer', () => {
    given([submitted(), approved])
      .when(record('landfill'))
      .thenThrows({ code: 'conflict', message: DESTINATION_MESSAGES.notEnded });
  });

  it('is for the donor only', () => {
    given([submitted(), approved, expired])
      .when(record('compost', later, null, takerId))
      .thenThrows({ code: 'forbidden', message: DESTINATION_MESSAGES.notDonor });
  });

  it('is refused for an item that does not exist', () => {
    given([])
      .when(record('compost'))
      .thenThrows({ code: 'not_found', message: DONATION_MESSAGES.notFound });
  });
});

describe('correcting it (within 30 days, recorded as a correction)', () => {
  const first = recorded('landfill');

  it('records a correction beside what was said, never over it', () => {
    const at = new Date(later.getTime() + 10 * DAY);
    given([submitted(), approved, expired, first])
      .when(record('compost', at))
      .then([recorded('compost', at, true)]);
  });

  it('takes a correction on the 30th day, counted from the first answer', () => {
    const corrected = new Date(later.getTime() + 20 * DAY);
    const at = new Date(later.getTime() + 30 * DAY);
    given([submitted(), approved, expired, first, recorded('compost', corrected, true)])
      .when(record('animal_feed', at))
      .then([recorded('animal_feed', at, true)]);
  });

  it('refuses a correction after 30 days', () => {
    const at = new Date(later.getTime() + 30 * DAY + 1);
    given([submitted(), approved, expired, first])
      .when(record('compost', at))
      .thenThrows({ code: 'conflict', message: DESTINATION_MESSAGES.correctionClosed });
  });

  it('records nothing when the same answer is sent again', () => {
    given([submitted(), approved, expired, first]).when(record('landfill')).then([]);
  });
});
