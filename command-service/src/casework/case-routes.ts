import {
  type CaseClaimView,
  claimAnswerSchema,
  claimPayloadSchema,
  noteAnswerSchema,
  notePayloadSchema,
} from '@foodshare/contracts/casework';
import { heldClaim } from '@foodshare/contracts/food-state';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext, newId } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { actorName } from '../moderation/staff-names';
import { namingClaimHolder } from './claim-holder';

const errors = resourceWriteErrors;
const itemParams = z.object({ id: z.string().uuid('Unknown food item') });
const moderators = { access: { staff: ['moderator'] } } as const;

/**
 * A moderator on a case (docs/product.md §18): claiming it (and renewing, and taking it over),
 * letting it go, and writing notes on it. Decided on the item's own stream.
 */
export function caseRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    claimRoute(app, deps);
    releaseRoute(app, deps);
    noteRoute(app, deps);
  };
}

/** The claim as it stands after the command, in words a moderator reads. */
async function claimView(deps: CommandServiceDeps, itemId: string): Promise<CaseClaimView | null> {
  const now = deps.now();
  const { state } = await deps.streams.food.load(itemId);
  const held = heldClaim(state, now);
  if (!held) return null;
  return {
    moderatorId: held.by,
    moderatorName: await actorName(deps, held.by),
    since: held.since,
    expiresAt: held.expiresAt,
    minutes: Math.max(0, Math.floor((now.getTime() - new Date(held.since).getTime()) / 60_000)),
  };
}

function claimRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/food-items/:id/claim',
    {
      config: moderators,
      schema: {
        tags: ['moderation'],
        summary:
          'Claim a case for 15 minutes (claiming again renews it); a case another moderator holds answers 409 naming them unless takeOver is true, and they are told',
        params: itemParams,
        body: claimPayloadSchema.optional(),
        response: { 200: claimAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const itemId = request.params.id;
      const takeOver = request.body?.takeOver ?? false;
      const result = await deps.streams.food
        .handle(
          itemId,
          { type: 'ClaimCase', moderatorId, takeOver, now: deps.now() },
          commandContext(request, moderatorId),
        )
        .catch(async (error: unknown) => {
          throw await namingClaimHolder(deps, error);
        });
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ itemId, claim: await claimView(deps, itemId) });
    },
  );
}

function releaseRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.delete(
    '/api/moderation/food-items/:id/claim',
    {
      config: moderators,
      schema: {
        tags: ['moderation'],
        summary: 'Let go of a case you hold (nothing changes when you hold none)',
        params: itemParams,
        response: { 200: claimAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const itemId = request.params.id;
      const result = await deps.streams.food.handle(
        itemId,
        { type: 'ReleaseClaim', moderatorId, takeOver: false, now: deps.now() },
        commandContext(request, moderatorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ itemId, claim: await claimView(deps, itemId) });
    },
  );
}

function noteRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/food-items/:id/notes',
    {
      config: moderators,
      schema: {
        tags: ['moderation'],
        summary:
          'Write a note on a case: internal notes are for staff only; donor notes reach the donor as a notification and on their item',
        params: itemParams,
        body: notePayloadSchema,
        response: { 201: noteAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const authorId = requireUserId(request);
      const itemId = request.params.id;
      const context = commandContext(request, authorId);
      const noteId = newId(
        authorId,
        context.idempotencyKey && `note\n${itemId}\n${context.idempotencyKey}`,
      );
      const { visibility, text } = request.body;
      const result = await deps.streams.food.handle(
        itemId,
        { type: 'AddCaseNote', noteId, authorId, visibility, text, now: deps.now() },
        context,
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.code(201).send({ id: noteId, itemId, visibility });
    },
  );
}
