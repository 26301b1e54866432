import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { describe } from 'vitest';
import { describeBlobStorageContract } from './blob-storage-contract';
import { createS3BlobStorage, type S3BlobStorageOptions } from './s3-blob-storage';
import { s3TestOptions } from './s3-test-config';

const options = s3TestOptions();
if (!options)
  console.log('[s3] skipped: set S3_TEST_ENDPOINT to run against S3-compatible storage');

/** A fresh MinIO has no buckets: make the test bucket, or find it already there. */
async function ensureBucket(options: S3BlobStorageOptions): Promise<void> {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'us-east-1',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: true,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  } finally {
    client.destroy();
  }
}

describe.skipIf(!options)('S3-compatible storage', () => {
  describeBlobStorageContract('an S3 bucket', async () => {
    if (!options) throw new Error('S3_TEST_ENDPOINT is not set');
    await ensureBucket(options);
    const storage = createS3BlobStorage(options);
    return { storage, cleanup: async () => storage.close() };
  });
});
