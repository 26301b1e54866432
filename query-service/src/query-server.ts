import { createKysely, createPool } from '@foodshare/platform/database/connection';
import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import { openEventStore } from '@foodshare/platform/event-store/open-event-store';
import { createHttpApp } from '@foodshare/platform/http/create-http-app';
import type { Logger } from '@foodshare/platform/logger';
import { PostgresSessionStore, SESSION_CACHE_MS } from '@foodshare/platform/sessions/session-store';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { listenForCheckpoints } from './checkpoint-listener';
import type { QueryServiceConfig } from './config';
import { createQueryService } from './query-service';

export interface QueryServer {
  /** Ready to listen. */
  readonly app: FastifyInstance;
  /** Closes the app (if it is not yet), then the checkpoint listener, the event store, the pool. */
  close(): Promise<void>;
}

/**
 * query-service on its own (the distributed shape), as its main starts it: every GET, from the
 * read models only, told of new notifications by a NOTIFY from whichever process projected them.
 */
export async function buildQueryServer(
  config: QueryServiceConfig,
  logger: Logger,
): Promise<QueryServer> {
  const pool = createPool(config.DATABASE_URL, { max: 10 });
  const db = createKysely<PlatformTables>(pool);
  const checkpoints = listenForCheckpoints({ connectionString: config.DATABASE_URL, logger });
  // Staff replay an item's history from the log itself.
  const store = await openEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
  const query = createQueryService({
    db,
    store,
    readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
    signingSecret: config.SESSION_SECRET,
    mapTileUrl: config.MAP_TILE_URL,
    moderationWaitTargetMinutes: config.MODERATION_WAIT_TARGET_MINUTES,
    vapidPublicKey: config.VAPID_PUBLIC_KEY ?? null,
    logger,
    checkpoints,
  });
  const app = await createHttpApp({
    logger,
    sessions: new PostgresSessionStore(db, { cacheMs: SESSION_CACHE_MS }),
    sessionSecret: config.SESSION_SECRET,
    secureCookies: config.SECURE_COOKIES,
    trustProxy: config.TRUST_PROXY,
    title: 'FoodShare UAE API: queries',
    access: query.access,
    clientDist: config.CLIENT_DIST,
    health: async () => {
      await sql`select 1`.execute(db);
    },
  });
  await app.register(query.routes);
  return {
    app,
    async close() {
      await app.close();
      await checkpoints.close();
      await store.close();
      await pool.end();
    },
  };
}
