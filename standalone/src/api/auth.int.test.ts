import { codeOfMessage } from '@foodshare/contracts/messages';
import { AUTH_MESSAGES } from '@foodshare/contracts/users';
import { signPosition } from '@foodshare/platform/read-your-writes-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_SECRET,
  type TestApp,
  type TestBrowser,
  uniqueUsername,
} from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueUsername(),
    firstName: 'Aisha',
    lastName: 'Al Rahman',
    role: 'restaurant',
    profileVisibility: true,
    ...overrides,
  };
}

describe('POST /api/register', () => {
  it('creates the account, signs the person in and answers the user with the write position', async () => {
    const browser = app.browser();
    const body = registration({ businessName: 'Al Fanar Kitchen' });
    const response = await browser.post('/api/register', body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: body.username,
      firstName: 'Aisha',
      lastName: 'Al Rahman',
      role: 'restaurant',
      isPublicProfile: true,
      businessName: 'Al Fanar Kitchen',
      donationCount: 0,
    });
    expect(response.headers['x-event-position']).toMatch(/^\d+-\d+\.[\w-]{22}$/);
    const session = response.cookies.find((cookie) => cookie.name === 'fs_sid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('is read back at once by the same browser (read-your-writes), and counted in the stats', async () => {
    const browser = app.browser();
    // The baseline waits for everything written so far, through the position header API clients use.
    const head = signPosition(await app.infra.store.headPosition(), TEST_SECRET);
    const before = (
      await app
        .browser()
        .request({ method: 'GET', url: '/api/stats', headers: { 'x-event-position': head } })
    ).json().totalUsers;
    const created = (await browser.post('/api/register', registration())).json();
    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: created.id, username: created.username });
    expect((await browser.get('/api/stats')).json().totalUsers).toBe(before + 1);
  });

  it.each([
    [{ username: 'ab' }, 'username', AUTH_MESSAGES.usernameTooShort],
    [{ username: undefined }, 'username', AUTH_MESSAGES.usernameRequired],
    [{ firstName: '' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ lastName: '   ' }, 'lastName', AUTH_MESSAGES.lastNameRequired],
    [{ role: 'admin' }, 'role', undefined],
    [{ profileImageUrl: 'javascript:alert(1)' }, 'profileImageUrl', undefined],
  ])('refuses %j with a message about %s', async (overrides, field, message) => {
    const response = await app.browser().post('/api/register', registration(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.field).toBe(field);
    if (message) expect(body.message).toBe(message);
    expect(body.issues.some((issue: { field: string }) => issue.field === field)).toBe(true);
    // Each message carries the stable code clients translate by; a catalogued one, its own.
    for (const issue of body.issues) expect(issue.code).toMatch(/^[a-zA-Z]+\.[a-zA-Z0-9]+$/);
    if (message) expect(body.code).toBe(codeOfMessage(message)?.code);
  });

  it('refuses a name already taken, whatever its case, with a 409 a person understands', async () => {
    const name = uniqueUsername('Taken');
    expect(
      (await app.browser().post('/api/register', registration({ username: name }))).statusCode,
    ).toBe(201);
    const again = await app
      .browser()
      .post('/api/register', registration({ username: name.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: AUTH_MESSAGES.usernameTaken,
      code: 'auth.usernameTaken',
      field: 'username',
    });
  });

  it('gives a name to exactly one of many simultaneous sign-ups', async () => {
    const name = uniqueUsername('race');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.browser().post('/api/register', registration({ username: name })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
  });

  it('answers malformed bodies with a 400 JSON message, never a 500, and appends nothing', async () => {
    const browser = app.browser();
    const before = await app.eventCount();
    const cases = [
      { payload: '{"username": ', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: 'null', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
    ];
    for (const { payload, headers } of cases) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/register',
        payload,
        headers,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const form = await browser.request({
      method: 'POST',
      url: '/api/register',
      payload: 'username=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const text = await browser.request({
      method: 'POST',
      url: '/api/register',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(await app.eventCount()).toBe(before);
  });

  it('keeps personal fields out of the event log in clear', async () => {
    const secretName = `Zenobia${Date.now()}`;
    await app.browser().post('/api/register', registration({ firstName: secretName }));
    const { rows } = await app.infra.pool.query(
      'select count(*)::int as n from events where data::text like $1 or metadata::text like $1',
      [`%${secretName}%`],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('POST /api/login and GET /api/logout', () => {
  it('signs in by username alone, in any case, and out again', async () => {
    const body = registration();
    await app.browser().post('/api/register', body);
    const browser = app.browser();
    expect((await browser.get('/api/user')).statusCode).toBe(401);
    const login = await browser.post('/api/login', { username: body.username.toUpperCase() });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: body.username, firstName: 'Aisha' });
    expect((await browser.get('/api/user')).json().username).toBe(body.username);
    const logout = await browser.get('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });

  it('answers an unknown name with 401 and says what to do', async () => {
    const response = await app.browser().post('/api/login', { username: uniqueUsername('nobody') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: AUTH_MESSAGES.unknownUsername,
      code: 'auth.unknownUsername',
      field: 'username',
    });
  });

  it('validates the login payload with the spec message', async () => {
    const response = await app.browser().post('/api/login', { username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'username',
      message: AUTH_MESSAGES.usernameRequired,
    });
  });
});

describe('signing out from another site', () => {
  const HOST = 'localhost:3000';
  async function signedIn() {
    const browser = app.browser();
    const response = await browser.post('/api/register', registration());
    expect(response.statusCode).toBe(201);
    return browser;
  }
  const signOut = (browser: TestBrowser, method: 'GET' | 'POST', headers: Record<string, string>) =>
    browser.request({ method, url: '/api/logout', headers: { host: HOST, ...headers } });
  const stillSignedIn = async (browser: TestBrowser) =>
    (await browser.get('/api/user')).statusCode === 200;

  it.each([
    ['a cross-site navigation', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', referer: 'https://blog.example.ae/' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ])('GET /api/logout from %s is refused and signs no one out', async (_, headers) => {
    const browser = await signedIn();
    const response = await signOut(browser, 'GET', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: AUTH_MESSAGES.logoutFromAnotherSite,
      code: 'auth.logoutFromAnotherSite',
    });
    expect(await stillSignedIn(browser)).toBe(true);
  });

  it.each([
    ['the app itself', { 'sec-fetch-site': 'same-origin', referer: `http://${HOST}/profile` }],
    ['the address bar', { 'sec-fetch-site': 'none' }],
  ])('GET /api/logout from %s signs out', async (_, headers) => {
    const browser = await signedIn();
    const response = await signOut(browser, 'GET', headers);
    expect(response.statusCode).toBe(200);
    expect(await stillSignedIn(browser)).toBe(false);
  });

  it('POST /api/logout signs out from the app, and is refused from another origin', async () => {
    const browser = await signedIn();
    const foreign = await signOut(browser, 'POST', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await stillSignedIn(browser)).toBe(true);
    const own = await signOut(browser, 'POST', {
      origin: `http://${HOST}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true });
    expect(await stillSignedIn(browser)).toBe(false);
  });
});

describe('GET /api/user and GET /api/stats', () => {
  it('answers 401 with a JSON message when signed out', async () => {
    const response = await app.browser().get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Unauthorized/);
  });

  it('answers public counters to anyone', async () => {
    const response = await app.browser().get('/api/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalDonations: 0,
      activeDonors: 0,
      totalUsers: expect.any(Number),
    });
  });
});

describe('security', () => {
  it('sends security headers', async () => {
    const response = await app.browser().get('/api/stats');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Worked out once, they go with every answer, a refusal and a missing page alike.
    for (const url of ['/api/no-such-thing', '/api/my-donations']) {
      const refused = await app.browser().get(url);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(refused.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('refuses writes from another origin', async () => {
    const response = await app.browser().request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'whoever' },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('does not reveal internals for unknown endpoints', async () => {
    const response = await app.browser().get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No such endpoint: GET /api/nothing-here',
      code: 'status.404',
    });
  });

  it('limits sign-in attempts', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      const browser = limited.browser();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await browser.post('/api/login', { username: 'nobody-here' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the schemas at /api/docs', async () => {
    const page = await app.browser().get('/api/docs/');
    expect(page.statusCode).toBe(200);
    const document = (await app.browser().get('/api/docs/json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/user',
        '/api/stats',
        '/api/profile/upload',
      ]),
    );
    expect(
      document.paths['/api/register'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('username');
  });
});

describe('usernames', () => {
  it('take English letters only, so no look-alike name and no case-folding mismatch can exist', async () => {
    for (const username of ['İstanbul1', 'аisha', 'عائشة']) {
      const response = await app.browser().post('/api/register', registration({ username }));
      expect(response.statusCode, username).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'username',
        message: AUTH_MESSAGES.usernameFormat,
      });
    }
  });
});

describe('behind a proxy', () => {
  it('keys rate limits on the address the proxy saw, not on what the client claims', async () => {
    const proxied = await createTestApp({ authRateLimitPerMinute: 2, trustProxy: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await proxied.browser().request({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'nobody-here' },
          // The client forges a new address each time; the proxy appends the one it saw.
          headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });
});
