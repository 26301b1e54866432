import {
  DEFAULT_PLATFORM_FEE_PERCENT,
  platformFeePercentSchema,
} from '@foodshare/contracts/requests';
import { z } from 'zod';
import type { S3BlobStorageOptions } from '../blobs/s3-blob-storage';

/** Environment fields the services share; each service's config module picks what it reads. */
export const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || protocols.test(value),
      `expected a URL like ${example}`,
    );

export const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** OpenStreetMap's own tiles; their usage policy asks heavy users to run or rent their own. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The map's background: a tile URL template with {z}, {x} and {y} (an OpenStreetMap server or a
 * copy of one), or `none` for maps drawn by the app alone (no request leaves the browser).
 */
export const mapTileUrlField = z
  .string()
  .trim()
  .default(DEFAULT_MAP_TILE_URL)
  .transform((value) => (value === '' || value === 'none' ? null : value))
  .refine(
    (value) =>
      value === null ||
      (/^https?:\/\/[^/\s]+\//.test(value) &&
        ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
    'expected a tile URL like https://tile.openstreetmap.org/{z}/{x}/{y}.png, or none',
  );

export const envFields = {
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://host:6379'),
  REDIS_PREFIX: z.string().default('foodshare'),
  EVENTSTORE_URL: optionalUrl(
    /^(esdb|esdb\+discover|kurrentdb|kdb):\/\//,
    'esdb://host:2113?tls=false',
  ),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECURE_COOKIES: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** The platform fee on marketplace sales, in percent: 3 to 5 (SPEC §9). */
  PLATFORM_FEE_PERCENT: platformFeePercentSchema.default(DEFAULT_PLATFORM_FEE_PERCENT),
  HOST: z.string().default('0.0.0.0'),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'http://minio:9000'),
  S3_BUCKET: z.string().trim().min(1).default('foodshare'),
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
} as const;

/** A running service must be told where its database is and how to sign sessions. */
export const requiredServerFields = {
  DATABASE_URL: z
    .string({ error: 'is required (postgres://user@host:5432/db)' })
    .regex(/^postgres(ql)?:\/\//, 'expected postgres://…'),
  SESSION_SECRET: z
    .string({ error: 'is required (at least 32 random characters)' })
    .min(32, 'must be at least 32 characters'),
} as const;

interface S3Fields {
  readonly S3_ENDPOINT?: string | undefined;
  readonly S3_BUCKET: string;
  readonly S3_ACCESS_KEY?: string | undefined;
  readonly S3_SECRET_KEY?: string | undefined;
  readonly S3_REGION: string;
}

/** S3-compatible blob storage when S3_ENDPOINT names a server; the local folder otherwise. */
export function s3OptionsFrom(config: S3Fields): S3BlobStorageOptions | undefined {
  const {
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY: accessKeyId,
    S3_SECRET_KEY: secretAccessKey,
  } = config;
  if (!endpoint) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    const missing = (['S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter((name) => !config[name]);
    const lines = missing.map((name) => `  ${name}: is required when S3_ENDPOINT is set`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    endpoint,
    bucket: config.S3_BUCKET,
    accessKeyId,
    secretAccessKey,
    region: config.S3_REGION,
  };
}
