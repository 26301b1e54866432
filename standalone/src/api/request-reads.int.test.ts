import type { MyDonation, MyRequest } from '@foodshare/contracts/food-items';
import { DECLINE_REASON_TEXT, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, signUp } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => app.close());

const myRequests = async (browser: TestBrowser) =>
  (await browser.get('/api/my-requests')).json() as MyRequest[];
const myDonation = async (browser: TestBrowser, itemId: string) =>
  ((await browser.get('/api/my-donations')).json() as MyDonation[]).find(
    (item) => item.id === itemId,
  );

async function approvedItem(donor: TestBrowser, overrides: Record<string, unknown> = {}) {
  const id = await donate(donor, overrides);
  await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
  return id;
}

/** A donor's approved item, reserved for a taker's accepted request. */
async function reservedItem() {
  const donor = app.browser();
  await signUp(donor);
  const itemId = await approvedItem(donor);
  const taker = app.browser();
  await signUp(taker);
  const { id: requestId } = await request(taker, itemId);
  const accepted = await donor.post(`/api/food-items/${itemId}/requests/${requestId}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { donor, itemId, taker, requestId };
}

async function request(taker: TestBrowser, foodItemId: string, intent?: string) {
  const response = await taker.post('/api/food-requests', {
    foodItemId,
    message: 'Could I collect it this evening?',
    ...(intent ? { intent } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; intent: string; price: string | null };
}

describe('what donors and takers read about requests', () => {
  it('shows the donor who asked (by public name only), and the taker the pickup code once accepted', async () => {
    const donor = app.browser();
    await signUp(donor);
    const itemId = await approvedItem(donor);
    const publicTaker = app.browser();
    await signUp(publicTaker, { firstName: 'Noura', lastName: 'Saeed' });
    const privateTaker = app.browser();
    await signUp(privateTaker, {
      firstName: 'Hidden',
      lastName: 'Person',
      profileVisibility: false,
    });
    const first = await request(publicTaker, itemId);
    const second = await request(privateTaker, itemId);

    // Others' writes reach the donor's reads as the projection passes them: poll.
    await expect.poll(async () => (await myDonation(donor, itemId))?.openRequests).toBe(2);
    const before = await myDonation(donor, itemId);
    expect(before?.requests.map((incoming) => [incoming.id, incoming.requesterName])).toEqual([
      [second.id, 'Community member'],
      [first.id, 'Noura Saeed'],
    ]);
    expect(JSON.stringify(before)).not.toContain('Hidden');
    const [pending] = await myRequests(publicTaker);
    expect(pending).toMatchObject({ id: first.id, status: 'pending', pickupCode: null });

    const accepted = await donor.post(`/api/food-items/${itemId}/requests/${first.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expect.poll(async () => (await myRequests(publicTaker))[0]?.status).toBe('approved');
    const [mine] = await myRequests(publicTaker);
    expect(mine).toMatchObject({
      id: first.id,
      status: 'approved',
      itemStatus: 'reserved',
      pickupLocation: 'Al Barsha 1, Dubai',
    });
    expect(mine?.pickupCode).toMatch(/^\d{6}$/);
    // The donor never reads the code: the taker shows it at the handover.
    const after = await myDonation(donor, itemId);
    expect(JSON.stringify(after)).not.toContain(mine?.pickupCode);
    expect(after).toMatchObject({ status: 'reserved', openRequests: 0 });
    expect(after?.requests.map((incoming) => incoming.status)).toEqual(['declined', 'approved']);
    await expect.poll(async () => (await myRequests(privateTaker))[0]?.status).toBe('declined');
    const [declined] = await myRequests(privateTaker);
    expect(declined).toMatchObject({
      status: 'declined',
      pickupCode: null,
      declineReason: DECLINE_REASON_TEXT.another_request_accepted,
    });

    const collected = await donor.post(`/api/food-items/${itemId}/handover`, {
      pickupCode: mine?.pickupCode,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(await myDonation(donor, itemId)).toMatchObject({ status: 'collected', sale: null });
    expect((await myDonation(donor, itemId))?.collectedAt).not.toBeNull();
    await expect.poll(async () => (await myRequests(publicTaker))[0]?.status).toBe('collected');
  });

  it('counts a collection towards the donor, the statistics and people helped', async () => {
    const visitor = app.browser();
    const stats = async () =>
      (await visitor.get('/api/stats')).json() as { totalDonations: number; activeDonors: number };
    const donor = app.browser();
    const { id: donorId } = await signUp(donor, { firstName: 'Counted', lastName: 'Donor' });
    const itemId = await approvedItem(donor, { servings: '7' });
    const taker = app.browser();
    await signUp(taker);
    await expect.poll(async () => (await stats()).activeDonors).toBeGreaterThan(0);
    const before = await stats();
    const { id: requestId } = await request(taker, itemId);
    await donor.post(`/api/food-items/${itemId}/requests/${requestId}/accept`);
    await expect.poll(async () => (await myRequests(taker))[0]?.pickupCode).toMatch(/^\d{6}$/);
    const code = (await myRequests(taker))[0]?.pickupCode;
    const handover = await donor.post(`/api/food-items/${itemId}/handover`, { pickupCode: code });
    expect(handover.statusCode, handover.body).toBe(200);

    await expect.poll(async () => (await stats()).totalDonations).toBe(before.totalDonations + 1);
    expect((await donor.get('/api/user')).json()).toMatchObject({ donationCount: 1 });
    // A visitor holds no position of the donor's write: the profiles show it once caught up.
    const profile = async () =>
      (
        (await visitor.get('/api/community/profiles')).json() as {
          id: string;
          donationCount: number;
          peopleHelped: number;
        }[]
      ).find((each) => each.id === donorId);
    await expect.poll(profile).toMatchObject({ donationCount: 1, peopleHelped: 7 });
  });

  it('records a purchase at the discounted price and the sale with its fee', async () => {
    const seller = app.browser();
    await signUp(seller, { role: 'restaurant', businessName: 'Karak House' });
    const itemId = await approvedItem(seller, {
      donationMode: 'marketplace',
      isMarketplace: true,
      originalPrice: '40.00',
      price: '12.50',
    });
    const buyer = app.browser();
    await signUp(buyer);
    const purchase = await request(buyer, itemId, 'purchase');
    expect(purchase).toMatchObject({ intent: 'purchase', price: '12.50' });
    await expect
      .poll(async () => (await myDonation(seller, itemId))?.requests[0])
      .toMatchObject({ intent: 'purchase', price: '12.50' });
    await seller.post(`/api/food-items/${itemId}/requests/${purchase.id}/accept`);
    await expect.poll(async () => (await myRequests(buyer))[0]?.status).toBe('approved');
    const [bought] = await myRequests(buyer);
    expect(bought).toMatchObject({ intent: 'purchase', price: '12.50', status: 'approved' });
    await seller.post(`/api/food-items/${itemId}/handover`, { pickupCode: bought?.pickupCode });
    // 5% of 12.50 is 0.625: rounded half up to the fil.
    expect((await myDonation(seller, itemId))?.sale).toEqual({
      price: '12.50',
      fee: '0.63',
      feeRate: '0.0500',
    });
  });

  it('records a retried request with the same Idempotency-Key once and answers it again', async () => {
    const donor = app.browser();
    await signUp(donor);
    const itemId = await approvedItem(donor);
    const taker = app.browser();
    await signUp(taker);
    const send = () =>
      taker.request({
        method: 'POST',
        url: '/api/food-requests',
        headers: { 'idempotency-key': 'request-once-1' },
        payload: { foodItemId: itemId, message: 'Please' },
      });
    const first = await send();
    const retry = await send();
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    const events = await app.infra.store.readStream(`food-${itemId}`);
    expect(events.filter((event) => event.type === 'ItemRequested')).toHaveLength(1);
  });

  it('closes open requests when the item is withdrawn, and frees the item when the taker cancels', async () => {
    const { donor, itemId, taker, requestId } = await reservedItem();
    const cancelled = await taker.post(`/api/food-items/${itemId}/requests/${requestId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect
      .poll(() => myDonation(donor, itemId))
      .toMatchObject({ status: 'available', requesterId: null });
    expect((await myRequests(taker))[0]).toMatchObject({ status: 'cancelled', pickupCode: null });

    const again = await request(taker, itemId);
    expect(
      (await donor.request({ method: 'DELETE', url: `/api/food-items/${itemId}` })).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => (await myRequests(taker)).find((mine) => mine.id === again.id)?.status)
      .toBe('withdrawn');
  });

  it('keeps who took an item private, and forgets a deleted person on both sides', async () => {
    const { donor, itemId, taker } = await reservedItem();
    const visitor = app.browser();
    await expect
      .poll(async () => {
        const items = (await visitor.get('/api/food-items?status=reserved')).json() as {
          id: string;
          requesterId: string | null;
        }[];
        return items.find((item) => item.id === itemId);
      })
      .toMatchObject({ requesterId: null });

    // The taker deletes their account: the reservation is given up, their words forgotten.
    expect((await taker.request({ method: 'DELETE', url: '/api/profile' })).statusCode).toBe(200);
    await expect
      .poll(() => myDonation(donor, itemId))
      .toMatchObject({
        status: 'available',
        requesterId: null,
      });
    expect((await myDonation(donor, itemId))?.requests[0]).toMatchObject({
      status: 'cancelled',
      message: null,
    });

    // A donor's note on a decline goes with the donor's account, and so does the address.
    const second = app.browser();
    await signUp(second);
    const asked = await request(second, itemId);
    await donor.post(`/api/food-items/${itemId}/requests/${asked.id}/decline`, {
      note: 'Call Khalid on 0507654321 instead',
    });
    await expect
      .poll(async () => (await myRequests(second))[0]?.declineReason)
      .toContain('Call Khalid');
    expect((await donor.request({ method: 'DELETE', url: '/api/profile' })).statusCode).toBe(200);
    await expect
      .poll(async () => (await myRequests(second))[0]?.declineReason)
      .toBe(DECLINE_REASON_TEXT.declined_by_donor);
    // The donor's item is withdrawn after the deletion, by the account-closure process manager.
    await expect
      .poll(async () => (await myRequests(second))[0])
      .toMatchObject({
        pickupLocation: null,
        pickupInstructions: null,
        itemImageUrl: null,
      });
    const notifications = JSON.stringify((await second.get('/api/notifications')).json());
    expect(notifications).not.toContain('Khalid');
  });
});

describe('hiding from my list', () => {
  it('refuses to delete what changed hands, hides it instead, and remembers after a reload', async () => {
    const { donor, itemId } = await reservedItem();
    const deleted = await donor.request({ method: 'DELETE', url: `/api/food-items/${itemId}` });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(REQUEST_MESSAGES.changedHands);

    const hidden = await donor.post(`/api/food-items/${itemId}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    await expect.poll(async () => (await myDonation(donor, itemId))?.hidden).toBe(true);
    // Hiding again changes nothing.
    const events = await app.eventCount();
    expect((await donor.post(`/api/food-items/${itemId}/hide`)).statusCode).toBe(200);
    expect(await app.eventCount()).toBe(events);
  });

  it('asks for Delete, not Hide, on an item nobody has taken', async () => {
    const donor = app.browser();
    await signUp(donor);
    const itemId = await approvedItem(donor);
    const hidden = await donor.post(`/api/food-items/${itemId}/hide`);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().message).toBe(REQUEST_MESSAGES.notHideable);
  });
});
