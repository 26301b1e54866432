import {
  accountLimitsFrom,
  redisTargetFrom,
  s3OptionsFrom,
} from '@foodshare/platform/config/env-fields';
import { createHttpApp } from '@foodshare/platform/http/create-http-app';
import { DRAIN_MS, drainOnSignal, IN_FLIGHT_MS } from '@foodshare/platform/http/drain';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
// The one import of the read side, as a composition root may: the donation-count port's implementation.
import { donationCountsIn } from '@foodshare/read-models/donation-counts';
import { noShowCountsIn } from '@foodshare/read-models/no-show-counts';
import { sql } from 'kysely';
import { createCommandService } from './command-service';
import { loadCommandServiceConfig } from './config';

/** command-service on its own (the distributed shape): every write of the API. */
const config = loadCommandServiceConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'command-service' });
const infra = await openInfrastructure({
  databaseUrl: config.DATABASE_URL,
  eventStoreUrl: config.EVENTSTORE_URL,
  redisUrl: config.REDIS_URL,
  redisPrefix: config.REDIS_PREFIX,
  blobDir: config.BLOB_DIR,
  s3: s3OptionsFrom(config),
  accountLimits: accountLimitsFrom(config),
  logger,
});
const command = createCommandService({
  infra,
  donationCounts: donationCountsIn(infra.db),
  noShowCounts: noShowCountsIn(infra.db),
  signingSecret: config.SESSION_SECRET,
  authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  platformFeePercent: config.PLATFORM_FEE_PERCENT,
});
const app = await createHttpApp({
  logger,
  sessions: infra.sessions,
  sessionSecret: config.SESSION_SECRET,
  secureCookies: config.SECURE_COOKIES,
  trustProxy: config.TRUST_PROXY,
  title: 'FoodShare UAE API: commands',
  access: command.access,
  limits: infra.limits,
  // Sign-in, sign-up, uploads, contact, hub applications and pickup codes: one budget per
  // address across every command-service instance.
  rateLimitRedis: redisTargetFrom(config),
  health: async () => {
    await sql`select 1`.execute(infra.db);
  },
});
await app.register(command.routes);
drainOnSignal(app, {
  logger,
  // The job workers take no more jobs from the signal on, and finish the ones they run while the
  // requests drain; one still running past the bound runs again on another instance.
  alongside: () => infra.jobs.close({ timeoutMs: DRAIN_MS + IN_FLIGHT_MS }),
  stop: () => infra.close(),
});
command.startWorkers();
await app.listen({ port: config.PORT, host: config.HOST });
// Pending safety checks and expiries are projection-service's to reschedule, on its own start.
command
  .sweepOrphanBlobs()
  .then((orphanBlobsRemoved) => logger.info({ orphanBlobsRemoved }, 'orphan blobs removed'))
  .catch((error: unknown) => logger.error({ err: error }, 'removing orphan blobs failed'));
