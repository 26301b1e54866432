import { randomUUID } from 'node:crypto';
import {
  bulkDismissAnswerSchema,
  bulkDismissPayloadSchema,
  CASEWORK_MESSAGES,
  muteAnswerSchema,
  mutePayloadSchema,
} from '@foodshare/contracts/casework';
import { DomainError } from '@foodshare/contracts/errors';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { namingClaimHolder } from './claim-holder';
import { resolveReports } from './report-outcomes';

const errors = resourceWriteErrors;
const moderators = { access: { staff: ['moderator'] } } as const;

/**
 * Reporters (docs/product.md §18): a moderator mutes a reporter, whose reports are then recorded
 * but weigh nothing, and unmutes them, each with a reason on the reporter's own stream; and
 * dismisses several items' open reports at once.
 */
export function reporterRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    muteRoute(app, deps, 'post');
    muteRoute(app, deps, 'delete');
    bulkDismissRoute(app, deps);
  };
}

function muteRoute(app: ZodApp, deps: CommandServiceDeps, method: 'post' | 'delete'): void {
  const muting = method === 'post';
  app.route({
    method: muting ? 'POST' : 'DELETE',
    url: '/api/moderation/reporters/:userId/mute',
    config: moderators,
    schema: {
      tags: ['moderation'],
      summary: muting
        ? 'Mute a reporter, with a reason: their reports are still recorded but weigh nothing'
        : 'Unmute a reporter, with a reason: their reports weigh as their standing says again',
      params: z.object({ userId: z.string().uuid('Unknown id') }),
      body: mutePayloadSchema,
      response: { 200: muteAnswerSchema, ...errors },
    },
    handler: async (request, reply) => {
      const moderatorId = requireUserId(request);
      const reporterId = request.params.userId;
      const { state: account } = await deps.streams.user.load(reporterId);
      if (account.status === 'new')
        throw new DomainError('not_found', CASEWORK_MESSAGES.noReporter);
      const result = await deps.streams.reporter.handle(
        reporterId,
        {
          type: muting ? 'MuteReporter' : 'UnmuteReporter',
          reporterId,
          moderatorId,
          reason: request.body.reason,
          now: deps.now(),
        },
        commandContext(request, moderatorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ reporterId, muted: muting });
    },
  });
}

function bulkDismissRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/reports/dismissals',
    {
      config: moderators,
      schema: {
        tags: ['moderation'],
        summary:
          'Dismiss the open reports of several items at once, with one reason; items with none (or held by another moderator) are left as they were and named',
        body: bulkDismissPayloadSchema,
        response: { 200: bulkDismissAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const { itemIds, reason } = request.body;
      const batchId = randomUUID();
      const context = commandContext(request, moderatorId);
      const dismissed: string[] = [];
      const skipped: { itemId: string; message: string }[] = [];
      const positions = [];
      // Each item on its own: one refused item leaves the others dismissed.
      for (const itemId of new Set(itemIds)) {
        const now = deps.now();
        const command = { type: 'DismissReports' as const, moderatorId, reason, batchId, now };
        try {
          const result = await resolveReports(deps, context, itemId, command);
          positions.push(...result.positions);
          dismissed.push(itemId);
        } catch (error) {
          const named = await namingClaimHolder(deps, error);
          if (!(named instanceof DomainError)) throw named;
          skipped.push({ itemId, message: named.message });
        }
      }
      answerWithPosition(reply, positions, deps.signingSecret);
      return reply.send({ batchId, dismissed, skipped });
    },
  );
}
