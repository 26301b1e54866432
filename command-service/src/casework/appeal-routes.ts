import {
  appealAnswerSchema,
  appealDecisionAnswerSchema,
  appealDecisionPayloadSchema,
  appealPayloadSchema,
  CASEWORK_MESSAGES,
} from '@foodshare/contracts/casework';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { namingClaimHolder } from './claim-holder';

const errors = resourceWriteErrors;

/**
 * Appeals (docs/product.md §18): the donor of a rejected or taken-down item appeals once within
 * 14 days; a moderator other than the one who decided first upholds or overturns it. An item is
 * appealed at most once, so an appeal goes by its item's id.
 */
export function appealRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    lodgeAppealRoute(app, deps);
    decideAppealRoute(app, deps);
  };
}

function lodgeAppealRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/food-items/:id/appeal',
    {
      // The donor only: another member is refused with words they can act on.
      config: { access: { owner: 'food-item', refusal: CASEWORK_MESSAGES.notYourItem } },
      schema: {
        tags: ['moderation'],
        summary:
          'The donor appeals the rejection or take-down of their item, once, within 14 days; another moderator decides it',
        params: z.object({ id: z.string().uuid('Unknown food item') }),
        body: appealPayloadSchema,
        response: { 201: appealAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const donorId = requireUserId(request);
      const itemId = request.params.id;
      // The donor's words are theirs: sealed under their key, gone with their account.
      const message = await personalDataVault.seal(deps.db, donorId, {
        message: request.body.message,
      });
      const result = await deps.streams.food.handle(
        itemId,
        { type: 'LodgeAppeal', donorId, message, now: deps.now() },
        commandContext(request, donorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.code(201).send({ id: itemId, itemId });
    },
  );
}

function decideAppealRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/appeals/:id/decision',
    {
      config: { access: { staff: ['moderator'] } },
      schema: {
        tags: ['moderation'],
        summary:
          'Uphold or overturn an appeal, with the reason the donor reads; not by the moderator who made the decision appealed. Overturned within its time, the item is listed again',
        params: z.object({ id: z.string().uuid('Unknown id') }),
        body: appealDecisionPayloadSchema,
        response: { 200: appealDecisionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const itemId = request.params.id;
      const { decision, reason } = request.body;
      const result = await deps.streams.food
        .handle(
          itemId,
          { type: 'DecideAppeal', moderatorId, decision, reason, now: deps.now() },
          commandContext(request, moderatorId),
        )
        .catch(async (error: unknown) => {
          throw await namingClaimHolder(deps, error);
        });
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      const decided = result.events.find((event) => event.type === 'AppealDecided');
      const relisted = decided?.type === 'AppealDecided' && decided.data.relisted;
      return reply.send({ appealId: itemId, itemId, decision, relisted });
    },
  );
}
