import { randomUUID } from 'node:crypto';
import { type DeclaredRoute, needsDeclaredAccess } from '@foodshare/platform/http/access';
import { testConfig } from '@foodshare/platform/testing/test-config';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, safeDonation, signUp, untilApproved } from '../testing/donations';
import { hubApplication } from '../testing/hub-applications';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/**
 * A property per write route, generated from the app's own route list (a new write route is
 * covered without a line here): arbitrary JSON, and bodies of the route's own fields filled with
 * arbitrary Unicode (NUL, control characters and lone surrogates included), never answer 5xx;
 * what is refused records no event (none carries its request id); what is accepted projects
 * cleanly (no projection parks). WRITE_PROPERTY_RUNS sets the payloads per route (60 by default;
 * `npm run test:hostile` sends 500).
 */
const RUNS = testConfig.WRITE_PROPERTY_RUNS;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let app: TestApp;
const figures = { payloads: 0, serverErrors: 0, refusedWithEvents: 0, accepted: 0 };

beforeAll(async () => {
  // No per-account limit: the properties reach past it into every command.
  app = await createTestApp({
    accountLimits: {
      donation: [],
      request: [],
      report: [],
      'hub-application': [],
      'profile-edit': [],
    },
  });
});
afterAll(async () => {
  console.info(`write properties: ${JSON.stringify(figures)}`);
  await app?.close();
});

/** One character a hostile client might send: any code point, a control, half a surrogate. */
const hostileChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  },
  { weight: 1, arbitrary: fc.constant('\u0000') },
);
const hostileString = fc.oneof(
  fc.string({ unit: hostileChar, maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000`),
  fc.constantFrom('', ' ', '\ud800', '\udfff', 'a\u0000b', 'e\u0301', '\u202e', 'x'.repeat(5000)),
);
const anyValue = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 }));

/** Bodies the routes accept, so a mutation of one field reaches the command behind them. */
function validBodies(itemId: string): Record<string, object> {
  return {
    'POST /api/register': {
      username: `p${randomUUID().slice(0, 8)}`,
      firstName: 'Aisha',
      lastName: 'Rahman',
    },
    'POST /api/food-items': safeDonation(),
    'POST /api/food-requests': { foodItemId: itemId, message: 'Could I collect at six?' },
    'PATCH /api/profile': { bio: 'Loves cooking' },
    'POST /api/food-items/:id/reports': { reason: 'unsafe', details: 'Smelt off' },
    'POST /api/hub-applications': hubApplication(),
    'POST /api/contact': {
      name: 'Layla',
      email: 'layla@example.ae',
      subject: 'Hello',
      message: 'A question',
    },
    'POST /api/food-items/:id/requests/:requestId/decline': { note: 'Gone already' },
    'POST /api/moderation/food-items/:id/decision': { decision: 'reject', reason: 'Unsafe' },
  };
}

/** The route's own body fields, from the OpenAPI document generated from its zod schema. */
function fieldsOf(route: DeclaredRoute): string[] {
  const doc = app.standalone.app.swagger() as {
    paths?: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = doc.paths?.[path]?.[route.method.toLowerCase()];
  const body = operation?.requestBody as
    | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
    | undefined;
  return Object.keys(body?.content?.['application/json']?.schema?.properties ?? {});
}

function bodies(route: DeclaredRoute, valid: object | undefined): fc.Arbitrary<unknown> {
  const fields = fieldsOf(route);
  const choices: fc.Arbitrary<unknown>[] = [fc.jsonValue({ maxDepth: 3 })];
  if (fields.length > 0)
    choices.push(
      fc.record(Object.fromEntries(fields.map((field) => [field, anyValue])), {
        requiredKeys: [],
      }),
    );
  if (valid && fields.length > 0)
    choices.push(
      fc
        .tuple(fc.constantFrom(...fields), anyValue)
        .map(([field, value]) => ({ ...valid, [field]: value })),
    );
  return fc.oneof(...choices);
}

async function member(): Promise<TestBrowser> {
  const browser = app.browser();
  await signUp(browser);
  return browser;
}

async function approvedItem(donor: TestBrowser): Promise<string> {
  const id = await donate(donor);
  await untilApproved(donor, id);
  return id;
}

/** Who calls the route (one its rule lets in), and the ids of its parameters. */
async function callerOf(
  route: DeclaredRoute,
): Promise<{ caller: () => TestBrowser; params: Record<string, string> }> {
  const donor = await member();
  const taker = await member();
  const itemId = await approvedItem(donor);
  const requested = await taker.post('/api/food-requests', { foodItemId: itemId });
  expect(requested.statusCode, requested.body).toBe(201);
  const params = { id: itemId, requestId: requested.json().id as string };
  const access = route.access;
  if (access === 'public' || access === 'signed-url')
    return { caller: () => app.browser(), params };
  if (access === 'member') return { caller: () => taker, params };
  if (access && 'owner' in access)
    return { caller: () => (access.owner === 'food-item' ? donor : taker), params };
  const staff = await member();
  const { username } = (await staff.get('/api/user')).json() as { username: string };
  await grantStaffRole(app, username, 'moderator');
  await grantStaffRole(app, username, 'analyst');
  return { caller: () => staff, params };
}

function writeRoutes(): DeclaredRoute[] {
  return app.standalone.app.declaredRoutes.filter(
    (route) => WRITE_METHODS.has(route.method) && needsDeclaredAccess(route.url),
  );
}

describe('every write route, under arbitrary payloads', () => {
  it('covers every write route the app declares', () => {
    expect(writeRoutes().length).toBeGreaterThan(20);
  });

  it(
    'never answers 5xx, records nothing when it refuses, and parks no projection',
    async () => {
      for (const route of writeRoutes()) {
        const { caller, params } = await callerOf(route);
        const url = route.url.replace(
          /:(\w+)/g,
          (_match, name: string) => params[name] ?? randomUUID(),
        );
        const valid = validBodies(params.id ?? randomUUID())[`${route.method} ${route.url}`];
        await fc.assert(
          fc.asyncProperty(bodies(route, valid), async (payload) => {
            const response = await caller().request({
              method: route.method as 'POST',
              url,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            });
            figures.payloads += 1;
            const where = `${route.method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`;
            if (response.statusCode >= 500) figures.serverErrors += 1;
            expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(500);
            if (response.statusCode >= 400) {
              const recorded = await app.eventsRecordedBy(response);
              if (recorded > 0) figures.refusedWithEvents += 1;
              expect(recorded, `${where} was refused but recorded events`).toBe(0);
            } else figures.accepted += 1;
          }),
          { numRuns: RUNS },
        );
      }
      // What was accepted projects: every read model catches up, none parks.
      await app.standalone.projections.catchUp(await app.infra.store.headPosition());
      const health = (await app.browser().get('/health')).json() as { status: string };
      expect(health.status, JSON.stringify(health)).toBe('ok');
    },
    120_000 + RUNS * 400,
  );
});
