import { randomUUID } from 'node:crypto';
import { donationPayloadSchema, foodRequestPayloadSchema } from '@foodshare/contracts/donations';
import { foodStreamId } from '@foodshare/contracts/food-events';
import { foodRequestAnswerSchema } from '@foodshare/contracts/food-items';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleCommand, loadState, uuidFromHash } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import { signedInActiveUser } from '../users/active-user';
import { foodDecider } from './food-decider';
import { postDonation } from './post-donation';

const errors = resourceWriteErrors;

/**
 * With an Idempotency-Key, a retried POST names the same new item, so it is created once.
 * Without one, every POST is a new item.
 */
function newId(userId: string, key: string | undefined): string {
  return key ? uuidFromHash(userId, key) : randomUUID();
}

/** Posting, deleting and requesting food (SPEC §7). */
export function donationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  const signedIn = signedInActiveUser(deps);
  return async (app) => {
    app.post(
      '/api/food-items',
      {
        bodyLimit: 6 * 1024 * 1024,
        preValidation: signedIn,
        schema: {
          tags: ['donations'],
          summary: 'Post a donation or a marketplace listing; the automated safety check runs next',
          body: donationPayloadSchema,
          response: { 201: z.object({ id: z.string().uuid() }), ...errors },
        },
      },
      async (request, reply) => {
        const donorId = requireUserId(request);
        const context = commandContext(request, donorId);
        const itemId = newId(donorId, context.idempotencyKey);
        if (context.idempotencyKey) {
          // A retry of a post that went through: the same answer, and nothing touched again.
          const earlier = await loadState(deps.store, foodStreamId(itemId), foodDecider);
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

    app.delete(
      '/api/food-items/:id',
      {
        preValidation: signedIn,
        schema: {
          tags: ['donations'],
          summary: 'Delete (withdraw) your own food item',
          params: z.object({ id: z.string().uuid('Unknown food item') }),
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const actorId = requireUserId(request);
        const result = await handleCommand(
          deps.store,
          foodStreamId(request.params.id),
          foodDecider,
          { type: 'WithdrawItem', actorId, now: now() },
          commandContext(request, actorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ ok: true as const });
      },
    );

    app.post(
      '/api/food-requests',
      {
        preValidation: signedIn,
        schema: {
          tags: ['requests'],
          summary:
            'Request an available food item; on a marketplace offer, a purchase at its discounted price (pay at pickup)',
          body: foodRequestPayloadSchema,
          response: { 201: foodRequestAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const requesterId = requireUserId(request);
        const { foodItemId, message, intent } = request.body;
        const context = commandContext(request, requesterId);
        // A retry with the same Idempotency-Key names the same request, so it is recorded once.
        const requestId = newId(
          requesterId,
          context.idempotencyKey && `${foodItemId}\n${context.idempotencyKey}`,
        );
        const result = await handleCommand(
          deps.store,
          foodStreamId(foodItemId),
          foodDecider,
          {
            type: 'RequestItem',
            requestId,
            requesterId,
            message: message ?? null,
            intent,
            now: now(),
          },
          context,
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        const [requested] = result.events;
        if (requested?.type === 'ItemRequested') {
          const { intent, price } = requested.data;
          return reply
            .code(201)
            .send({ id: requestId, foodItemId, status: 'pending', intent, price });
        }
        // A retry recorded nothing new: answer where the original request stands now.
        const { state } = await loadState(deps.store, foodStreamId(foodItemId), foodDecider);
        const recorded = state.exists ? state.requests.get(requestId) : undefined;
        return reply.code(201).send({
          id: requestId,
          foodItemId,
          status: recorded?.status ?? 'pending',
          intent: recorded?.intent ?? 'request',
          price: recorded?.price ?? null,
        });
      },
    );
  };
}
