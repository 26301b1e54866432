import { uaeToday } from '@foodshare/contracts/safety-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ demoData: true });
});
afterAll(async () => {
  await app?.close();
});

describe('the demo on /admin/rules', () => {
  it('holds donations the example changes would move, approved by the demo moderator', async () => {
    const moderator = app.browser();
    expect((await moderator.post('/api/login', { username: 'noor.moderator' })).statusCode).toBe(
      200,
    );
    const to = uaeToday(new Date());
    const from = uaeToday(new Date(Date.now() - 90 * 86_400_000));
    const simulate = async (changes: Record<string, unknown>) =>
      (await moderator.post('/api/moderation/rules/simulate', { from, to, changes })).json();
    await expect.poll(async () => (await simulate({})).unchecked, { timeout: 20_000 }).toBe(0);

    const fridge = await simulate({ cookedChilledMaxDays: 1 });
    expect(fridge.changed.map((each: { title: string }) => each.title)).toEqual([
      'Lamb ouzi trays, cooked yesterday',
      'Chicken shawarma platters from Friday',
    ]);
    expect(fridge.counts).toContainEqual({ recorded: 'review', simulated: 'reject', count: 2 });
    const warm = await simulate({ cookedRoomTemperatureMaxHours: 1 });
    expect(warm.changed.map((each: { title: string }) => each.title)).toEqual([
      'Hot saffron rice, just cooked',
    ]);

    // Each was approved by Noor, whom the history names.
    const [first] = fridge.changed;
    const history = (
      await moderator.get(`/api/moderation/food-items/${first.itemId}/history`)
    ).json();
    expect(history.events.map((event: { type: string }) => event.type)).toContain(
      'DonationApproved',
    );
    expect(
      history.events.find((event: { type: string }) => event.type === 'DonationApproved').actor,
    ).toMatchObject({ kind: 'moderator', name: 'Noor Al Hashimi' });
  });
});
