import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStorage } from './blob-storage';

export interface BlobStorageSubject {
  readonly storage: BlobStorage;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every blob storage adapter must have. The store may be shared (a bucket is), so
 * each run writes under keys of its own.
 */
export function describeBlobStorageContract(
  name: string,
  factory: () => Promise<BlobStorageSubject>,
): void {
  describe(`blob storage in ${name}`, () => {
    let subject: BlobStorageSubject;
    let storage: BlobStorage;
    const run = randomUUID();
    const written = new Set<string>();
    const keyFor = (name: string) => {
      const key = `blob-contract/${run}/${name}`;
      written.add(key);
      return key;
    };
    // Binary through and through (a NUL, a newline, random bytes): nothing may treat it as text.
    const picture = () =>
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x0a]), randomBytes(4096)]);

    beforeAll(async () => {
      subject = await factory();
      storage = subject.storage;
    });
    afterAll(async () => {
      if (!subject) return;
      for (const key of written) await storage.delete(key).catch(() => {});
      await subject.cleanup();
    });

    it('gives back the bytes and content type it was handed', async () => {
      const bytes = picture();
      await storage.put(keyFor('round-trip.jpg'), bytes, 'image/jpeg');
      const stored = await storage.get(keyFor('round-trip.jpg'));
      expect(stored?.contentType).toBe('image/jpeg');
      expect(stored?.bytes.equals(bytes)).toBe(true);
    });

    it('answers null for a key it never stored', async () => {
      expect(await storage.get(keyFor('never-stored.jpg'))).toBeNull();
    });

    it('forgets a deleted blob, and deleting it again does no harm', async () => {
      await storage.put(keyFor('deleted.png'), picture(), 'image/png');
      await storage.delete(keyFor('deleted.png'));
      expect(await storage.get(keyFor('deleted.png'))).toBeNull();
      await expect(storage.delete(keyFor('deleted.png'))).resolves.toBeUndefined();
    });

    it('replaces a blob written again under the same key, content type included', async () => {
      await storage.put(keyFor('replaced'), picture(), 'image/jpeg');
      const newer = picture();
      await storage.put(keyFor('replaced'), newer, 'image/webp');
      const stored = await storage.get(keyFor('replaced'));
      expect(stored?.contentType).toBe('image/webp');
      expect(stored?.bytes.equals(newer)).toBe(true);
    });

    it('lists the blobs under a folder, each with when it was written', async () => {
      const before = Date.now();
      await storage.put(keyFor('listed/one.jpg'), picture(), 'image/jpeg');
      await storage.put(keyFor('listed/deeper/two.png'), picture(), 'image/png');
      await storage.put(keyFor('elsewhere.jpg'), picture(), 'image/jpeg');
      const listed = await storage.list(`blob-contract/${run}/listed/`);
      expect(listed.map((blob) => blob.key).sort()).toEqual(
        [keyFor('listed/deeper/two.png'), keyFor('listed/one.jpg')].sort(),
      );
      // Clocks of a remote store may differ by a little: a minute either way.
      for (const blob of listed)
        expect(Math.abs(blob.modifiedAt.getTime() - before)).toBeLessThan(60_000);
      expect(await storage.list(`blob-contract/${run}/nothing-here/`)).toEqual([]);
    });

    it('refuses a key that could climb out of the store', async () => {
      const unsafe = `blob-contract/${run}/../../escaped`;
      await expect(storage.put(unsafe, picture(), 'image/jpeg')).rejects.toThrow(
        /unsafe blob key/i,
      );
      await expect(storage.get(unsafe)).rejects.toThrow(/unsafe blob key/i);
      await expect(storage.delete(unsafe)).rejects.toThrow(/unsafe blob key/i);
    });
  });
}
