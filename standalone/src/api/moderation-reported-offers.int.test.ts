import { foodEventSchema, foodStreamId } from '@foodshare/contracts/food-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-template';
import { safeDonation, signUp } from '../testing/donations';
import type { TestApp, TestBrowser } from '../testing/test-app';

let app: TestApp;
let moderator: TestBrowser;
beforeAll(async () => {
  // A fresh `npm start`: the demo's donations, offers and handovers, and its moderator.
  app = await createDemoTestApp('all');
  moderator = app.browser();
  const signedIn = await moderator.post('/api/login', { username: 'noor.moderator' });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

/** Reads wait for the projections; generous, as the machine may be busy. */
const LIVE = { timeout: 20_000 };

async function member() {
  const browser = app.browser();
  const { id } = await signUp(browser);
  return { browser, id };
}

const listed = async (browser: TestBrowser, search: string) =>
  (
    (await browser.get(`/api/food-items?search=${encodeURIComponent(search)}`)).json() as {
      id: string;
    }[]
  ).map((item) => item.id);

/** Three members who never reported before report the item: the third hides it. */
async function reportedByThree(itemId: string, title: string): Promise<void> {
  let last = moderator;
  for (const expectedHidden of [false, false, true]) {
    const reporter = await member();
    const reported = await reporter.browser.post(`/api/food-items/${itemId}/reports`, {
      reason: 'unsafe',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().hidden).toBe(expectedHidden);
    last = reporter.browser;
  }
  // The last reporter's read waits for their report: the item left the public list.
  expect(await listed(last, title)).not.toContain(itemId);
}

const queueEntry = async (itemId: string) =>
  (
    (await moderator.get('/api/moderation/queue')).json() as {
      itemId: string;
      kind: string;
      hidden: boolean;
      reports: unknown[];
    }[]
  ).find((entry) => entry.itemId === itemId);

const searched = async (search: string) =>
  (
    (
      await moderator.get(`/api/moderation/food-items?search=${encodeURIComponent(search)}`)
    ).json() as { itemId: string; status: string; hidden: boolean; openReports: number }[]
  ).map(({ itemId, status, hidden, openReports }) => ({ itemId, status, hidden, openReports }));

/** A hidden item reaches the moderators, on offer as the decider has it. */
async function expectQueuedAvailable(itemId: string, title: string): Promise<void> {
  await expect.poll(async () => (await queueEntry(itemId))?.reports.length, LIVE).toBe(3);
  expect(await queueEntry(itemId)).toMatchObject({ kind: 'reported', hidden: true });
  expect(await searched(title)).toContainEqual({
    itemId,
    status: 'available',
    hidden: true,
    openReports: 3,
  });
}

async function pickupCodeOf(itemId: string, requestId: string): Promise<string> {
  for (const recorded of await app.infra.store.readStream(foodStreamId(itemId))) {
    const event = foodEventSchema.parse({ type: recorded.type, data: recorded.data });
    if (event.type === 'RequestAccepted' && event.data.requestId === requestId)
      return event.data.pickupCode;
  }
  throw new Error('the request was not accepted');
}

async function approved(donor: TestBrowser, overrides: Record<string, unknown>): Promise<string> {
  const posted = await donor.post('/api/food-items', safeDonation(overrides));
  expect(posted.statusCode, posted.body).toBe(201);
  const itemId: string = posted.json().id;
  await expect.poll(async () => listed(donor, String(overrides.title)), LIVE).toContain(itemId);
  return itemId;
}

/** A taker asks for the item and the donor accepts: answers the taker and the request's id. */
async function reserved(donor: TestBrowser, itemId: string, body: object = {}) {
  const taker = await member();
  const asked = await taker.browser.post('/api/food-requests', { foodItemId: itemId, ...body });
  expect(asked.statusCode, asked.body).toBe(201);
  const requestId: string = asked.json().id;
  const accepted = await donor.post(`/api/food-items/${itemId}/requests/${requestId}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { taker: taker.browser, requestId };
}

describe('an item hidden by members’ reports reaches the review queue', () => {
  it('the demo’s Laban multipacks, one of ten sold, reported by three new members', async () => {
    const title = 'Laban and yoghurt multipacks';
    await expect.poll(async () => (await listed(moderator, title)).length, LIVE).toBe(1);
    const [itemId = ''] = await listed(moderator, title);
    await reportedByThree(itemId, title);
    await expectQueuedAvailable(itemId, title);
  });

  it('a new offer of five with one unit sold', async () => {
    const seller = app.browser();
    await signUp(seller, { role: 'restaurant', businessName: 'Queue Kitchen' });
    const title = 'Falafel wrap boxes';
    const itemId = await approved(seller, {
      donationMode: 'marketplace',
      title,
      category: 'prepared_meals',
      foodType: 'cooked_meal',
      foodSource: 'restaurant',
      originalPrice: '20',
      price: '8',
      units: 5,
      unitLabel: 'box',
    });
    const { requestId } = await reserved(seller, itemId, { intent: 'purchase', quantity: 1 });
    const handedOver = await seller.post(`/api/food-items/${itemId}/handover`, {
      pickupCode: await pickupCodeOf(itemId, requestId),
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    await reportedByThree(itemId, title);
    await expectQueuedAvailable(itemId, title);
  });

  it('a donation reserved, then released by its taker', async () => {
    const donor = await member();
    const title = 'Tray of stuffed vine leaves';
    const itemId = await approved(donor.browser, { title });
    const { taker, requestId } = await reserved(donor.browser, itemId);
    await expect
      .poll(
        async () => (await searched(title)).find((item) => item.itemId === itemId)?.status,
        LIVE,
      )
      .toBe('reserved');
    const cancelled = await taker.post(`/api/food-items/${itemId}/requests/${requestId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(async () => listed(donor.browser, title), LIVE).toContain(itemId);
    await reportedByThree(itemId, title);
    await expectQueuedAvailable(itemId, title);
  });
});
