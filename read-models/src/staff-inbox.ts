import type { Sealed } from '@foodshare/contracts/personal-data';
import { sql } from 'kysely';
import {
  bool,
  createTable,
  type Json,
  jsonb,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/** Hub applications as moderators see them; the contact details stay sealed. */
export const hubApplications = table('hub_applications', {
  id: uuid().primaryKey(),
  organization_name: text().notNull(),
  organization_type: text().notNull(),
  contact: jsonb<Json<Sealed>>().notNull(),
  address: text().notNull(),
  hub_type: text().notNull(),
  capacity: text().notNull(),
  operating_hours: text().notNull(),
  description: text().notNull(),
  experience: text(),
  demo: bool().notNull(),
  documents: jsonb<Json<{ label: string; name: string; url: string }[]>>().notNull(),
  status: text<'pending' | 'approved' | 'rejected'>().notNull(),
  decided_by: text(),
  decided_at: timestamptz(),
  reason: text(),
  hub_id: uuid(),
  submitted_at: timestamptz().notNull(),
});
export type HubApplicationsTable = RowOf<typeof hubApplications>;

/** Contact messages, sealed as sent, with the handled mark. */
export const contactMessages = table('contact_messages', {
  id: uuid().primaryKey(),
  category: text().notNull(),
  personal: jsonb<Json<Sealed>>().notNull(),
  handled: bool().notNull().defaultTo(false),
  handled_by: text(),
  handled_at: timestamptz(),
  received_at: timestamptz().notNull(),
});
export type ContactMessagesTable = RowOf<typeof contactMessages>;

export const staffInboxSchema: ReadModelSchema<
  typeof hubApplications.name | typeof contactMessages.name
> = {
  tables: [hubApplications.name, contactMessages.name],
  async createTables(db) {
    await createTable(db, hubApplications);
    await createTable(db, contactMessages);
    await sql`create index on contact_messages (handled, received_at desc)`.execute(db);
  },
};
