import { afterAll, describe, expect, it } from 'vitest';
import { testRedis } from '../testing/test-database';
import { type AccountLimits, createAccountLimits } from './account-limits';

const opened: AccountLimits[] = [];
const open = async (redis: { url: string; prefix: string } | undefined) => {
  const limits = await createAccountLimits({
    config: { report: [{ max: 2, seconds: 3600 }] },
    redis,
  });
  opened.push(limits);
  return limits;
};
afterAll(async () => {
  await Promise.all(opened.map((limits) => limits.close()));
});

describe('account limits', () => {
  it('give back what a refused write took, and refuse past the limit', async () => {
    const limits = await open(undefined);
    const first = await limits.take('report', 'u1');
    if (!first.granted) throw new Error('refused the first report');
    await first.giveBack();
    expect((await limits.take('report', 'u1')).granted).toBe(true);
    expect((await limits.take('report', 'u1')).granted).toBe(true);
    const third = await limits.take('report', 'u1');
    expect(third).toMatchObject({ granted: false, window: { max: 2, seconds: 3600 } });
    expect(third.granted || third.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await limits.take('report', 'u2')).granted).toBe(true);
    // An action with no windows is never limited.
    const none = await createAccountLimits({ config: { donation: [] } });
    for (let i = 0; i < 200; i++) expect((await none.take('donation', 'u1')).granted).toBe(true);
  });

  const redis = testRedis();
  it.skipIf(!redis)('are shared through Redis by every process that counts', async () => {
    if (!redis) return;
    const [a, b] = await Promise.all([open(redis), open(redis)]);
    expect(a.description).toBe('Redis');
    expect((await a.take('report', 'shared')).granted).toBe(true);
    expect((await b.take('report', 'shared')).granted).toBe(true);
    expect((await a.take('report', 'shared')).granted).toBe(false);
    expect((await b.take('report', 'shared')).granted).toBe(false);
  });
});
