import { z } from 'zod';

/** Environment fields the services share; each service's config module picks what it reads. */
export const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || protocols.test(value), `expected a URL like ${example}`);

export const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

export const envFields = {
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://host:6379'),
  REDIS_PREFIX: z.string().default('foodshare'),
  EVENTSTORE_URL: optionalUrl(/^(esdb|esdb\+discover|kurrentdb|kdb):\/\//, 'esdb://host:2113?tls=false'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECURE_COOKIES: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  HOST: z.string().default('0.0.0.0'),
} as const;

/** A running service must be told where its database is and how to sign sessions. */
export const requiredServerFields = {
  DATABASE_URL: z.string({ error: 'is required (postgres://user@host:5432/db)' }).regex(/^postgres(ql)?:\/\//, 'expected postgres://…'),
  SESSION_SECRET: z.string({ error: 'is required (at least 32 random characters)' }).min(32, 'must be at least 32 characters'),
} as const;
