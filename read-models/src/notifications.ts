import type { NotificationParams, NotificationType } from '@foodshare/contracts/notifications';
import type { RequestIntent, RequestStatus } from '@foodshare/contracts/requests';
import { type ColumnType, sql } from 'kysely';
import {
  bigint,
  bool,
  createTable,
  type Json,
  jsonb,
  numeric,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/*
 * The notifications read model: the notifications themselves, and what the projection remembers
 * of items, requests and closed accounts to know whom an event concerns (it reads no other
 * projection's tables).
 */

export const notifications = table('notifications', {
  /** Derived from the event, recipient and type: a rebuild reproduces it (and its read mark). */
  id: uuid().primaryKey(),
  user_id: uuid().notNull(),
  title: text().notNull(),
  message: text(),
  type: text<NotificationType>().notNull(),
  /** The values the words were made of (contracts' NotificationParams), for translation. */
  params: jsonb<Json<NotificationParams>>().notNull(),
  is_read: bool().notNull().defaultTo(false),
  related_item_id: uuid(),
  created_at: timestamptz().notNull(),
  /** The order the projection wrote them: breaks ties between equal created_at. */
  seq: bigint<ColumnType<string, never, never>>().generatedAlwaysAsIdentity(),
});
export type NotificationsTable = RowOf<typeof notifications>;

/** What the notifications projection knows of each item: whom to tell, and its title. */
export const notificationItems = table('notification_items', {
  id: uuid().primaryKey(),
  donor_id: uuid().notNull(),
  title: text().notNull(),
  is_marketplace: bool().notNull(),
  /** What a buyer pays: the discounted price, else the original one. */
  price: numeric(10, 2),
  /** Approved at some time, so listed: an item withdrawn then asks its donor what became of it. */
  listed: bool().notNull(),
});
export type NotificationItemsTable = RowOf<typeof notificationItems>;

/** What the notifications projection knows of each request: its taker and where it stands. */
export const notificationRequests = table('notification_requests', {
  id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  requester_id: uuid().notNull(),
  intent: text<RequestIntent>().notNull(),
  price: text(),
  status: text<RequestStatus>().notNull(),
});
export type NotificationRequestsTable = RowOf<typeof notificationRequests>;

/** Deleted accounts, by id only: nothing is written for them again. */
export const notificationClosedAccounts = table('notification_closed_accounts', {
  user_id: uuid().primaryKey(),
});
export type NotificationClosedAccountsTable = RowOf<typeof notificationClosedAccounts>;

export const notificationsSchema: ReadModelSchema<
  | typeof notifications.name
  | typeof notificationItems.name
  | typeof notificationRequests.name
  | typeof notificationClosedAccounts.name
> = {
  tables: [
    notifications.name,
    notificationItems.name,
    notificationRequests.name,
    notificationClosedAccounts.name,
  ],
  async createTables(db) {
    await createTable(db, notifications);
    await sql`create index on notifications (user_id, created_at desc, seq desc)`.execute(db);
    // The unread count on every list and every live update.
    await sql`create index on notifications (user_id) where not is_read`.execute(db);
    await createTable(db, notificationItems);
    await sql`create index on notification_items (donor_id)`.execute(db);
    await createTable(db, notificationRequests);
    await sql`create index on notification_requests (item_id, status)`.execute(db);
    await sql`create index on notification_requests (requester_id)`.execute(db);
    await createTable(db, notificationClosedAccounts);
  },
};
