import type { FoodState } from '@foodshare/contracts/food-state';
import type { RequestStatus } from '@foodshare/contracts/requests';
import { bool, createTable, jsonb, type ReadModelSchema, type RowOf, table, text } from './table';

/**
 * The part of a `FoodState` its work depends on: the review, the life (which the requests'
 * units settle) and when it expires. The rest of the state is never stored.
 */
export interface PendingFold {
  readonly pickupFrom: string;
  readonly pickupUntil: string | null;
  readonly review: Extract<FoodState, { exists: true }>['review'];
  readonly status: Extract<FoodState, { exists: true }>['status'];
  readonly units: number;
  /** Each request: where it stands and the units it asks for. */
  readonly requests: Readonly<Record<string, readonly [RequestStatus, number]>>;
}

/**
 * The items that still wait for work (their automated safety check, their expiry): the
 * start-up reconcile reads them, plus the log after the projection's checkpoint, instead of
 * folding the whole log. A row goes when its item's work ends (work only ever ends).
 */
export const pendingFoodWork = table('pending_food_work', {
  item_id: text().primaryKey(),
  /** What `pendingFoodWork` answers for the item: its safety check is still to run. */
  safety_check: bool().notNull(),
  /** When it expires, as the event wrote it (the expiry job's id holds it); null for never. */
  expires_at: text(),
  /** The item's state as far as its work depends on it (`PendingFold`), as JSON. */
  fold: jsonb<PendingFold>().notNull(),
  /** The event that made the work pending, which the jobs name as their cause. */
  correlation_id: text().notNull(),
  causation_id: text().notNull(),
  stream_id: text().notNull(),
});
export type PendingFoodWorkTable = RowOf<typeof pendingFoodWork>;

export const pendingFoodWorkSchema: ReadModelSchema<typeof pendingFoodWork.name> = {
  tables: [pendingFoodWork.name],
  createTables: (db) => createTable(db, pendingFoodWork),
};
