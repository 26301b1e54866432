import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EXACT_COUNT_LIMIT,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_MORE_HEADER,
} from '@foodshare/contracts/food-items';
import { entryPointArgs, REPO_ROOT } from '@foodshare/platform/testing/built-entry';
import { testConfig } from '@foodshare/platform/testing/test-config';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeDonation } from './testing/donations';
import { TEST_SECRET } from './testing/test-app';

/**
 * `kill -9` of the standalone server, a real child process on a database of its own, while
 * donors post and a taker requests concurrently. After every restart each acknowledged write is
 * recorded exactly once and listed exactly once, the safety checks and expiries pending at the
 * kill run, and the statistics agree with the lists. CRASH_ROUNDS sets the rounds (3 by default).
 */
const ROUNDS = testConfig.CRASH_ROUNDS;
const DONORS = 6;
/** The server as `npm start` runs it, once built: no restart spends its seconds compiling. */
const ENTRY = entryPointArgs('standalone', 'main');

let database: TestDatabase;
let dataDir: string;
let port: number;
let server: ChildProcess | null = null;
const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'foodshare-crash-'));
  port = await freePort();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ENTRY, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SECRET,
      SEED_DEMO_DATA: 'false',
      CLIENT_DIST: join(dataDir, 'no-client'),
      MAP_TILE_URL: 'none',
      LOG_LEVEL: 'error',
      // The load is a script by design: no per-account limit holds it back.
      LIMIT_DONATIONS: 'off',
      LIMIT_REQUESTS: 'off',
    },
  });
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${base()}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
}

function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

/** A signed-in person: a session cookie, kept in the database across restarts. */
class Person {
  cookie = '';
  async call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'idempotency-key': randomUUID(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('fs_sid='))
      ?.split(';')[0];
    if (session) this.cookie = session;
    return response;
  }
  async json<T>(path: string): Promise<T> {
    return (await (await this.call('GET', path)).json()) as T;
  }
}

const donors = Array.from({ length: DONORS }, () => new Person());
const taker = new Person();
/** What the server acknowledged: a donation's id, whether it was set to expire, its donor. */
const donations = new Map<string, { donor: number; expires: boolean }>();
const requests = new Set<string>();

/** Donors post (some to expire in seconds), the taker requests what is listed, until the kill. */
async function writeUntilKilled(killAfterMs: number): Promise<void> {
  let killed = false;
  const until = killServer;
  const kill = new Promise<void>((done) =>
    setTimeout(async () => {
      killed = true;
      await until();
      done();
    }, killAfterMs),
  );
  const donor = async (index: number) => {
    for (let n = 0; !killed; n++) {
      const expires = n % 4 === 0;
      const body = safeDonation({
        title: `Crash ${index}-${n}`,
        ...(expires ? { pickupUntil: new Date(Date.now() + 4000).toISOString() } : {}),
      });
      const response = await donors[index]?.call('POST', '/api/food-items', body).catch(() => null);
      if (response?.status === 201) {
        const { id } = (await response.json()) as { id: string };
        donations.set(id, { donor: index, expires });
      } else if (response && response.status !== 201) {
        expect(response.status, await response.text()).toBeLessThan(500);
      }
    }
  };
  const requester = async () => {
    const tried = new Set<string>();
    while (!killed) {
      const listed = await taker
        .json<{ id: string }[]>('/api/food-items?limit=100')
        .catch(() => [] as { id: string }[]);
      const next = listed.find((item) => !tried.has(item.id));
      if (!next) {
        await new Promise((done) => setTimeout(done, 50));
        continue;
      }
      tried.add(next.id);
      const response = await taker
        .call('POST', '/api/food-requests', { foodItemId: next.id })
        .catch(() => null);
      if (response?.status === 201) requests.add(((await response.json()) as { id: string }).id);
    }
  };
  await Promise.all([...donors.map((_, index) => donor(index)), requester(), kill]);
}

