import { createLogger } from '@foodshare/platform/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_DONATIONS } from './demo-donations';
import { DEMO_HANDOVERS } from './demo-handovers';
import { DEMO_HISTORY } from './demo-history';
import { DEMO_HUBS } from './demo-hubs';
import { DEMO_STAFF } from './demo-staff';
import { DEMO_USERS } from './demo-users';
import { seedDemoData, seedDemoHubs, seedDemoStaff } from './seed';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the demo seed', () => {
  it('creates accounts of every role and a mix of passing, flagged and rejected donations, once', async () => {
    const logger = createLogger({ level: 'silent' });
    expect(await seedDemoData(app.infra, app.standalone.commands, logger)).toBe(true);
    expect(await seedDemoData(app.infra, app.standalone.commands, logger)).toBe(false);

    const roles = new Set(DEMO_USERS.map((user) => user.role));
    expect(roles).toEqual(
      new Set([
        'individual',
        'restaurant',
        'grocery_store',
        'delivery_agency',
        'driver',
        'charity',
      ]),
    );

    const browser = app.browser();
    const reviewCounts = async () => {
      const { rows } = await app.infra.pool.query<{ review_status: string; n: number }>(
        'select review_status, count(*)::int as n from food_items group by review_status',
      );
      return Object.fromEntries(rows.map((row) => [row.review_status, row.n]));
    };
    await expect.poll(reviewCounts, { timeout: 20_000 }).toEqual({
      approved: DEMO_DONATIONS.length - 4 + DEMO_HISTORY.length,
      flagged: 2,
      rejected: 2,
    });
    expect((await browser.get('/api/food-items?limit=1')).headers['x-total-count']).toBe(
      String(DEMO_DONATIONS.length - 4 + DEMO_HISTORY.length),
    );
    const offers = (await browser.get('/api/food-items?isMarketplace=true')).json() as {
      businessName: string | null;
      discountedPrice: string;
    }[];
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(offers.every((offer) => offer.businessName && offer.discountedPrice)).toBe(true);
    // Donations written in Arabic are found whatever the spelling: without the shadda, with ه
    // for ة, with ا for أ.
    const found = async (search: string) =>
      (
        (await browser.get(`/api/food-items?search=${encodeURIComponent(search)}`)).json() as {
          title: string;
        }[]
      ).map((item) => item.title);
    expect(await found('خضار مشكله')).toEqual(['صناديق خضار مشكّلة']);
    expect(await found('الفته')).toEqual(['خبز عربي طازج من فرن المطعم']);
    expect(await found('مانجو ناضجه')).toEqual(['سلة فواكه: موز ومانجو ناضجة']);
    expect(await found('الاسبوع')).toEqual(['سلة فواكه: موز ومانجو ناضجة']);
    const collected = DEMO_HANDOVERS.filter((handover) => handover.stage === 'collected');
    await expect
      .poll(async () => (await browser.get('/api/stats')).json(), { timeout: 10_000 })
      .toEqual({
        totalUsers: DEMO_USERS.length,
        totalDonations: collected.length + DEMO_HISTORY.length,
        activeDonors: (
          await app.infra.pool.query(
            "select distinct donor_id from food_items where review_status = 'approved'",
          )
        ).rowCount,
      });
    const statuses = async () => {
      const { rows } = await app.infra.pool.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from food_requests group by status order by status',
      );
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    };
    // Each read model catches up on its own: poll this one too.
    await expect
      .poll(statuses, { timeout: 10_000 })
      .toEqual({ approved: 1, collected: collected.length + DEMO_HISTORY.length, pending: 1 });
    const { rows: sales } = await app.infra.pool.query<{ sale_price: string; sale_fee: string }>(
      'select sale_price, sale_fee from food_items where sale_price is not null',
    );
    expect(sales).toHaveLength(1 + DEMO_HISTORY.filter((past) => past.price).length);
    expect(sales).toContainEqual({ sale_price: '24.00', sale_fee: '1.20' });
    // Members read as a community: every public one has a bio, the busiest a real record.
    const profiles = (await browser.get('/api/community/profiles')).json() as {
      bio: string | null;
      donationCount: number;
    }[];
    expect(profiles.every((profile) => profile.bio)).toBe(true);
    expect(Math.max(...profiles.map((profile) => profile.donationCount))).toBeGreaterThanOrEqual(5);

    expect(await seedDemoHubs(app.infra, app.standalone.commands, logger)).toBe(true);
    expect(await seedDemoHubs(app.infra, app.standalone.commands, logger)).toBe(false);
    const hubs = async () =>
      (await browser.get('/api/collection-hubs')).json() as {
        name: string;
        description: string | null;
        hubType: string;
        capacity: number | null;
        location: { latitude: number } | null;
      }[];
    await expect
      .poll(async () => (await hubs()).length, { timeout: 10_000 })
      .toBe(DEMO_HUBS.length);
    expect(new Set((await hubs()).map((hub) => hub.hubType))).toEqual(
      new Set(['business', 'community', 'charity']),
    );
    expect((await hubs()).some((hub) => hub.capacity === null)).toBe(true);
    // One hub signs itself in English and Arabic.
    expect(
      (await hubs()).some(
        (hub) =>
          /[A-Za-z]/.test(hub.name) &&
          /[\u0600-\u06ff]/.test(hub.name) &&
          /[\u0600-\u06ff]/.test(hub.description ?? ''),
      ),
    ).toBe(true);
    // Every demo hub has its place on the map.
    expect((await hubs()).every((hub) => hub.location !== null)).toBe(true);
  });

  it('creates the demo staff with their roles, once, and they can sign in to the staff area', async () => {
    const logger = createLogger({ level: 'silent' });
    expect(await seedDemoStaff(app.infra, app.standalone.commands, logger)).toBe(true);
    expect(await seedDemoStaff(app.infra, app.standalone.commands, logger)).toBe(false);
    expect(DEMO_STAFF.map(({ username, staffRole }) => [username, staffRole])).toEqual([
      ['noor.moderator', 'moderator'],
      ['salem.moderator', 'moderator'],
      ['rashid.analyst', 'analyst'],
    ]);
    for (const { username, staffRole } of DEMO_STAFF) {
      const browser = app.browser();
      expect((await browser.post('/api/login', { username })).statusCode).toBe(200);
      expect((await browser.get('/api/user')).json()).toMatchObject({
        username,
        staffRoles: [staffRole],
      });
    }
  });
});
