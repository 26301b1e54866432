import {
  allNotificationsReadAnswerSchema,
  inboxStreamId,
  notificationReadAnswerSchema,
} from '@foodshare/contracts/notifications';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { handleCommand } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import { signedInActiveUser } from '../users/active-user';
import { inboxDecider } from './inbox-decider';

const errors = resourceWriteErrors;

/**
 * Read marks on notifications, kept in the person's inbox stream. Which notifications exist, and
 * whose they are, is known from the notifications read model: the projection writes them.
 */
export function notificationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  const signedIn = signedInActiveUser(deps);
  return async (app) => {
    app.post(
      '/api/notifications/:id/read',
      {
        preValidation: signedIn,
        schema: {
          tags: ['notifications'],
          summary: 'Mark one of your notifications as read',
          params: z.object({ id: z.string().uuid('Unknown notification') }),
          response: { 200: notificationReadAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        const { id } = request.params;
        const row = await deps.db
          .selectFrom('notifications')
          .select(['user_id', 'is_read'])
          .where('id', '=', id)
          .executeTakeFirst();
        const result = await handleCommand(
          deps.store,
          inboxStreamId(userId),
          inboxDecider,
          {
            type: 'MarkNotificationRead',
            userId,
            notificationId: id,
            notification: row ? { userId: row.user_id, isRead: row.is_read } : null,
            now: now(),
          },
          commandContext(request, userId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ id, isRead: true as const });
      },
    );

    app.post(
      '/api/notifications/read-all',
      {
        preValidation: signedIn,
        schema: {
          tags: ['notifications'],
          summary: 'Mark every notification you have now as read; later ones stay unread',
          response: { 200: allNotificationsReadAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        const unread = await deps.db
          .selectFrom('notifications')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('user_id', '=', userId)
          .where('is_read', '=', false)
          .executeTakeFirstOrThrow();
        const result = await handleCommand(
          deps.store,
          inboxStreamId(userId),
          inboxDecider,
          { type: 'MarkAllNotificationsRead', userId, unread: unread.count, now: now() },
          commandContext(request, userId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ ok: true as const });
      },
    );
  };
}
