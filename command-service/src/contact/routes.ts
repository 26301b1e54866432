import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@foodshare/contracts/api';
import { type ContactEvent, contactPayloadSchema } from '@foodshare/contracts/contact';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { answerWithPosition } from '../http/write-position';

/** POST /api/contact: the contact form (no sign-in), recorded as ContactMessageReceived. */
export function contactRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const { now } = deps;
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: {
          access: 'public',
          rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: 60_000 },
        },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the team',
          body: contactPayloadSchema,
          response: {
            201: z.object({ id: z.string().uuid() }),
            400: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const messageId = randomUUID();
        const { category, ...personal } = request.body;
        // Signed in, the message is the person's: sealed under their key, it goes with their
        // account. A visitor's has a key of its own.
        const keyId = request.session.userId ?? `contact-${messageId}`;
        const sealed = await personalDataVault.seal(deps.db, keyId, personal);
        const event: ContactEvent = {
          type: 'ContactMessageReceived',
          data: { messageId, category, personal: sealed, receivedAt: now().toISOString() },
        };
        const actor = request.session.userId ?? 'visitor';
        const result = await deps.streams.contact.handle(
          messageId,
          event,
          commandContext(request, actor),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.code(201).send({ id: messageId });
      },
    );
  };
}
