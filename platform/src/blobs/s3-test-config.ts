import { z } from 'zod';
import { optionalUrl } from '../config/env-fields';
import { parseConfig } from '../config/parse-config';
import type { S3BlobStorageOptions } from './s3-blob-storage';

const schema = z.object({
  S3_TEST_ENDPOINT: optionalUrl(/^https?:\/\//, 'http://localhost:9000'),
  // A fresh MinIO's own root credentials, so `S3_TEST_ENDPOINT=http://localhost:9000` is enough.
  S3_TEST_ACCESS_KEY: z.string().default('minioadmin'),
  S3_TEST_SECRET_KEY: z.string().default('minioadmin'),
  S3_TEST_BUCKET: z.string().default('foodshare-test'),
});

/** The S3-compatible server the blob tests may use: none unless S3_TEST_ENDPOINT names one. */
export function s3TestOptions(
  env: Record<string, string | undefined> = process.env,
): S3BlobStorageOptions | undefined {
  const config = parseConfig(schema, env);
  if (!config.S3_TEST_ENDPOINT) return undefined;
  return {
    endpoint: config.S3_TEST_ENDPOINT,
    bucket: config.S3_TEST_BUCKET,
    accessKeyId: config.S3_TEST_ACCESS_KEY,
    secretAccessKey: config.S3_TEST_SECRET_KEY,
  };
}
