import { sql } from 'kysely';
import { createTable, integer, type ReadModelSchema, type RowOf, table, text, uuid } from './table';

/** The one row of GET /api/stats' counters. */
export const STATS_ROW = 'global';

export const stats = table('stats', {
  id: text().primaryKey(),
  total_donations: integer().notNull().defaultTo(0),
  active_donors: integer().notNull().defaultTo(0),
  total_users: integer().notNull().defaultTo(0),
});
export type StatsTable = RowOf<typeof stats>;

/** The donors counted in `active_donors`, each once. */
export const statsDonors = table('stats_donors', {
  user_id: uuid().primaryKey(),
});
export type StatsDonorsTable = RowOf<typeof statsDonors>;

export const statsSchema: ReadModelSchema<typeof stats.name | typeof statsDonors.name> = {
  tables: [stats.name, statsDonors.name],
  async createTables(db) {
    await createTable(db, stats);
    await createTable(db, statsDonors);
    await sql`insert into stats (id) values (${STATS_ROW})`.execute(db);
  },
};
