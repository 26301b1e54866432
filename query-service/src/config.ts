import { resolve } from 'node:path';
import {
  envFields,
  flag,
  mapTileUrlField,
  pushFields,
  requiredServerFields,
  waitTargetField,
} from '@foodshare/platform/config/env-fields';
import { parseConfig } from '@foodshare/platform/config/parse-config';
import { z } from 'zod';

const schema = z.object({
  ...envFields,
  ...requiredServerFields,
  PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  TRUST_PROXY: flag(true),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  MAP_TILE_URL: mapTileUrlField,
  MODERATION_WAIT_TARGET_MINUTES: waitTargetField,
  VAPID_PUBLIC_KEY: pushFields.VAPID_PUBLIC_KEY,
  /**
   * The built client (client/dist). Where set, query-service answers the page requests nginx
   * passes on: the public pages prerendered, the lists' first page rendered in
   * (docs/decisions/0032). Unset, nginx serves index.html for every page.
   */
  CLIENT_DIST: z
    .string()
    .optional()
    .transform((path) => (path ? resolve(path) : undefined)),
});

/** The one place query-service reads the environment. */
export const loadQueryServiceConfig = (env: Record<string, string | undefined> = process.env) =>
  parseConfig(schema, env);

export type QueryServiceConfig = ReturnType<typeof loadQueryServiceConfig>;
