import { accountLimitsFrom, s3OptionsFrom } from '@foodshare/platform/config/env-fields';
import { createHttpApp } from '@foodshare/platform/http/create-http-app';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
// The one import of the read side, as a composition root may: the port's implementation below.
import { withReadModels } from '@foodshare/projection-service/read-models';
import { sql } from 'kysely';
import { createCommandService, type DonationCounts } from './command-service';
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
const readModels = withReadModels(infra.db);
/** The users read model keeps each person's count, as the projections have it. */
const donationCounts: DonationCounts = {
  async of(userId) {
    const row = await readModels
      .selectFrom('users')
      .select('donation_count')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.donation_count ?? 0;
  },
};
const command = createCommandService({
  infra,
  donationCounts,
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
  health: async () => {
    await sql`select 1`.execute(infra.db);
  },
});
await app.register(command.routes);
command.startWorkers();
await app.listen({ port: config.PORT, host: config.HOST });
// Pending safety checks and expiries are projection-service's to reschedule, on its own start.
command
  .sweepOrphanBlobs()
  .then((orphanBlobsRemoved) => logger.info({ orphanBlobsRemoved }, 'orphan blobs removed'))
  .catch((error: unknown) => logger.error({ err: error }, 'removing orphan blobs failed'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await infra.close();
    process.exit(0);
  });
}
