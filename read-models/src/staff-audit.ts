import { sql } from 'kysely';
import { createTable, type ReadModelSchema, type RowOf, table, text, timestamptz } from './table';

/** One row per staff action, from the events that carry the staff member's id. */
export const staffActions = table('staff_actions', {
  id: text().primaryKey(),
  staff_id: text().notNull(),
  action: text().notNull(),
  target_kind: text<'food-item' | 'hub-application' | 'contact-message' | 'user'>().notNull(),
  target_id: text().notNull(),
  reason: text(),
  at: timestamptz().notNull(),
});
export type StaffActionsTable = RowOf<typeof staffActions>;

export const staffAuditSchema: ReadModelSchema<typeof staffActions.name> = {
  tables: [staffActions.name],
  async createTables(db) {
    await createTable(db, staffActions);
    await sql`create index on staff_actions (at desc)`.execute(db);
    await sql`create index on staff_actions (staff_id, at desc)`.execute(db);
  },
};
