import type { CommunityProfile, CommunityStats } from '@foodshare/contracts/community';
import type { MyRequest } from '@foodshare/contracts/food-items';
import { availableDatabaseKinds } from '@foodshare/platform/testing/test-database';
import { profileNameKey, profileSearchText } from '@foodshare/read-models/users';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp, untilApproved } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/** Waits (in a hook, where expect.poll is not allowed) until `done` says so. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await done()); tries++) {
    if (tries > 200) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * GET /api/community/profiles pages, searches, filters and sorts on the server;
 * GET /api/community/stats totals the whole public community.
 */
describe.each(availableDatabaseKinds())('the community on %s', (kind) => {
  let app: TestApp;
  /** Each member's id by the name the test gave them. */
  const ids = new Map<string, string>();
  let member: TestBrowser;

  async function join(
    name: string,
    overrides: Record<string, unknown>,
    bio?: string,
  ): Promise<TestBrowser> {
    const browser = app.browser();
    const { id } = await signUp(browser, overrides);
    ids.set(name, id);
    if (bio) {
      const saved = await browser.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: { bio },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return browser;
  }

  const list = async (query = '', viewer: TestBrowser = app.browser()) => {
    const response = await viewer.get(`/api/community/profiles${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return {
      profiles: response.json() as CommunityProfile[],
      total: response.headers['x-total-count'],
      more: response.headers['x-total-count-more'],
    };
  };
  const namesOf = (profiles: readonly CommunityProfile[]) =>
    profiles.map((profile) => [...ids].find(([, id]) => id === profile.id)?.[0] ?? profile.id);

  beforeAll(async () => {
    app = await createTestApp({ kind, authRateLimitPerMinute: 1000 });
    // Joined in this order, a moment apart: "newest" is the reverse.
    await join('zainab', { firstName: 'Zainab', lastName: 'Haddad' }, 'I cook for my street.');
    await join(
      'asma',
      { role: 'restaurant', firstName: 'أسماء', lastName: 'الشامسي', businessName: 'مَطْبَخ أسماء' },
      'نطبخ كل يوم ونشارك ما يزيد.',
    );
    await join(
      'bakery',
      { role: 'grocery_store', businessName: 'Bread Corner' },
      'Fresh bread daily',
    );
    await join('charity', { role: 'charity', businessName: 'Hope Kitchen' });
    await join('hidden', { firstName: 'Hidden', profileVisibility: false });
    member = await join('omar', { firstName: 'Omar', lastName: 'Saeed' }, 'Bread runs on Fridays.');
    // Omar's donation changes hands: he leads the most-donations order and has helped 5.
    const itemId = await donate(member, { servings: '5' });
    await untilApproved(member, itemId);
    const taker = await join('taker', { firstName: 'Taker', lastName: 'Person' });
    const asked = await taker.post('/api/food-requests', { foodItemId: itemId, message: 'Please' });
    expect(asked.statusCode, asked.body).toBe(201);
    await member.post(`/api/food-items/${itemId}/requests/${asked.json().id}/accept`);
    const code = async () =>
      ((await taker.get('/api/my-requests')).json() as MyRequest[])[0]?.pickupCode;
    await until(async () => /^\d{6}$/.test((await code()) ?? ''));
    const handover = await member.post(`/api/food-items/${itemId}/handover`, {
      pickupCode: await code(),
    });
    expect(handover.statusCode, handover.body).toBe(200);
    // Two projections answer for Omar's line (users: his donations; food items: whom they
    // helped), each at its own pace: wait for both.
    await until(async () => {
      const [first] = (await list()).profiles;
      return first?.donationCount === 1 && first.peopleHelped === 5;
    });
  });
  afterAll(() => app?.close());

  it('answers the first page, most donations first, with the matching total', async () => {
    const { profiles, total, more } = await list();
    expect(total).toBe('6');
    expect(more).toBeUndefined();
    // Ties fall back to the name shown: business name, else full name.
    expect(namesOf(profiles)).toEqual(['omar', 'bakery', 'charity', 'taker', 'zainab', 'asma']);
    expect(profiles[0]).toMatchObject({ donationCount: 1, peopleHelped: 5 });
    expect(namesOf(profiles)).not.toContain('hidden');
  });

  it('pages by offset and limit in each order', async () => {
    expect(namesOf((await list('?sort=name')).profiles)).toEqual([
      'bakery',
      'charity',
      'omar',
      'taker',
      'zainab',
      'asma',
    ]);
    expect(namesOf((await list('?sort=newest')).profiles)).toEqual([
      'taker',
      'omar',
      'charity',
      'bakery',
      'asma',
      'zainab',
    ]);
    const first = await list('?sort=name&limit=4');
    expect(namesOf(first.profiles)).toEqual(['bakery', 'charity', 'omar', 'taker']);
    expect(first.total).toBe('6');
    const second = await list('?sort=name&limit=4&offset=4');
    expect(namesOf(second.profiles)).toEqual(['zainab', 'asma']);
    expect(second.total).toBe('6');
    expect((await list('?offset=50')).profiles).toEqual([]);
  });

  it('searches names, business names and bios, every word, in English', async () => {
    expect(namesOf((await list('?search=bread')).profiles)).toEqual(['omar', 'bakery']);
    expect(namesOf((await list('?search=BREAD%20fridays')).profiles)).toEqual(['omar']);
    expect(namesOf((await list('?search=haddad')).profiles)).toEqual(['zainab']);
    expect(namesOf((await list('?search=%20%20hope%20')).profiles)).toEqual(['charity']);
    const none = await list('?search=nobody');
    expect(none.profiles).toEqual([]);
    expect(none.total).toBe('0');
    // % and _ are letters, not wildcards.
    expect((await list('?search=%25')).profiles).toEqual([]);
  });

  it('searches Arabic whatever its spelling: diacritics, alef forms, taa marbuta', async () => {
    for (const variant of ['مطبخ', 'مَطْبَخ', 'اسماء', 'إسماء', 'الشامسى', 'نطبخ يزيد'])
      expect(
        namesOf((await list(`?search=${encodeURIComponent(variant)}`)).profiles),
        variant,
      ).toEqual(['asma']);
  });

  it('filters by role, with search and order', async () => {
    expect(namesOf((await list('?role=restaurant')).profiles)).toEqual(['asma']);
    const individuals = await list('?role=individual&sort=newest');
    expect(namesOf(individuals.profiles)).toEqual(['taker', 'omar', 'zainab']);
    expect(individuals.total).toBe('3');
    expect(namesOf((await list('?role=individual&search=bread')).profiles)).toEqual(['omar']);
    expect((await list('?role=driver')).profiles).toEqual([]);
  });

  it('shows contact details to members only', async () => {
    const saved = await member.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { phoneNumber: '+971 50 123 4567' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = async (viewer: TestBrowser) =>
      (await list('?search=omar', viewer)).profiles[0]?.phoneNumber;
    expect(await seen(member)).toBe('+971 50 123 4567');
    expect(await seen(app.browser())).toBeNull();
  });

  it('totals the whole public community, whatever a list asks for', async () => {
    const response = await app.browser().get('/api/community/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      members: 6,
      totalDonations: 1,
      activeOrganizations: 3,
    } satisfies CommunityStats);
  });

  it.each([
    ['sort=loudest', 'sort'],
    ['role=king', 'role'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const response = await app.browser().get(`/api/community/profiles?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('walks the public profiles’ indexes to search and to page', async () => {
    await app.infra.db.transaction().execute(async (trx) => {
      // A handful of rows costs less to scan than to sort or look up: ask whether an index can serve.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_sort = off`.execute(trx);
      const plan = async (query: RawBuilder<unknown>) =>
        (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      expect(
        await plan(
          sql`select id from users where is_public_profile and ${profileSearchText()} ilike ${'%مطبخ%'}`,
        ),
      ).toMatch(/Bitmap Index Scan on users_public_search\b/);
      expect(
        await plan(
          sql`select id from users where is_public_profile order by ${profileNameKey()}, id limit 24`,
        ),
      ).toMatch(/Index (Only )?Scan using users_public_by_name\b/);
      expect(
        await plan(
          sql`select id from users where is_public_profile
            order by donation_count desc, ${profileNameKey()}, id limit 24`,
        ),
      ).toMatch(/Index (Only )?Scan using users_public_by_donations\b/);
      expect(
        await plan(
          sql`select id from users where is_public_profile order by created_at desc, id limit 24`,
        ),
      ).toMatch(/Index (Only )?Scan using users_public_newest\b/);
    });
  });
});
