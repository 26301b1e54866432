import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { Kysely } from 'kysely';
import { withReadModels } from './database';

/**
 * Each person's donation count as the users read model keeps it: what the command side's
 * sign-in and profile answers show beside the person's own events. It matches the command side's
 * `DonationCounts` port, which its composition roots hand this to.
 */
export function donationCountsIn(db: Kysely<PlatformTables>): {
  of(userId: string): Promise<number>;
} {
  const readModels = withReadModels(db);
  return {
    async of(userId) {
      const row = await readModels
        .selectFrom('users')
        .select('donation_count')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.donation_count ?? 0;
    },
  };
}
