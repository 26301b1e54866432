import { TEXT_MESSAGES } from '@foodshare/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, safeDonation, signUp, untilApproved } from '../testing/donations';
import { hubApplication, PDF } from '../testing/hub-applications';
import { createTestApp, type TestApp, type TestBrowser, uniqueUsername } from '../testing/test-app';

/**
 * Text that PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate) is refused
 * at the door with a 400 naming the field: never a 5xx, never an event.
 */
let app: TestApp;
let donor: TestBrowser;
let taker: TestBrowser;
let itemId: string;
let requestId: string;

beforeAll(async () => {
  app = await createTestApp();
  donor = app.browser();
  taker = app.browser();
  await signUp(donor);
  await signUp(taker);
  itemId = await donate(donor);
  await untilApproved(donor, itemId);
  const request = await taker.post('/api/food-requests', { foodItemId: itemId });
  expect(request.statusCode, request.body).toBe(201);
  requestId = request.json().id;
});
afterAll(() => app?.close());

const NUL = 'Fresh\u0000dates';
const SURROGATE = 'Fresh dates \ud800';

type Write = (value: string) => Promise<{ statusCode: number; json(): unknown; body: string }>;

const writes: [string, string, Write][] = [
  ['sign-in', 'username', (value) => app.browser().post('/api/login', { username: value })],
  [
    'sign-up',
    'firstName',
    (value) =>
      app.browser().post('/api/register', {
        username: uniqueUsername('hostile'),
        firstName: value,
        lastName: 'Rahman',
      }),
  ],
  [
    'profile edit',
    'bio',
    (value) => donor.request({ method: 'PATCH', url: '/api/profile', payload: { bio: value } }),
  ],
  [
    'donation title',
    'title',
    (value) => donor.post('/api/food-items', safeDonation({ title: value })),
  ],
  [
    'donation pickup location',
    'pickupLocation',
    (value) => donor.post('/api/food-items', safeDonation({ pickupLocation: value })),
  ],
  [
    'food request',
    'message',
    (value) => taker.post('/api/food-requests', { foodItemId: itemId, message: value }),
  ],
  [
    'decline note',
    'note',
    (value) =>
      donor.post(`/api/food-items/${itemId}/requests/${requestId}/decline`, { note: value }),
  ],
  [
    'hub application',
    'organizationName',
    (value) =>
      app.browser().post('/api/hub-applications', hubApplication({ organizationName: value })),
  ],
  [
    'hub application document',
    'businessLicense.name',
    (value) =>
      app
        .browser()
        .post(
          '/api/hub-applications',
          hubApplication({ businessLicense: { name: value, dataUrl: PDF } }),
        ),
  ],
  [
    'contact message',
    'message',
    (value) =>
      app.browser().post('/api/contact', {
        name: 'Layla',
        email: 'layla@example.ae',
        subject: 'Hello',
        message: value,
      }),
  ],
];

describe.each([
  ['a NUL', NUL, TEXT_MESSAGES.controlCharacter],
  ['a lone surrogate', SURROGATE, TEXT_MESSAGES.brokenCharacter],
])('%s in a write', (_, value, message) => {
  it.each(writes)('%s: 400 naming %s, and nothing recorded', async (_, field, write) => {
    const before = await app.eventCount();
    const response = await write(value);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect(await app.eventCount()).toBe(before);
  });
});

describe('a hostile query string', () => {
  it.each([
    ['search=%00', 'search', TEXT_MESSAGES.controlCharacter],
    ['search=a%0Ab', 'search', TEXT_MESSAGES.lineBreak],
    ['search=%ED%A0%80', null, null],
    ['category=%00', 'category', null],
    ['limit=%00', 'limit', null],
  ])(
    'GET /api/food-items?%s answers 400 naming the field, or serves',
    async (query, field, message) => {
      const response = await app.browser().get(`/api/food-items?${query}`);
      if (field === null) {
        // Bytes that are not UTF-8 arrive decoded as replacement characters: a plain search.
        expect(response.statusCode, response.body).toBe(200);
        return;
      }
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field, ...(message ? { message } : {}) });
    },
  );

  it('GET /api/notifications?limit=%00 answers 400', async () => {
    const response = await taker.get('/api/notifications?limit=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'limit' });
  });
});

describe('after hostile text', () => {
  it('serves sign-up, sign-in, lists and a multi-line message as before', async () => {
    const browser = app.browser();
    const { username } = await signUp(browser);
    expect((await app.browser().post('/api/login', { username })).statusCode).toBe(200);
    expect((await browser.get('/api/food-items?search=dates')).statusCode).toBe(200);
    const decline = await donor.post(`/api/food-items/${itemId}/requests/${requestId}/decline`, {
      note: 'Sorry,\nit went to a neighbour.',
    });
    expect(decline.statusCode, decline.body).toBe(200);
    const other = await browser.post('/api/food-requests', {
      foodItemId: itemId,
      message: 'Could I come\ttonight?\nThank you',
    });
    expect(other.statusCode, other.body).toBe(201);
  });
});
