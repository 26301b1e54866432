import { errorBodySchema } from '@foodshare/contracts/api';
import { foodStreamId } from '@foodshare/contracts/food-events';
import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import {
  confirmHandoverPayloadSchema,
  DEFAULT_PLATFORM_FEE_PERCENT,
  declineRequestPayloadSchema,
  type RequestStatus,
} from '@foodshare/contracts/requests';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleCommand } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { type FoodCommand, foodDecider } from '../donations/food-decider';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import { signedInActiveUser } from '../users/active-user';
import { drawPickupCode } from './pickup-code';

const errors = resourceWriteErrors;

const itemParams = z.object({ id: z.string().uuid('Unknown food item') });
const requestParams = itemParams.extend({ requestId: z.string().uuid('Unknown request') });

/**
 * Answering requests and handing food over (issue: requests, reservations, purchases). Every
 * command is decided in the item's own stream, so one reservation wins however many race.
 */
export function requestRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  const feePercent = deps.platformFeePercent ?? DEFAULT_PLATFORM_FEE_PERCENT;
  const signedIn = signedInActiveUser(deps);
  return async (app) => {
    const onRequest = (
      path: string,
      summary: string,
      status: RequestStatus,
      command: (actorId: string, requestId: string, body: unknown) => FoodCommand,
      body?: z.ZodType,
    ) =>
      app.post(
        `/api/food-items/:id/requests/:requestId/${path}`,
        {
          preValidation: signedIn,
          schema: {
            tags: ['requests'],
            summary,
            params: requestParams,
            ...(body ? { body } : {}),
            response: { 200: requestActionAnswerSchema, ...errors },
          },
        },
        async (request, reply) => {
          const actorId = requireUserId(request);
          const { id, requestId } = request.params;
          const result = await handleCommand(
            deps.store,
            foodStreamId(id),
            foodDecider,
            command(actorId, requestId, request.body),
            commandContext(request, actorId),
          );
          answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
          return reply.send({ requestId, status });
        },
      );

    onRequest(
      'accept',
      'Accept a request (the donor): the item is reserved and the other requests declined',
      'approved',
      (actorId, requestId) => ({
        type: 'AcceptRequest',
        requestId,
        actorId,
        pickupCode: drawPickupCode(),
        now: now(),
      }),
    );
    onRequest(
      'decline',
      'Decline a request (the donor), with an optional note; an accepted one frees the item',
      'declined',
      (actorId, requestId, body) => ({
        type: 'DeclineRequest',
        requestId,
        actorId,
        note: declineRequestPayloadSchema.nullable().parse(body ?? null)?.note ?? null,
        now: now(),
      }),
      // Fastify validates a request without a body as null: a decline without a note has none.
      declineRequestPayloadSchema.nullable(),
    );
    onRequest(
      'cancel',
      'Cancel your own request; an accepted one frees the item',
      'cancelled',
      (actorId, requestId) => ({ type: 'CancelRequest', requestId, actorId, now: now() }),
    );

    app.post(
      '/api/food-items/:id/handover',
      {
        preValidation: signedIn,
        // Guessing a code is slowed down like a sign-in.
        config: { rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['requests'],
          summary:
            'Confirm the handover (the donor) with the pickup code the taker shows; a sale records the platform fee',
          params: itemParams,
          body: confirmHandoverPayloadSchema,
          response: {
            200: z.object({ itemId: z.string().uuid(), status: z.literal('collected') }),
            ...errors,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const actorId = requireUserId(request);
        const result = await handleCommand(
          deps.store,
          foodStreamId(request.params.id),
          foodDecider,
          {
            type: 'ConfirmHandover',
            actorId,
            pickupCode: request.body.pickupCode,
            feePercent,
            now: now(),
          },
          commandContext(request, actorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ itemId: request.params.id, status: 'collected' as const });
      },
    );
  };
}
