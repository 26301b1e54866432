import {
  envFields,
  flag,
  pushFields,
  requiredServerFields,
  sharedStateFields,
} from '@foodshare/platform/config/env-fields';
import { parseConfig } from '@foodshare/platform/config/parse-config';
import { z } from 'zod';

const schema = z.object({
  ...envFields,
  ...requiredServerFields,
  ...sharedStateFields,
  ...pushFields,
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  BLOB_DIR: z.string().default('/data/blobs'),
  TRUST_PROXY: flag(true),
});

/** The one place command-service reads the environment. */
export const loadCommandServiceConfig = (env: Record<string, string | undefined> = process.env) =>
  parseConfig(schema, env);

const operatorSchema = z.object({
  ...envFields,
  /** The embedded database's folder, when DATABASE_URL names no server. */
  DATA_DIR: z.string().default('./.data'),
});

/** What the operator's commands (`npm run staff`) read: the database, nothing to serve. */
export const loadOperatorConfig = (env: Record<string, string | undefined> = process.env) =>
  parseConfig(operatorSchema, env);
