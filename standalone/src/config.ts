import { resolve } from 'node:path';
import { z } from 'zod';
import { parseConfig } from '@foodshare/platform/config/parse-config';

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || protocols.test(value), `expected a URL like ${example}`);

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://host:6379'),
  REDIS_PREFIX: z.string().default('foodshare'),
  EVENTSTORE_URL: optionalUrl(/^(esdb|esdb\+discover|kurrentdb|kdb):\/\//, 'esdb://host:2113?tls=false'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECURE_COOKIES: flag(false),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SEED_DEMO_DATA: flag(true),
  CLIENT_DIST: z.string().default('client/dist'),
});

export type StandaloneConfig = ReturnType<typeof loadStandaloneConfig>;

/** The one place standalone reads the environment. */
export function loadStandaloneConfig(env: Record<string, string | undefined> = process.env) {
  const config = parseConfig(schema, env);
  return { ...config, DATA_DIR: resolve(config.DATA_DIR), CLIENT_DIST: resolve(config.CLIENT_DIST) };
}
