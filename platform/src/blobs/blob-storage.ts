/** Where pictures live: a local folder by default; S3-compatible storage behind the same port. */
export interface StoredBlob {
  readonly bytes: Buffer;
  readonly contentType: string;
}

export interface BlobStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
}

/** Keys are slash-separated lowercase names; nothing that could climb out of the store. */
export function isSafeBlobKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/.test(key) && !key.includes('..');
}
