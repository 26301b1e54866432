import { sql } from 'kysely';
import { defineProjection } from '../projection';

const ROW = 'global';

/**
 * GET /api/stats, kept as counters: totalDonations counts donations that changed hands (the
 * donor confirmed the handover; the sum of every donor's donationCount), activeDonors the people
 * with at least one approved donation, totalUsers the accounts.
 */
export const statsProjection = defineProjection({
  name: 'stats',
  version: 4,
  tables: ['stats', 'stats_donors'],
  async createTables(db) {
    await db.schema
      .createTable('stats')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('total_donations', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('active_donors', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('total_users', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('stats_donors')
      .addColumn('user_id', 'uuid', (column) => column.primaryKey())
      .execute();
    await sql`insert into stats (id) values (${ROW})`.execute(db);
  },
  on: {
    async DonationApproved({ data }, db) {
      // One statement that answers nothing: a donor new to stats_donors counts once.
      await db
        .with('new_donor', (db) =>
          db
            .insertInto('stats_donors')
            .values({ user_id: data.donorId })
            .onConflict((conflict) => conflict.column('user_id').doNothing())
            .returning('user_id'),
        )
        .updateTable('stats')
        .set((eb) => ({
          active_donors: eb(
            'active_donors',
            '+',
            eb.selectFrom('new_donor').select(sql<number>`count(*)::int`.as('count')),
          ),
        }))
        .where('id', '=', ROW)
        .execute();
    },
    async ItemCollected(_event, db) {
      await db
        .updateTable('stats')
        .set((eb) => ({ total_donations: eb('total_donations', '+', 1) }))
        .where('id', '=', ROW)
        .execute();
    },
    async UserDeleted(_event, db) {
      await db
        .updateTable('stats')
        .set((eb) => ({ total_users: eb('total_users', '-', 1) }))
        .where('id', '=', ROW)
        .execute();
    },
    async UserRegistered(_event, db) {
      await db
        .updateTable('stats')
        .set((eb) => ({ total_users: eb('total_users', '+', 1) }))
        .where('id', '=', ROW)
        .execute();
    },
  },
});
