/**
 * What projection-service offers the command side's start-up: the items with pending work and
 * the log after the checkpoint they stand at, to reschedule what a queue lost. The read models'
 * tables, row types and progress are `@foodshare/read-models`'. The re-exports below serve the
 * command side until it reads no read model (issue 25's command half); then they go.
 */

import type { User } from '@foodshare/contracts/users';
import { type Position, START } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { PendingFoodWorkTable } from '@foodshare/read-models/pending-food-work';
import type { UsersTable } from '@foodshare/read-models/users';
import type { Kysely } from 'kysely';
import { PENDING_FOOD_WORK } from './projections/pending-food-work-rows';

export { type AppDatabase, withReadModels } from '@foodshare/read-models/database';
export {
  foldPendingWork,
  type PendingItem,
  pendingItemOf,
  pendingWorkItemOf,
} from './projections/pending-food-work-rows';

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

/**
 * The API's user object from the users read model, for the command side's sign-in answer until
 * it answers from the person's events; the query side's own is `routes/user-rows.ts` there.
 */
export function userFromRow(row: UsersTable): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    role: row.role,
    bio: row.bio,
    isPublicProfile: row.is_public_profile,
    businessName: row.business_name,
    businessAddress: row.business_address,
    phoneNumber: row.phone_number,
    donationCount: row.donation_count,
    staffRoles: row.staff_roles,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
