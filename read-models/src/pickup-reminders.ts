import type { RequestStatus } from '@foodshare/contracts/requests';
import {
  createTable,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/*
 * What the pickup-reminders process manager remembers to schedule and cancel reminders without
 * reading another read model: each item's pickup window, and where each request stands.
 */

export const pickupReminderItems = table('pickup_reminder_items', {
  item_id: uuid().primaryKey(),
  pickup_from: timestamptz().notNull(),
  pickup_until: timestamptz(),
});
export type PickupReminderItemsTable = RowOf<typeof pickupReminderItems>;

export const pickupReminderRequests = table('pickup_reminder_requests', {
  request_id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  status: text<RequestStatus>().notNull(),
});
export type PickupReminderRequestsTable = RowOf<typeof pickupReminderRequests>;

export const pickupRemindersSchema: ReadModelSchema<
  typeof pickupReminderItems.name | typeof pickupReminderRequests.name
> = {
  tables: [pickupReminderItems.name, pickupReminderRequests.name],
  async createTables(db) {
    await createTable(db, pickupReminderItems);
    await createTable(db, pickupReminderRequests);
    await db.schema
      .createIndex('pickup_reminder_requests_item')
      .on('pickup_reminder_requests')
      .column('item_id')
      .execute();
  },
};
