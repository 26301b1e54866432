import { DomainError } from '@foodshare/contracts/errors';
import {
  contactHandledPayloadSchema,
  hubApplicationDecisionPayloadSchema,
  STAFF_INBOX_MESSAGES,
} from '@foodshare/contracts/staff-inbox';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { hubFromApplication } from './hub-registration';

const errors = resourceWriteErrors;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const params = z.object({ id: z.string().uuid('Unknown id') });

/**
 * An application approved before, whose hub was never registered: an event store that appends
 * stream by stream (EventStoreDB) was cut short between the two. The approval stands and the hub
 * is registered now; anything else is the original refusal.
 */
async function finishingCutShort(
  deps: CommandServiceDeps,
  applicationId: string,
  hubId: string,
  refusal: unknown,
) {
  const { state } = await deps.streams.hubApplication.load(applicationId);
  const hub = await deps.streams.hub.load(hubId);
  if (state.status === 'approved' && state.hubId === hubId && !hub.state) return { after: state };
  throw refusal;
}

/** Moderators answering hub applications and contact messages, and reading the documents. */
export function staffInboxRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    decideHubApplicationRoute(app, deps);
    markContactHandledRoute(app, deps);
    hubDocumentRoute(app, deps);
  };
}

function decideHubApplicationRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/hub-applications/:id/decision',
    {
      config: { access: { staff: ['moderator'] } },
      schema: {
        tags: ['moderation'],
        summary:
          'Approve a hub application (the hub is registered and listed on /collection-hubs) or reject it with a reason',
        params,
        body: hubApplicationDecisionPayloadSchema,
        response: {
          200: z.object({
            id: z.string().uuid(),
            status: z.enum(['approved', 'rejected']),
            hubId: z.string().uuid().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const applicationId = request.params.id;
      const { decision, reason } = request.body;
      const context = commandContext(request, moderatorId);
      if (decision === 'reject') {
        const result = await deps.streams.hubApplication.handle(
          applicationId,
          { type: 'RejectHubApplication', moderatorId, reason: reason ?? '', now: deps.now() },
          context,
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ id: applicationId, status: 'rejected' as const, hubId: null });
      }
      // One hub per application, whoever retries: its id follows from the application's.
      const hubId = uuidFromHash('hub-from-application', applicationId);
      // The approval and the hub it registers are one append: both are recorded, or neither.
      const { positions } = await deps.streams.across(context, async (on) => {
        const approval = await on(deps.streams.hubApplication, applicationId, {
          type: 'ApproveHubApplication',
          moderatorId,
          hubId,
          reason: reason ?? null,
          now: deps.now(),
        }).catch((error: unknown) => finishingCutShort(deps, applicationId, hubId, error));
        if (approval.after.status === 'none')
          throw new Error('An approved application has no data');
        // The applicant manages the hub when they applied signed in; else the approving
        // moderator does until a manager is named.
        const [submitted] = await deps.store.readStream(
          deps.streams.hubApplication.streamId(applicationId),
          { maxCount: 1 },
        );
        const applicant = submitted?.metadata.actor;
        const managerId = applicant && UUID.test(applicant) ? applicant : moderatorId;
        await on(
          deps.streams.hub,
          hubId,
          hubFromApplication(approval.after.application, hubId, managerId, deps.now()),
        );
      });
      answerWithPosition(reply, positions, deps.signingSecret);
      return reply.send({ id: applicationId, status: 'approved' as const, hubId });
    },
  );
}

function markContactHandledRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/moderation/contact-messages/:id/handled',
    {
      config: { access: { staff: ['moderator'] } },
      schema: {
        tags: ['moderation'],
        summary: 'Mark a contact message handled, or not handled again',
        params,
        body: contactHandledPayloadSchema,
        response: {
          200: z.object({ id: z.string().uuid(), handled: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const moderatorId = requireUserId(request);
      const result = await deps.streams.contact.handle(
        request.params.id,
        { type: 'MarkContactMessage', handled: request.body.handled, moderatorId, now: deps.now() },
        commandContext(request, moderatorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ id: request.params.id, handled: request.body.handled });
    },
  );
}

function hubDocumentRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.get(
    '/blobs/hub-documents/:applicationId/:name',
    {
      config: { access: { staff: ['moderator'] } },
      schema: {
        hide: true,
        params: z.object({
          applicationId: z.string().uuid(STAFF_INBOX_MESSAGES.unknownDocument),
          name: z
            .string()
            .regex(/^[a-z0-9-]+\.(pdf|jpg|png)$/, STAFF_INBOX_MESSAGES.unknownDocument),
        }),
      },
    },
    async (request, reply) => {
      const { applicationId, name } = request.params;
      const blob = await deps.blobs.get(`hub-documents/${applicationId}/${name}`);
      if (!blob) throw new DomainError('not_found', STAFF_INBOX_MESSAGES.unknownDocument);
      // Private papers: downloaded as attachments, never shown inline or cached on the way.
      return reply
        .header('content-type', blob.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(blob.bytes);
    },
  );
}
