import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import { pendingFoodWork, pendingFoodWorkSchema } from '@foodshare/read-models/pending-food-work';
import { sql, type Transaction } from 'kysely';
import { defineProjection, eventsAsStored } from '../projection';
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
 * Its events as stored: `foldPendingWork` reads each one with the food decider's own schema, as
 * the start-up reconcile does, so each is parsed once.
 */
const pendingWorkEvents = eventsAsStored(PENDING_WORK_EVENT_TYPES);

/**
 * The items that still wait for their safety check or their expiry (`pending-food-work-rows.ts`),
 * so a start reschedules what a queue lost from these rows and the log's tail alone. It only
 * writes its table: a rebuild schedules nothing (the donation-jobs process manager does, once).
 * A batch reads its items' rows in one statement, folds its events with the food decider's
 * evolve, and writes the rows that changed in one statement and deletes those whose work ended
 * in another.
 */
export const pendingFoodWorkProjection = defineProjection<PendingWork, typeof pendingWorkEvents>({
  ...PENDING_FOOD_WORK,
  ...pendingFoodWorkSchema,
  events: pendingWorkEvents,
  prepareBatch: readPendingWork,
  // Every type that can change an item's pending work folds into the batch the same way.
  on: Object.fromEntries([...PENDING_WORK_EVENT_TYPES].map((type) => [type, fold])),
  finishBatch: writePendingWork,
});

/** The batch's items, as stored and then as its events leave them (null: its work ended). */
interface PendingWork {
  readonly items: Map<string, PendingItem | null>;
  /** The items that had a row before the batch: those whose work ended lose it. */
  readonly stored: ReadonlySet<string>;
}

function fold(event: RecordedEvent, _db: unknown, batch: PendingWork): void {
  const itemId = pendingWorkItemOf(event);
  if (itemId) foldPendingWork(batch.items, itemId, event);
}

async function readPendingWork(
  events: readonly RecordedEvent[],
  db: Transaction<AppDatabase>,
): Promise<PendingWork> {
  const ids = [...new Set(events.flatMap((event) => pendingWorkItemOf(event) ?? []))];
  const items = new Map<string, PendingItem | null>();
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('pending_food_work')
      .selectAll()
      .where('item_id', '=', sql<string>`any(${ids}::text[])`)
      .execute();
    for (const row of rows) items.set(row.item_id, pendingItemOf(row));
  }
  return { items, stored: new Set(items.keys()) };
}

async function writePendingWork(
  { items, stored }: PendingWork,
  db: Transaction<AppDatabase>,
): Promise<void> {
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
}
