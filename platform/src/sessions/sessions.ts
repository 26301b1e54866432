import cookie from '@fastify/cookie';
import session from '@fastify/session';
import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PostgresSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: string;
  }
}

export const SESSION_COOKIE = 'fs_sid';

export interface SessionOptions {
  store: PostgresSessionStore;
  /** At least 32 characters. */
  secret: string;
  /** Mark the cookie Secure: behind TLS. */
  secureCookies: boolean;
}

/** Cookie sessions (HttpOnly, SameSite=Lax) stored in the `session` table. */
export async function registerSessions(
  app: FastifyInstance,
  options: SessionOptions,
): Promise<void> {
  await app.register(cookie);
  await app.register(session, {
    cookieName: SESSION_COOKIE,
    secret: options.secret,
    store: options.store,
    saveUninitialized: false,
    // Written only when it changes (sign-in, sign-out): a request still in flight when an account
    // is deleted must not write the deleted session back.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/',
      maxAge: 30 * 24 * 3600 * 1000,
    },
  });
}

/** The signed-in person's id, or a 401 whose message the client recognises. */
export function requireUserId(request: FastifyRequest): string {
  const userId = request.session.userId;
  if (!userId) throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
  return userId;
}
