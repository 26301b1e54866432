import { createServer } from 'node:http';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { s3OptionsFrom } from '@foodshare/platform/config/env-fields';
import { openSession } from '@foodshare/platform/database/connection';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
import { loadProjectionServiceConfig } from './config';
import { instanceName } from './leases/lease-provider';
import { postgresLeases } from './leases/postgres-leases';
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
const instance = instanceName(config.INSTANCE_NAME, hostname(), process.pid);
// Each read model and process manager runs on one instance at a time, under a lease held on a
// session of this instance's own; the leases are shared out over the instances alive.
const leases = postgresLeases({
  instance,
  connect: () => openSession(config.DATABASE_URL, instance),
  logger,
});
const projections = createProjectionService({
  infra,
  logger,
  leases,
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
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          status: degraded ? 'degraded' : 'ok',
          ...details,
          instance,
          running: projections.running(),
        }),
      ),
    )
    .catch(() =>
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"status":"unavailable"}'),
    );
});
health.listen(config.PORT, config.HOST);
logger.info({ port: config.PORT, instance }, 'projection-service running');

// Told to stop: no new batch is taken, each batch in flight finishes, the leases are given back
// (the lease session closes), so the other instances take the work over at their next look.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    logger.info({ signal, instance }, 'projection-service stopping');
    health.close();
    health.closeAllConnections();
    try {
      await projections.stop();
    } catch (error) {
      logger.error({ err: error }, 'projection-service did not stop cleanly');
    }
    await infra.close();
    process.exit(0);
  });
}
