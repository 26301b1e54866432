import {
  DESTINATION_MESSAGES,
  destinationPayloadSchema,
  flwDestinationSchema,
} from '@foodshare/contracts/impact-destinations';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';

/**
 * POST /api/food-items/:id/destination: the donor says what became of an item that expired or
 * was withdrawn uncollected (docs/product.md §13); said again within 30 days, it is a correction.
 */
export function destinationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/food-items/:id/destination',
      {
        config: { access: { owner: 'food-item', refusal: DESTINATION_MESSAGES.notDonor } },
        schema: {
          tags: ['donations'],
          summary:
            'Say what became of your item that expired or was withdrawn uncollected (a correction within 30 days)',
          params: z.object({ id: z.string().uuid('Unknown food item') }),
          body: destinationPayloadSchema,
          response: {
            200: z.object({
              itemId: z.string().uuid(),
              destination: flwDestinationSchema,
              correction: z.boolean(),
            }),
            ...resourceWriteErrors,
          },
        },
      },
      async (request, reply) => {
        const actorId = requireUserId(request);
        const { destination, weightKg } = request.body;
        const result = await deps.streams.food.handle(
          request.params.id,
          {
            type: 'RecordDestination',
            actorId,
            destination,
            weightKg: weightKg ?? null,
            now: deps.now(),
          },
          commandContext(request, actorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        const [recorded] = result.events;
        const correction = recorded?.type === 'ItemDestinationRecorded' && recorded.data.correction;
        return reply.send({ itemId: request.params.id, destination, correction });
      },
    );
  };
}
