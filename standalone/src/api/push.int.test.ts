import type { Notification } from '@foodshare/contracts/notifications';
import type { Sealed } from '@foodshare/contracts/personal-data';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type PushPayload,
  pushStreamId,
} from '@foodshare/contracts/push';
import { generateVapidKeys } from '@foodshare/platform/push/web-push';
import {
  startTestPushService,
  type TestPushService,
  type TestSubscription,
} from '@foodshare/platform/testing/push-service';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, signUp } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/*
 * Web push end to end (docs/product.md §14): a member's device subscribed at a push service on
 * loopback, which checks the app's VAPID JWT and decrypts each message with the device's own key.
 */

const vapid = { ...generateVapidKeys(), subject: 'mailto:push@localhost' };
let app: TestApp;
let service: TestPushService;

beforeAll(async () => {
  service = await startTestPushService({ vapidKey: vapid.publicKey });
  app = await createTestApp({ vapid, pushServiceHosts: ['127.0.0.1'] });
});
afterAll(async () => {
  await app.close();
  await service.close();
});

const put = (browser: TestBrowser, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as object });

async function subscribe(browser: TestBrowser): Promise<TestSubscription & { id: string }> {
  const device = service.subscribe();
  const response = await browser.post('/api/push/subscriptions', {
    ...device,
    expirationTime: null,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...device, id: (response.json() as { id: string }).id };
}

async function approvedItem(donor: TestBrowser, title: string) {
  const id = await donate(donor, { title });
  await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
  return id;
}

async function request(taker: TestBrowser, foodItemId: string) {
  const response = await taker.post('/api/food-requests', { foodItemId, message: 'Tonight?' });
  expect(response.statusCode, response.body).toBe(201);
}

const pushesTo = (device: TestSubscription) =>
  service.received
    .filter((push) => push.endpoint === device.endpoint)
    .map((push) => JSON.parse(push.payload) as PushPayload);

/** Where it is 60 minutes ago to 2 hours ahead in Dubai: quiet hours that hold now. */
function quietNow(urgentAllowed: boolean): NotificationPreferences['quietHours'] {
  const dubai = (offsetMinutes: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dubai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(Date.now() + offsetMinutes * 60_000));
  return { start: dubai(-60), end: dubai(120), timeZone: 'Asia/Dubai', urgentAllowed };
}

describe('web push', () => {
  it('gives the VAPID public key to anyone', async () => {
    const response = await app.browser().get('/api/push/public-key');
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('delivers a new request to the donor’s device, decrypted by its own key', async () => {
    const donor = app.browser();
    await signUp(donor);
    const device = await subscribe(donor);
    const itemId = await approvedItem(donor, 'Crate of oranges');
    expect((await donor.get('/api/push/subscriptions')).json()).toEqual([
      { id: device.id, endpoint: device.endpoint, createdAt: expect.any(String) },
    ]);
    // The approval came before any wish for push reached the fan-out, or with it: either way one
    // push at most for it. The request is what is watched for.
    const taker = app.browser();
    await signUp(taker);
    await request(taker, itemId);
    await expect
      .poll(() => pushesTo(device).map((push) => push.type), { timeout: 15_000 })
      .toContain('request_received');
    const push = pushesTo(device).find((each) => each.type === 'request_received');
    const [newest] = (await donor.get('/api/notifications')).json() as Notification[];
    expect(push).toEqual({
      notificationId: newest?.id,
      type: 'request_received',
      title: 'New request',
      message: newest?.message,
      params: { text: 'requestReceived', item: 'Crate of oranges' },
      relatedItemId: itemId,
    });
    expect(
      service.received.find((each) => each.endpoint === device.endpoint)?.urgency,
    ).toBeDefined();
    expect(service.rejected).toEqual([]);
  });

  it('keeps the device sealed in the log: once the account is erased, nothing reaches it', async () => {
    const member = app.browser();
    const { id: userId } = await signUp(member);
    const device = await subscribe(member);
    const recorded = JSON.stringify(
      (await app.infra.store.readStream(pushStreamId(userId))).map((event) => event.data),
    );
    expect(recorded).toContain('"keysDigest"');
    expect(recorded).not.toContain(device.endpoint);
    expect(recorded).not.toContain(device.keys.auth);
    expect(recorded).not.toContain(device.keys.p256dh);
    // The member's own list opens it.
    expect((await member.get('/api/push/subscriptions')).json()).toEqual([
      { id: device.id, endpoint: device.endpoint, createdAt: expect.any(String) },
    ]);

    expect((await member.request({ method: 'DELETE', url: '/api/profile' })).statusCode).toBe(200);
    // A push queued for the device before the erasure finds nothing it can open.
    const [event] = await app.infra.store.readStream(pushStreamId(userId));
    if (!event) throw new Error('The member subscribed: their push stream has an event');
    const sealed = (event.data as { device: Sealed }).device;
    expect(await personalDataVault.open(app.infra.db, sealed)).toBeNull();
  });

  it('sends nothing of a kind turned off for push, and hides what is turned off in the app', async () => {
    // Two donors, one who turned requests off for push; fan-outs run one at a time in order, so
    // once the second's push is in, the first's fan-out has run (and sent nothing).
    const quiet = app.browser();
    await signUp(quiet);
    const quietDevice = await subscribe(quiet);
    const preferences: NotificationPreferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      channels: {
        ...DEFAULT_NOTIFICATION_PREFERENCES.channels,
        requestsOnMyFood: { inApp: true, push: false },
        moderation: { inApp: false, push: true },
      },
    };
    const saved = await put(quiet, '/api/notification-preferences', preferences);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await quiet.get('/api/notification-preferences')).json()).toEqual(preferences);
    const loud = app.browser();
    await signUp(loud);
    const loudDevice = await subscribe(loud);
    const quietItem = await approvedItem(quiet, 'Quiet bread');
    const loudItem = await approvedItem(loud, 'Loud bread');
    const taker = app.browser();
    await signUp(taker);
    await request(taker, quietItem);
    await request(taker, loudItem);
    await expect
      .poll(() => pushesTo(loudDevice).map((push) => push.type), { timeout: 15_000 })
      .toContain('request_received');
    expect(pushesTo(quietDevice).map((push) => push.type)).not.toContain('request_received');
    // In the app: the request shows; the approval (moderation, turned off there) does not.
    await expect
      .poll(async () =>
        ((await quiet.get('/api/notifications')).json() as Notification[]).map((n) => n.type),
      )
      .toEqual(['request_received']);
    expect((await quiet.get('/api/notifications')).headers['x-unread-count']).toBe('1');
  });

  it('holds news in quiet hours (Asia/Dubai) and lets urgent news through where the member says so', async () => {
    // Two donors in quiet hours now: one holds urgent news too (the default), one lets it through.
    // Fan-outs run one at a time in order: once the second's push is in, the first's has run.
    const donorWith = async (urgentAllowed: boolean, title: string) => {
      const donor = app.browser();
      await signUp(donor);
      const device = await subscribe(donor);
      const saved = await put(donor, '/api/notification-preferences', {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        quietHours: quietNow(urgentAllowed),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return { device, itemId: await approvedItem(donor, title) };
    };
    const holding = await donorWith(false, 'Held dates');
    const letting = await donorWith(true, 'Urgent dates');
    const taker = app.browser();
    await signUp(taker);
    await request(taker, holding.itemId);
    await request(taker, letting.itemId);
    await expect
      .poll(() => pushesTo(letting.device).map((push) => push.type), { timeout: 15_000 })
      .toContain('request_received');
    expect(pushesTo(holding.device)).toEqual([]);
  });

  it('removes a device its push service says is gone (410), by an event on the member’s stream', async () => {
    const donor = app.browser();
    const { id: donorId } = await signUp(donor);
    const device = await subscribe(donor);
    service.answer(device.endpoint, 410);
    const itemId = await approvedItem(donor, 'Gone figs');
    const taker = app.browser();
    await signUp(taker);
    await request(taker, itemId);
    await expect
      .poll(async () => (await donor.get('/api/push/subscriptions')).json(), { timeout: 15_000 })
      .toEqual([]);
    const { rows } = await app.infra.pool.query<{ data: { reason: string } }>(
      `select data from events where stream_id = $1 and type = 'PushUnsubscribed'`,
      [`push-${donorId}`],
    );
    expect(rows.map((row) => row.data.reason)).toEqual(['gone']);
  });

  it('lets a member turn push off for a device of theirs, and only theirs', async () => {
    const member = app.browser();
    await signUp(member);
    const device = await subscribe(member);
    const other = app.browser();
    await signUp(other);
    const foreign = await other.request({
      method: 'DELETE',
      url: `/api/push/subscriptions/${device.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await member.request({
      method: 'DELETE',
      url: `/api/push/subscriptions/${device.id}`,
    });
    expect(own.statusCode).toBe(204);
    expect((await member.get('/api/push/subscriptions')).json()).toEqual([]);
  });

  it('refuses a subscription to a push service the app does not send to, naming the field', async () => {
    const member = app.browser();
    await signUp(member);
    const response = await member.post('/api/push/subscriptions', {
      endpoint: 'https://attacker.example/collect',
      keys: service.subscribe().keys,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'push.endpointHost', field: 'endpoint' });
    const bad = await put(member, '/api/notification-preferences', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      quietHours: { start: '22:00', end: '7am' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'push.time' });
  });
});
