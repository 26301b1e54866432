import { resolve } from 'node:path';
import {
  envFields,
  flag,
  mapTileUrlField,
  pushFields,
  waitTargetField,
} from '@foodshare/platform/config/env-fields';
import { parseConfig } from '@foodshare/platform/config/parse-config';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  ...envFields,
  // Local by default: the demo is for this machine unless HOST says otherwise.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  TRUST_PROXY: flag(false),
  // Quiet by default: the start banner says what a newcomer needs.
  LOG_LEVEL: envFields.LOG_LEVEL.removeDefault().default('warn'),
  SEED_DEMO_DATA: flag(true),
  CLIENT_DIST: z.string().default('client/dist'),
  MAP_TILE_URL: mapTileUrlField,
  MODERATION_WAIT_TARGET_MINUTES: waitTargetField,
  ...pushFields,
});

export type StandaloneConfig = ReturnType<typeof loadStandaloneConfig>;

/** The one place standalone reads the environment. */
export function loadStandaloneConfig(env: Record<string, string | undefined> = process.env) {
  const config = parseConfig(schema, env);
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    CLIENT_DIST: resolve(config.CLIENT_DIST),
  };
}
