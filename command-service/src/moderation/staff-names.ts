import { displayName } from '@foodshare/contracts/users';
import type { AppDatabase } from '@foodshare/projection-service/read-models';
import type { Kysely } from 'kysely';
import { SAFETY_CHECK_LABEL } from './moderation-decisions';

/** Who an actor is, in words a moderator reads: the check, or a person's display name. */
export async function actorName(db: Kysely<AppDatabase>, actor: string): Promise<string> {
  if (actor.startsWith('system:')) return SAFETY_CHECK_LABEL;
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'business_name'])
    .where('id', '=', actor)
    .executeTakeFirst();
  return row
    ? displayName({
        businessName: row.business_name,
        firstName: row.first_name,
        lastName: row.last_name,
      })
    : 'Another moderator';
}
