import { createServer } from 'node:http';
import { join } from 'node:path';
import { s3OptionsFrom } from '@foodshare/platform/config/env-fields';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
import { loadProjectionServiceConfig } from './config';
import { createProjectionService } from './projection-service';

/** projection-service on its own (the distributed shape): projection workers, scalable. */
const config = loadProjectionServiceConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'projection-service' });
const infra = await openInfrastructure({
  databaseUrl: config.DATABASE_URL,
  eventStoreUrl: config.EVENTSTORE_URL,
  redisUrl: config.REDIS_URL,
  redisPrefix: config.REDIS_PREFIX,
  blobDir: join(config.DATA_DIR, 'blobs'),
  s3: s3OptionsFrom(config),
  logger,
});
const projections = createProjectionService({
  infra,
  logger,
  batchSize: config.BATCH_SIZE,
  rebuildBatchSize: config.REBUILD_BATCH_SIZE,
});
await projections.start();

// A health endpoint for the orchestrator and operators: healthy while the database answers; a
// parked projection makes it degraded (the others run on), with the event and the error. It is
// not published (compose maps no port, nginx routes nothing to it): visitors never reach it.
const health = createServer((request, response) => {
  if (request.url !== '/health') {
    response.writeHead(404).end();
    return;
  }
  projections
    .health()
    .then(({ degraded, ...details }) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: degraded ? 'degraded' : 'ok', ...details })),
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
    await projections.stop();
    await infra.close();
    process.exit(0);
  });
}
