import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import {
  refusedHandoverPayloadSchema,
  TEMPERATURE_MESSAGES,
  temperatureDecisionPayloadSchema,
} from '@foodshare/contracts/handover-temperature';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors as errors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { donorOnly, requestParams } from './request-route-parts';

/** The taker's take-or-refuse of a held handover, and the donor's settling of a refused one. */
export function temperatureRoutes(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/food-items/:id/requests/:requestId/temperature-decision',
    {
      config: { access: { owner: 'food-request', refusal: TEMPERATURE_MESSAGES.notTaker } },
      schema: {
        tags: ['requests'],
        summary:
          'Take or refuse food whose handover was held for its temperature (the taker); a take completes the handover',
        params: requestParams,
        body: temperatureDecisionPayloadSchema,
        response: { 200: requestActionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actorId = requireUserId(request);
      const { id, requestId } = request.params;
      const { decision } = request.body;
      const result = await deps.streams.food.handle(
        id,
        {
          type: 'DecideHandoverTemperature',
          requestId,
          actorId,
          decision,
          feePercent: deps.platformFeePercent,
          now: deps.now(),
        },
        commandContext(request, actorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ requestId, status: decision === 'take' ? 'collected' : 'approved' });
    },
  );
  app.post(
    '/api/food-items/:id/requests/:requestId/refused-handover',
    {
      config: { access: donorOnly },
      schema: {
        tags: ['requests'],
        summary:
          'Settle a handover the taker refused for its temperature (the donor): back on the listing, or the listing withdrawn',
        params: requestParams,
        body: refusedHandoverPayloadSchema,
        response: { 200: requestActionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actorId = requireUserId(request);
      const { id, requestId } = request.params;
      const result = await deps.streams.food.handle(
        id,
        {
          type: 'SettleRefusedHandover',
          requestId,
          actorId,
          returnToListing: request.body.returnToListing,
          now: deps.now(),
        },
        commandContext(request, actorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ requestId, status: 'declined' });
    },
  );
}

/** Whether a handover was held for its reading (a retry of it recorded nothing new). */
export async function heldHandover(
  deps: Pick<CommandServiceDeps, 'streams'>,
  itemId: string,
  pickupCode: string,
  result: { events: readonly { type: string }[] },
): Promise<boolean> {
  if (result.events.some((event) => event.type === 'HandoverHeldForTemperature')) return true;
  if (result.events.length > 0) return false;
  const { state } = await deps.streams.food.load(itemId);
  return (
    state.exists &&
    [...state.requests.values()].some(
      (each) => each.pickupCode === pickupCode && each.temperature?.hold === 'held',
    )
  );
}
