import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, safeDonation, signUp, untilApproved } from '../testing/donations';
import { hubApplication } from '../testing/hub-applications';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/**
 * Per-account limits: past one, a write is answered 429 with when to try again, and nothing is
 * recorded. A refused write does not use the allowance up, and one account's writes do not count
 * against another's.
 */
const HOUR = 3600;
let app: TestApp;
let itemIds: string[];

beforeAll(async () => {
  app = await createTestApp({
    accountLimits: {
      donation: [
        { max: 5, seconds: HOUR },
        { max: 2, seconds: 28 * 24 * HOUR },
      ],
      request: [{ max: 1, seconds: HOUR }],
      report: [{ max: 1, seconds: HOUR }],
      'hub-application': [{ max: 1, seconds: 24 * HOUR }],
      'profile-edit': [{ max: 1, seconds: HOUR }],
    },
  });
  const donor = app.browser();
  await signUp(donor);
  itemIds = [await donate(donor), await donate(donor)];
  for (const id of itemIds) await untilApproved(donor, id);
});
afterAll(() => app?.close());

async function member(): Promise<TestBrowser> {
  const browser = app.browser();
  await signUp(browser);
  return browser;
}

function expectLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  message: RegExp,
) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect((response.json() as { message: string }).message).toMatch(message);
}

describe('per-account limits', () => {
  it('answer the third donation in 28 days 429 with when to post again, and record nothing', async () => {
    const donor = await member();
    await donate(donor);
    const refused = await donor.post('/api/food-items', safeDonation({ title: '' }));
    expect(refused.statusCode).toBe(400);
    await donate(donor);
    const limited = await donor.post('/api/food-items', safeDonation());
    expectLimited(
      limited,
      // In memory a window is held for at most 24.8 days (Node's timers); in Redis for all 28.
      /^You have reached the limit of 2 donations in 28 days\. You can post another donation in 2[58] days\.$/,
    );
    // Its code and values, for a translation to keep the limit and the wait.
    const body = limited.json() as { code: string; params: Record<string, string> };
    expect(body.code).toBe('limit.donation');
    expect(body.params).toMatchObject({
      max: '2',
      per: '28 days',
      perCount: '28',
      perUnit: 'day',
      waitUnit: 'day',
    });
    expect(body.params.wait).toBe(`in ${body.params.waitCount} days`);
    expect(await app.eventsRecordedBy(limited)).toBe(0);
    // Someone else is not held back by it.
    await donate(await member());
  });

  it.each([
    [
      'requests',
      (browser: TestBrowser, n: number) =>
        browser.post('/api/food-requests', { foodItemId: itemIds[n] }),
      /limit of 1 request in an hour\. You can request food again in/,
    ],
    [
      'reports',
      (browser: TestBrowser, n: number) =>
        browser.post(`/api/food-items/${itemIds[n]}/reports`, { reason: 'unsafe', details: '' }),
      /limit of 1 report in an hour\. You can report another item in/,
    ],
    [
      'profile changes',
      (browser: TestBrowser, n: number) =>
        browser.request({ method: 'PATCH', url: '/api/profile', payload: { bio: `Bio ${n}` } }),
      /limit of 1 profile change in an hour\. You can change your profile again in/,
    ],
    [
      'hub applications',
      (browser: TestBrowser, n: number) =>
        browser.post('/api/hub-applications', hubApplication({ organizationName: `Hub ${n}` })),
      /limit of 1 hub application in 1 day\. You can apply again in/,
    ],
  ])('limit %s', async (_, write, message) => {
    const browser = await member();
    const first = await write(browser, 0);
    expect(first.statusCode, first.body).toBeLessThan(300);
    // The measure below sees what a request records: the accepted one recorded something.
    expect(await app.eventsRecordedBy(first)).toBeGreaterThan(0);
    const limited = await write(browser, 1);
    expectLimited(limited, message);
    expect(await app.eventsRecordedBy(limited)).toBe(0);
  });

  it('are documented: every limited write lists its 429 answer', async () => {
    const document = (await app.browser().get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const limited = [
      ['/api/food-items', 'post'],
      ['/api/food-requests', 'post'],
      ['/api/food-items/{id}/reports', 'post'],
      ['/api/profile', 'patch'],
      ['/api/hub-applications', 'post'],
    ] as const;
    for (const [path, method] of limited)
      expect(Object.keys(document.paths[path]?.[method]?.responses ?? {}), path).toContain('429');
  });
});
