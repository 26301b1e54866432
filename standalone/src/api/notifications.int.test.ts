import { foodStreamId, requestAcceptedSchema } from '@foodshare/contracts/food-events';
import {
  inboxStreamId,
  NOTIFICATION_TEXT,
  type Notification,
  UNREAD_COUNT_HEADER,
} from '@foodshare/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, signUp } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const list = async (browser: TestBrowser, query = '') => {
  const response = await browser.get(`/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    notifications: response.json() as Notification[],
    unread: response.headers[UNREAD_COUNT_HEADER],
  };
};
const types = async (browser: TestBrowser) =>
  (await list(browser)).notifications.map((notification) => notification.type);

async function approvedItem(donor: TestBrowser, overrides: Record<string, unknown> = {}) {
  const id = await donate(donor, overrides);
  await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
  return id;
}

async function requestItem(taker: TestBrowser, foodItemId: string) {
  const response = await taker.post('/api/food-requests', {
    foodItemId,
    message: 'Could I collect it this evening?',
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function onlyRequestOf(taker: TestBrowser): Promise<string> {
  const [request] = (await taker.get('/api/my-requests')).json() as { id: string }[];
  if (!request) throw new Error('one request expected');
  return request.id;
}

/** A donor with an approved item and one request on it: two notifications. */
async function donorWithTwoNotifications() {
  const donor = app.browser();
  const { id: donorId } = await signUp(donor);
  const itemId = await approvedItem(donor, { title: 'Box of mangoes' });
  const taker = app.browser();
  const { id: takerId } = await signUp(taker);
  await requestItem(taker, itemId);
  // Another person's write reaches the donor's reads as the projection passes it: poll.
  await expect.poll(() => types(donor), { timeout: 10_000 }).toHaveLength(2);
  return { donor, donorId, itemId, taker, takerId };
}

describe('GET /api/notifications', () => {
  it('lists the person’s notifications newest first, with the unread count in a header', async () => {
    const { donor, itemId } = await donorWithTwoNotifications();
    const { notifications, unread } = await list(donor);
    expect(unread).toBe('2');
    expect(notifications).toEqual([
      {
        id: expect.any(String),
        type: 'request_received',
        ...NOTIFICATION_TEXT.requestReceived('Box of mangoes'),
        isRead: false,
        relatedItemId: itemId,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        type: 'donation_approved',
        ...NOTIFICATION_TEXT.donationApproved('Box of mangoes'),
        isRead: false,
        relatedItemId: itemId,
        createdAt: expect.any(String),
      },
    ]);
    const [newer, older] = notifications.map((notification) => Date.parse(notification.createdAt));
    expect(newer).toBeGreaterThanOrEqual(older ?? Number.NaN);

    const one = await list(donor, '?limit=1');
    expect(one.notifications.map((notification) => notification.type)).toEqual([
      'request_received',
    ]);
    expect(one.unread).toBe('2');
    const tooMany = await donor.get('/api/notifications?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('limit');
  });

  it('answers a visitor 401, as every signed-in read does', async () => {
    const response = await app.browser().get('/api/notifications');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Unauthorized/);
  });
});

describe('marking notifications read', () => {
  it('marks one, harmlessly again, then all that exist; a later one stays unread', async () => {
    const { donor, donorId, itemId } = await donorWithTwoNotifications();
    const [newest, older] = (await list(donor)).notifications;
    if (!newest || !older) throw new Error('two notifications expected');

    const marked = await donor.post(`/api/notifications/${older.id}/read`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ id: older.id, isRead: true });
    // The answer's write position makes the next read wait for the projection.
    let after = await list(donor);
    expect(after.unread).toBe('1');
    expect(after.notifications.map((notification) => notification.isRead)).toEqual([false, true]);

    const again = await donor.post(`/api/notifications/${older.id}/read`);
    expect(again.statusCode).toBe(200);
    expect(await app.infra.store.readStream(inboxStreamId(donorId))).toHaveLength(1);

    const all = await donor.post('/api/notifications/read-all');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ ok: true });
    after = await list(donor);
    expect(after.unread).toBe('0');
    expect(after.notifications.every((notification) => notification.isRead)).toBe(true);

    const latecomer = app.browser();
    await signUp(latecomer);
    await requestItem(latecomer, itemId);
    await expect.poll(() => types(donor), { timeout: 10_000 }).toHaveLength(3);
    after = await list(donor);
    expect(after.unread).toBe('1');
    expect(after.notifications.map((notification) => notification.isRead)).toEqual([
      false,
      true,
      true,
    ]);
    // Nothing left unread but the newest, which read-all did not cover.
    expect(await app.infra.store.readStream(inboxStreamId(donorId))).toHaveLength(2);
  });

  it('answers someone else’s notification as its own, and marks only the marker’s inbox', async () => {
    const { donor, donorId, taker, takerId } = await donorWithTwoNotifications();
    const [theirs] = (await list(donor)).notifications;
    if (!theirs) throw new Error('a notification expected');
    // The inbox cannot know whose an id is: ids reveal nothing, so no one's and someone else's
    // are answered alike, and the mark lands in the marker's own inbox, where it touches nothing.
    const response = await taker.post(`/api/notifications/${theirs.id}/read`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: theirs.id, isRead: true });
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await taker.post(`/api/notifications/${unknownId}/read`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ id: unknownId, isRead: true });
    expect(await app.infra.store.readStream(inboxStreamId(takerId))).toHaveLength(2);
    expect(await app.infra.store.readStream(inboxStreamId(donorId))).toEqual([]);
    // The taker's read waits until their marks are projected: the donor's two stay unread.
    await list(taker);
    expect((await list(donor)).unread).toBe('2');
  });

  it('names the field of a malformed id, and refuses visitors', async () => {
    const member = app.browser();
    await signUp(member);
    const bad = await member.post('/api/notifications/not-a-uuid/read');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id', message: 'Unknown notification' });
    const visitor = app.browser();
    expect((await visitor.post('/api/notifications/read-all')).statusCode).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await visitor.post(`/api/notifications/${id}/read`)).statusCode).toBe(401);
  });
});

describe('notifications from a handover over HTTP', () => {
  it('tells the taker of the acceptance and both sides of the collection', async () => {
    const { donor, itemId, taker } = await donorWithTwoNotifications();
    const requestId = await onlyRequestOf(taker);
    const accepted = await donor.post(`/api/food-items/${itemId}/requests/${requestId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const events = await app.infra.store.readStream(foodStreamId(itemId));
    // The taker's code, as the accept put it on the event.
    const acceptance = events.find((event) => event.type === 'RequestAccepted');
    const { pickupCode } = requestAcceptedSchema.parse({
      type: acceptance?.type,
      data: acceptance?.data,
    }).data;
    const handover = await donor.post(`/api/food-items/${itemId}/handover`, { pickupCode });
    expect(handover.statusCode, handover.body).toBe(200);
    await expect
      .poll(() => types(taker), { timeout: 10_000 })
      .toEqual(['item_collected', 'request_accepted']);
    expect((await list(taker)).notifications[0]).toMatchObject(
      NOTIFICATION_TEXT.collectedForTaker('Box of mangoes'),
    );
    await expect
      .poll(() => types(donor), { timeout: 10_000 })
      .toEqual(['item_collected', 'request_received', 'donation_approved']);
  });
});

describe('a deleted account', () => {
  it('leaves no notification behind, while the other side keeps theirs', async () => {
    const { donor, itemId, takerId, taker } = await donorWithTwoNotifications();
    const requestId = await onlyRequestOf(taker);
    const accepted = await donor.post(`/api/food-items/${itemId}/requests/${requestId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expect.poll(() => types(taker), { timeout: 10_000 }).toEqual(['request_accepted']);

    const deleted = await taker.request({ method: 'DELETE', url: '/api/profile' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = (userId: string) =>
      app.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .execute()
        .then((rows) => rows.length);
    await expect.poll(() => left(takerId), { timeout: 10_000 }).toBe(0);
    // The deletion gave up the taker's reservation, and the donor was told so.
    await expect
      .poll(() => types(donor), { timeout: 10_000 })
      .toEqual(['request_cancelled', 'request_received', 'donation_approved']);
  });
});