async function countEvents(type: string, field: string, ids: Iterable<string>) {
  const { rows } = await database.pool.query<{ id: string; n: number }>(
    `select data->>'${field}' as id, count(*)::int as n from events
      where type = $1 and data->>'${field}' = any($2::text[]) group by 1`,
    [type, [...ids]],
  );
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Every acknowledged write recorded once and listed once; pending work done; stats agree. */
async function expectEverythingKept(): Promise<void> {
  const submitted = await countEvents('DonationSubmitted', 'itemId', donations.keys());
  expect([...donations.keys()].filter((id) => submitted.get(id) !== 1)).toEqual([]);
  const requested = await countEvents('ItemRequested', 'requestId', requests);
  expect([...requests].filter((id) => requested.get(id) !== 1)).toEqual([]);

  const settled = async () => {
    const mine = await Promise.all(
      donors.map((donor) =>
        donor.json<
          { id: string; reviewStatus: string; status: string; pickupUntil: string | null }[]
        >('/api/my-donations'),
      ),
    );
    const listed = mine.flat();
    const lost = [...donations.keys()].filter(
      (id) => listed.filter((item) => item.id === id).length !== 1,
    );
    // The check pending at the kill ran; what was set to expire has expired.
    const unsettled = listed.filter(
      (item) =>
        item.reviewStatus !== 'approved' ||
        (donations.get(item.id)?.expires && item.status !== 'expired') ||
        (item.pickupUntil &&
          Date.parse(item.pickupUntil) < Date.now() &&
          item.status !== 'expired'),
    );
    return { lost: lost.length, unsettled: unsettled.length, mine };
  };
  await expect
    .poll(async () => ({ ...(await settled()), mine: null }), { timeout: 60_000, interval: 500 })
    .toEqual({ lost: 0, unsettled: 0, mine: null });
  // A write cut off before its answer may be recorded too: the lists are compared with each other.
  const { mine } = await settled();

  const myRequests = await taker.json<{ id: string }[]>('/api/my-requests');
  expect([...requests].filter((id) => myRequests.filter((r) => r.id === id).length !== 1)).toEqual(
    [],
  );

  const stats = await taker.json<{ activeDonors: number; totalUsers: number }>('/api/stats');
  const activeDonors = mine.filter((items) =>
    items.some((item) => item.reviewStatus === 'approved'),
  ).length;
  expect(stats).toMatchObject({ activeDonors, totalUsers: DONORS + 1 });
  const available = mine.flat().filter((item) => item.status === 'available').length;
  // The first page counts exactly up to EXACT_COUNT_LIMIT items and says "more" past it; a page
  // asked for at the end counts every item before it.
  const first = await taker.call('GET', '/api/food-items?status=available&limit=1');
  const more = available > EXACT_COUNT_LIMIT;
  expect(Number(first.headers.get(TOTAL_COUNT_HEADER))).toBe(
    Math.min(available, EXACT_COUNT_LIMIT),
  );
  expect(first.headers.get(TOTAL_COUNT_MORE_HEADER)).toBe(more ? 'true' : null);
  const last = await taker.call(
    'GET',
    `/api/food-items?status=available&limit=1&offset=${available}`,
  );
  expect(Number(last.headers.get(TOTAL_COUNT_HEADER))).toBe(available);
  expect(last.headers.get(TOTAL_COUNT_MORE_HEADER)).toBeNull();
}

describe('the standalone server killed with kill -9 under write load', () => {
  it(`keeps every acknowledged write exactly once, over ${ROUNDS} rounds`, async () => {
    await startServer();
    for (const [index, person] of [...donors, taker].entries()) {
      const response = await person.call('POST', '/api/register', {
        username: `crash${index}${randomUUID().slice(0, 6)}`,
        firstName: 'Crash',
        lastName: `Tester ${index}`,
      });
      expect(response.status).toBe(201);
    }
    for (let round = 1; round <= ROUNDS; round++) {
      await writeUntilKilled(1500 + Math.random() * 1500);
      await startServer();
      await expectEverythingKept();
    }
    expect(donations.size).toBeGreaterThan(ROUNDS * DONORS);
    console.info(
      `crash recovery: ${ROUNDS} kill -9 rounds, ${donations.size} donations and ${requests.size} requests acknowledged, none lost or doubled`,
    );
    await killServer();
  }, 600_000);
});
