import type { NotificationType } from '@foodshare/contracts/notifications';
import type { Sealed } from '@foodshare/contracts/personal-data';
import type { PushDevice, QuietHours } from '@foodshare/contracts/push';
import { sql } from 'kysely';
import {
  createTable,
  type Json,
  jsonb,
  type ReadModelSchema,
  type RowOf,
  table,
  textArray,
  timestamptz,
  uuid,
} from './table';

/*
 * The notification-settings read model (docs/product.md §14): each member's push devices, which
 * the push fan-out delivers to, and their preferences, which the fan-out and the notification
 * lists honour. Folded from the `push-<userId>` streams.
 */

export const pushSubscriptions = table('push_subscriptions', {
  id: uuid().primaryKey(),
  user_id: uuid().notNull(),
  /** Its endpoint and keys as recorded: sealed under the member's key (clear before sealing). */
  device: jsonb<Json<Sealed | PushDevice>>().notNull(),
  created_at: timestamptz().notNull(),
});
export type PushSubscriptionsTable = RowOf<typeof pushSubscriptions>;

export const notificationPreferences = table('notification_preferences', {
  user_id: uuid().primaryKey(),
  /** The whole choice, as contracts' NotificationPreferences. */
  preferences: jsonb<Json<unknown>>().notNull(),
  /** The types turned off in the app: the notification lists leave them out. */
  in_app_muted: textArray<NotificationType[]>().notNull(),
  /** The types turned off for push: the fan-out sends none of them. */
  push_muted: textArray<NotificationType[]>().notNull(),
  quiet_hours: jsonb<Json<QuietHours | null>>(),
});
export type NotificationPreferencesTable = RowOf<typeof notificationPreferences>;

export const notificationSettingsSchema: ReadModelSchema<
  typeof pushSubscriptions.name | typeof notificationPreferences.name
> = {
  tables: [pushSubscriptions.name, notificationPreferences.name],
  async createTables(db) {
    await createTable(db, pushSubscriptions);
    await sql`create index on push_subscriptions (user_id)`.execute(db);
    await createTable(db, notificationPreferences);
  },
};
