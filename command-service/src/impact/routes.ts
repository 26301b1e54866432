import { errorBodySchema } from '@foodshare/contracts/api';
import { impactRebuildPayloadSchema } from '@foodshare/contracts/impact-report';
import { requestImpactRebuild } from '@foodshare/platform/impact-rebuilds';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext, newId } from '../http/command-context';

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
  };
}
