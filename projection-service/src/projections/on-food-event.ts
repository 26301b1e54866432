import {
  type FoodEvent,
  type FoodEventOf,
  foodEventSchema,
} from '@foodshare/contracts/food-events';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/platform/read-models';
import type { Transaction } from 'kysely';
import type { ProjectionHandler } from '../projection';

/** A handler for one food event type, given the event's validated data (and the event). */
export function onFoodEvent<T extends FoodEvent['type']>(
  type: T,
  apply: (
    data: FoodEventOf<T>['data'],
    db: Transaction<AppDatabase>,
    event: RecordedEvent,
  ) => Promise<void>,
): ProjectionHandler {
  return async (event, db) => {
    const parsed = foodEventSchema.parse({ type: event.type, data: event.data });
    // The runner routes by type, so this holds; the check keeps a mis-registration harmless.
    if (parsed.type === type) await apply(parsed.data as FoodEventOf<T>['data'], db, event);
  };
}
