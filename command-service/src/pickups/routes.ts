import {
  noShowAnswerSchema,
  noShowPayloadSchema,
  PICKUP_MESSAGES,
} from '@foodshare/contracts/pickups';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';

/**
 * POST /api/food-items/:id/requests/:requestId/no-show: once a reservation's pickup window closed
 * uncollected, its donor says the taker did not come (`no_show`) or collected late (`late`)
 * (docs/product.md §10). An event on the item; donors see a taker's no-shows on their requests.
 */
export function pickupRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/food-items/:id/requests/:requestId/no-show',
      {
        config: { access: { owner: 'food-item', refusal: PICKUP_MESSAGES.notDonor } },
        schema: {
          tags: ['requests'],
          summary:
            'Say the taker of a reservation did not come or came late, once its pickup window closed (the donor)',
          params: z.object({
            id: z.string().uuid('Unknown food item'),
            requestId: z.string().uuid('Unknown request'),
          }),
          body: noShowPayloadSchema,
          response: { 200: noShowAnswerSchema, ...resourceWriteErrors },
        },
      },
      async (request, reply) => {
        const actorId = requireUserId(request);
        const { id, requestId } = request.params;
        const { outcome } = request.body;
        const result = await deps.streams.food.handle(
          id,
          { type: 'RecordNoShow', actorId, requestId, outcome, now: deps.now() },
          commandContext(request, actorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ itemId: id, requestId, outcome });
      },
    );
  };
}
