import { errorBodySchema } from '@foodshare/contracts/api';
import { impactRebuildPayloadSchema } from '@foodshare/contracts/impact-report';
import { assurancePayloadSchema, STATEMENT_MESSAGES } from '@foodshare/contracts/impact-statement';
import { requestImpactRebuild } from '@foodshare/platform/impact-rebuilds';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext, newId } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';

/**
 * POST /api/impact/rebuilds: an analyst asks for the impact read model of a methodology to be
 * rebuilt from the log. A projection worker does it in a generation of its own while the
 * current one keeps serving; GET /api/impact/rebuilds/:id tells how far it has got.
 */
export function impactRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/impact/rebuilds',
      {
        config: { access: { staff: ['analyst', 'moderator'] } },
        schema: {
          tags: ['impact'],
          summary: 'Rebuild the impact read model of a methodology from the log (analysts)',
          body: impactRebuildPayloadSchema,
          response: {
            202: z.object({ id: z.string().uuid() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const actorId = requireUserId(request);
        // A retry with the same Idempotency-Key names the same rebuild, and asks for it once.
        const id = newId(actorId, commandContext(request, actorId).idempotencyKey);
        await requestImpactRebuild(deps.db, {
          id,
          methodology: request.body.methodology,
          requestedBy: actorId,
          now: deps.now(),
        });
        return reply.code(202).send({ id });
      },
    );

    app.post(
      '/api/impact/statements/:id/assurance',
      {
        config: { access: { staff: ['analyst'] } },
        schema: {
          tags: ['impact'],
          summary: 'Record that a statement was assured: by whom, under which standard (analysts)',
          params: z.object({ id: z.string().regex(/^fs-[0-9a-f]{32}$/, STATEMENT_MESSAGES.badId) }),
          body: assurancePayloadSchema,
          response: {
            200: z.object({ statementId: z.string(), status: z.literal('assured') }),
            ...resourceWriteErrors,
          },
        },
      },
      async (request, reply) => {
        const actorId = requireUserId(request);
        const result = await deps.streams.statement.handle(
          request.params.id,
          { type: 'RecordAssurance', ...request.body, actorId, now: deps.now() },
          commandContext(request, actorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ statementId: request.params.id, status: 'assured' as const });
      },
    );
  };
}
