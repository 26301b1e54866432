import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vapidKeysFor } from './vapid-keys';

describe('the standalone’s VAPID keys', () => {
  it('are made once and kept in the data folder, so subscriptions outlive a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foodshare-vapid-'));
    try {
      const config = { VAPID_SUBJECT: 'mailto:push@localhost' };
      const first = vapidKeysFor(dataDir, config);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(vapidKeysFor(dataDir, config)).toEqual(first);
      const kept = JSON.parse(await readFile(join(dataDir, 'vapid-keys.json'), 'utf8'));
      expect(kept.publicKey).toBe(first.publicKey);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('are the configured pair where one is set, and one key alone stops start-up', () => {
    const pair = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(
      vapidKeysFor('/nonexistent', { ...pair, VAPID_SUBJECT: 'mailto:ops@example.org' }),
    ).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@example.org',
    });
    expect(() =>
      vapidKeysFor('/nonexistent', {
        VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY,
        VAPID_SUBJECT: 'mailto:x@y.z',
      }),
    ).toThrow(/VAPID_PRIVATE_KEY: is required/);
  });
});
