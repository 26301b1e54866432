import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type BlobStorage, isSafeBlobKey, type ListedBlob } from './blob-storage';

export interface S3BlobStorageOptions {
  /** The S3-compatible server, e.g. http://minio:9000. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region?: string | undefined;
}

export interface S3BlobStorage extends BlobStorage {
  /** Lets go of the client's pooled connections. */
  close(): void;
}

/**
 * Pictures in an S3-compatible bucket (MinIO in docker-compose). The server has already checked
 * the bytes before it stores them, so it writes them itself: no presigned S3 URLs.
 */
export function createS3BlobStorage(options: S3BlobStorageOptions): S3BlobStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'us-east-1',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // MinIO serves buckets by path, not by subdomain.
    forcePathStyle: true,
    // Checksums only where S3 requires them: not every S3-compatible server knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
    return key;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async list(prefix) {
      const listed: ListedBlob[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && isSafeBlobKey(object.Key))
            listed.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date() });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed;
    },
    close() {
      client.destroy();
    },
  };
}

/** A missing key answers null; a missing bucket is a misconfiguration and stays an error. */
function isMissingKey(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'NoSuchKey') return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 && error.name !== 'NoSuchBucket';
}
