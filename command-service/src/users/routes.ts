import { errorBodySchema } from '@foodshare/contracts/api';
import { streamIds } from '@foodshare/contracts/user-events';
import {
  AUTH_MESSAGES,
  loginPayloadSchema,
  registerPayloadSchema,
  userSchema,
} from '@foodshare/contracts/users';
import { DomainError } from '@foodshare/platform/http/errors';
import { userFromRow } from '@foodshare/platform/user-rows';
import { openPersonalData } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadState } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { answerWithPosition } from '../http/write-position';
import { registerAccount } from './register';
import { userFromState } from './user-answer';
import { userDecider } from './user-decider';
import { usernameDecider } from './username-decider';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Demonstration sign-in (SPEC §2 /auth, §7): register, log in by username, log out. */
export function userRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const rateLimit = { max: deps.authRateLimitPerMinute, timeWindow: 60_000 };

  return async (app) => {
    app.post(
      '/api/register',
      {
        config: { rateLimit },
        schema: {
          tags: ['users'],
          summary: 'Create an account (demo: username only)',
          body: registerPayloadSchema,
          response: { 201: userSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, positions } = await registerAccount(deps, request.body, (userId) =>
          commandContext(request, `user:${userId}`),
        );
        await request.session.regenerate();
        request.session.userId = user.id;
        answerWithPosition(reply, positions, deps.signingSecret);
        return reply.code(201).send(user);
      },
    );

    app.post(
      '/api/login',
      {
        config: { rateLimit },
        schema: {
          tags: ['users'],
          summary: 'Sign in by username (demonstration sign-in)',
          body: loginPayloadSchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { state: name } = await loadState(
          deps.store,
          streamIds.username(request.body.username),
          usernameDecider,
        );
        if (!name.owner)
          throw new DomainError('unauthenticated', AUTH_MESSAGES.unknownUsername, 'username');
        const { state, position } = await loadState(
          deps.store,
          streamIds.user(name.owner),
          userDecider,
        );
        if (state.status !== 'active')
          throw new DomainError('unauthenticated', AUTH_MESSAGES.unknownUsername, 'username');
        await request.session.regenerate();
        request.session.userId = state.userId;
        // Reads that follow wait until the account is projected, even one registered a moment ago.
        answerWithPosition(reply, [position], deps.signingSecret);
        // The read model has the full picture (donation count); a brand-new account may not be there yet.
        const row = await deps.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', state.userId)
          .executeTakeFirst();
        return reply.send(
          row
            ? userFromRow(row)
            : userFromState(state, await openPersonalData(deps.db, state.personal)),
        );
      },
    );

    app.get(
      '/api/logout',
      {
        schema: {
          tags: ['users'],
          summary: 'Sign out',
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        await request.session.destroy();
        return reply.send({ ok: true as const });
      },
    );
  };
}
