import { type Position, START } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { PendingFoodWorkTable } from '@foodshare/read-models/pending-food-work';
import type { Kysely } from 'kysely';
import { PENDING_FOOD_WORK } from './pending-food-work-rows';

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
