import { errorBodySchema } from '@foodshare/contracts/api';
import {
  occurrenceConfirmationSchema,
  occurrenceDateSchema,
  surplusTemplatePatchSchema,
  surplusTemplatePayloadSchema,
} from '@foodshare/contracts/surplus-templates';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { sealText } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { storeDonationPhoto } from '../donations/photo';
import { commandContext, newId } from '../http/command-context';
import { resourceWriteErrors as errors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { confirmOccurrence } from './confirm-occurrence';

const templateParams = z.object({ id: z.string().uuid('Unknown template') });
const occurrenceParams = templateParams.extend({ date: occurrenceDateSchema });
const templateAnswer = z.object({
  id: z.string().uuid(),
  paused: z.boolean(),
  deleted: z.boolean(),
});

/** Where a template's photo is kept: once, sent again with every day's listing. */
export const templatePhotoKey = (templateId: string) => `template-photos/${templateId}.jpg`;

/**
 * Recurring surplus (docs/product.md §21): a business's templates, paused, resumed and deleted
 * by it alone (the decider checks the template is its own), and each day's confirmation, which
 * posts the listing through the same command and check as any donation.
 */
export function surplusTemplateRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    createRoute(app, deps);
    changeRoutes(app, deps);
    confirmRoute(app, deps);
  };
}

function createRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/surplus-templates',
    {
      bodyLimit: 6 * 1024 * 1024,
      config: { access: 'member' },
      schema: {
        tags: ['surplus-templates'],
        summary:
          'Keep a listing as a recurring template with a schedule (restaurants and grocery stores)',
        body: surplusTemplatePayloadSchema,
        response: { 201: templateAnswer, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const businessId = requireUserId(request);
      const context = commandContext(request, businessId);
      const templateId = newId(businessId, context.idempotencyKey);
      const { imageUrl, pickupInstructions, ...listing } = request.body.listing;
      const { state: business } = await deps.streams.user.load(businessId);
      const businessRole = business.status === 'active' ? business.role : null;
      const photoUrl = await storeTemplatePhoto(deps, String(imageUrl ?? ''), templateId);
      const result = await deps.streams.surplusTemplate.handle(
        templateId,
        {
          type: 'CreateTemplate',
          templateId,
          businessId,
          businessRole,
          name: request.body.name,
          listing,
          pickupInstructions: await sealText(
            deps.db,
            businessId,
            typeof pickupInstructions === 'string' ? pickupInstructions : undefined,
          ),
          photoUrl,
          schedule: request.body.schedule,
          now: deps.now(),
        },
        context,
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.code(201).send({ id: templateId, paused: false, deleted: false });
    },
  );
}

function changeRoutes(app: ZodApp, deps: CommandServiceDeps): void {
  app.patch(
    '/api/surplus-templates/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['surplus-templates'],
        summary: 'Pause or resume your own recurring template',
        params: templateParams,
        body: surplusTemplatePatchSchema,
        response: { 200: templateAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const actorId = requireUserId(request);
      const { paused } = request.body;
      const result = await deps.streams.surplusTemplate.handle(
        request.params.id,
        { type: paused ? 'PauseTemplate' : 'ResumeTemplate', actorId, now: deps.now() },
        commandContext(request, actorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ id: request.params.id, paused, deleted: false });
    },
  );

  app.delete(
    '/api/surplus-templates/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['surplus-templates'],
        summary: 'Delete your own recurring template: nothing more is posted from it',
        params: templateParams,
        response: { 200: templateAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const actorId = requireUserId(request);
      const result = await deps.streams.surplusTemplate.handle(
        request.params.id,
        { type: 'DeleteTemplate', actorId, now: deps.now() },
        commandContext(request, actorId),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.send({ id: request.params.id, paused: false, deleted: true });
    },
  );
}

function confirmRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/surplus-templates/:id/occurrences/:date/confirm',
    {
      config: { access: 'member', limit: 'donation' },
      schema: {
        tags: ['surplus-templates'],
        summary:
          "Confirm a day's answers of your own template: its listing is posted and checked like any donation",
        params: occurrenceParams,
        body: occurrenceConfirmationSchema,
        response: {
          201: z.object({ itemId: z.string().uuid(), date: z.string() }),
          ...errors,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actorId = requireUserId(request);
      const { id, date } = request.params;
      const { itemId, positions } = await confirmOccurrence(deps, {
        templateId: id,
        date,
        actorId,
        answers: request.body,
        context: commandContext(request, actorId),
      });
      answerWithPosition(reply, positions, deps.signingSecret);
      return reply.code(201).send({ itemId, date });
    },
  );
}

function storeTemplatePhoto(
  deps: Pick<CommandServiceDeps, 'blobs'>,
  dataUrl: string,
  templateId: string,
): Promise<string> {
  // Checked as a donation's photo is (JPEG, size), and kept under the template's own key.
  return storeDonationPhoto(deps.blobs, dataUrl, templateId, templatePhotoKey(templateId));
}
