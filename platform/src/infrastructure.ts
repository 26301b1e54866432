import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { BlobStorage } from './blobs/blob-storage';
import { createLocalBlobStorage } from './blobs/local-blob-storage';
import type { S3BlobStorageOptions } from './blobs/s3-blob-storage';
import { createPool, openKysely, type Pool } from './database/connection';
import { migratePlatform } from './database/platform-migrations';
import type { PlatformTables } from './database/platform-tables';
import type { EventStore } from './event-store/event-store';
import { openEventStore } from './event-store/open-event-store';
import { createInProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue';
import {
  type AccountLimits,
  type AccountLimitsConfig,
  createAccountLimits,
} from './limits/account-limits';
import type { Logger } from './logger';
import { PostgresSessionStore, SESSION_CACHE_MS } from './sessions/session-store';

export interface InfrastructureOptions {
  /** A PostgreSQL server; absent: embedded PGlite kept in `dataDir` (or in memory without one). */
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
  /** An EventStoreDB server (esdb://…); absent: the PostgreSQL event store. */
  readonly eventStoreUrl?: string | undefined;
  /** A Redis server for BullMQ; absent: the in-process queue. */
  readonly redisUrl?: string | undefined;
  readonly redisPrefix?: string | undefined;
  /** Where pictures are kept (local blob storage). */
  readonly blobDir: string;
  /** An S3-compatible bucket (MinIO in docker-compose); absent: the local folder `blobDir`. */
  readonly s3?: S3BlobStorageOptions | undefined;
  /** Connections in the pool for a real server. PGlite always gets one. */
  readonly poolSize?: number;
  /** Per-account write limits; an action left out keeps its default (`contracts/src/limits.ts`). */
  readonly accountLimits?: Partial<AccountLimitsConfig> | undefined;
  readonly logger: Logger;
}

/** The parts every service stands on, each switched to a real server by its option. */
export interface Infrastructure {
  readonly pool: Pool;
  readonly db: Kysely<PlatformTables>;
  readonly store: EventStore;
  readonly jobs: JobQueue;
  readonly blobs: BlobStorage;
  readonly sessions: PostgresSessionStore;
  /** Each account's writes, counted in Redis when there is one (shared by every process). */
  readonly limits: AccountLimits;
  /** What each part runs on, for the start-up banner. */
  readonly description: Record<'database' | 'eventStore' | 'jobs' | 'blobs' | 'limits', string>;
  close(): Promise<void>;
}

export async function openInfrastructure(options: InfrastructureOptions): Promise<Infrastructure> {
  const closers: (() => Promise<void>)[] = [];
  try {
    let pool: Pool;
    const embedded = !options.databaseUrl;
    if (options.databaseUrl) {
      pool = createPool(options.databaseUrl, { max: options.poolSize ?? 10 });
    } else {
      // PGlite's modules, like BullMQ's and the Redis client's below, load only when used.
      const { startEmbeddedPostgres } = await import('./database/embedded-postgres');
      const pglite = await startEmbeddedPostgres(
        options.dataDir ? { dataDir: options.dataDir } : {},
      );
      closers.push(() => pglite.stop());
      // PGlite is one connection: a second pooled connection waiting on the first would hang.
      pool = pglite.createPool();
    }
    closers.push(() => pool.end());
    const db = await openKysely<PlatformTables>(pool);
    await migratePlatform(db as Kysely<unknown>);

    const store = await openEventStore({ eventStoreUrl: options.eventStoreUrl, pool });
    closers.push(() => store.close());

    const jobs = options.redisUrl
      ? (await import('./jobs/bullmq-job-queue')).createBullMqJobQueue({
          url: options.redisUrl,
          prefix: options.redisPrefix ?? 'foodshare',
          logger: options.logger,
        })
      : createInProcessJobQueue({ logger: options.logger });
    closers.push(() => jobs.close({ timeoutMs: 5000 }));

    const limits = await createAccountLimits({
      config: options.accountLimits,
      redis: options.redisUrl
        ? { url: options.redisUrl, prefix: options.redisPrefix ?? 'foodshare' }
        : undefined,
      logger: options.logger,
    });
    closers.push(() => limits.close());

    let blobs: BlobStorage;
    let blobsDescription: string;
    if (options.s3) {
      // Loaded only when used, like the EventStoreDB client.
      const { createS3BlobStorage } = await import('./blobs/s3-blob-storage');
      const s3 = createS3BlobStorage(options.s3);
      closers.push(async () => s3.close());
      blobs = s3;
      blobsDescription = `S3-compatible storage at ${new URL(options.s3.endpoint).origin}, bucket ${options.s3.bucket}`;
    } else {
      mkdirSync(options.blobDir, { recursive: true });
      blobs = createLocalBlobStorage(options.blobDir);
      blobsDescription = `local files in ${options.blobDir}`;
    }
    return {
      pool,
      db,
      store,
      jobs,
      blobs,
      sessions: new PostgresSessionStore(db, { cacheMs: SESSION_CACHE_MS }),
      limits,
      description: {
        database: embedded
          ? `embedded PostgreSQL (PGlite${options.dataDir ? ` in ${join(options.dataDir, 'pglite')}` : ', in memory'})`
          : 'PostgreSQL server',
        eventStore: options.eventStoreUrl ? 'EventStoreDB' : 'PostgreSQL event store',
        jobs: options.redisUrl ? 'BullMQ on Redis' : 'in-process job queue',
        blobs: blobsDescription,
        limits: `per account, counted ${limits.description === 'Redis' ? 'in Redis' : 'in memory'}`,
      },
      async close() {
        for (const close of closers.reverse()) await close().catch(() => {});
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => {});
    throw error;
  }
}
