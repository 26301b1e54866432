import { POSITION_COOKIE, POSITION_HEADER } from '@foodshare/contracts/api';
import { signPosition } from '@foodshare/platform/read-your-writes-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_SECRET,
  type TestApp,
  type TestBrowser,
  uniqueUsername,
} from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  // A read that waited for a position no projection reaches would hold for ten minutes, far past
  // the test's own timeout: a read that answers shows the position was not waited for. The
  // cached counters' shared standing is kept as long: only the reader's own position can make
  // it answer past its write.
  app = await createTestApp({
    readYourWritesTimeoutMs: 10 * 60_000,
    standingsValidMs: 10 * 60_000,
  });
});
afterAll(() => app.close());

/** Signs a new member up; answers the position the write gave back. */
async function signUpForPosition(browser: TestBrowser = app.browser()): Promise<string> {
  const response = await browser.post('/api/register', {
    username: uniqueUsername('reader'),
    firstName: 'Mariam',
    lastName: 'Al Suwaidi',
    role: 'individual',
    profileVisibility: true,
  });
  expect(response.statusCode).toBe(201);
  const token = response.headers[POSITION_HEADER];
  if (typeof token !== 'string') throw new Error('the write answered no position');
  return token;
}

async function totalUsers(headers: Record<string, string>): Promise<number> {
  const response = await app.browser().request({ method: 'GET', url: '/api/stats', headers });
  expect(response.statusCode).toBe(200);
  return response.json().totalUsers;
}

describe('read-your-writes', () => {
  it('waits for the signed position a write answered, in the cookie or in the header', async () => {
    const before = await totalUsers({
      [POSITION_HEADER]: signPosition(await app.infra.store.headPosition(), TEST_SECRET),
    });
    const writer = app.browser();
    await signUpForPosition(writer);
    expect((await writer.get('/api/stats')).json().totalUsers).toBe(before + 1);
    // An API client without the cookie sends the position back in the header.
    const token = await signUpForPosition();
    expect(await totalUsers({ [POSITION_HEADER]: token })).toBe(before + 2);
  });

  it('ignores an unsigned, forged or malformed position instead of holding the read', async () => {
    const token = await signUpForPosition();
    const current = await totalUsers({ [POSITION_HEADER]: token });
    const [, realSignature] = token.split('.');
    const farFuture = { commit: 99_999_999_999_999n, prepare: 1n };
    for (const forged of [
      '99999999999999-1',
      `99999999999999-1.${realSignature}`,
      '99999999999999-1.AAAAAAAAAAAAAAAAAAAAAA',
      signPosition(farFuture, `${TEST_SECRET}-but-not-ours`),
      'not a position at all',
    ]) {
      expect(await totalUsers({ [POSITION_HEADER]: forged }), forged).toBe(current);
      const cookie = `${POSITION_COOKIE}=${encodeURIComponent(forged)}`;
      expect(await totalUsers({ cookie }), forged).toBe(current);
    }
  });
});
