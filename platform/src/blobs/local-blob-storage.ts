import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { type BlobStorage, isSafeBlobKey, type ListedBlob } from './blob-storage';

export function createLocalBlobStorage(rootDir: string): BlobStorage {
  const pathOf = (key: string) => {
    if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
    return join(rootDir, key);
  };
  // Folders this store has made: each is made once, not on every put (and again should it go).
  const folders = new Set<string>();
  // Both files at once (each waits on the thread pool): settled both before any failure is
  // told, so a retry after a missing folder never races a write still under way.
  const write = async (path: string, bytes: Uint8Array, contentType: string) => {
    const written = await Promise.allSettled([
      writeFile(`${path}.type`, contentType),
      writeFile(path, bytes),
    ]);
    for (const outcome of written) if (outcome.status === 'rejected') throw outcome.reason;
  };
  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      const folder = dirname(path);
      if (folders.has(folder)) {
        try {
          await write(path, bytes, contentType);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          folders.delete(folder); // removed meanwhile: made again below
        }
      }
      await mkdir(folder, { recursive: true });
      folders.add(folder);
      await write(path, bytes, contentType);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}.type`, 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
    async list(prefix) {
      const folder = join(rootDir, prefix);
      let entries: Dirent[];
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const listed: ListedBlob[] = [];
      for (const entry of entries) {
        // Each blob is its bytes and a `.type` file beside them with its content type.
        if (!entry.isFile() || entry.name.endsWith('.type')) continue;
        const path = join(entry.parentPath, entry.name);
        const key = relative(rootDir, path).split(sep).join('/');
        if (!isSafeBlobKey(key)) continue;
        listed.push({ key, modifiedAt: (await stat(path)).mtime });
      }
      return listed;
    },
  };
}
