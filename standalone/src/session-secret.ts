import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Without SESSION_SECRET, standalone makes one on first start and keeps it in the data folder,
 * so sessions and signed links survive a restart.
 */
export function sessionSecretFor(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const path = join(dataDir, 'session-secret');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600 });
    return secret;
  }
}
