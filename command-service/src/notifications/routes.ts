import {
  allNotificationsReadAnswerSchema,
  notificationReadAnswerSchema,
} from '@foodshare/contracts/notifications';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';

const errors = resourceWriteErrors;

/** Read marks on notifications, kept in the person's inbox stream. */
export function notificationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const { now } = deps;
  return async (app) => {
    app.post(
      '/api/notifications/:id/read',
      {
        config: { access: 'member' },
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
        // Decided on the person's inbox alone, so the answer never waits on a projection (see
        // `inboxDecider` for an id that is not theirs).
        const result = await deps.streams.inbox.handle(
          userId,
          { type: 'MarkNotificationRead', userId, notificationId: id, now: now() },
          commandContext(request, userId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ id, isRead: true as const });
      },
    );

    app.post(
      '/api/notifications/read-all',
      {
        config: { access: 'member' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark every notification you have now as read; later ones stay unread',
          response: { 200: allNotificationsReadAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        const result = await deps.streams.inbox.handle(
          userId,
          { type: 'MarkAllNotificationsRead', userId, now: now() },
          commandContext(request, userId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ ok: true as const });
      },
    );
  };
}
