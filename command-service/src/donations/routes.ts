import { errorBodySchema } from '@foodshare/contracts/api';
import { DONATION_MESSAGES, donationPayloadSchema } from '@foodshare/contracts/donations';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext, newId } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import { postDonation } from './post-donation';

const errors = resourceWriteErrors;

const OWN_ITEM_COMMANDS = [
  {
    method: 'DELETE',
    url: '/api/food-items/:id',
    type: 'WithdrawItem',
    summary: 'Delete (withdraw) your own food item, unless it is held or was handed over',
  },
  {
    method: 'POST',
    url: '/api/food-items/:id/hide',
    type: 'HideItem',
    summary:
      'Hide your own item that changed hands (or expired) from My Donations; it cannot be deleted',
  },
] as const;

/** Posting and deleting food (docs/product.md §7). */
export function donationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const { now } = deps;
  return async (app) => {
    app.post(
      '/api/food-items',
      {
        bodyLimit: 6 * 1024 * 1024,
        config: { access: 'member', limit: 'donation' },
        schema: {
          tags: ['donations'],
          summary: 'Post a donation or a marketplace listing; the automated safety check runs next',
          body: donationPayloadSchema,
          response: { 201: z.object({ id: z.string().uuid() }), ...errors, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const donorId = requireUserId(request);
        const context = commandContext(request, donorId);
        const itemId = newId(donorId, context.idempotencyKey);
        if (context.idempotencyKey) {
          // A retry of a post that went through: the same answer, and nothing touched again.
          const earlier = await deps.streams.food.load(itemId);
          if (earlier.state.exists && earlier.state.donorId === donorId) {
            answerWithPosition(reply, [earlier.position], deps.signingSecret);
            return reply.code(201).send({ id: itemId });
          }
        }
        const position = await postDonation(
          deps,
          { itemId, donorId, input: request.body },
          context,
        );
        answerWithPosition(reply, [position], deps.signingSecret);
        return reply.code(201).send({ id: itemId });
      },
    );

    // A donor's commands on their own item: withdraw it, or hide one that changed hands.
    for (const { method, url, type, summary } of OWN_ITEM_COMMANDS) {
      app.route({
        method,
        url,
        // The decider answers the same refusal, against the item's own stream.
        config: { access: { owner: 'food-item', refusal: DONATION_MESSAGES.notOwner } },
        schema: {
          tags: ['donations'],
          summary,
          params: z.object({ id: z.string().uuid('Unknown food item') }),
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
        handler: async (request, reply) => {
          const actorId = requireUserId(request);
          const result = await deps.streams.food.handle(
            request.params.id,
            { type, actorId, now: now() },
            commandContext(request, actorId),
          );
          answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
          return reply.send({ ok: true as const });
        },
      });
    }
  };
}
