import { PICKUP_MESSAGES } from '@foodshare/contracts/pickups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp, untilApproved } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/** docs/product.md §10: pickup windows, no-shows and the waiting rule, over HTTP. */

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

let app: TestApp;
let donor: TestBrowser;
let taker: TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
  donor = app.browser();
  taker = app.browser();
  await signUp(donor);
  await signUp(taker);
});
afterAll(() => app?.close());

interface Incoming {
  id: string;
  takerNoShows: number;
  acceptableFrom: string | null;
  noShow: string | null;
}
async function incoming(itemId: string): Promise<Incoming[]> {
  const mine = (await donor.get('/api/my-donations')).json() as {
    id: string;
    requests: Incoming[];
  }[];
  return mine.find((item) => item.id === itemId)?.requests ?? [];
}

/** A donation the taker requested and the donor accepted, its window ending in `ms`. */
async function reserved(ms: number, by: TestBrowser = donor): Promise<[string, string]> {
  const itemId = await donate(by, { pickupUntil: soon(ms) });
  await untilApproved(by, itemId);
  const requested = await taker.post('/api/food-requests', { foodItemId: itemId });
  expect(requested.statusCode, requested.body).toBe(201);
  const requestId = requested.json().id as string;
  const accepted = await by.post(`/api/food-items/${itemId}/requests/${requestId}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return [itemId, requestId];
}

const markNoShow = (itemId: string, requestId: string, outcome: unknown, by = donor) =>
  by.post(`/api/food-items/${itemId}/requests/${requestId}/no-show`, { outcome });

describe('a missed pickup', () => {
  it('is marked by the donor once the window closed, shown on the taker’s next request, and makes a third one wait', async () => {
    const windows = await Promise.all([reserved(6000), reserved(6000), reserved(6000)]);
    const [firstItem, firstRequest] = windows[0];

    // While the window is open: refused, and nothing appended.
    const before = await app.eventCount();
    const early = await markNoShow(firstItem, firstRequest, 'no_show');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PICKUP_MESSAGES.windowOpen);
    const wrong = await markNoShow(firstItem, firstRequest, 'absent');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'outcome', message: PICKUP_MESSAGES.outcome });
    expect((await markNoShow(firstItem, firstRequest, 'no_show', taker)).statusCode).toBe(403);
    expect(await app.eventCount()).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 6500));
    for (const [itemId, requestId] of windows) {
      const marked = await markNoShow(itemId, requestId, 'no_show');
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toEqual({ itemId, requestId, outcome: 'no_show' });
    }
    // Said again: the same answer, nothing recorded twice; said otherwise: refused.
    const counted = await app.eventCount();
    expect((await markNoShow(firstItem, firstRequest, 'no_show')).statusCode).toBe(200);
    expect((await markNoShow(firstItem, firstRequest, 'late')).statusCode).toBe(409);
    expect(await app.eventCount()).toBe(counted);
    await expect.poll(async () => (await incoming(firstItem))[0]?.noShow).toBe('no_show');

    // The next donor sees the count on the request, and must wait 2 hours to accept it.
    const nextDonor = app.browser();
    await signUp(nextDonor);
    const itemId = await donate(nextDonor);
    await untilApproved(nextDonor, itemId);
    const requested = await taker.post('/api/food-requests', { foodItemId: itemId });
    expect(requested.statusCode).toBe(201);
    const { id: requestId, acceptableFrom } = requested.json();
    expect(Date.parse(acceptableFrom) - Date.now()).toBeGreaterThan(110 * 60_000);
    const accept = await nextDonor.post(`/api/food-items/${itemId}/requests/${requestId}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(PICKUP_MESSAGES.waiting);
    const seen = async () =>
      (
        (await nextDonor.get('/api/my-donations')).json() as { id: string; requests: Incoming[] }[]
      ).find((item) => item.id === itemId)?.requests[0];
    await expect.poll(seen).toMatchObject({ takerNoShows: 3, acceptableFrom });
    const told = (await taker.get('/api/my-requests')).json() as {
      id: string;
      acceptableFrom: string | null;
    }[];
    expect(told.find((each) => each.id === requestId)?.acceptableFrom).toBe(acceptableFrom);
  }, 60_000);
});

describe('the list by pickup window', () => {
  it('filters what can be picked up now and sorts by the soonest window', async () => {
    const later = await donate(donor, {
      title: 'Later window',
      pickupFrom: soon(3 * 3_600_000),
      pickupUntil: soon(5 * 3_600_000),
    });
    const now = await donate(donor, { title: 'Open window', pickupUntil: soon(2 * 3_600_000) });
    await untilApproved(donor, later);
    await untilApproved(donor, now);
    const ids = async (query: string) =>
      ((await app.browser().get(`/api/food-items?${query}`)).json() as { id: string }[]).map(
        (item) => item.id,
      );
    const open = await ids('pickupNow=true');
    expect(open).toContain(now);
    expect(open).not.toContain(later);
    const sorted = await ids('sort=pickup&status=available');
    expect(sorted.indexOf(now)).toBeLessThan(sorted.indexOf(later));
    const refused = await app.browser().get('/api/food-items?sort=soonest');
    expect(refused.statusCode).toBe(400);
  });
});

describe('a pickup reminder', () => {
  it('tells the donor of unanswered requests an hour before the end, and not once they are answered', async () => {
    const hourAnd = (ms: number) => soon(3_600_000 + ms);
    const waiting = await donate(donor, { title: 'Unanswered bread', pickupUntil: hourAnd(3000) });
    const answered = await donate(donor, { title: 'Answered bread', pickupUntil: hourAnd(3000) });
    await untilApproved(donor, waiting);
    await untilApproved(donor, answered);
    expect((await taker.post('/api/food-requests', { foodItemId: waiting })).statusCode).toBe(201);
    const asked = await taker.post('/api/food-requests', { foodItemId: answered });
    // Declined at once: no request waits, so its reminder is cancelled.
    const declined = await donor.post(
      `/api/food-items/${answered}/requests/${asked.json().id}/decline`,
    );
    expect(declined.statusCode).toBe(200);
    const reminders = async () =>
      ((await donor.get('/api/notifications')).json() as { type: string; message: string }[])
        .filter((each) => each.type === 'pickup_reminder' && each.message.includes('bread'))
        .map((each) => each.message);
    await expect
      .poll(reminders, { timeout: 15_000, interval: 250 })
      .toEqual([expect.stringContaining('Unanswered bread')]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await reminders()).toHaveLength(1);
  }, 30_000);
});
