import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { entryPointArgs, REPO_ROOT } from '@foodshare/platform/testing/built-entry';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/donations';
import { createTestApp, type TestApp } from '../testing/test-app';

const run = promisify(execFile);

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase('postgres');
  app = await createTestApp({ database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * `npm run staff -- …` as an operator runs it, against the app's database (DATABASE_URL), on node
 * itself rather than through npx: the JavaScript `npm run build` wrote for it when that is newer
 * than its sources (`npm test` builds first), else its TypeScript through tsx. Compiling the
 * script and all it imports through tsx cost seconds a call.
 */
async function staff(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      [...entryPointArgs('command-service', 'staff/staff-cli'), ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? 1, out: failed.stderr ?? '' };
  }
}

describe('npm run staff', () => {
  it('grants, lists and revokes staff roles, recorded on the person’s stream with who and why', async () => {
    const member = app.browser();
    const { id, username } = await signUp(member);

    const granted = await staff(
      'grant',
      username,
      'moderator',
      '--reason',
      'Food-safety officer',
      '--by',
      'fatima',
    );
    expect(granted).toEqual({
      code: 0,
      out: `${username} is now a moderator (recorded on their stream).\n`,
    });
    // The running app sees it at once: the member is staff now.
    await expect
      .poll(async () => (await member.get('/api/user')).json().staffRoles, { timeout: 10_000 })
      .toEqual(['moderator']);
    expect((await member.get('/api/admin/staff')).statusCode).toBe(200);

    const listed = await staff('list');
    expect(listed.out).toContain(`${username}  moderator  since `);
    expect(listed.out).toContain('(by fatima: Food-safety officer)');

    const events = await app.infra.store.readStream(`user-${id}`);
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'StaffRoleGranted']);
    expect(events[1]?.metadata.actor).toBe('operator:fatima');

    expect(await staff('revoke', username, 'moderator', '--reason', 'Moved team')).toEqual({
      code: 0,
      out: `${username} is no longer a moderator (recorded on their stream).\n`,
    });
    await expect
      .poll(async () => (await member.get('/api/admin/staff')).statusCode, { timeout: 10_000 })
      .toBe(403);
  }, 120_000);

  it('refuses what it cannot do, saying what to fix, and records nothing', async () => {
    const { username } = await signUp(app.browser());
    // A retried grant records nothing twice (the decider's own test); here, the refusals.
    const before = await app.eventCount();
    expect(await staff('grant', username, 'moderator')).toMatchObject({
      code: 1,
      out: expect.stringContaining('Say why (--reason'),
    });
    expect(await staff('grant', 'nobody.here', 'analyst', '--reason', 'x')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No account has the username nobody.here.'),
    });
    expect(await staff('revoke', username, 'analyst', '--reason', 'x')).toMatchObject({
      code: 1,
      out: expect.stringContaining(`${username} is not a analyst`),
    });
    expect(await app.eventCount()).toBe(before);
  }, 120_000);
});
