import { DomainError } from '@foodshare/contracts/errors';
import {
  contactHandledPayloadSchema,
  hubApplicationDecisionPayloadSchema,
  STAFF_INBOX_MESSAGES,
} from '@foodshare/contracts/staff-inbox';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidFromHash } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import { hubFromApplication } from './hub-registration';

const errors = resourceWriteErrors;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const params = z.object({ id: z.string().uuid('Unknown id') });

/** Moderators answering hub applications and contact messages, and reading the documents. */
export function staffInboxRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const { now } = deps;
  return async (app) => {
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
            { type: 'RejectHubApplication', moderatorId, reason: reason ?? '', now: now() },
            context,
          );
          answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
          return reply.send({ id: applicationId, status: 'rejected' as const, hubId: null });
        }
        // One hub per application, whoever retries: its id follows from the application's.
        const hubId = uuidFromHash('hub-from-application', applicationId);
        let refusal: unknown = null;
        const approved = await deps.streams.hubApplication
          .handle(
            applicationId,
            {
              type: 'ApproveHubApplication',
              moderatorId,
              hubId,
              reason: reason ?? null,
              now: now(),
            },
            context,
          )
          .catch((error: unknown) => {
            refusal = error;
            return null;
          });
        const { state } = await deps.streams.hubApplication.load(applicationId);
        // Approved (now, or before a crash cut the registration short): the hub is registered once.
        const hub = await deps.streams.hub.load(hubId);
        let registered = null;
        if (state.status === 'approved' && state.hubId === hubId && !hub.state) {
          // The applicant manages the hub when they applied signed in; else the approving
          // moderator does until a manager is named.
          const [submitted] = await deps.store.readStream(
            deps.streams.hubApplication.streamId(applicationId),
            { maxCount: 1 },
          );
          const applicant = submitted?.metadata.actor;
          const managerId = applicant && UUID.test(applicant) ? applicant : moderatorId;
          registered = await deps.streams.hub.handle(
            hubId,
            hubFromApplication(state.application, hubId, managerId, now()),
            context,
          );
        }
        if (refusal) throw refusal;
        answerWithPosition(
          reply,
          [approved?.appended?.position, registered?.appended?.position],
          deps.signingSecret,
        );
        return reply.send({ id: applicationId, status: 'approved' as const, hubId });
      },
    );

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
          { type: 'MarkContactMessage', handled: request.body.handled, moderatorId, now: now() },
          commandContext(request, moderatorId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ id: request.params.id, handled: request.body.handled });
      },
    );

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
  };
}
