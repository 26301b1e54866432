import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import { pendingFoodWork, pendingFoodWorkSchema } from '@foodshare/read-models/pending-food-work';
import { sql, type Transaction } from 'kysely';
import type { Projection } from '../projection';
import {
  foldPendingWork,
  PENDING_FOOD_WORK,
  PENDING_WORK_EVENT_TYPES,
  type PendingItem,
  pendingItemOf,
  pendingRowOf,
  pendingWorkItemOf,
} from './pending-food-work-rows';
import { insertColumns, updatingAll } from './unnest-rows';

/**
 * The items that still wait for their safety check or their expiry (`pending-food-work-rows.ts`),
 * so a start reschedules what a queue lost from these rows and the log's tail alone. It only
 * writes its table: a rebuild schedules nothing (the donation-jobs process manager does, once).
 * A batch reads its items' rows in one statement, folds its events with the food decider's
 * evolve, and writes the rows that changed in one statement and deletes those whose work ended
 * in another.
 */
export const pendingFoodWorkProjection: Projection = {
  ...PENDING_FOOD_WORK,
  ...pendingFoodWorkSchema,
  handlers: {},
  eventTypes: PENDING_WORK_EVENT_TYPES,
  async applyBatch(events: readonly RecordedEvent[], db: Transaction<AppDatabase>) {
    const food = events.flatMap((event) => {
      const itemId = pendingWorkItemOf(event);
      return itemId ? [{ itemId, event }] : [];
    });
    if (food.length === 0) return;
    const ids = [...new Set(food.map(({ itemId }) => itemId))];
    const items = new Map<string, PendingItem | null>();
    const rows = await db
      .selectFrom('pending_food_work')
      .selectAll()
      .where('item_id', '=', sql<string>`any(${ids}::text[])`)
      .execute();
    for (const row of rows) items.set(row.item_id, pendingItemOf(row));
    const stored = new Set(items.keys());
    for (const { itemId, event } of food) foldPendingWork(items, itemId, event);

    const ended = [...items].flatMap(([itemId, item]) =>
      item === null && stored.has(itemId) ? [itemId] : [],
    );
    if (ended.length > 0)
      await db
        .deleteFrom('pending_food_work')
        .where('item_id', '=', sql<string>`any(${ended}::text[])`)
        .execute();
    const written = [...items].flatMap(([itemId, item]) => {
      if (!item) return [];
      const row = pendingRowOf(itemId, item);
      return [{ ...row, fold: JSON.stringify(row.fold) }];
    });
    await insertColumns(
      db,
      pendingFoodWork.name,
      pendingFoodWork.columnTypes,
      written,
      updatingAll(pendingFoodWork.columnTypes, 'item_id'),
    );
  },
};
