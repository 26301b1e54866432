import { mutedTypes, type NotificationPreferences } from '@foodshare/contracts/push';
import { notificationSettingsSchema } from '@foodshare/read-models/notification-settings';
import { defineProjection } from '../projection';

const row = (userId: string, preferences: NotificationPreferences) => ({
  user_id: userId,
  preferences: JSON.stringify(preferences),
  in_app_muted: mutedTypes(preferences, 'inApp'),
  push_muted: mutedTypes(preferences, 'push'),
  quiet_hours: JSON.stringify(preferences.quietHours),
});

/**
 * Each member's push devices and notification preferences (docs/product.md §14), from their
 * `push-<userId>` stream: what the push fan-out delivers to and honours, what the notification
 * lists leave out, and what the profile shows. An account closed takes its rows with it.
 */
export const notificationSettingsProjection = defineProjection({
  name: 'notification-settings',
  // 2: a device's endpoint and keys kept as recorded, sealed, not in clear.
  version: 2,
  ...notificationSettingsSchema,
  on: {
    async PushSubscribed({ data }, db) {
      const values = {
        id: data.subscriptionId,
        user_id: data.userId,
        device: JSON.stringify(data.device),
        created_at: new Date(data.subscribedAt),
      };
      await db
        .insertInto('push_subscriptions')
        .values(values)
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ device: values.device }))
        .execute();
    },
    async PushUnsubscribed({ data }, db) {
      await db.deleteFrom('push_subscriptions').where('id', '=', data.subscriptionId).execute();
    },
    async NotificationPreferencesSet({ data }, db) {
      const values = row(data.userId, data.preferences);
      await db
        .insertInto('notification_preferences')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            preferences: values.preferences,
            in_app_muted: values.in_app_muted,
            push_muted: values.push_muted,
            quiet_hours: values.quiet_hours,
          }),
        )
        .execute();
    },
    async UserDeleted({ data }, db) {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', data.userId).execute();
      await db.deleteFrom('notification_preferences').where('user_id', '=', data.userId).execute();
    },
  },
});
