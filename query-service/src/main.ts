import { createKysely, createPool } from '@foodshare/platform/database/connection';
import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import { openEventStore } from '@foodshare/platform/event-store/open-event-store';
import { createHttpApp } from '@foodshare/platform/http/create-http-app';
import { createLogger } from '@foodshare/platform/logger';
import { PostgresSessionStore, SESSION_CACHE_MS } from '@foodshare/platform/sessions/session-store';
import { sql } from 'kysely';
import { loadQueryServiceConfig } from './config';
import { createQueryService } from './query-service';

/** query-service on its own (the distributed shape): every GET, from the read models only. */
const config = loadQueryServiceConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'query-service' });
const pool = createPool(config.DATABASE_URL, { max: 10 });
const db = createKysely<PlatformTables>(pool);
// Staff replay an item's history from the log itself.
const store = await openEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
const query = createQueryService({
  db,
  store,
  readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
  signingSecret: config.SESSION_SECRET,
  mapTileUrl: config.MAP_TILE_URL,
  logger,
});
const app = await createHttpApp({
  logger,
  sessions: new PostgresSessionStore(db, { cacheMs: SESSION_CACHE_MS }),
  sessionSecret: config.SESSION_SECRET,
  secureCookies: config.SECURE_COOKIES,
  trustProxy: config.TRUST_PROXY,
  title: 'FoodShare UAE API: queries',
  access: query.access,
  health: async () => {
    await sql`select 1`.execute(db);
  },
});
await app.register(query.routes);
await app.listen({ port: config.PORT, host: config.HOST });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await store.close();
    await pool.end();
    process.exit(0);
  });
}
