import {
  createTestDatabase,
  type TestDatabase,
  testRedis,
} from '@foodshare/platform/testing/test-database';
import { projectionProgress } from '@foodshare/read-models/progress';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, signUp } from '../testing/donations';
import { createTestApp, type TestApp } from '../testing/test-app';

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

async function statusOf(browser: ReturnType<TestApp['browser']>, itemId: string) {
  const mine = (await browser.get('/api/my-donations')).json() as { id: string; status: string }[];
  return mine.find((item) => item.id === itemId)?.status;
}

let apps: TestApp[] = [];
let database: TestDatabase | undefined;
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
  await database?.close();
  database = undefined;
});

describe('an item past its pickupUntil', () => {
  it('expires by a delayed job and leaves the available list', async () => {
    const app = await createTestApp();
    apps.push(app);
    const donor = app.browser();
    await signUp(donor);
    const id = await donate(donor, { pickupUntil: soon(2500) });
    await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
    await expect
      .poll(() => statusOf(donor, id), { timeout: 15_000, interval: 250 })
      .toBe('expired');
    const available = (await app.browser().get('/api/food-items?status=available')).json() as {
      id: string;
    }[];
    expect(available.map((item) => item.id)).not.toContain(id);
    const expired = (await app.browser().get('/api/food-items?status=expired')).json() as {
      id: string;
    }[];
    expect(expired.map((item) => item.id)).toContain(id);
  });

  it('still expires when the services restart and the queue forgot the job', async () => {
    database = await createTestDatabase();
    const first = await createTestApp({ database });
    const donor = first.browser();
    const { username } = await signUp(donor);
    const id = await donate(donor, { pickupUntil: soon(4000) });
    await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
    // The in-process queue dies with the process: its scheduled expiry is gone.
    await first.close();

    const second = await createTestApp({ database });
    apps.push(second);
    const reconciled = await second.standalone.reconciled;
    expect(reconciled.expiries).toBeGreaterThanOrEqual(1);
    const again = second.browser();
    expect((await again.post('/api/login', { username })).statusCode).toBe(200);
    await expect
      .poll(() => statusOf(again, id), { timeout: 15_000, interval: 250 })
      .toBe('expired');
  });

  it('runs a safety check that was pending when the services stopped', async () => {
    database = await createTestDatabase();
    const first = await createTestApp({ database });
    const donor = first.browser();
    const { username } = await signUp(donor);
    // Stop the job workers before the check can run, as a crash right after posting would.
    await first.infra.jobs.close({ timeoutMs: 1000 });
    const id = await donate(donor);
    expect(await reviewStatusOf(donor, id)).toBe('pending_check');
    await first.close();

    const second = await createTestApp({ database });
    apps.push(second);
    // Two paths may schedule it on this start: the start's reconcile, and the donation-jobs
    // process manager, whose handler failed on the closed queue and so handles the event again.
    // Whichever comes first runs it; the same job id keeps the other from running it twice
    // (reconcile alone is tested in projection-service). What must hold: the check ran, once.
    await second.standalone.reconciled;
    const again = second.browser();
    await again.post('/api/login', { username });
    await expect.poll(() => reviewStatusOf(again, id), { timeout: 10_000 }).toBe('approved');
    const checks = (await second.infra.store.readStream(`food-${id}`)).filter(
      (event) => event.type === 'SafetyCheckPassed',
    );
    expect(checks).toHaveLength(1);
  });

  it('reads only the log after the pending work read model on a restart, however long the log', async () => {
    database = await createTestDatabase();
    const first = await createTestApp({ database });
    const donor = first.browser();
    const { username } = await signUp(donor);
    const ids = [
      await donate(donor, { pickupUntil: soon(120_000) }),
      await donate(donor, { pickupUntil: soon(120_000) }),
    ];
    for (const id of ids)
      await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
    const head = await first.infra.store.headPosition();
    const progress = projectionProgress(first.db);
    expect(await progress.waitUntilPassed(['pending-food-work'], head, { timeoutMs: 10_000 })).toBe(
      true,
    );
    await first.close();

    const second = await createTestApp({ database });
    apps.push(second);
    // Both expiries come from the read model's rows: no event of the log was read again.
    expect(await second.standalone.reconciled).toMatchObject({
      safetyChecks: 0,
      expiries: 2,
      eventsRead: 0,
    });
    const again = second.browser();
    expect((await again.post('/api/login', { username })).statusCode).toBe(200);
  });

  const redis = testRedis();
  it.skipIf(!redis)('still expires when Redis lost every scheduled job', async () => {
    if (!redis) return;
    database = await createTestDatabase();
    const first = await createTestApp({ database, redis });
    const donor = first.browser();
    const { username } = await signUp(donor);
    const id = await donate(donor, { pickupUntil: soon(4000) });
    await expect.poll(() => reviewStatusOf(donor, id), { timeout: 10_000 }).toBe('approved');
    await first.close();
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${redis.prefix}:*`);
      expect(keys.length).toBeGreaterThan(0);
      await client.del(...keys);
    } finally {
      client.disconnect();
    }

    const second = await createTestApp({ database, redis });
    apps.push(second);
    expect((await second.standalone.reconciled).expiries).toBeGreaterThanOrEqual(1);
    const again = second.browser();
    await again.post('/api/login', { username });
    await expect
      .poll(() => statusOf(again, id), { timeout: 15_000, interval: 250 })
      .toBe('expired');
  });
});
