import { foodStreamId } from '@foodshare/contracts/food-events';
import { uaeDay } from '@foodshare/contracts/impact-report';
import type { QueueEntry } from '@foodshare/contracts/moderation';
import type { ModerationMetrics } from '@foodshare/contracts/moderation-metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
let moderator: TestBrowser;
let analyst: TestBrowser;
let moderatorId: string;
beforeAll(async () => {
  app = await createTestApp();
  ({ browser: moderator, id: moderatorId } = await staff('moderator', 'Noor', 'Al Hashimi'));
  ({ browser: analyst } = await staff('analyst', 'Rashid', 'Al Suwaidi'));
});
afterAll(async () => {
  await app?.close();
});

async function staff(role: 'moderator' | 'analyst', firstName: string, lastName: string) {
  const browser = app.browser();
  const { username, id } = await signUp(browser, { firstName, lastName });
  await grantStaffRole(app, username, role);
  return { browser, id };
}

/** Baked goods from yesterday wait for a moderator (rule 19). */
async function flaggedDonation(donor: TestBrowser) {
  const itemId = await donate(donor, {
    title: 'Homemade ma’amoul',
    foodType: 'baked_goods',
    category: 'bakery_items',
    preparationTime: 'one_to_three_days',
  });
  await expect
    .poll(
      async () =>
        (await app.infra.store.readStream(foodStreamId(itemId))).some(
          (event) => event.type === 'DonationFlaggedForReview',
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  return itemId;
}

describe('GET /api/moderation/metrics', () => {
  it('counts a moderator’s decision by name, for moderators and analysts, over the last 30 days by default', async () => {
    const donor = app.browser();
    await signUp(donor);
    const itemId = await flaggedDonation(donor);
    // Fresh in the queue: within the team's default target of 30 minutes.
    await expect
      .poll(async () =>
        ((await moderator.get('/api/moderation/queue')).json() as QueueEntry[]).find(
          (entry) => entry.itemId === itemId,
        ),
      )
      .toMatchObject({ waitTargetMinutes: 30, overdue: false });
    const decided = await moderator.post(`/api/moderation/food-items/${itemId}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    // Read-your-writes: the moderator's next read already counts the decision.
    const response = await moderator.get('/api/moderation/metrics');
    expect(response.statusCode, response.body).toBe(200);
    const figures: ModerationMetrics = response.json();
    const today = uaeDay(new Date());
    expect(figures).toMatchObject({ to: today, bucket: 'day' });
    expect(figures.queue).toHaveLength(30);
    expect(figures.decisionTimes.decided).toBe(1);
    expect(figures.decisionTimes.medianMinutes).toBeGreaterThanOrEqual(0);
    expect(figures.moderators).toEqual([
      expect.objectContaining({
        moderatorId,
        name: 'Noor Al Hashimi',
        total: 1,
        byAction: expect.objectContaining({ approved: 1 }),
      }),
    ]);

    const oneDay = await analyst.get(`/api/moderation/metrics?from=${today}&to=${today}`);
    expect(oneDay.statusCode).toBe(200);
    expect(oneDay.json()).toMatchObject({ from: today, to: today, bucket: 'hour' });
  });

  it('refuses a bad period, naming the field and saying what to send', async () => {
    const cases: [string, string, string][] = [
      ['from=yesterday', 'from', 'Enter a date as YYYY-MM-DD, for example 2026-03-31'],
      ['from=2026-03-31&to=2026-03-01', 'to', 'The last day must not be before the first day'],
      [
        'from=2024-01-01&to=2026-03-01',
        'from',
        'Choose a period of at most 366 days: a later first day or an earlier last day',
      ],
    ];
    for (const [query, field, message] of cases) {
      const response = await moderator.get(`/api/moderation/metrics?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      const issues: { field: string; message: string; code: string }[] = body.issues ?? [body];
      expect(issues).toContainEqual(expect.objectContaining({ field, message }));
      for (const issue of issues) expect(issue.code).toMatch(/^[a-zA-Z]+\.[a-zA-Z0-9]+$/);
    }
  });

  it('is for staff alone', async () => {
    const member = app.browser();
    await signUp(member);
    expect((await member.get('/api/moderation/metrics')).statusCode).toBe(403);
    expect((await app.browser().get('/api/moderation/metrics')).statusCode).toBe(401);
  });
});

describe('the team’s target wait', () => {
  it('marks a queue item overdue once it has waited longer than the target the service was given', async () => {
    const strict = await createTestApp({ moderationWaitTargetMinutes: 0 });
    try {
      const browser = strict.browser();
      const { username } = await signUp(browser, { firstName: 'Noor', lastName: 'Al Hashimi' });
      await grantStaffRole(strict, username, 'moderator');
      const donor = strict.browser();
      await signUp(donor);
      const itemId = await donate(donor, {
        title: 'Homemade ma’amoul',
        foodType: 'baked_goods',
        category: 'bakery_items',
        preparationTime: 'one_to_three_days',
      });
      await expect
        .poll(
          async () =>
            ((await browser.get('/api/moderation/queue')).json() as QueueEntry[]).find(
              (entry) => entry.itemId === itemId,
            ),
          { timeout: 15_000 },
        )
        .toMatchObject({ waitTargetMinutes: 0, overdue: true });
    } finally {
      await strict.close();
    }
  });
});
