import { randomBytes } from 'node:crypto';
import cookie, { Signer, type UnsignResult } from '@fastify/cookie';
import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PostgresSessionStore, StoredCookie, StoredSession } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's session: anonymous (no `userId`) until someone signs in. */
    session: Session;
  }
}

export const SESSION_COOKIE = 'fs_sid';

/**
 * Beside the session cookie, a readable hint that someone is signed in on this browser (its
 * value is `1`, never who): the client asks `GET /api/user` only where it is set (or where the
 * browser had a session before), so a visitor's page makes no request that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'fs_signed_in';

/** How long a session lasts from sign-in (its cookie's expiry and its row's). */
const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

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

/** What every session of one app shares. */
interface SessionContext {
  readonly store: PostgresSessionStore;
  readonly secureCookies: boolean;
}

/** A new session id: 24 random bytes, as URL-safe base64. */
function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

function storeCall(call: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => call((error) => (error ? reject(error) : resolve())));
}

/**
 * One request's session. A reader without a session cookie gets an anonymous one that has no
 * id, is never stored and sets no cookie: reads cost nothing for it. Signing in (`regenerate`
 * then setting `userId`) makes a new one, stored and given its cookie as the answer goes out;
 * signing out (`destroy`) ends the stored one and clears the cookie.
 */
export class Session {
  userId?: string;
  /** What the stored row keeps beside the person: the cookie's expiry. */
  cookie?: StoredCookie;
  readonly #context: SessionContext;
  readonly #request: FastifyRequest;
  /** Null: anonymous, nothing stored. */
  readonly #id: string | null;
  /** Made by `regenerate`: stored, with its cookie, once it holds someone. */
  readonly #fresh: boolean;
  readonly #userIdLoaded: string | undefined;

  constructor(
    context: SessionContext,
    request: FastifyRequest,
    id: string | null,
    stored: StoredSession | null,
    fresh = false,
  ) {
    this.#context = context;
    this.#request = request;
    this.#id = id;
    this.#fresh = fresh;
    if (stored?.cookie) this.cookie = stored.cookie;
    if (stored?.userId !== undefined) this.userId = stored.userId;
    this.#userIdLoaded = this.userId;
  }

  /** The session's id (null for an anonymous reader's). */
  get sessionId(): string | null {
    return this.#id;
  }

  /** Ends this session (if stored) and starts a new one for this request: call it at sign-in. */
  async regenerate(): Promise<void> {
    await this.#end();
    const { secureCookies } = this.#context;
    const expires = new Date(Date.now() + SESSION_LIFETIME_MS);
    const session = new Session(this.#context, this.#request, newSessionId(), null, true);
    session.cookie = {
      originalMaxAge: SESSION_LIFETIME_MS,
      expires: expires.toISOString(),
      secure: secureCookies,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    };
    this.#request.session = session;
  }

  /** Ends this session: sign-out. The answer clears the reader's cookie. */
  async destroy(): Promise<void> {
    await this.#end();
    this.#request.session = new Session(this.#context, this.#request, null, null);
  }

  async #end(): Promise<void> {
    const id = this.#id;
    if (id === null || this.#fresh) return;
    await storeCall((done) => this.#context.store.destroy(id, done));
  }

  /** Whether the answer must store this session and give its cookie. */
  needsSaving(): boolean {
    return this.#id !== null && (this.#fresh || this.userId !== this.#userIdLoaded);
  }

  /** Stores the session and sets its cookie on `reply`. */
  async save(reply: FastifyReply, signer: { sign(value: string): string }): Promise<void> {
    const id = this.#id;
    if (id === null) return;
    await storeCall((done) => this.#context.store.set(id, this.stored(), done));
    reply.setCookie(SESSION_COOKIE, signer.sign(id), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.#context.secureCookies,
      ...(this.cookie?.expires ? { expires: new Date(this.cookie.expires) } : {}),
    });
    setSignedInHint(reply, this, this.#context.secureCookies);
  }

  /** The row's JSON: the person and the cookie's expiry. */
  stored(): StoredSession {
    return {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.userId !== undefined ? { userId: this.userId } : {}),
    };
  }
}

/** The readable hint beside a signed-in session's cookie, expiring with it. */
function setSignedInHint(reply: FastifyReply, session: Session, secure: boolean): void {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    ...(session.cookie?.expires ? { expires: new Date(session.cookie.expires) } : {}),
  });
}

/**
 * Cookie sessions (HttpOnly, SameSite=Lax) stored in the `session` table. A request without
 * the session cookie costs one small object; one with it, a remembered signature check and the
 * store's (cached) look-up. Stored sessions are written only when they change (sign-in): a
 * request still in flight when an account is deleted must not write the deleted session back.
 * A cookie naming no live session (signed out, expired, forged) is cleared by the answer.
 */
export async function registerSessions(
  app: FastifyInstance,
  options: SessionOptions,
): Promise<void> {
  await app.register(cookie);
  const signer = rememberingSigner(options.secret);
  const context: SessionContext = { store: options.store, secureCookies: options.secureCookies };
  app.decorateRequest('session', null as unknown as Session);

  const onRequest: onRequestHookHandler = (request, _reply, done) => {
    const signed = request.cookies[SESSION_COOKIE];
    const unsigned = signed ? signer.unsign(signed) : null;
    const id = unsigned?.valid ? unsigned.value : null;
    if (id === null) {
      request.session = new Session(context, request, null, null);
      done();
      return;
    }
    context.store.get(id, (error, stored) => {
      if (error) {
        done(error as Error);
        return;
      }
      request.session = new Session(context, request, stored ? id : null, stored ?? null);
      done();
    });
  };

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const session = request.session as Session | null;
    if (session?.needsSaving()) {
      // A Secure cookie over plain HTTP would not come back: nothing is stored for it.
      if (options.secureCookies && request.protocol !== 'https') {
        done(null, payload);
        return;
      }
      session.save(reply, signer).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
      return;
    }
    if (session?.sessionId === null) {
      if (request.cookies[SESSION_COOKIE] !== undefined)
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined)
        reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    } else if (session?.userId && request.cookies[SIGNED_IN_HINT_COOKIE] === undefined) {
      // A session from before the hint existed gets it on its next answer.
      setSignedInHint(reply, session, options.secureCookies);
    }
    done(null, payload);
  };

  app.addHook('onRequest', onRequest);
  app.addHook('onSend', onSend);
}

/** The signed-in person's id, or a 401 whose message the client recognises. */
export function requireUserId(request: FastifyRequest): string {
  const userId = request.session.userId;
  if (!userId) throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
  return userId;
}
