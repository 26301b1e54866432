import { errorBodySchema } from '@foodshare/contracts/api';
import { DomainError } from '@foodshare/contracts/errors';
import {
  moderationDecisionAnswerSchema,
  moderationDecisionPayloadSchema,
  reportAnswerSchema,
  reportPayloadSchema,
  reportResolutionPayloadSchema,
} from '@foodshare/contracts/moderation';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namingClaimHolder } from '../casework/claim-holder';
import { resolveReports } from '../casework/report-outcomes';
import { currentReportWeight } from '../casework/report-weight';
import type { CommandServiceDeps } from '../deps';
import { commandContext, newId } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { alreadyDecidedMessage } from './moderation-decisions';
import { actorName } from './staff-names';

const errors = resourceWriteErrors;
const itemParams = z.object({ id: z.string().uuid('Unknown food item') });

/**
 * Moderators deciding flagged donations and answering reports; members reporting items. Every
 * command is decided on the item's own stream with the actor's id.
 */
export function moderationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    decideFlaggedDonationRoute(app, deps);
    reportItemRoute(app, deps);
    resolveReportsRoute(app, deps);
  };
}

function decideFlaggedDonationRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/food-items/:id/decision',
    {
      config: { access: { staff: ['moderator'] } },
      schema: {
        tags: ['moderation'],
        summary:
          'Approve or reject a donation the automated check flagged (a reason is required to reject; the donor reads it)',
        params: itemParams,
        body: moderationDecisionPayloadSchema,
        response: { 200: moderationDecisionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const { decision, reason } = request.body;
      try {
        const result = await deps.streams.food.handle(
          request.params.id,
          {
            type: 'DecideDonation',
            moderatorId,
            decision,
            reason: reason ?? null,
            now: deps.now(),
          },
          commandContext(request, moderatorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      } catch (error) {
        throw await namingClaimHolder(deps, await namingWhoDecided(deps, request.params.id, error));
      }
      return reply.send({
        itemId: request.params.id,
        decision,
        reviewStatus: decision === 'approve' ? ('approved' as const) : ('rejected' as const),
      });
    },
  );
}

function reportItemRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/food-items/:id/reports',
    {
      config: { access: 'member', limit: 'report' },
      schema: {
        tags: ['moderation'],
        summary:
          'Report a listed item to the moderators; reports from three different people of ordinary standing (weighed, docs/product.md §18) hide it until one looks',
        params: itemParams,
        body: reportPayloadSchema,
        response: { 201: reportAnswerSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const reporterId = requireUserId(request);
      const itemId = request.params.id;
      const context = commandContext(request, reporterId);
      const reportId = newId(
        reporterId,
        context.idempotencyKey && `${itemId}\n${context.idempotencyKey}`,
      );
      const { reason, details } = request.body;
      // The reporter's words are theirs: sealed under their key, gone with their account.
      const sealed = details
        ? await personalDataVault.seal(deps.db, reporterId, { details })
        : null;
      const now = deps.now();
      const weight = await currentReportWeight(deps, reporterId, now);
      const result = await deps.streams.food.handle(
        itemId,
        { type: 'ReportItem', reportId, reporterId, reason, details: sealed, weight, now },
        context,
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      const hidden = result.events.some((event) => event.type === 'ItemHiddenPendingReview');
      return reply.code(201).send({ id: reportId, itemId, hidden });
    },
  );
}

function resolveReportsRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/food-items/:id/reports/resolution',
    {
      config: { access: { staff: ['moderator'] } },
      schema: {
        tags: ['moderation'],
        summary:
          'Dismiss an item’s open reports (it is listed again), or take the item down (it leaves every list; the donor and open requesters are told why)',
        params: itemParams,
        body: reportResolutionPayloadSchema,
        response: {
          200: z.object({ itemId: z.string().uuid(), action: z.enum(['dismiss', 'take_down']) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const { action, reason } = request.body;
      const type = action === 'dismiss' ? 'DismissReports' : 'TakeDownItem';
      const result = await resolveReports(
        deps,
        commandContext(request, moderatorId),
        request.params.id,
        { type, moderatorId, reason, now: deps.now() },
      ).catch(async (error: unknown) => {
        throw await namingClaimHolder(deps, error);
      });
      answerWithPosition(reply, result.positions, deps.signingSecret);
      return reply.send({ itemId: request.params.id, action });
    },
  );
}

/** A refusal because the review is settled says who settled it, by name, and how. */
async function namingWhoDecided(
  deps: CommandServiceDeps,
  itemId: string,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof DomainError) || error.code !== 'conflict') return error;
  const { state } = await deps.streams.food.load(itemId);
  if (!state.exists || !state.reviewedBy) return error;
  const by = await actorName(deps, state.reviewedBy.by);
  const message = alreadyDecidedMessage(state, () => by);
  return message && error.message.includes('already')
    ? // The instant as ISO text too, for a translation to write in its own calendar words.
      new DomainError('conflict', message, undefined, { atTime: state.reviewedBy.at })
    : error;
}
