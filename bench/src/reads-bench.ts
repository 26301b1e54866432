import { COMMUNITY_PAGE_SIZE, communityProfilesPath } from '@foodshare/contracts/community';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import { type AppDatabase, catchUpEverything, createAppDatabase } from './app-database';
import { benchConfig, scaled } from './bench-config';
import { load } from './load';
import { benchUsers, itemStream } from './realistic-log';
import { atLeast, atMost, type Figure, fmt, printFigures } from './report';
import { appendStreams, appendUsers } from './seed-log';
import {
  buildOnce,
  cpuDuring,
  freePort,
  peakRss,
  type ServerProcess,
  STANDALONE_ENTRY,
  settled,
  standaloneNodeFlags,
  startServer,
} from './server-process';

/** The read paths of the issue, each measured anonymous and signed in. */
export const READ_PATHS = [
  ['list', '/api/food-items'],
  ['search + category', '/api/food-items?search=biryani&category=prepared_meals'],
  ['deep page', '/api/food-items?offset=5000'],
  // The first page /community asks for, as its client asks for it.
  ['community profiles', communityProfilesPath({ limit: COMMUNITY_PAGE_SIZE })],
  ['stats', '/api/stats'],
] as const;

const TARGETS = {
  server: { ratio: 0.25, p99Ms: 25 },
  embedded: { ratio: 0.05, p99Ms: 150 },
};
const RSS_TARGET_MB = 300;

/**
 * Seeds the read models through the event store and the real projections: every user a
 * UsernameClaimed and a UserRegistered (personal fields sealed by the vault), every item a
 * DonationSubmitted, SafetyCheckPassed and DonationApproved appended to its own stream.
 */
export async function seedListedItems(
  infra: Infrastructure,
  items: number,
  users: number,
): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  const people = benchUsers(users);
  const at = new Date('2026-01-10T08:00:00Z');
  const concurrency = infra.pool.options.max === 1 ? 1 : 8;
  let events = await appendUsers(infra.store, infra.db, people, concurrency, at);
  function* streams() {
    for (let index = 0; index < items; index++) {
      const donor = people[(index * 13) % people.length];
      if (donor) yield itemStream(index, donor, donor, { until: 'approved' }, at);
    }
  }
  events += await appendStreams(infra.store, streams(), concurrency);
  await catchUpEverything(infra);
  return { events, seconds: (performance.now() - started) / 1000 };
}

/**
 * The database of the reads and start sections: seeded with `items` listed items and `users`
 * users, or kept from an earlier run of the same size when BENCH_DATA_DIR is set.
 */
