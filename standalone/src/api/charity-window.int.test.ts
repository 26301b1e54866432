import { CHARITY_MESSAGES, uaeClock } from '@foodshare/contracts/charities';
import { type FoodEvent, foodEventSchema, foodStreamId } from '@foodshare/contracts/food-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, safeDonation, signUp } from '../testing/donations';
import { PDF } from '../testing/hub-applications';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

// The app's clock, which the test moves on past the window (never compared with the wall clock).
let offsetMs = 0;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(async () => {
  await app?.close();
});

async function eventsOf(itemId: string): Promise<FoodEvent[]> {
  const recorded = await app.infra.store.readStream(foodStreamId(itemId));
  return recorded.map(({ type, data }) => foodEventSchema.parse({ type, data }));
}

async function person(role: string, extra: Record<string, unknown> = {}) {
  const browser = app.browser();
  const { id, username } = await signUp(browser, { role, ...extra });
  return { browser, id, username };
}

const licence = {
  licenceNumber: 'CDA-2024-118',
  issuingAuthority: 'Community Development Authority',
  emirate: 'dubai',
  licenceDocument: { name: 'licence.pdf', dataUrl: PDF },
};

const request = (browser: TestBrowser, foodItemId: string) =>
  browser.post('/api/food-requests', { foodItemId });

describe('a business listing offered to verified charities first', () => {
  let restaurant: Awaited<ReturnType<typeof person>>;
  let charity: Awaited<ReturnType<typeof person>>;
  let member: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    restaurant = await person('restaurant', { businessName: 'Za’atar Grill' });
    charity = await person('charity', { businessName: 'The Sharing Table' });
    member = await person('individual');
    const moderator = await person('individual');
    await grantStaffRole(app, moderator.username, 'moderator');

    const applied = await charity.browser.post('/api/charity-verification', licence);
    expect(applied.statusCode, applied.body).toBe(201);
    const verified = await moderator.browser.post(
      `/api/moderation/charity-verifications/${charity.id}/decision`,
      { decision: 'verify' },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await charity.browser.get('/api/charity-verification')).json()).toMatchObject({
      status: 'verified',
      emirate: 'dubai',
    });
  });

  it('refuses a member with the time it opens, takes the charity’s, then opens to all', async () => {
    const itemId = await donate(restaurant.browser, { charityWindowMinutes: 30 });
    await expect
      .poll(async () => (await eventsOf(itemId)).some((e) => e.type === 'OfferedToCharities'), {
        timeout: 15_000,
      })
      .toBe(true);
    const offered = (await eventsOf(itemId)).find((e) => e.type === 'OfferedToCharities');
    if (offered?.type !== 'OfferedToCharities') throw new Error('not offered');
    const opensAt = offered.data.opensToAllAt;

    // The lists say until when charities come first.
    // (The offer was a job's write, not the reader's: the list catches up with it.)
    await expect
      .poll(async () => {
        const listed = (await member.browser.get('/api/food-items')).json() as {
          id: string;
          charitiesUntil?: string | null;
        }[];
        return listed.find((item) => item.id === itemId)?.charitiesUntil;
      })
      .toBe(opensAt);

    const refused = await request(member.browser, itemId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'charity.charitiesFirst',
      message: CHARITY_MESSAGES.charitiesFirst(uaeClock(opensAt)),
      params: { atTime: opensAt },
    });

    const accepted = await request(charity.browser, itemId);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const charityRequest = (await eventsOf(itemId)).find((e) => e.type === 'ItemRequested');
    expect(charityRequest?.data).toMatchObject({
      requesterId: charity.id,
      asVerifiedCharity: true,
    });

    // The verified charity of the emirate was told, and the donor sees the badge.
    await expect
      .poll(async () => {
        const inbox = (await charity.browser.get('/api/notifications')).json() as {
          type: string;
        }[];
        return inbox.some((notification) => notification.type === 'charity_offer');
      })
      .toBe(true);
    await expect
      .poll(async () => {
        const mine = (await restaurant.browser.get('/api/my-donations')).json() as {
          id: string;
          requests: { verifiedCharity?: boolean }[];
        }[];
        return mine.find((item) => item.id === itemId)?.requests[0]?.verifiedCharity;
      })
      .toBe(true);

    // At the time it opens, it opens to everyone, with who asked within the window recorded.
    offsetMs = new Date(opensAt).getTime() - Date.now() + 1000;
    const later = await request(member.browser, itemId);
    expect(later.statusCode, later.body).toBe(201);
    const opened = (await eventsOf(itemId)).find((e) => e.type === 'OpenedToAll');
    expect(opened?.data).toMatchObject({ itemId, requestedBy: [charity.id] });
    offsetMs = 0;
  });

  it('shows the allocation to staff: offered, requested, opened', async () => {
    const analyst = await person('individual');
    await grantStaffRole(app, analyst.username, 'analyst');
    await expect
      .poll(async () => {
        const rows = (await analyst.browser.get('/api/moderation/allocation')).json() as {
          openedAt: string | null;
          charities: { charityId: string; answer: string }[];
        }[];
        return rows[0];
      })
      .toMatchObject({
        openedAt: expect.any(String),
        charities: [{ charityId: charity.id, answer: 'requested' }],
      });
  });

  it('refuses a window on a member’s own donation, and a verification for a non-charity', async () => {
    const refused = await member.browser.post(
      '/api/food-items',
      safeDonation({ charityWindowMinutes: 15 }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'charityWindowMinutes' });
    const notCharity = await member.browser.post('/api/charity-verification', licence);
    expect(notCharity.statusCode).toBe(403);
    expect(notCharity.json().message).toBe(CHARITY_MESSAGES.notCharity);
  });
  it('holds one charity to the business’s daily share of its units', async () => {
    const itemId = await donate(restaurant.browser, {
      title: 'Meal boxes',
      donationMode: 'marketplace',
      originalPrice: '20.00',
      discountedPrice: '8.00',
      units: 4,
      unitLabel: 'meal box',
      charityWindowMinutes: 60,
      charitySharePercent: 50,
    });
    await expect
      .poll(async () => (await eventsOf(itemId)).some((e) => e.type === 'OfferedToCharities'), {
        timeout: 15_000,
      })
      .toBe(true);
    const buy = (quantity: number) =>
      charity.browser.post('/api/food-requests', { foodItemId: itemId, quantity });
    // The business offered 1 + 4 units to charities today: half of them is 2 units for one
    // charity, which already asked for the first listing's one.
    const over = await buy(2);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'charity.overShare',
      message: CHARITY_MESSAGES.overShare('50%'),
      field: 'quantity',
    });
    expect((await eventsOf(itemId)).some((e) => e.type === 'ItemRequested')).toBe(false);
    const within = await buy(1);
    expect(within.statusCode, within.body).toBe(201);
  });
});
