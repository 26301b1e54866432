import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_ID_HEADER } from '@foodshare/platform/http/create-http-app';
import { type Infrastructure, openInfrastructure } from '@foodshare/platform/infrastructure';
import type { AccountLimitsConfig } from '@foodshare/platform/limits/account-limits';
import { createLogger, type Logger } from '@foodshare/platform/logger';
import { generateVapidKeys, type VapidKeys } from '@foodshare/platform/push/web-push';
import {
  createTestDatabase,
  preferredDatabaseKind,
  type TestDatabase,
  type TestDatabaseKind,
  testTemplateDatabase,
} from '@foodshare/platform/testing/test-database';
import { type AppDatabase, withReadModels } from '@foodshare/read-models/database';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildStandalone, type Standalone, type StandaloneOptions } from '../server';

export interface TestApp {
  readonly standalone: Standalone;
  readonly infra: Infrastructure;
  /** The folder the app keeps its blobs in (local files). */
  readonly blobDir: string;
  /** The app's database with the read models' tables, to look into them. */
  readonly db: Kysely<AppDatabase>;
  /** A browser of its own: keeps cookies between requests. */
  browser(): TestBrowser;
  /**
   * How many events the log holds (or those of `types`), committed or not yet visible. To prove
   * a refused command appended nothing, count rather than compare head positions: on a server
   * shared with other test files, the visible head may still move on to this file's own earlier
   * appends.
   */
  eventCount(types?: ReadonlySet<string>): Promise<number>;
  /**
   * How many events the request that got this answer recorded: those carrying its request id as
   * their correlation id. Unlike a count of the whole log, background jobs do not move it.
   */
  eventsRecordedBy(response: { headers: Record<string, unknown> }): Promise<number>;
  /** Listens on a free local port; answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestBrowser {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-signing';

export interface TestAppOptions {
  kind?: TestDatabaseKind;
  authRateLimitPerMinute?: number;
  clientDist?: string;
  /** An existing database to open (a restart); it is left open on close. */
  database?: TestDatabase;
  /**
   * Embedded PostgreSQL (PGlite) in this folder, as `npm start` keeps it (to look at its files
   * after close); blobs go to its `blobs` folder. Neither is removed on close.
   */
  dataDir?: string;
  /** An existing blob folder to use (a restart); it is left in place on close. */
  blobDir?: string;
  /** Run jobs on BullMQ with this Redis and key prefix instead of the in-process queue. */
  redis?: { url: string; prefix: string };
  /** As behind nginx: trust one proxy hop. */
  trustProxy?: boolean;
  /** Where the app logs (silent by default). */
  logger?: Logger;
  /** How long a read waits for the projections to pass the reader's last write. */
  readYourWritesTimeoutMs?: number;
  /** How long one look-up of where the projections stand serves the public reads. */
  standingsValidMs?: number;
  /** The platform fee on marketplace sales, in percent (3 to 5); the app's default otherwise. */
  platformFeePercent?: number;
  /** How a projection retries a failing event before it parks. */
  projectionRetries?: StandaloneOptions['projectionRetries'];
  /** Per-account write limits; the app's defaults for actions left out. */
  accountLimits?: Partial<AccountLimitsConfig>;
  /** The map's tile URL template; none by default (tests reach no tile server). */
  mapTileUrl?: string | null;
  /** The moderation team's target wait in minutes (0: every waiting item is overdue). */
  moderationWaitTargetMinutes?: number;
  /**
   * Reporters' accounts younger than this weigh a tenth. Every test account is minutes old, so
   * by default none counts as new; a test of the rule sets 24 as the app has it.
   */
  newAccountHours?: number;
  /** Web push's VAPID identity: a pair made for the run unless a test gives its own. */
  vapid?: VapidKeys;
  /** The push services a subscription may name (a test's push service on loopback). */
  pushServiceHosts?: readonly string[];
  /** The clock of the commands and process managers, for a test that moves time on. */
  now?: () => Date;
}

/** One VAPID pair for the run's test apps. */
let runVapid: VapidKeys | undefined;
const testVapid = () => {
  runVapid ??= { ...generateVapidKeys(), subject: 'mailto:push@localhost' };
  return runVapid;
};

