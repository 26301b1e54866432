/** Where pictures live: a local folder by default; S3-compatible storage behind the same port. */
export interface StoredBlob {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/** A stored blob's key and when it was last written. */
export interface ListedBlob {
  readonly key: string;
  readonly modifiedAt: Date;
}

export interface BlobStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /** Every blob whose key starts with `prefix` (a folder, ending in '/'), in no set order. */
  list(prefix: string): Promise<ListedBlob[]>;
}

/** Keys are slash-separated lowercase names; nothing that could climb out of the store. */
export function isSafeBlobKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/.test(key) && !key.includes('..');
}
