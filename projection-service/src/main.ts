import { createServer } from 'node:http';
import { join } from 'node:path';
import { s3OptionsFrom } from '@foodshare/platform/config/env-fields';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
import { sql } from 'kysely';
import { allSubscribers } from './all-projections';
import { loadProjectionServiceConfig } from './config';
import { createProjectionRunner } from './runner';

/** projection-service on its own (the distributed shape): projection workers, scalable. */
const config = loadProjectionServiceConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'projection-service' });
if (!config.DATABASE_URL)
  throw new Error('Invalid configuration:\n  DATABASE_URL: is required for projection-service');
const infra = await openInfrastructure({
  databaseUrl: config.DATABASE_URL,
  eventStoreUrl: config.EVENTSTORE_URL,
  redisUrl: config.REDIS_URL,
  redisPrefix: config.REDIS_PREFIX,
  blobDir: join(config.DATA_DIR, 'blobs'),
  s3: s3OptionsFrom(config),
  logger,
});
const runner = createProjectionRunner({
  store: infra.store,
  db: infra.db,
  projections: allSubscribers(infra.jobs),
  logger,
  batchSize: config.BATCH_SIZE,
});
await runner.start();

// A health endpoint for the orchestrator: healthy while the database answers.
const health = createServer((request, response) => {
  if (request.url !== '/health') {
    response.writeHead(404).end();
    return;
  }
  sql`select 1`
    .execute(infra.db)
    .then(() =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
    )
    .catch(() =>
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"status":"unavailable"}'),
    );
});
health.listen(config.PORT, config.HOST);
logger.info({ port: config.PORT }, 'projection-service running');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    health.close();
    await runner.stop();
    await infra.close();
    process.exit(0);
  });
}
