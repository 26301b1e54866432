import { availableDatabaseKinds } from '@foodshare/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

describe.each(availableDatabaseKinds())('Arabic text on %s', (kind) => {
  let app: TestApp;
  let donor: TestBrowser;
  let itemId: string;
  beforeAll(async () => {
    app = await createTestApp({ kind });
    donor = app.browser();
    await signUp(donor, {
      role: 'restaurant',
      firstName: 'أسماء',
      lastName: 'الشامسي',
      businessName: 'مَطْبَخ أسماء',
    });
    itemId = await donate(donor, {
      title: 'مَطْعَم الخَيْر: وجبة أرز ودجاج',
      description: 'وجبات ساخنة من مطبخ أسماء، تُستلم قبل العشاء',
      pickupLocation: 'البرشاء ١، دبي',
      pickupInstructions: 'اطرق الباب الخلفي',
      category: 'prepared_meals',
      foodType: 'cooked_meal',
    });
  });
  afterAll(() => app?.close());

  const found = async (search: string) =>
    (
      (await app.browser().get(`/api/food-items?search=${encodeURIComponent(search)}`)).json() as {
        id: string;
        title: string;
      }[]
    ).map((item) => item.id);

  it('keeps Arabic names, titles, descriptions, bios and messages as they were written', async () => {
    const mine = (await donor.get('/api/my-donations')).json() as { id: string; title: string }[];
    expect(mine.find((item) => item.id === itemId)?.title).toBe('مَطْعَم الخَيْر: وجبة أرز ودجاج');
    const profile = await donor.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { bio: 'نطبخ كل يوم ونشارك ما يزيد.\nتواصلوا معنا.' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      firstName: 'أسماء',
      bio: 'نطبخ كل يوم ونشارك ما يزيد.\nتواصلوا معنا.',
    });
    const taker = app.browser();
    await signUp(taker, { firstName: 'خالد', lastName: 'العامري' });
    await expect.poll(async () => found('مطعم'), { timeout: 10_000 }).toContain(itemId);
    const request = await taker.post('/api/food-requests', {
      foodItemId: itemId,
      message: 'هل يمكنني الاستلام الساعة ٧؟',
    });
    expect(request.statusCode, request.body).toBe(201);
  });

  it('finds an item whatever the spelling: diacritics, alef forms, taa marbuta, tatweel', async () => {
    await expect.poll(async () => found('مطعم'), { timeout: 10_000 }).toEqual([itemId]);
    for (const variant of ['مَطْعَم', 'مطـعم', 'الخير', 'وجبه', 'ارز', 'اسماء', 'إسماء', 'آسماء'])
      expect(await found(variant), variant).toEqual([itemId]);
    expect(await found('مطعمة')).toEqual([]);
  });

  it('lets moderators find the item by an Arabic title or name, spelled either way', async () => {
    const moderator = app.browser();
    const { username } = await signUp(moderator);
    await grantStaffRole(app, username, 'moderator');
    const search = async (text: string) =>
      (
        (
          await moderator.get(`/api/moderation/food-items?search=${encodeURIComponent(text)}`)
        ).json() as { itemId: string }[]
      ).map((item) => item.itemId);
    await expect.poll(async () => search('مطعم'), { timeout: 10_000 }).toEqual([itemId]);
    expect(await search('مطبخ اسماء')).toEqual([itemId]);
    expect(await search('الشامسى')).toEqual([itemId]);
  });

  it('searches through the trigram indexes on the folded text', async () => {
    // Arabic letters make trigrams, so the index narrows the search rather than matching all.
    const trigrams = await app.infra.pool.query<{ n: number }>(
      "select cardinality(public.show_trgm('مطعم'))::int as n",
    );
    expect(trigrams.rows[0]?.n).toBeGreaterThan(0);
    const client = await app.infra.pool.connect();
    try {
      await client.query('begin');
      // A handful of rows costs less to scan than to look up: ask whether the index can serve.
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from food_items
          where public.search_normalise(title) ilike $1
             or public.search_normalise(description) ilike $1`,
        ['%مطعم%'],
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on food_items_search_normalise_idx\b/);
      expect(plan).toMatch(/Bitmap Index Scan on food_items_search_normalise_idx1\b/);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
