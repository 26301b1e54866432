import {
  type CharityDecision,
  charityDecisionPayloadSchema,
  charityVerificationPayloadSchema,
} from '@foodshare/contracts/charities';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext, newId } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { checkDocument, storedAs, storingDocuments } from '../hub-applications/routes';

const STATUS_AFTER: Record<CharityDecision, 'verified' | 'rejected' | 'revoked'> = {
  verify: 'verified',
  reject: 'rejected',
  revoke: 'revoked',
};

/** A charity applies for verification; a moderator verifies, rejects or revokes (§20). */
export function charityRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    applyRoute(app, deps);
    decideRoute(app, deps);
  };
}

function applyRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/charity-verification',
    {
      // A licence of 5 MB, base64-encoded in JSON.
      bodyLimit: 8 * 1024 * 1024,
      config: {
        access: 'member',
        rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['charities'],
        summary:
          'Apply for charity verification with the licence (a charity account); a moderator decides',
        body: charityVerificationPayloadSchema,
        response: {
          201: z.object({ applicationId: z.string().uuid(), status: z.literal('pending') }),
          ...resourceWriteErrors,
        },
      },
    },
    async (request, reply) => {
      const charityId = requireUserId(request);
      const context = commandContext(request, charityId);
      // A retry with the same Idempotency-Key is the same application.
      const applicationId = newId(charityId, context.idempotencyKey);
      const { licenceNumber, issuingAuthority, emirate, licenceDocument } = request.body;
      // Kept beside hub applications' documents (moderators download them the same way), under
      // the charity's id: the orphan sweep finds the application on the charity's stream.
      const document = checkDocument(
        charityId,
        `charity-licence-${applicationId}`,
        licenceDocument,
        'licenceDocument',
        true,
      );
      const { state: user } = await deps.streams.user.load(charityId);
      const role = user.status === 'active' ? user.role : null;
      const result = await storingDocuments(deps.blobs, [document], () =>
        deps.streams.charity.handle(
          charityId,
          {
            type: 'ApplyForVerification',
            role,
            application: {
              charityId,
              applicationId,
              licenceNumber,
              issuingAuthority,
              emirate,
              licenceDocument: storedAs(document),
              appliedAt: deps.now().toISOString(),
            },
          },
          context,
        ),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.code(201).send({ applicationId, status: 'pending' as const });
    },
  );
}

function decideRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/charity-verifications/:id/decision',
    {
      config: { access: { staff: ['moderator'] } },
      schema: {
        tags: ['moderation'],
        summary:
          "Verify or reject a charity's waiting application, or revoke its verification (a reason, but to verify)",
        params: z.object({ id: z.string().uuid('Unknown id') }),
        body: charityDecisionPayloadSchema,
        response: {
          200: z.object({
            charityId: z.string().uuid(),
            status: z.enum(['verified', 'rejected', 'revoked']),
          }),
          ...resourceWriteErrors,
        },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const { decision, reason } = request.body;
      const result = await deps.streams.charity.handle(
        request.params.id,
        {
          type: 'DecideVerification',
          decision,
          moderatorId,
          reason: reason || null,
          now: deps.now(),
        },
        commandContext(request, moderatorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ charityId: request.params.id, status: STATUS_AFTER[decision] });
    },
  );
}
