import { join } from 'node:path';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
import { withReadModels } from '@foodshare/read-models/database';
import { loadProjectionOperatorConfig } from './config';

/**
 * What the operator's commands open: the database and event store the app uses (the embedded
 * data folder, unless DATABASE_URL names a server), logging warnings only.
 */
export async function openOperatorInfrastructure(name: string) {
  const config = loadProjectionOperatorConfig();
  const logger = createLogger({ level: 'warn', name });
  const infra = await openInfrastructure({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    eventStoreUrl: config.EVENTSTORE_URL,
    blobDir: join(config.DATA_DIR, 'blobs'),
    logger,
  });
  return { config, logger, infra, db: withReadModels(infra.db) };
}