/** The whole API (command + query + projections) on a database of its own, called with inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const onDisk = options.dataDir;
  const database = onDisk ? null : (options.database ?? (await startedAppDatabase(options.kind)));
  const ownBlobDir = !onDisk && !options.blobDir;
  const blobDir =
    options.blobDir ??
    (onDisk ? join(onDisk, 'blobs') : await mkdtemp(join(tmpdir(), 'foodshare-blobs-')));
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const infra = await openInfrastructure({
    ...(database ? { databaseUrl: database.url } : { dataDir: onDisk }),
    poolSize: database?.kind === 'postgres' ? 5 : 1,
    redisUrl: options.redis?.url,
    redisPrefix: options.redis?.prefix,
    blobDir,
    accountLimits: options.accountLimits,
    logger,
  });
  const standalone = await buildStandalone({
    infra,
    logger,
    sessionSecret: TEST_SECRET,
    secureCookies: false,
    trustProxy: options.trustProxy ?? false,
    authRateLimitPerMinute: options.authRateLimitPerMinute ?? 10_000,
    clientDist: options.clientDist,
    platformFeePercent: options.platformFeePercent,
    projectionRetries: options.projectionRetries,
    // Parallel test files share a busy machine: a read waits longer for its write before answering.
    readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 10_000,
    mapTileUrl: options.mapTileUrl ?? null,
    standingsValidMs: options.standingsValidMs,
    moderationWaitTargetMinutes: options.moderationWaitTargetMinutes,
    newAccountHours: options.newAccountHours ?? 0,
    vapid: options.vapid ?? testVapid(),
    pushServiceHosts: options.pushServiceHosts,
    ...(options.now ? { now: options.now } : {}),
  });
  await standalone.start();
  await standalone.app.ready();
  return {
    standalone,
    infra,
    blobDir,
    db: withReadModels(infra.db),
    browser: () => createBrowser(standalone),
    async eventCount(types) {
      const { rows } = await infra.pool.query<{ n: number }>(
        'select count(*)::int as n from events where $1::text[] is null or type = any($1)',
        [types ? [...types] : null],
      );
      return rows[0]?.n ?? 0;
    },
    async eventsRecordedBy(response) {
      const requestId = response.headers[REQUEST_ID_HEADER];
      if (typeof requestId !== 'string') throw new Error('the answer carries no request id');
      const { rows } = await infra.pool.query<{ n: number }>(
        `select count(*)::int as n from events where metadata->>'correlationId' = $1`,
        [requestId],
      );
      return rows[0]?.n ?? 0;
    },
    listen: () => standalone.app.listen({ port: 0, host: '127.0.0.1' }),
    async close() {
      await standalone.stop();
      await infra.close();
      if (database && !options.database) await database.close();
      if (ownBlobDir) await rm(blobDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of the app's own: on a server, a copy of this run's `startedAppTemplate`, as the
 * app's first start leaves it; on PGlite, empty (it migrates in memory).
 */
async function startedAppDatabase(
  kind: TestDatabaseKind = preferredDatabaseKind(),
): Promise<TestDatabase> {
  if (kind === 'pglite') return createTestDatabase(kind);
  return createTestDatabase(kind, { template: await startedAppTemplate() });
}

/**
 * The run's template of a database as the app's first start leaves it: the platform's
 * migrations run and every projection's first generation made, live on an empty log. Copying it
 * is what a second start of `npm start` is: several seconds of DDL less per test app.
 */
export function startedAppTemplate(): Promise<string> {
  return testTemplateDatabase('started_app', async (database) => {
    const app = await createTestApp({ database });
    await app.close();
  });
}

function createBrowser(standalone: Standalone): TestBrowser {
  const cookies = new Map<string, string>();
  const request = async (options: InjectOptions) => {
    const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await standalone.app.inject({
      ...options,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...options.headers },
    });
    for (const cookie of response.cookies) {
      const expired = cookie.expires && new Date(cookie.expires).getTime() < Date.now();
      if (expired || cookie.maxAge === 0) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  };
  return {
    request,
    get: (url) => request({ method: 'GET', url }),
    post: (url, payload) =>
      request({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

let counter = 0;
/** A username no other test uses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}
