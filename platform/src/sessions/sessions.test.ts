import { Signer } from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PostgresSessionStore, StoredSession } from './session-store';
import {
  registerSessions,
  rememberingSigner,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from './sessions';

const SECRET = 'a-session-secret-long-enough-to-sign-with';

describe('the session cookie signer that remembers what it verified', () => {
  it('signs and verifies as the plain signer does, remembered or not', () => {
    const plain = new Signer(SECRET);
    const remembering = rememberingSigner(SECRET, 2);
    const cookie = plain.sign('session-one');
    for (let round = 0; round < 3; round++) {
      expect(remembering.unsign(cookie)).toEqual(plain.unsign(cookie));
      expect(remembering.sign('session-one')).toBe(cookie);
    }
    // Past its bound it forgets the oldest, and still answers the same.
    for (const id of ['session-two', 'session-three']) remembering.unsign(plain.sign(id));
    expect(remembering.unsign(cookie)).toEqual({ valid: true, renew: false, value: 'session-one' });
  });

  it('refuses a forged or foreign cookie every time', () => {
    const remembering = rememberingSigner(SECRET);
    const [value] = new Signer(SECRET).sign('session-one').split('.');
    for (const forged of [
      `${value}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      new Signer(`${SECRET}-but-not-ours`).sign('session-one'),
      'no signature at all',
    ])
      for (let round = 0; round < 2; round++)
        expect(remembering.unsign(forged)).toEqual({ valid: false, renew: false, value: null });
  });

  it('refuses a secret too short to sign with', () => {
    expect(() => rememberingSigner('short')).toThrow('32 characters');
  });
});

/** The store's callbacks over a Map: what the plugin stores, ends and looks up. */
function memoryStore() {
  const rows = new Map<string, string>();
  const store = {
    rows,
    get(sid: string, done: (error: unknown, session?: StoredSession | null) => void) {
      const row = rows.get(sid);
      done(null, row ? (JSON.parse(row) as StoredSession) : null);
    },
    set(sid: string, session: StoredSession, done: (error?: unknown) => void) {
      rows.set(sid, JSON.stringify(session));
      done();
    },
    destroy(sid: string, done: (error?: unknown) => void) {
      rows.delete(sid);
      done();
    },
  };
  return store;
}

async function appWithSessions(secureCookies = false) {
  const store = memoryStore();
  const app = Fastify();
  await registerSessions(app, {
    store: store as unknown as PostgresSessionStore,
    secret: SECRET,
    secureCookies,
  });
  app.get('/who', async (request) => ({ userId: request.session.userId ?? null }));
  app.post<{ Body: { userId: string } }>('/in', async (request) => {
    await request.session.regenerate();
    request.session.userId = request.body.userId;
    return { ok: true };
  });
  app.post('/out', async (request) => {
    await request.session.destroy();
    return { ok: true };
  });
  await app.ready();
  return { app, store };
}

type Answer = { cookies: { name: string; value: string; expires?: Date; httpOnly?: boolean }[] };
const sessionCookie = (response: Answer) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
const hintCookie = (response: Answer) =>
  response.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE);

describe('cookie sessions', () => {
  it('gives an anonymous reader no session, no cookie and no stored row', async () => {
    const { app, store } = await appWithSessions();
    const response = await app.inject({ method: 'GET', url: '/who' });
    expect(response.json()).toEqual({ userId: null });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(store.rows.size).toBe(0);
  });

  it('signs in with a new stored session and its cookie, read back on the next request', async () => {
    const { app, store } = await appWithSessions();
    const signIn = await app.inject({ method: 'POST', url: '/in', body: { userId: 'user-1' } });
    const cookie = sessionCookie(signIn);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect([...store.rows.values()].map((row) => JSON.parse(row).userId)).toEqual(['user-1']);
    const who = await app.inject({
      method: 'GET',
      url: '/who',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '', [SIGNED_IN_HINT_COOKIE]: '1' },
    });
    expect(who.json()).toEqual({ userId: 'user-1' });
    // An unchanged session is neither written again nor given its cookie again.
    expect(who.headers['set-cookie']).toBeUndefined();
  });

  it('ends the old session at a new sign-in, and the stored one and the cookie at sign-out', async () => {
    const { app, store } = await appWithSessions();
    const first = sessionCookie(
      await app.inject({ method: 'POST', url: '/in', body: { userId: 'user-1' } }),
    );
    const cookies = { [SESSION_COOKIE]: first?.value ?? '' };
    const second = sessionCookie(
      await app.inject({ method: 'POST', url: '/in', body: { userId: 'user-2' }, cookies }),
    );
    expect(second?.value).not.toBe(first?.value);
    expect(store.rows.size).toBe(1);
    const out = await app.inject({
      method: 'POST',
      url: '/out',
      cookies: { [SESSION_COOKIE]: second?.value ?? '' },
    });
    expect(store.rows.size).toBe(0);
    expect(sessionCookie(out)?.value).toBe('');
    const after = await app.inject({
      method: 'GET',
      url: '/who',
      cookies: { [SESSION_COOKIE]: second?.value ?? '' },
    });
    expect(after.json()).toEqual({ userId: null });
  });

  it('treats a forged or ended session cookie as no session, and clears it', async () => {
    const { app } = await appWithSessions();
    for (const value of [new Signer(SECRET).sign('never-stored'), 'forged.cookie']) {
      const response = await app.inject({
        method: 'GET',
        url: '/who',
        cookies: { [SESSION_COOKIE]: value },
      });
      expect(response.json()).toEqual({ userId: null });
      expect(sessionCookie(response)?.value).toBe('');
    }
  });

  it('stores nothing for a Secure cookie asked over plain HTTP (it would never come back)', async () => {
    const { app, store } = await appWithSessions(true);
    const response = await app.inject({ method: 'POST', url: '/in', body: { userId: 'user-1' } });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toBeUndefined();
    expect(store.rows.size).toBe(0);
  });

  it('sets a readable signed-in hint beside the session cookie, expiring with it, and clears it at sign-out', async () => {
    const { app } = await appWithSessions();
    const signIn = await app.inject({ method: 'POST', url: '/in', body: { userId: 'user-1' } });
    const hint = hintCookie(signIn);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(sessionCookie(signIn)?.expires?.getTime());
    const session = sessionCookie(signIn)?.value ?? '';
    const out = await app.inject({
      method: 'POST',
      url: '/out',
      cookies: { [SESSION_COOKIE]: session, [SIGNED_IN_HINT_COOKIE]: '1' },
    });
    expect(hintCookie(out)?.value).toBe('');
  });

  it('gives a signed-in session without the hint (older than it) the hint, and a visitor with only a stale hint loses it', async () => {
    const { app } = await appWithSessions();
    const signIn = await app.inject({ method: 'POST', url: '/in', body: { userId: 'user-1' } });
    const session = sessionCookie(signIn)?.value ?? '';
    const older = await app.inject({
      method: 'GET',
      url: '/who',
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(hintCookie(older)?.value).toBe('1');
    expect(sessionCookie(older)).toBeUndefined();
    const stale = await app.inject({
      method: 'GET',
      url: '/who',
      cookies: { [SIGNED_IN_HINT_COOKIE]: '1' },
    });
    expect(hintCookie(stale)?.value).toBe('');
  });
});
