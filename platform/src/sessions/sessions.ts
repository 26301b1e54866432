import cookie, { Signer, type UnsignResult } from '@fastify/cookie';
import session from '@fastify/session';
import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
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

/** How many signed-in readers' cookies are remembered as verified. */
const REMEMBERED_COOKIES = 10_000;

/**
 * The session cookie's signer, remembering the cookies it verified (and the signature of each
 * one's session id): a signed-in reader's cookie costs one HMAC, not two on every request.
 * A signature is a function of the value and the secret alone, so a remembered one is the one
 * it would compute; forged cookies are not remembered.
 */
export function rememberingSigner(secret: string, entries = REMEMBERED_COOKIES) {
  if (secret.length < 32) throw new Error('the session secret must have 32 characters or more');
  const signer = new Signer(secret);
  const verified = new LRUCache<string, UnsignResult>({ max: entries });
  const signatures = new LRUCache<string, string>({ max: entries });
  return {
    sign(value: string): string {
      return signatures.get(value) ?? signer.sign(value);
    },
    unsign(signed: string): UnsignResult {
      const known = verified.get(signed);
      if (known) return known;
      const result = signer.unsign(signed);
      if (result.valid) {
        verified.set(signed, result);
        signatures.set(result.value, signed);
      }
      return result;
    },
  };
}

/** Cookie sessions (HttpOnly, SameSite=Lax) stored in the `session` table. */
export async function registerSessions(
  app: FastifyInstance,
  options: SessionOptions,
): Promise<void> {
  await app.register(cookie);
  await app.register(session, {
    cookieName: SESSION_COOKIE,
    secret: rememberingSigner(options.secret),
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
