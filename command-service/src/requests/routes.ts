import { errorBodySchema } from '@foodshare/contracts/api';
import { foodRequestPayloadSchema } from '@foodshare/contracts/donations';
import {
  foodRequestAnswerSchema,
  requestActionAnswerSchema,
} from '@foodshare/contracts/food-items';
import { handoverAnswerSchema } from '@foodshare/contracts/handover-temperature';
import { NO_SHOW_WAIT_WINDOW_MS } from '@foodshare/contracts/pickups';
import {
  confirmHandoverPayloadSchema,
  declineRequestPayloadSchema,
  REQUEST_MESSAGES,
  type RequestStatus,
} from '@foodshare/contracts/requests';
import type { RouteAccess } from '@foodshare/platform/http/access';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { sealText } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestItem } from '../charities/request-item';
import type { CommandServiceDeps } from '../deps';
import type { FoodCommand } from '../food/food-decider';
import { commandContext, newId } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { drawPickupCode } from './pickup-code';
import { donorOnly, itemParams, requestParams } from './request-route-parts';
import { heldHandover, temperatureRoutes } from './temperature-routes';

const errors = resourceWriteErrors;

/**
 * How food changes hands: requesting (a purchase, on an offer), answering requests and handing
 * food over. Every command is decided in the item's own stream, so one reservation wins however
 * many race.
 */
export function requestRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    answerRequestRoutes(app, deps);
    handoverRoute(app, deps);
    temperatureRoutes(app, deps);
    requestItemRoute(app, deps);
  };
}

/** The donor's accept and decline, and the taker's cancel, of one request on an item. */
function answerRequestRoutes(app: ZodApp, deps: CommandServiceDeps): void {
  const onRequest = requestActionRoute(app, deps);
  onRequest(
    'accept',
    'Accept a request (the donor): the item is reserved and the other requests declined',
    'approved',
    (actorId, requestId) => ({
      type: 'AcceptRequest',
      requestId,
      actorId,
      pickupCode: drawPickupCode(),
      now: deps.now(),
    }),
    donorOnly,
  );
  onRequest(
    'decline',
    'Decline a request (the donor), with an optional note; an accepted one frees the item',
    'declined',
    async (actorId, requestId, body) => ({
      type: 'DeclineRequest',
      requestId,
      actorId,
      note: await sealText(
        deps.db,
        actorId,
        declineRequestPayloadSchema.nullable().parse(body ?? null)?.note,
      ),
      now: deps.now(),
    }),
    donorOnly,
    // Fastify validates a request without a body as null: a decline without a note has none.
    declineRequestPayloadSchema.nullable(),
  );
  onRequest(
    'cancel',
    'Cancel your own request; an accepted one frees the item',
    'cancelled',
    (actorId, requestId) => ({ type: 'CancelRequest', requestId, actorId, now: deps.now() }),
    { owner: 'food-request', refusal: REQUEST_MESSAGES.notRequester },
  );
}

/** A route that decides one command on a request of an item, answered its new status. */
function requestActionRoute(app: ZodApp, deps: CommandServiceDeps) {
  return (
    path: string,
    summary: string,
    status: RequestStatus,
    command: (
      actorId: string,
      requestId: string,
      body: unknown,
    ) => Promise<FoodCommand> | FoodCommand,
    owner: RouteAccess,
    body?: z.ZodType,
  ) =>
    app.post(
      `/api/food-items/:id/requests/:requestId/${path}`,
      {
        config: { access: owner },
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
        const result = await deps.streams.food.handle(
          id,
          await command(actorId, requestId, request.body),
          commandContext(request, actorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ requestId, status });
      },
    );
}

function handoverRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/food-items/:id/handover',
    {
      // Guessing a code is slowed down like a sign-in.
      config: {
        access: donorOnly,
        rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['requests'],
        summary:
          'Confirm the handover (the donor) with the pickup code the taker shows; a sale records the platform fee',
        params: itemParams,
        body: confirmHandoverPayloadSchema,
        response: {
          200: handoverAnswerSchema,
          ...errors,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actorId = requireUserId(request);
      const result = await deps.streams.food.handle(
        request.params.id,
        {
          type: 'ConfirmHandover',
          actorId,
          pickupCode: request.body.pickupCode,
          feePercent: deps.platformFeePercent,
          weightKg: request.body.weightKg ?? null,
          temperatureC: request.body.temperatureC ?? null,
          now: deps.now(),
        },
        commandContext(request, actorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      const held = await heldHandover(deps, request.params.id, request.body.pickupCode, result);
      return reply.send({ itemId: request.params.id, status: held ? 'held' : 'collected' });
    },
  );
}

function requestItemRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/food-requests',
    {
      config: { access: 'member', limit: 'request' },
      schema: {
        tags: ['requests'],
        summary:
          'Request an available food item; on a marketplace offer, a purchase at its discounted price (pay at pickup)',
        body: foodRequestPayloadSchema,
        response: { 201: foodRequestAnswerSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const requesterId = requireUserId(request);
      const { foodItemId, message, intent, quantity } = request.body;
      const context = commandContext(request, requesterId);
      // A retry with the same Idempotency-Key names the same request, so it is recorded once.
      const requestId = newId(
        requesterId,
        context.idempotencyKey && `${foodItemId}\n${context.idempotencyKey}`,
      );
      const result = await requestItem(
        deps,
        foodItemId,
        {
          type: 'RequestItem',
          requestId,
          requesterId,
          message: await sealText(deps.db, requesterId, message),
          intent,
          quantity,
          recentNoShows: await deps.noShowCounts.since(
            requesterId,
            new Date(deps.now().getTime() - NO_SHOW_WAIT_WINDOW_MS),
          ),
          now: deps.now(),
        },
        context,
      );
      answerWithPosition(reply, [result.position], deps.signingSecret);
      const requested = result.events.find((event) => event.type === 'ItemRequested');
      if (requested?.type === 'ItemRequested') {
        const { intent, price } = requested.data;
        return reply.code(201).send({
          id: requestId,
          foodItemId,
          status: 'pending',
          intent,
          price,
          quantity: requested.data.quantity ?? null,
          ...(requested.data.acceptableFrom
            ? { acceptableFrom: requested.data.acceptableFrom }
            : {}),
        });
      }
      // A retry recorded nothing new: answer where the original request stands now.
      const { state } = await deps.streams.food.load(foodItemId);
      const recorded = state.exists ? state.requests.get(requestId) : undefined;
      return reply.code(201).send({
        id: requestId,
        foodItemId,
        status: recorded?.status ?? 'pending',
        intent: recorded?.intent ?? 'request',
        price: recorded?.price ?? null,
        quantity: recorded?.intent === 'purchase' ? recorded.quantity : null,
      });
    },
  );
}
