import { join } from 'node:path';
import { accountLimitsFrom, s3OptionsFrom } from '@foodshare/platform/config/env-fields';
import { drainOnSignal } from '@foodshare/platform/http/drain';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
import { loadStandaloneConfig } from './config';
import { seedDemoCharities } from './seed/demo-charities';
import { seedDemoData, seedDemoHubs, seedDemoStaff } from './seed/seed';
import { buildStandalone } from './server';
import { sessionSecretFor } from './session-secret';
import { vapidKeysFor } from './vapid-keys';

/** `npm start`: every service in one process on embedded defaults. */
async function main(): Promise<void> {
  const config = loadStandaloneConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'foodshare' });
  const infra = await openInfrastructure({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    eventStoreUrl: config.EVENTSTORE_URL,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    blobDir: join(config.DATA_DIR, 'blobs'),
    s3: s3OptionsFrom(config),
    accountLimits: accountLimitsFrom(config),
    logger,
  });
  const standalone = await buildStandalone({
    infra,
    logger,
    sessionSecret: sessionSecretFor(config.DATA_DIR, config.SESSION_SECRET),
    secureCookies: config.SECURE_COOKIES,
    trustProxy: config.TRUST_PROXY,
    authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    platformFeePercent: config.PLATFORM_FEE_PERCENT,
    clientDist: config.CLIENT_DIST,
    mapTileUrl: config.MAP_TILE_URL,
    moderationWaitTargetMinutes: config.MODERATION_WAIT_TARGET_MINUTES,
    vapid: vapidKeysFor(config.DATA_DIR, config),
    pushServiceHosts: config.PUSH_SERVICE_HOSTS,
  });
  await standalone.start();
  drainOnSignal(standalone.app, {
    logger,
    stop: async () => {
      await standalone.stop();
      await infra.close();
    },
  });
  // Staff first: the demo's past reviews name the moderator who approved them.
  if (config.SEED_DEMO_DATA) await seedDemoStaff(infra, standalone.commands, logger);
  const seeded = config.SEED_DEMO_DATA
    ? await seedDemoData(infra, standalone.commands, logger)
    : false;
  if (config.SEED_DEMO_DATA) await seedDemoHubs(infra, standalone.commands, logger);
  if (config.SEED_DEMO_DATA) await seedDemoCharities(infra, standalone.commands, logger);
  const address = await standalone.app.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('127.0.0.1', 'localhost').replace('[::1]', 'localhost');

  console.log(`\nFoodShare UAE is running at ${shown}\n`);
  console.log(`  database     ${infra.description.database}`);
  console.log(`  event store  ${infra.description.eventStore}`);
  console.log(`  jobs         ${infra.description.jobs}`);
  console.log(`  pictures     ${infra.description.blobs}`);
  console.log(`  limits       ${infra.description.limits}`);
  console.log(`  API docs     ${shown}/api/docs`);
  if (seeded)
    console.log(
      '  demo data    seeded (sign in as aisha.rahman, alfanar.kitchen, sharing.table, …)',
    );
  if (config.SEED_DEMO_DATA)
    console.log(
      '  demo staff   noor.moderator and salem.moderator (moderators), rashid.analyst (analyst): see /admin',
    );
  console.log('\nPress Ctrl+C to stop.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
