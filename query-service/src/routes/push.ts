import { errorBodySchema } from '@foodshare/contracts/api';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '@foodshare/contracts/push';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { openPushDeviceWith, readKeys } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

/** Web push's key, a member's devices and their notification preferences (docs/product.md §14). */
export function pushQueryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/push/public-key',
      {
        config: { access: 'public' },
        schema: {
          tags: ['push'],
          summary: 'The VAPID public key a browser subscribes with; null where push is not set up',
          response: { 200: pushPublicKeySchema },
        },
      },
      async () => ({ publicKey: deps.vapidPublicKey }),
    );

    app.get(
      '/api/push/subscriptions',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['notification-settings']),
        schema: {
          tags: ['push'],
          summary: 'The devices you turned push on for',
          response: { 200: z.array(pushSubscriptionSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const rows = await deps.db
          .selectFrom('push_subscriptions')
          .select(['id', 'device', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute();
        const keys = await readKeys(
          deps.db,
          rows.flatMap((row) => ('keyId' in row.device ? [row.device.keyId] : [])),
        );
        return rows.flatMap((row) => {
          const device = openPushDeviceWith(keys, row.device);
          // Unreadable once the member's key is gone: nothing to show.
          if (!device) return [];
          return [
            {
              id: row.id,
              endpoint: device.endpoint,
              createdAt: new Date(row.created_at).toISOString(),
            },
          ];
        });
      },
    );

    app.get(
      '/api/notification-preferences',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['notification-settings']),
        schema: {
          tags: ['push'],
          summary: 'Which news reaches you in the app and by push, and your quiet hours',
          response: { 200: notificationPreferencesSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const row = await deps.db
          .selectFrom('notification_preferences')
          .select('preferences')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return row
          ? notificationPreferencesSchema.parse(row.preferences)
          : DEFAULT_NOTIFICATION_PREFERENCES;
      },
    );
  };
}
