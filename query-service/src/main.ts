import { createKysely, createPool } from '@foodshare/platform/database/connection';
import { createHttpApp } from '@foodshare/platform/http/create-http-app';
import { createLogger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/platform/read-models';
import { PostgresSessionStore } from '@foodshare/platform/sessions/session-store';
import { sql } from 'kysely';
import { queryRoutes } from './app';
import { loadQueryServiceConfig } from './config';

/** query-service on its own (the distributed shape): every GET, from the read models only. */
const config = loadQueryServiceConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'query-service' });
const pool = createPool(config.DATABASE_URL, { max: 10 });
const db = createKysely<AppDatabase>(pool);
const app = await createHttpApp({
  logger,
  sessions: new PostgresSessionStore(db),
  sessionSecret: config.SESSION_SECRET,
  secureCookies: config.SECURE_COOKIES,
  trustProxy: config.TRUST_PROXY,
  title: 'FoodShare UAE API: queries',
  health: async () => {
    await sql`select 1 from projection_generations limit 1`.execute(db);
  },
});
await app.register(
  queryRoutes({
    db,
    readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
    signingSecret: config.SESSION_SECRET,
  }),
);
await app.listen({ port: config.PORT, host: config.HOST });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}
