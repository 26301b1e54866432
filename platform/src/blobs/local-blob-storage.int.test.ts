import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBlobStorageContract } from './blob-storage-contract';
import { createLocalBlobStorage } from './local-blob-storage';

describeBlobStorageContract('the local folder', async () => {
  const rootDir = await mkdtemp(join(tmpdir(), 'foodshare-blobs-'));
  return {
    storage: createLocalBlobStorage(rootDir),
    cleanup: () => rm(rootDir, { recursive: true, force: true }),
  };
});
