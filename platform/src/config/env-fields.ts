import { type LimitedAction, type LimitWindow, parseLimitList } from '@foodshare/contracts/limits';
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

/**
 * The moderation team's target wait, in minutes: queue items waiting longer are marked overdue
 * (docs/product.md §12). A whole number from 1 to 10,080 (a week).
 */
export const waitTargetField = z.coerce
  .number()
  .int('expected a whole number of minutes')
  .min(1, 'expected at least 1 minute')
  .max(10_080, 'expected at most 10080 minutes (a week)')
  .default(30);

/** One action's limits, as `20/1h,100/28d` or `off`; unset keeps the default. */
const limitList = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const windows = parseLimitList(value);
    if (windows) return windows;
    context.addIssue({
      code: 'custom',
      message: 'expected limits like 20/1h,100/28d (units s, m, h, d), or off',
    });
    return z.NEVER;
  });

/** The variable of each per-account limit (`contracts/src/limits.ts` has the defaults). */
const LIMIT_VARIABLES = {
  donation: 'LIMIT_DONATIONS',
  request: 'LIMIT_REQUESTS',
  report: 'LIMIT_REPORTS',
  'hub-application': 'LIMIT_HUB_APPLICATIONS',
  'profile-edit': 'LIMIT_PROFILE_EDITS',
} as const satisfies Record<LimitedAction, string>;

type LimitFields = { readonly [V in (typeof LIMIT_VARIABLES)[LimitedAction]]?: LimitWindow[] };

/** The limits the environment sets, by action; the others keep their defaults. */
export function accountLimitsFrom(
  config: LimitFields,
): Partial<Record<LimitedAction, LimitWindow[]>> {
  const limits: Partial<Record<LimitedAction, LimitWindow[]>> = {};
  for (const [action, variable] of Object.entries(LIMIT_VARIABLES) as [
    LimitedAction,
    (typeof LIMIT_VARIABLES)[LimitedAction],
  ][]) {
    const windows = config[variable];
    if (windows) limits[action] = windows;
  }
  return limits;
}

export const envFields = {
  LIMIT_DONATIONS: limitList,
  LIMIT_REQUESTS: limitList,
  LIMIT_REPORTS: limitList,
  LIMIT_HUB_APPLICATIONS: limitList,
  LIMIT_PROFILE_EDITS: limitList,
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
  /** The platform fee on marketplace sales, in percent: 3 to 5 (docs/product.md §9). */
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

const REDIS_REQUIRED =
  'is required (redis://host:6379): the instances share per-address limits, jobs and their workers through Redis; only the standalone runs without it';

/**
 * Every instance of command-service and projection-service must share per-address limits, jobs
 * and their workers: they meet in Redis. Without it each instance would count its own limits,
 * and projection-service would queue jobs in its own memory, where no worker runs. The
 * in-process queue and limits are the standalone's alone.
 */
export const sharedStateFields = {
  REDIS_URL: z
    .string({ error: REDIS_REQUIRED })
    .trim()
    .min(1, REDIS_REQUIRED)
    .regex(/^rediss?:\/\//, 'expected redis://host:6379'),
} as const;

interface S3Fields {
  readonly S3_ENDPOINT?: string | undefined;
  readonly S3_BUCKET: string;
  readonly S3_ACCESS_KEY?: string | undefined;
  readonly S3_SECRET_KEY?: string | undefined;
  readonly S3_REGION: string;
}

/**
 * The Redis server and this deployment's key prefix, when REDIS_URL names one: where the
 * instances of a service share their counts (per-address limits).
 */
export function redisTargetFrom(config: {
  readonly REDIS_URL?: string | undefined;
  readonly REDIS_PREFIX: string;
}): { readonly url: string; readonly prefix: string } | undefined {
  return config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.REDIS_PREFIX } : undefined;
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

/** A VAPID key in base64url (a P-256 public key is 87 characters, a private key 43). */
const vapidKey = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || /^[A-Za-z0-9_-]{40,100}$/.test(value), {
    message: 'expected a VAPID key in base64url (npx web-push generate-vapid-keys makes a pair)',
  });

/**
 * Web push (docs/product.md §14): the VAPID key pair the app signs its pushes with, and whom a
 * push service contacts about them. Without the keys, push is off (the standalone makes a pair).
 */
export const pushFields = {
  VAPID_PUBLIC_KEY: vapidKey,
  VAPID_PRIVATE_KEY: vapidKey,
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, 'expected mailto:someone@example.org or an https:// URL')
    .default('mailto:push@localhost'),
  /** The push services a subscription may name: host names, `*.` for every subdomain. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .trim()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((host) => host.trim())
            .filter(Boolean)
        : undefined,
    ),
} as const;

/** The VAPID identity the environment gives, if it gives both keys; one alone stops start-up. */
export function vapidFrom(config: {
  readonly VAPID_PUBLIC_KEY?: string | undefined;
  readonly VAPID_PRIVATE_KEY?: string | undefined;
  readonly VAPID_SUBJECT: string;
}): { publicKey: string; privateKey: string; subject: string } | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    const missing = publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new Error(
      `Invalid configuration:\n  ${missing}: is required when the other VAPID key is set`,
    );
  }
  return { publicKey, privateKey, subject: config.VAPID_SUBJECT };
}
