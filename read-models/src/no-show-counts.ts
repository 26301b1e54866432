import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { Kysely } from 'kysely';
import { withReadModels } from './database';

/**
 * A member's no-shows since a moment, as the food-items read model keeps them (docs/product.md
 * §10): a pickup marked "did not come" counts, one "collected late" does not. It matches the
 * command side's `NoShowCounts` port, which its composition roots hand this to.
 */
export function noShowCountsIn(db: Kysely<PlatformTables>): {
  since(userId: string, since: Date): Promise<number>;
} {
  const readModels = withReadModels(db);
  return {
    async since(userId, since) {
      const row = await readModels
        .selectFrom('no_shows')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('taker_id', '=', userId)
        .where('outcome', '=', 'no_show')
        .where('recorded_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
