import { sql } from 'kysely';
import type { Projection } from '../projection';

const ROW = 'global';

/** GET /api/stats: totalDonations, activeDonors, totalUsers, kept as counters. */
export const statsProjection: Projection = {
  name: 'stats',
  version: 1,
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
  handlers: {
    async UserRegistered(_event, db) {
      await db
        .updateTable('stats')
        .set((eb) => ({ total_users: eb('total_users', '+', 1) }))
        .where('id', '=', ROW)
        .execute();
    },
  },
};
