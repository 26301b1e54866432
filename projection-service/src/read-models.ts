/**
 * What the read side offers the other services: the read models' row types and database, the
 * projections' names, how far each has got, and the items with pending work (for the start-up
 * reconcile). The command and query sides import this entry only (dependency-cruiser holds
 * them to it).
 */
import { type Position, START } from '@foodshare/platform/event-store/event-store';
import type { Kysely } from 'kysely';
import type { AppDatabase } from './database';
import { PENDING_FOOD_WORK, type PendingFoodWorkTable } from './projections/pending-food-work-rows';

export * from './database';
export {
  type LiveCheckpoints,
  liveCheckpoints,
  type ProjectionProgress,
  projectionProgress,
} from './progress';
export { PROJECTION_NAMES, type ProjectionName } from './projection-names';
export { profileNameKey, profileSearchText } from './projections/community-order';
export {
  foldPendingWork,
  type PendingItem,
  pendingItemOf,
  pendingWorkItemOf,
} from './projections/pending-food-work-rows';
export { userFromRow } from './projections/users-rows';

/**
 * The live rows and the checkpoint they stand at, read in one snapshot: the log after it is what
 * they do not yet hold. No live generation of this version (a first start, a rebuild under way
 * of a changed one): no rows, from the start of the log.
 */
export async function readPendingFoodWork(
  db: Kysely<AppDatabase>,
): Promise<{ readonly checkpoint: Position; readonly rows: readonly PendingFoodWorkTable[] }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const live = await trx
        .selectFrom('projection_generations')
        .select(['version', 'checkpoint_commit', 'checkpoint_prepare'])
        .where('name', '=', PENDING_FOOD_WORK.name)
        .where('status', '=', 'live')
        .orderBy('generation', 'desc')
        .executeTakeFirst();
      if (!live || live.version !== PENDING_FOOD_WORK.version)
        return { checkpoint: START, rows: [] };
      const rows = await trx.selectFrom('pending_food_work').selectAll().execute();
      return {
        checkpoint: {
          commit: BigInt(live.checkpoint_commit),
          prepare: BigInt(live.checkpoint_prepare),
        },
        rows,
      };
    });
}
