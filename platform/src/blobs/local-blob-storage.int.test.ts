import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBlobStorageContract } from './blob-storage-contract';
import { createLocalBlobStorage } from './local-blob-storage';

describeBlobStorageContract('the local folder', async () => {
  const rootDir = await mkdtemp(join(tmpdir(), 'foodshare-blobs-'));
  return {
    storage: createLocalBlobStorage(rootDir),
    cleanup: () => rm(rootDir, { recursive: true, force: true }),
  };
});

describe('the local folder', () => {
  it('makes a folder again when it was removed after the store made it', async () => {
    const rootDir = await mkdtemp(join(tmpdir(), 'foodshare-blobs-'));
    try {
      const storage = createLocalBlobStorage(rootDir);
      await storage.put('photos/one.jpg', Buffer.from([1]), 'image/jpeg');
      await rm(join(rootDir, 'photos'), { recursive: true });
      await storage.put('photos/two.jpg', Buffer.from([2]), 'image/jpeg');
      expect(await storage.get('photos/two.jpg')).toEqual({
        bytes: Buffer.from([2]),
        contentType: 'image/jpeg',
      });
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });
});
