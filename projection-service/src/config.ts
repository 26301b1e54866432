import {
  envFields,
  requiredServerFields,
  sharedStateFields,
} from '@foodshare/platform/config/env-fields';
import { parseConfig } from '@foodshare/platform/config/parse-config';
import { z } from 'zod';
import { DEFAULT_BATCH_SIZE, DEFAULT_REBUILD_BATCH_SIZE } from './batch-sizes';

const operatorSchema = z.object({
  ...envFields,
  DATA_DIR: z.string().default('./.data'),
  /** The health endpoint's port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BATCH_SIZE),
  /** Events per batch of a rebuild from 0 (`npm run rebuild-projection`, a version upgrade). */
  REBUILD_BATCH_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(50_000)
    .default(DEFAULT_REBUILD_BATCH_SIZE),
});

/** A running instance needs a database server and the Redis its jobs are shared through. */
const schema = operatorSchema.extend({
  DATABASE_URL: requiredServerFields.DATABASE_URL,
  ...sharedStateFields,
  /**
   * The name this instance goes by where `npm run projection -- status` shows who holds each
   * projection's lease (its lease session's application_name). Default: host:pid.
   */
  INSTANCE_NAME: z.string().trim().max(63).optional(),
});

/** The one place projection-service reads the environment. */
export const loadProjectionServiceConfig = (
  env: Record<string, string | undefined> = process.env,
) => parseConfig(schema, env);

/**
 * What the operator's commands (rebuild, projection status) read: the embedded data folder when
 * DATABASE_URL names no server, and no Redis (they run no jobs).
 */
export const loadProjectionOperatorConfig = (
  env: Record<string, string | undefined> = process.env,
) => parseConfig(operatorSchema, env);
