import { randomUUID } from 'node:crypto';
import { DONATION_MESSAGES, donationPayloadSchema } from '@foodshare/contracts/donations';
import { FOOD_CATEGORIES, FOOD_TYPES } from '@foodshare/contracts/enums';
import { FOOD_TYPES_BY_CATEGORY, foodTypeFitsCategory } from '@foodshare/contracts/food-kinds';
import { WEIGHT_MESSAGES } from '@foodshare/contracts/food-weight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, safeDonation, signUp } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
let donor: TestBrowser;
let donorId: string;
beforeAll(async () => {
  app = await createTestApp();
  donor = app.browser();
  ({ id: donorId } = await signUp(donor, { role: 'restaurant', businessName: 'Al Fanar Kitchen' }));
});
afterAll(() => app.close());

const approvedIds = async (query = '') =>
  ((await app.browser().get(`/api/food-items${query}`)).json() as { id: string }[]).map(
    (item) => item.id,
  );

describe('POST /api/food-items', () => {
  it('answers 401 to a signed-out visitor before judging the body', async () => {
    const response = await app.browser().post('/api/food-items', { title: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Unauthorized/);
  });

  it.each([
    [{ imageUrl: undefined }, 'imageUrl', DONATION_MESSAGES.photoRequired],
    [{ imageUrl: '' }, 'imageUrl', DONATION_MESSAGES.photoRequired],
    [
      { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' },
      'imageUrl',
      DONATION_MESSAGES.photoNotJpeg,
    ],
    [{ imageUrl: 'data:image/jpeg;base64,PHN2Zz4=' }, 'imageUrl', DONATION_MESSAGES.photoNotJpeg],
    [{ donationMode: 'gift' }, 'donationMode', DONATION_MESSAGES.mode],
    [{ foodType: 'soup' }, 'foodType', DONATION_MESSAGES.foodType],
    [{ foodSource: undefined }, 'foodSource', DONATION_MESSAGES.foodSource],
    [{ preparationTime: 'yesterday' }, 'preparationTime', DONATION_MESSAGES.preparationTime],
    [{ storageMethod: 'car' }, 'storageMethod', DONATION_MESSAGES.storageMethod],
    [{ isSealed: 'yes' }, 'isSealed', DONATION_MESSAGES.isSealed],
    [{ handlingStatus: undefined }, 'handlingStatus', DONATION_MESSAGES.handlingStatus],
    [{ hygienicHandling: false }, 'hygienicHandling', DONATION_MESSAGES.hygienicHandlingFalse],
    [{ hygienicHandling: undefined }, 'hygienicHandling', DONATION_MESSAGES.hygienicHandlingUnset],
    [{ donationAgreement: false }, 'donationAgreement', DONATION_MESSAGES.donationAgreementFalse],
    [
      { donationAgreement: undefined },
      'donationAgreement',
      DONATION_MESSAGES.donationAgreementUnset,
    ],
    [{ title: '  ' }, 'title', DONATION_MESSAGES.titleRequired],
    [{ quantity: '' }, 'quantity', DONATION_MESSAGES.quantityRequired],
    [{ pickupLocation: undefined }, 'pickupLocation', DONATION_MESSAGES.pickupLocationRequired],
    [{ donationMode: 'marketplace' }, 'originalPrice', DONATION_MESSAGES.originalPriceRequired],
    [
      { donationMode: 'marketplace', originalPrice: '10.00', price: '12.00' },
      'discountedPrice',
      DONATION_MESSAGES.discountAboveOriginal,
    ],
    [
      { donationMode: 'marketplace', originalPrice: '10.001', price: '5' },
      'originalPrice',
      DONATION_MESSAGES.priceInvalid,
    ],
    [{ pickupUntil: '2020-01-01T10:00:00Z' }, 'pickupUntil', DONATION_MESSAGES.pickupUntilPast],
    [{ pickupUntil: 'tomorrow' }, 'pickupUntil', DONATION_MESSAGES.pickupUntilInvalid],
    [{ pickupUntil: undefined }, 'pickupUntil', DONATION_MESSAGES.pickupUntilRequired],
    [{ pickupFrom: 'at six' }, 'pickupFrom', DONATION_MESSAGES.pickupFromInvalid],
    [
      { pickupUntil: new Date(Date.now() + 15 * 86_400_000).toISOString() },
      'pickupUntil',
      DONATION_MESSAGES.pickupUntilTooFar,
    ],
    [
      {
        pickupFrom: new Date(Date.now() + 7_200_000).toISOString(),
        pickupUntil: new Date(Date.now() + 3_600_000).toISOString(),
      },
      'pickupUntil',
      DONATION_MESSAGES.pickupWindowOrder,
    ],
    [
      { pickupUntil: new Date(Date.now() + 4 * 86_400_000).toISOString() },
      'pickupUntil',
      DONATION_MESSAGES.pickupWindowTooLong,
    ],
    [{ allergens: '["gluten","plutonium"]' }, 'allergens.1', undefined],
    [{ allergens: '[]' }, 'allergens', DONATION_MESSAGES.allergensRequired],
    [{ allergens: undefined }, 'allergens', DONATION_MESSAGES.allergensRequired],
    [{ spoilageIndicators: '[]' }, 'spoilageIndicators', DONATION_MESSAGES.spoilageRequired],
  ])('refuses %j, naming %s, and appends nothing', async (overrides, field, message) => {
    const before = await app.eventCount();
    const response = await donor.post('/api/food-items', safeDonation(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues?.map((issue: { field: string }) => issue.field) ?? [body.field]).toContain(
      field,
    );
    if (message)
      expect([
        body.message,
        ...(body.issues ?? []).map((issue: { message: string }) => issue.message),
      ]).toContain(message);
    expect(await app.eventCount()).toBe(before);
  });

  it('asks a business for the weight of a free donation, and a person not', async () => {
    const before = await app.eventCount();
    const refused = await donor.post('/api/food-items', safeDonation({ weightKg: undefined }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'weightKg', message: WEIGHT_MESSAGES.required });
    expect(await app.eventCount()).toBe(before);
    const person = app.browser();
    await signUp(person);
    await donate(person, { weightKg: undefined });
  });

  describe('the category and the food type must agree (the table in contracts)', () => {
    const fitting = Object.entries(FOOD_TYPES_BY_CATEGORY).flatMap(([category, types]) =>
      types.map((foodType) => [category, foodType] as const),
    );
    const mismatched = FOOD_CATEGORIES.flatMap((category) =>
      FOOD_TYPES.filter((foodType) => !foodTypeFitsCategory(category, foodType)).map(
        (foodType) => [category, foodType] as const,
      ),
    );

    it('refuses chicken biryani in Prepared Meals answered as fresh produce, naming both fields', async () => {
      const before = await app.eventCount();
      const response = await donor.post(
        '/api/food-items',
        safeDonation({
          title: 'Chicken biryani leftovers',
          category: 'prepared_meals',
          foodType: 'fresh_produce',
        }),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual([
        'category',
        'foodType',
      ]);
      expect(body.message).toBe(
        'The category Prepared Meals does not match the food type Fresh produce: Prepared Meals take Cooked meal. Change the category or the food type.',
      );
      expect(await app.eventCount()).toBe(before);
    });

    it.each(mismatched)('refuses %s with the food type %s', async (category, foodType) => {
      const response = await donor.post('/api/food-items', safeDonation({ category, foodType }));
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('category');
    });

    it.each(fitting)('accepts %s with the food type %s', async (category, foodType) => {
      const response = await donor.post(
        '/api/food-items',
        safeDonation({ category, foodType, foodSource: 'restaurant' }),
      );
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  it('shows the donor the new item at once, and publishes it once the safety check passes', async () => {
    const id = await donate(donor, { title: `Tomatoes ${Date.now()}` });
    expect(['pending_check', 'approved']).toContain(await reviewStatusOf(donor, id));
    await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
    await expect.poll(() => approvedIds(), { timeout: 10_000 }).toContain(id);
    const mine = (await donor.get('/api/my-donations'))
      .json()
      .find((item: { id: string }) => item.id === id);
    expect(mine).toMatchObject({
      safetyVerdict: 'pass',
      status: 'available',
      ruleVersion: expect.any(String),
    });
    expect(mine.safetyReasons.length).toBeGreaterThan(0);
  });

  it('stores the photo as a blob: the event and the item carry its URL, never the bytes', async () => {
    const id = await donate(donor);
    const mine = (await donor.get('/api/my-donations'))
      .json()
      .find((item: { id: string }) => item.id === id);
    expect(mine.imageUrl).toBe(`/blobs/food-photos/${id}.jpg`);
    const photo = await app.browser().get(mine.imageUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const { rows } = await app.infra.pool.query(
      "select count(*)::int as n from events where data::text like '%base64%'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('never publishes mouldy food, and tells the donor why', async () => {
    const id = await donate(donor, { spoilageIndicators: '["mold"]', title: 'Mouldy bread' });
    await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('rejected');
    const mine = (await donor.get('/api/my-donations'))
      .json()
      .find((item: { id: string }) => item.id === id);
    expect(mine.safetyVerdict).toBe('reject');
    expect(mine.safetyReasons.map((reason: { rule: number }) => reason.rule)).toContain(2);
    expect(await approvedIds('?status=all')).not.toContain(id);
  });

  it('holds a homemade cooked meal for a moderator', async () => {
    const id = await donate(donor, {
      foodType: 'cooked_meal',
      foodSource: 'homemade',
      category: 'prepared_meals',
    });
    await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('flagged');
    expect(await approvedIds()).not.toContain(id);
    // Withdrawn before it was ever listed, it leaves the donor's list too: nothing to answer.
    expect(
      (await donor.request({ method: 'DELETE', url: `/api/food-items/${id}` })).statusCode,
    ).toBe(200);
    expect(await reviewStatusOf(donor, id)).toBeUndefined();
  });

  it('records a marketplace listing with both prices and the seller’s business name', async () => {
    const id = await donate(donor, {
      donationMode: 'marketplace',
      originalPrice: '40',
      price: '18.5',
      category: 'prepared_meals',
      foodType: 'cooked_meal',
      title: 'Chicken biryani boxes',
    });
    await expect.poll(() => approvedIds('?isMarketplace=true'), { timeout: 10_000 }).toContain(id);
    const offers = (await app.browser().get('/api/food-items?isMarketplace=true')).json();
    expect(offers.find((item: { id: string }) => item.id === id)).toMatchObject({
      isMarketplace: true,
      originalPrice: '40.00',
      discountedPrice: '18.50',
      businessName: 'Al Fanar Kitchen',
    });
    expect(await approvedIds('?isMarketplace=false')).not.toContain(id);
  });
});

describe('a retried POST with the same Idempotency-Key', () => {
  it('answers the same item again and changes nothing, not even the photo', async () => {
    const key = `retry-${Date.now().toString(36)}`;
    const post = (imageUrl?: string) =>
      donor.request({
        method: 'POST',
        url: '/api/food-items',
        payload: safeDonation(imageUrl ? { imageUrl } : {}),
        headers: { 'idempotency-key': key },
      });
    const first = await post();
    expect(first.statusCode).toBe(201);
    const id = first.json().id;
    const photo = (await app.browser().get(`/blobs/food-photos/${id}.jpg`)).rawPayload;
    const retry = await post(
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAgAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(id);
    const submitted = (await app.infra.store.readStream(`food-${id}`)).filter(
      (event) => event.type === 'DonationSubmitted',
    );
    expect(submitted).toHaveLength(1);
    expect((await app.browser().get(`/blobs/food-photos/${id}.jpg`)).rawPayload.equals(photo)).toBe(
      true,
    );
  });
});

describe('posting under an item id that is taken', () => {
  // A posting appends to the new item's stream without reading it first; these are the cases
  // where the stream is there after all, answered as a read before deciding answers them.
  const postAs = (itemId: string, title: string) =>
    app.standalone.commands.postDonation(
      { itemId, donorId, input: donationPayloadSchema.parse(safeDonation({ title })) },
      { actor: donorId, correlationId: randomUUID() },
    );
  const submittedOn = async (itemId: string) =>
    (await app.infra.store.readStream(`food-${itemId}`)).filter(
      (event) => event.type === 'DonationSubmitted',
    );

  it('refuses a second posting as already posted, and keeps the first one and its photo', async () => {
    const itemId = randomUUID();
    await postAs(itemId, 'First crate');
    await expect(postAs(itemId, 'Second crate')).rejects.toThrow(
      'This donation was already posted.',
    );
    const submitted = await submittedOn(itemId);
    expect(submitted.map((event) => (event.data as { title: string }).title)).toEqual([
      'First crate',
    ]);
    expect((await app.browser().get(`/blobs/food-photos/${itemId}.jpg`)).statusCode).toBe(200);
  });

  it('lets exactly one of two postings at once through', async () => {
    const itemId = randomUUID();
    const outcomes = await Promise.allSettled([
      postAs(itemId, 'One crate'),
      postAs(itemId, 'Another crate'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(String(refused?.reason)).toContain('This donation was already posted.');
    expect(await submittedOn(itemId)).toHaveLength(1);
    expect((await app.browser().get(`/blobs/food-photos/${itemId}.jpg`)).statusCode).toBe(200);
  });

  it('answers POSTs with one Idempotency-Key sent at once with one item', async () => {
    const key = `together-${Date.now().toString(36)}`;
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        donor.request({
          method: 'POST',
          url: '/api/food-items',
          payload: safeDonation(),
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    // One that lost the race inside this process may be told it was posted already (409).
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const ids = new Set(created.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await submittedOn(String(id))).toHaveLength(1);
  });
});

describe('GET /api/food-items', () => {
  it('searches title and description on the server, pages, and counts the total', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await donate(donor, { title: `Dates ${tag} ${i}` }));
    ids.push(
      await donate(donor, {
        title: 'Fresh bread',
        description: `Baked with ${tag} flour`,
        category: 'bakery_items',
        foodType: 'baked_goods',
      }),
    );
    await expect
      .poll(async () => (await approvedIds(`?search=${tag}`)).length, { timeout: 10_000 })
      .toBe(4);
    const page = await app.browser().get(`/api/food-items?search=${tag}&limit=2&offset=0`);
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('4');
    // Newest first.
    expect(page.json().map((item: { id: string }) => item.id)).toEqual([ids[3], ids[2]]);
    const second = await app.browser().get(`/api/food-items?search=${tag}&limit=2&offset=2`);
    expect(second.json().map((item: { id: string }) => item.id)).toEqual([ids[1], ids[0]]);
    expect(await approvedIds(`?search=${tag}&category=bakery_items`)).toEqual([ids[3]]);
    expect(await approvedIds('?search=%25_%25')).toEqual([]);
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    const response = await app.browser().get('/api/food-items?category=sweets');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('category');
  });
});

describe('DELETE /api/food-items/{id}', () => {
  it('lets only the owner delete, and the item leaves every list but its donor’s', async () => {
    const id = await donate(donor);
    await expect.poll(() => approvedIds(), { timeout: 10_000 }).toContain(id);
    const stranger = app.browser();
    await signUp(stranger);
    expect(
      (await stranger.request({ method: 'DELETE', url: `/api/food-items/${id}` })).statusCode,
    ).toBe(403);
    expect(
      (await app.browser().request({ method: 'DELETE', url: `/api/food-items/${id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await donor.request({
          method: 'DELETE',
          url: '/api/food-items/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await donor.request({ method: 'DELETE', url: `/api/food-items/${id}` })).statusCode,
    ).toBe(200);
    // It had been listed: it stays in My Donations, withdrawn, to say what became of it
    // (docs/product.md §13).
    const mine = (await donor.get('/api/my-donations')).json() as {
      id: string;
      withdrawn?: boolean;
    }[];
    expect(mine.find((item) => item.id === id)?.withdrawn).toBe(true);
    // A visitor holds no write of theirs: their list may answer a moment behind the deletion.
    await expect.poll(() => approvedIds(), { timeout: 10_000 }).not.toContain(id);
  });
});

describe('POST /api/food-requests and GET /api/my-requests', () => {
  it('records one request per person while the item is available, never on one’s own item', async () => {
    const id = await donate(donor, { title: 'Bananas to share' });
    await expect.poll(() => approvedIds(), { timeout: 10_000 }).toContain(id);
    const taker = app.browser();
    await signUp(taker);
    expect((await app.browser().post('/api/food-requests', { foodItemId: id })).statusCode).toBe(
      401,
    );
    const own = await donor.post('/api/food-requests', { foodItemId: id, message: 'mine' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(DONATION_MESSAGES.ownItem);
    const first = await taker.post('/api/food-requests', {
      foodItemId: id,
      message: 'Could I pick this up today?',
    });
    expect(first.statusCode).toBe(201);
    const again = await taker.post('/api/food-requests', { foodItemId: id, message: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DONATION_MESSAGES.alreadyRequested);
    const mine = (await taker.get('/api/my-requests')).json();
    expect(mine).toEqual([
      expect.objectContaining({
        id: first.json().id,
        foodItemId: id,
        status: 'pending',
        itemTitle: 'Bananas to share',
      }),
    ]);
  });

  it('answers Not Available for an item that is not available', async () => {
    const id = await donate(donor, { spoilageIndicators: '["bad_smell"]' });
    await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('rejected');
    const taker = app.browser();
    await signUp(taker);
    const response = await taker.post('/api/food-requests', { foodItemId: id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DONATION_MESSAGES.notAvailable);
    expect((await taker.post('/api/food-requests', { foodItemId: 'nope' })).statusCode).toBe(400);
  });
});

describe('GET /api/food-items?near=', () => {
  it('lists the nearest pinned items first with their distance, the unpinned after without one', async () => {
    const tag = `nr${Date.now().toString(36)}`;
    const far = await donate(donor, {
      title: `Far ${tag}`,
      pickupPoint: { latitude: 24.45, longitude: 54.38 },
    });
    const unpinned = await donate(donor, { title: `Unpinned ${tag}` });
    const near = await donate(donor, {
      title: `Near ${tag}`,
      pickupPoint: { latitude: 25.081, longitude: 55.141 },
    });
    const list = async () =>
      (await app.browser().get(`/api/food-items?search=${tag}&near=25.08,55.14`)).json() as {
        id: string;
        distanceKm: number | null;
      }[];
    await expect.poll(async () => (await list()).length, { timeout: 10_000 }).toBe(3);
    const items = await list();
    expect(items.map((item) => item.id)).toEqual([near, far, unpinned]);
    expect(items[0]?.distanceKm).toBeLessThan(1);
    expect(items[1]?.distanceKm).toBeGreaterThan(100);
    expect(items[2]?.distanceKm).toBeNull();
  });

  it('refuses a near that is not a point, saying how to write one', async () => {
    const response = await app.browser().get('/api/food-items?near=dubai');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/latitude,longitude/);
  });
});
