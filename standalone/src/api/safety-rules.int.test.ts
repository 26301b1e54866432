import { uaeToday } from '@foodshare/contracts/safety-check';
import { SAFETY_RULE_VERSIONS } from '@foodshare/contracts/safety-rule-versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
let moderator: TestBrowser;
let donor: TestBrowser;

async function staff(role: 'moderator' | 'analyst'): Promise<TestBrowser> {
  const browser = app.browser();
  const { username } = await signUp(browser, { firstName: 'Noor', lastName: 'Al Hashimi' });
  await grantStaffRole(app, username, role);
  expect((await browser.post('/api/login', { username })).statusCode).toBe(200);
  return browser;
}

beforeAll(async () => {
  app = await createTestApp();
  moderator = await staff('moderator');
  donor = app.browser();
  await signUp(donor);
});
afterAll(async () => {
  await app?.close();
});

/** A homemade cooked meal kept in the fridge for 1–3 days: the check flags it (row 11). */
const chilledMeal = {
  title: 'Chicken machboos',
  category: 'prepared_meals',
  foodType: 'cooked_meal',
  foodSource: 'homemade',
  preparationTime: 'one_to_three_days',
  storageMethod: 'refrigerated',
};

const today = uaeToday(new Date());
const simulate = (changes: unknown, browser = moderator) =>
  browser.post('/api/moderation/rules/simulate', { from: today, to: today, changes });

describe('the safety rules and their what-if', () => {
  it('lists today’s rules with the thresholds a what-if may change', async () => {
    const answer = (await moderator.get('/api/moderation/rules')).json();
    expect(answer.version.id).toBe(SAFETY_RULE_VERSIONS.at(-1)?.id);
    expect(answer.parameters).toContainEqual(
      expect.objectContaining({ name: 'cookedRoomTemperatureMaxHours', value: 2, unit: 'hours' }),
    );
    expect(answer.parameters).toContainEqual(
      expect.objectContaining({ name: 'cookedChilledMaxDays', value: 3, rules: [10, 11] }),
    );
    expect(answer.rules).toHaveLength(22);
    expect(answer.rules[20]).toEqual({
      rule: 21,
      verdicts: ['review', 'reject'],
      on: true,
      switchable: true,
    });
  });

  it('counts the recorded verdicts a stricter fridge would move, from the log, recording nothing', async () => {
    const itemId = await donate(donor, chilledMeal);
    const passed = await donate(donor);
    // The check runs as a job: wait until both verdicts are recorded.
    await expect
      .poll(async () => (await simulate({})).json().unchecked, { timeout: 15_000 })
      .toBe(0);
    const before = await app.eventCount();
    const response = await simulate({ cookedChilledMaxDays: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.donations).toBeGreaterThanOrEqual(2);
    expect(answer.changed).toContainEqual(
      expect.objectContaining({
        itemId,
        title: 'Chicken machboos',
        recorded: 'review',
        simulated: 'reject',
        rules: [10],
      }),
    );
    expect(answer.changed.map((each: { itemId: string }) => each.itemId)).not.toContain(passed);
    expect(answer.counts).toContainEqual({ recorded: 'review', simulated: 'reject', count: 1 });
    expect(answer.changedTotal).toBe(1);
    // Read-only: the request recorded nothing, and the log holds what it held.
    expect(await app.eventsRecordedBy(response)).toBe(0);
    expect(await app.eventCount()).toBe(before);

    // Another period sees none of it.
    const earlier = await moderator.post('/api/moderation/rules/simulate', {
      from: '2020-01-01',
      to: '2020-01-31',
      changes: { cookedChilledMaxDays: 1 },
    });
    expect(earlier.json()).toMatchObject({ donations: 0, changedTotal: 0, changed: [] });

    // The history shows the version recorded and today's, rule by rule.
    const history = (await moderator.get(`/api/moderation/food-items/${itemId}/history`)).json();
    expect(history.safety.comparison).toMatchObject({
      recordedVersion: { id: SAFETY_RULE_VERSIONS.at(-1)?.id },
      atTheTime: { verdict: 'review' },
      rules: [{ rule: 11, atTheTime: 'review', today: 'review', differs: false }],
      verdictDiffers: false,
    });
  });

  it('refuses a what-if it cannot run, naming the field, and records nothing', async () => {
    const response = await simulate({ cookedRoomTemperatureMaxHours: 12, rulesOff: [22] });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'changes.cookedRoomTemperatureMaxHours',
          message: 'Give the room-temperature limit as a whole number of hours from 1 to 4',
          code: 'safetyRules.cookedRoomTemperatureMaxHours',
        }),
      ]),
    );
    expect(await app.eventsRecordedBy(response)).toBe(0);
  });
});
