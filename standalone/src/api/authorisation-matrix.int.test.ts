import { randomUUID } from 'node:crypto';
import {
  type DeclaredRoute,
  describeAccess,
  needsDeclaredAccess,
  type RouteAccess,
} from '@foodshare/platform/http/access';
import { SESSION_COOKIE } from '@foodshare/platform/sessions/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The authorisation matrix, generated from the app's own route list: every route, called by a
 * visitor, a member, the owner of the resource, a moderator and an analyst, answers as its
 * declared rule says. A route that declares no rule fails here (and stops the app from starting).
 */
// The owner comes last: what they may do (withdraw the item) must not change the others' answer.
const PERSONAS = ['visitor', 'member', 'moderator', 'analyst', 'owner'] as const;
type Persona = (typeof PERSONAS)[number];
type Expected = 401 | 403 | 'allowed';

function expectedFor(access: RouteAccess, persona: Persona): Expected {
  if (access === 'public') return 'allowed';
  // Without the server's signature in the URL (none is given here), nobody gets in.
  if (access === 'signed-url') return 403;
  if (persona === 'visitor') return 401;
  if (access === 'member') return 'allowed';
  if ('owner' in access) return persona === 'owner' ? 'allowed' : 403;
  return persona === 'moderator' || persona === 'analyst'
    ? access.staff.includes(persona)
      ? 'allowed'
      : 403
    : 403;
}

let app: TestApp;
let base: string;
const usernames = new Map<Persona, string>();
/** Someone else: the donor of items the owner requested, the requester on the owner's items. */
let other: { id: string; username: string };

/** A new account for the persona, with its staff role where it has one. */
async function enrol(persona: Persona): Promise<string> {
  const { username } = await signUp(app.browser());
  usernames.set(persona, username);
  if (persona === 'moderator' || persona === 'analyst')
    await grantStaffRole(app, username, persona);
  return username;
}

beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen();
  for (const persona of PERSONAS) if (persona !== 'visitor') await enrol(persona);
  other = await signUp(app.browser());
});
afterAll(async () => {
  await app?.close();
});

const login = (username: string) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });

/**
 * A fresh session for the persona: a route may have ended the one before (signing out), or the
 * account itself (deleting it), when a new account takes the persona on.
 */
async function sessionOf(persona: Persona): Promise<string | null> {
  const username = usernames.get(persona);
  if (!username) return null;
  let response = await login(username);
  if (response.status === 401) response = await login(await enrol(persona));
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .find((each) => each.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? null;
}

/** Logs in as `username` through the test app's own browser. */
async function browserOf(username: string) {
  const browser = app.browser();
  expect((await browser.post('/api/login', { username })).statusCode).toBe(200);
  return browser;
}

/** Ids for the route's parameters: resources of the owner where the route declares an owner. */
async function paramsFor(route: DeclaredRoute): Promise<Record<string, string>> {
  const access = route.access;
  if (typeof access === 'object' && 'owner' in access) {
    // A fresh item per route: an earlier route's success (a withdrawal) must not change the next.
    const ownerBrowser = await browserOf(usernames.get('owner') ?? '');
    const otherBrowser = await browserOf(other.username);
    const [donor, taker] =
      access.owner === 'food-item' ? [ownerBrowser, otherBrowser] : [otherBrowser, ownerBrowser];
    const id = await donate(donor);
    await expect
      .poll(async () => (await taker.post('/api/food-requests', { foodItemId: id })).statusCode, {
        timeout: 15_000,
      })
      .toBe(201);
    const { state } = await app.standalone.commands.streams.food.load(id);
    const requestId = state.exists ? [...state.requests.keys()][0] : undefined;
    if (!requestId) throw new Error('no request recorded');
    return { id, requestId };
  }
  return { id: randomUUID(), requestId: randomUUID(), folder: 'food-photos', name: 'none.jpg' };
}

function urlOf(route: DeclaredRoute, params: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? randomUUID());
}

/** The status only: a stream's body (server-sent events) is not waited for. */
async function statusOf(method: string, url: string, cookie: string | null): Promise<number> {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  });
  await response.body?.cancel();
  return response.status;
}

function guardedRoutes(): DeclaredRoute[] {
  return app.standalone.app.declaredRoutes.filter((route) => needsDeclaredAccess(route.url));
}

describe('the authorisation matrix', () => {
  it('has a declared rule for every route of the API', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(
      routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`),
    ).toEqual([]);
  });

  it('answers every route as its rule says, for a visitor, a member, the owner, a moderator and an analyst', async () => {
    const mismatches: string[] = [];
    const walked: string[] = [];
    for (const route of guardedRoutes()) {
      const access = route.access;
      if (!access) continue;
      const params = await paramsFor(route);
      const row: string[] = [];
      for (const persona of PERSONAS) {
        const status = await statusOf(route.method, urlOf(route, params), await sessionOf(persona));
        const expected = expectedFor(access, persona);
        const fits =
          expected === 'allowed' ? status !== 401 && status !== 403 : status === expected;
        row.push(`${persona} ${status}`);
        if (!fits)
          mismatches.push(
            `${route.method} ${route.url} (${describeAccess(access)}): ${persona} got ${status}, expected ${expected}`,
          );
      }
      walked.push(`${route.method} ${route.url} [${describeAccess(access)}] ${row.join(', ')}`);
    }
    expect(mismatches, walked.join('\n')).toEqual([]);
    // Staff routes are in the walk, each refused to members and to the other staff role as declared.
    expect(walked.some((line) => line.includes('[staff:'))).toBe(true);
    expect(walked.some((line) => line.includes('[owner of the food-request]'))).toBe(true);
    // The ESG statement's routes (docs/product.md §13) are walked like every other.
    for (const url of [
      'POST /api/food-items/:id/destination',
      'POST /api/food-items/:id/requests/:requestId/no-show',
      'GET /api/impact/statement ',
      'GET /api/impact/statement.csv',
      'GET /api/impact/restatements',
      'GET /api/impact/statements/:id/verify',
      'POST /api/impact/statements/:id/assurance',
    ])
      expect(walked.some((line) => line.startsWith(url))).toBe(true);
    // The moderation team's figures: moderators and analysts alike, and no one else.
    expect(walked.find((line) => line.startsWith('GET /api/moderation/metrics '))).toMatch(
      /visitor 401, member 403, moderator 200, analyst 200, owner 403$/,
    );
    // The safety rules and their what-if are for moderators alone, analysts included out.
    for (const route of ['GET /api/moderation/rules ', 'POST /api/moderation/rules/simulate '])
      expect(walked.find((line) => line.startsWith(route))).toContain('analyst 403');
  }, 180_000);

  it('names the staff role a member lacks', async () => {
    const member = await sessionOf('member');
    const response = await fetch(`${base}/api/admin/staff`, {
      headers: { cookie: member ?? '' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message:
        'This is for FoodShare UAE staff only: it needs the moderator or analyst role. Ask an administrator if you should have it.',
      code: 'staff.staffOnly',
      params: { roles: 'moderator or analyst' },
    });
  });
});
