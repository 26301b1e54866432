import { errorBodySchema } from '@foodshare/contracts/api';
import {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_PATH,
  type NotificationStreamMessage,
  notificationSchema,
  notificationsQuerySchema,
  notificationTypeSchema,
  UNREAD_COUNT_HEADER,
} from '@foodshare/contracts/notifications';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

/**
 * A notification of a kind its person has not turned off in the app (docs/product.md §14): the
 * list and the unread count leave the others out, and show them again when turned back on.
 */
export const shownInApp = sql<boolean>`not exists (select from notification_preferences muted
  where muted.user_id = notifications.user_id and notifications.type = any(muted.in_app_muted))`;

/** A comment line now and then keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const sseMessage = (state: NotificationStreamMessage) =>
  `event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(state)}\n\n`;

/** The signed-in person's notifications (docs/product.md §7), and a live stream of their unread count. */
export function notificationRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const watcher = deps.notifications;
    /** Every open stream of this app, ended when the app closes. */
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of [...streams]) end();
    });

    app.get(
      '/api/notifications',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['notifications', 'notification-settings']),
        schema: {
          tags: ['notifications'],
          summary: 'Your notifications, newest first; the unread count is in x-unread-count',
          querystring: notificationsQuerySchema,
          response: {
            200: z.array(notificationSchema),
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        const [rows, unread] = await Promise.all([
          deps.db
            .selectFrom('notifications')
            .selectAll()
            .where('user_id', '=', userId)
            .where(shownInApp)
            .orderBy('created_at', 'desc')
            .orderBy('seq', 'desc')
            .limit(request.query.limit)
            .execute(),
          deps.db
            .selectFrom('notifications')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('user_id', '=', userId)
            .where('is_read', '=', false)
            .where(shownInApp)
            .executeTakeFirstOrThrow(),
        ]);
        reply.header(UNREAD_COUNT_HEADER, String(unread.count));
        return rows.map((row) => ({
          id: row.id,
          title: row.title,
          message: row.message,
          type: notificationTypeSchema.parse(row.type),
          params: row.params,
          isRead: row.is_read,
          relatedItemId: row.related_item_id,
          createdAt: new Date(row.created_at).toISOString(),
        }));
      },
    );

    app.get(
      NOTIFICATION_STREAM_PATH,
      {
        config: { access: 'member' },
        schema: {
          tags: ['notifications'],
          summary:
            'Server-sent events: `notifications` with {unread, latestId} on connect and on every change',
          response: { 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // nginx would otherwise hold the messages back in its buffer.
          'x-accel-buffering': 'no',
        });
        const write = (chunk: string) => {
          if (!response.writableEnded && !response.destroyed) response.write(chunk);
        };
        // Signed out, or the account deleted, since the stream opened: it ends.
        const { sessionId } = request.session;
        const signedInStill = async () =>
          (await deps.db
            .selectFrom('session')
            .select('sid')
            .where('sid', '=', sessionId)
            .where('expire', '>', new Date())
            .executeTakeFirst()) !== undefined;
        /** Each write waits for the session check, one after another, so order is kept. */
        let queue = Promise.resolve();
        const send = (chunk: string) => {
          queue = queue
            .then(async () => ((await signedInStill()) ? write(chunk) : end()))
            .catch(end);
        };
        const unwatch = watcher.watch(userId, (state) => send(sseMessage(state)));
        const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
        const end = () => {
          if (!streams.delete(end)) return;
          clearInterval(heartbeat);
          unwatch();
          if (!response.writableEnded) response.end();
        };
        streams.add(end);
        response.on('close', end);
        response.on('error', end);
        // A client gone before the listeners were added sent its 'close' already.
        if (request.raw.destroyed || response.destroyed) end();
      },
    );
  };
}
