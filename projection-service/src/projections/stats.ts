import { STATS_ROW, statsSchema } from '@foodshare/read-models/stats';
import { sql } from 'kysely';
import { defineProjection } from '../projection';

/**
 * GET /api/stats, kept as counters: totalDonations counts donations that changed hands (the
 * donor confirmed the handover; the sum of every donor's donationCount), activeDonors the people
 * with at least one approved donation, totalUsers the accounts.
 */
export const statsProjection = defineProjection({
  name: 'stats',
  version: 4,
  ...statsSchema,
  // Counters add up, so a batch sums its events in memory and writes once, in one statement.
  prepareBatch: async () => new StatsCounts(),
  on: {
    async DonationApproved({ data }, _db, counts) {
      counts.donors.add(data.donorId);
    },
    async ItemCollected(_event, _db, counts) {
      counts.donations += 1;
    },
    async UserDeleted(_event, _db, counts) {
      counts.users -= 1;
    },
    async UserRegistered(_event, _db, counts) {
      counts.users += 1;
    },
  },
  async finishBatch({ donations, users, donors }, db) {
    if (donations === 0 && users === 0 && donors.size === 0) return;
    // A donor new to stats_donors counts once, however many of their approvals the batch holds.
    await sql`with new_donor as (
        insert into stats_donors (user_id) select * from unnest(${[...donors]}::uuid[])
        on conflict (user_id) do nothing returning user_id
      )
      update stats set total_donations = total_donations + ${donations},
        total_users = total_users + ${users},
        active_donors = active_donors + (select count(*)::int from new_donor)
      where id = ${STATS_ROW}`.execute(db);
  },
});

/** What a batch adds to the counters. */
class StatsCounts {
  donations = 0;
  users = 0;
  readonly donors = new Set<string>();
}