export async function seededAppDatabase(items: number, users: number): Promise<AppDatabase> {
  const { DATABASE_URL, BENCH_DATA_DIR } = benchConfig;
  const database = await createAppDatabase(
    DATABASE_URL,
    BENCH_DATA_DIR ? { dir: BENCH_DATA_DIR, section: `reads-${items}` } : undefined,
  );
  const size = `${items} items, ${users} users`;
  console.log(`\nData on ${database.description}: ${fmt(items)} items, ${fmt(users)} users`);
  if (database.seededWith === size) {
    console.log('seeded by an earlier run');
    return database;
  }
  try {
    const infra = await database.open();
    const seeded = await seedListedItems(infra, items, users).finally(() => infra.close());
    database.markSeeded(size);
    console.log(
      `seeded ${fmt(seeded.events)} events through the event store and the real projections in ${fmt(seeded.seconds, 1)} s`,
    );
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function signIn(server: ServerProcess, username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function startHelloWorld(): Promise<ServerProcess> {
  const port = await freePort();
  return startServer({ entry: 'bench/src/hello-world.ts', args: [String(port)], port, probe: '/' });
}

/**
 * Starts the app on a seeded database as `npm start` runs it once its build is done: the built
 * standalone on node. The bench builds it first, so it measures today's sources.
 */
export async function startApp(database: AppDatabase): Promise<ServerProcess> {
  await buildOnce();
  const port = await freePort();
  return startServer({
    entry: STANDALONE_ENTRY,
    nodeArgs: [
      ...standaloneNodeFlags(),
      ...(benchConfig.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${benchConfig.BENCH_PROFILE_DIR}`]
        : []),
    ],
    // The writes bench signs in a hundred people from one address within the minute, and each
    // writer posts as fast as the app answers: a script the per-account limits would stop.
    env: {
      ...database.env,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      LIMIT_DONATIONS: 'off',
      LIMIT_REQUESTS: 'off',
    },
    port,
    probe: '/health',
  });
}

function microsecondsPerRequest(cpuSeconds: number, requests: number): number {
  return requests > 0 ? (cpuSeconds * 1e6) / requests : Number.NaN;
}

export async function readsSection(): Promise<void> {
  const { DATABASE_URL, BENCH_SECONDS: seconds, BENCH_CONNECTIONS: connections } = benchConfig;
  const database = await seededAppDatabase(scaled(100_000), scaled(10_000));
  const target = DATABASE_URL ? TARGETS.server : TARGETS.embedded;
  try {
    const hello = await startHelloWorld();
    const helloRun = () => load(hello.url, { connections, seconds });
    const app = await startApp(database);
    try {
      // Measured as a running server answers, not while it finishes its start.
      console.log(`the app settled ${fmt(await settled(app), 1)} s after it first answered`);
      const { result: baselineBefore, cpuSeconds: helloCpu } = await cpuDuring(hello, helloRun);
      const helloCpuUs = microsecondsPerRequest(helloCpu, baselineBefore.requests);
      const cookie = await signIn(app, 'bench.user.0');
      const figures: Figure[] = [];
      const { peakMb } = await peakRss(app, async () => {
        for (const [name, path] of READ_PATHS) {
          for (const [who, headers] of [
            ['anonymous', {}],
            ['signed in', { cookie }],
          ] as const) {
            // A short warm-up: plans, caches and JIT, as a running server has them.
            await load(app.url + path, { connections, seconds: 1, headers });
            const { result: run, cpuSeconds } = await cpuDuring(app, () =>
              load(app.url + path, { connections, seconds, headers }),
            );
            if (run.failures > 0) throw new Error(`${path} (${who}): ${run.failures} failures`);
            const ratio = run.requestsPerSecond / baselineBefore.requestsPerSecond;
            figures.push({
              label: `${name}, ${who}: req/s`,
              value: `${fmt(run.requestsPerSecond)} (${ratio.toFixed(2)}x)`,
              baseline: `${fmt(baselineBefore.requestsPerSecond)} req/s hello-world`,
              target: `>= ${target.ratio}x`,
              pass: atLeast(ratio, target.ratio),
            });
            figures.push({
              label: `${name}, ${who}: p99`,
              value: `${fmt(run.p99Ms)} ms`,
              baseline: `${fmt(baselineBefore.p99Ms)} ms hello-world`,
              target: `<= ${target.p99Ms} ms`,
              pass: atMost(run.p99Ms, target.p99Ms),
            });
            // No target: where a busy machine moves req/s and p99, the app's own CPU time per
            // answer shows what a change saved.
            figures.push({
              label: `${name}, ${who}: CPU per request`,
              value: `${fmt(microsecondsPerRequest(cpuSeconds, run.requests))} µs`,
              baseline: `${fmt(helloCpuUs)} µs hello-world`,
            });
          }
        }
      });
      const baselineAfter = await helloRun();
      figures.push({
        label: 'standalone RSS, peak under the read load',
        value: `${fmt(peakMb)} MB`,
        baseline: `${fmt(hello.rssMb())} MB hello-world`,
        target: `<= ${RSS_TARGET_MB} MB`,
        pass: atMost(peakMb, RSS_TARGET_MB),
      });
      printFigures(
        `Reads, ${connections} connections, ${seconds} s each (hello-world after: ${fmt(baselineAfter.requestsPerSecond)} req/s)`,
        figures,
      );
    } finally {
      await app.stop();
      await hello.stop();
    }
  } finally {
    await database.drop();
  }
}
