import { SURPLUS_DUE_JOB } from '@foodshare/platform/jobs/surplus-jobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeDonation, signUp, untilApproved } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/** Recurring surplus over HTTP (docs/product.md §21), on the real app. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Today in the UAE, its weekday, and the minute now: a schedule whose time has just come. */
function todayNow() {
  const uae = new Date(Date.now() + 4 * 3_600_000);
  const date = uae.toISOString().slice(0, 10);
  const minutes = Math.min(uae.getUTCHours() * 60 + uae.getUTCMinutes(), 22 * 60);
  const hhmm = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return {
    date,
    schedule: {
      days: [WEEKDAYS[uae.getUTCDay()] ?? 'sun'],
      time: hhmm(minutes),
      pickupFrom: hhmm(minutes),
      pickupUntil: hhmm(Math.min(minutes + 90, 23 * 60 + 59)),
    },
  };
}

const { imageUrl, ...rest } = safeDonation({
  title: 'Evening bread basket',
  category: 'bakery_items',
  foodType: 'baked_goods',
  foodSource: 'restaurant',
  storageMethod: 'room_temperature',
});
const listing = { ...rest, imageUrl };
const answers = {
  quantity: '12 loaves',
  weightKg: 6,
  preparationTime: 'today',
  storageMethod: 'room_temperature',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};

async function browserAs(role: string, extra: Record<string, unknown> = {}) {
  const browser = app.browser();
  const account = await signUp(browser, { role, ...extra });
  return { browser, account };
}

async function createTemplate(browser: TestBrowser) {
  const { date, schedule } = todayNow();
  const response = await browser.post('/api/surplus-templates', {
    name: 'Evening bread',
    listing,
    schedule,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as string, date };
}

const TEMPLATE_EVENTS = new Set(['SurplusOccurrenceDue']);
const SUBMITTED = new Set(['DonationSubmitted']);

describe('recurring surplus templates', () => {
  it('are kept by businesses, confirmed once a day, and posted through the safety check', async () => {
    const { browser: bakery } = await browserAs('restaurant', { businessName: 'Crumbs' });
    const { id, date } = await createTemplate(bakery);
    const listed = await vi.waitFor(async () => {
      const mine = (await bakery.get('/api/surplus-templates')).json();
      expect(mine).toHaveLength(1);
      return mine[0];
    });
    expect(listed).toMatchObject({ id, name: 'Evening bread', toConfirm: date, paused: false });

    // Nothing is published before the day is confirmed.
    const before = await app.eventCount(SUBMITTED);
    const confirm = (browser: TestBrowser, body: unknown = answers) =>
      browser.request({
        method: 'POST',
        url: `/api/surplus-templates/${id}/occurrences/${date}/confirm`,
        payload: body as Record<string, unknown>,
      });
    const bad = await confirm(bakery, { ...answers, hygienicHandling: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(await app.eventCount(SUBMITTED)).toBe(before);

    // Two confirmations at once (two taps, or two instances): one listing.
    const [first, second] = await Promise.all([confirm(bakery), confirm(bakery)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().itemId).toBe(second.json().itemId);
    expect(await app.eventCount(SUBMITTED)).toBe(before + 1);
    await untilApproved(bakery, first.json().itemId);
    const again = await confirm(bakery);
    expect(again.json().itemId).toBe(first.json().itemId);
    expect(await app.eventCount(SUBMITTED)).toBe(before + 1);
  });

  it('two job instances tell of a day once', async () => {
    const { browser: bakery } = await browserAs('restaurant', {
      businessName: 'Second Bakery',
    });
    const { id, date } = await createTemplate(bakery);
    const before = await app.eventCount(TEMPLATE_EVENTS);
    // The same day's job, queued under two ids as two instances might: the day is told once.
    const data = { templateId: id, date, correlationId: '', causationId: 'test' };
    await Promise.all([
      app.infra.jobs.add(SURPLUS_DUE_JOB, data, { jobId: `one/${id}` }),
      app.infra.jobs.add(SURPLUS_DUE_JOB, data, { jobId: `two/${id}` }),
    ]);
    await vi.waitFor(async () => expect(await app.eventCount(TEMPLATE_EVENTS)).toBe(before + 1), {
      timeout: 20_000,
    });
    // The business is told, with a link to one tap.
    await vi.waitFor(async () => {
      const notifications = (await bakery.get('/api/notifications')).json() as {
        type: string;
        relatedItemId: string;
      }[];
      expect(
        notifications.some((each) => each.type === 'surplus_due' && each.relatedItemId === id),
      ).toBe(true);
    });
    expect(await app.eventCount(TEMPLATE_EVENTS)).toBe(before + 1);
  });

  it('answers each caller by who they are', async () => {
    const { browser: owner } = await browserAs('restaurant', { businessName: 'Owner Bakery' });
    const { id, date } = await createTemplate(owner);
    const { browser: otherBusiness } = await browserAs('grocery_store', {
      businessName: 'Other Grocer',
    });
    const { browser: member } = await browserAs('individual');
    const { browser: moderator, account: moderatorAccount } = await browserAs('individual');
    await grantStaffRole(app, moderatorAccount.username, 'moderator');
    const { browser: analyst, account: analystAccount } = await browserAs('individual');
    await grantStaffRole(app, analystAccount.username, 'analyst');
    const visitor = app.browser();

    const routes = [
      { method: 'PATCH', url: `/api/surplus-templates/${id}`, payload: { paused: true } },
      {
        method: 'POST',
        url: `/api/surplus-templates/${id}/occurrences/${date}/confirm`,
        payload: answers,
      },
      { method: 'DELETE', url: `/api/surplus-templates/${id}` },
    ] as const;
    for (const route of routes) {
      const call = (browser: TestBrowser) =>
        browser.request({
          method: route.method,
          url: route.url,
          ...('payload' in route ? { payload: route.payload } : {}),
        });
      expect((await call(visitor)).statusCode, route.url).toBe(401);
      for (const someone of [otherBusiness, member, moderator, analyst])
        expect((await call(someone)).statusCode, route.url).toBe(403);
    }
    // Creating one: businesses only.
    for (const [browser, status] of [
      [visitor, 401],
      [member, 403],
      [moderator, 403],
      [analyst, 403],
      [otherBusiness, 201],
    ] as const) {
      const response = await browser.post('/api/surplus-templates', {
        name: 'Evening bread',
        listing,
        schedule: todayNow().schedule,
      });
      expect(response.statusCode).toBe(status);
    }
    // Its owner pauses, resumes and deletes it.
    const patch = (paused: boolean) =>
      owner.request({ method: 'PATCH', url: `/api/surplus-templates/${id}`, payload: { paused } });
    expect((await patch(true)).statusCode).toBe(200);
    const paused = await owner.request({
      method: 'POST',
      url: `/api/surplus-templates/${id}/occurrences/${date}/confirm`,
      payload: answers,
    });
    expect(paused.statusCode).toBe(409);
    expect((await patch(false)).statusCode).toBe(200);
    expect(
      (await owner.request({ method: 'DELETE', url: `/api/surplus-templates/${id}` })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () =>
      expect((await owner.get('/api/surplus-templates')).json()).toEqual([]),
    );
  });
});
