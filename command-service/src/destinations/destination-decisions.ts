import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { FoodState } from '@foodshare/contracts/food-state';
import {
  DESTINATION_CORRECTION_DAYS,
  DESTINATION_MESSAGES,
  type FlwDestination,
} from '@foodshare/contracts/impact-destinations';

/**
 * What became of an item that ended uncollected (docs/product.md §13): its donor says so once,
 * and may correct it within 30 days of first saying it. A correction is an event of its own:
 * what was said before stays in the log, and a statement issued before it can be verified.
 */
export interface RecordDestination {
  readonly type: 'RecordDestination';
  readonly actorId: string;
  readonly destination: FlwDestination;
  /** What the donor weighed of it, in kg; null when not weighed. */
  readonly weightKg: number | null;
  readonly now: Date;
}

export const isDestinationCommand = (command: { type: string }): command is RecordDestination =>
  command.type === 'RecordDestination';

const CORRECTION_MS = DESTINATION_CORRECTION_DAYS * 86_400_000;

export function decideDestination(command: RecordDestination, state: FoodState): FoodEvent[] {
  if (!state.exists) throw new DomainError('not_found', DONATION_MESSAGES.notFound);
  if (state.donorId !== command.actorId)
    throw new DomainError('forbidden', DESTINATION_MESSAGES.notDonor);
  if (state.status !== 'expired' && state.status !== 'withdrawn')
    throw new DomainError('conflict', DESTINATION_MESSAGES.notEnded);
  const before = state.destination;
  // Saying again what was said (a retry) records nothing.
  if (before && before.destination === command.destination && before.weightKg === command.weightKg)
    return [];
  if (before && command.now.getTime() - Date.parse(before.firstRecordedAt) > CORRECTION_MS)
    throw new DomainError('conflict', DESTINATION_MESSAGES.correctionClosed);
  return [
    {
      type: 'ItemDestinationRecorded',
      data: {
        itemId: state.itemId,
        donorId: state.donorId,
        destination: command.destination,
        weightKg: command.weightKg,
        correction: before !== null,
        recordedAt: command.now.toISOString(),
      },
    },
  ];
}
