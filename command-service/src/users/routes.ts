import { errorBodySchema } from '@foodshare/contracts/api';
import { DomainError } from '@foodshare/contracts/errors';
import {
  AUTH_MESSAGES,
  loginPayloadSchema,
  registerPayloadSchema,
  userSchema,
} from '@foodshare/contracts/users';
import { isFromAnotherSite } from '@foodshare/platform/http/security';
import { openPersonalData } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { registerAccount } from './register';
import { userFromState } from './user-answer';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Demonstration sign-in (docs/product.md §2 /auth, §7): register, log in by username, log out. */
export function userRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerRoute(app, deps);
    loginRoute(app, deps);
    logoutFromAppRoute(app);
    logoutRoute(app);
  };
}

/** Sign-in and sign-up attempts per minute per address. */
const rateLimitOf = (deps: CommandServiceDeps) => ({
  max: deps.authRateLimitPerMinute,
  timeWindow: 60_000,
});

const logoutSchema = {
  tags: ['users'],
  response: { 200: z.object({ ok: z.literal(true) }), 403: errorBodySchema },
};

async function signOut(request: FastifyRequest, reply: FastifyReply) {
  await request.session.destroy();
  return reply.send({ ok: true as const });
}

function registerRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/register',
    {
      config: { access: 'public', rateLimit: rateLimitOf(deps) },
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
}

function loginRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/login',
    {
      config: { access: 'public', rateLimit: rateLimitOf(deps) },
      schema: {
        tags: ['users'],
        summary: 'Sign in by username (demonstration sign-in)',
        body: loginPayloadSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { state: name } = await deps.streams.username.load(request.body.username);
      if (!name.owner)
        throw new DomainError('unauthenticated', AUTH_MESSAGES.unknownUsername, 'username');
      const { state, position } = await deps.streams.user.load(name.owner);
      if (state.status !== 'active')
        throw new DomainError('unauthenticated', AUTH_MESSAGES.unknownUsername, 'username');
      await request.session.regenerate();
      request.session.userId = state.userId;
      // Reads that follow wait until the account is projected, even one registered a moment ago.
      answerWithPosition(reply, [position], deps.signingSecret);
      const personal = await openPersonalData(deps.db, state.personal);
      return reply.send(userFromState(state, personal, await deps.donationCounts.of(state.userId)));
    },
  );
}

function logoutFromAppRoute(app: ZodApp): void {
  // The GET of docs/product.md §7, for the app's own pages; a link or a redirect on another
  // site must not sign anyone out (SameSite=Lax lets such a top-level navigation carry the
  // cookie).
  app.get(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { ...logoutSchema, summary: 'Sign out (from the app itself)' },
    },
    async (request, reply) => {
      if (isFromAnotherSite(request))
        throw new DomainError('forbidden', AUTH_MESSAGES.logoutFromAnotherSite);
      return signOut(request, reply);
    },
  );
}

function logoutRoute(app: ZodApp): void {
  // What the client uses: a write, so refused from another origin like every write.
  app.post(
    '/api/logout',
    { config: { access: 'public' }, schema: { ...logoutSchema, summary: 'Sign out' } },
    async (request, reply) => signOut(request, reply),
  );
}
