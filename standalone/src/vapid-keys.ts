import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vapidFrom } from '@foodshare/platform/config/env-fields';
import { generateVapidKeys, type VapidKeys } from '@foodshare/platform/push/web-push';

/**
 * Web push's VAPID keys: the configured pair, or else (standalone) one made on first start and
 * kept in the data folder, as the session secret is, so a browser's subscription outlives a
 * restart (a subscription is bound to the key it was made with).
 */
export function vapidKeysFor(dataDir: string, config: Parameters<typeof vapidFrom>[0]): VapidKeys {
  const configured = vapidFrom(config);
  if (configured) return configured;
  const path = join(dataDir, 'vapid-keys.json');
  try {
    const kept = JSON.parse(readFileSync(path, 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    return {
      publicKey: kept.publicKey,
      privateKey: kept.privateKey,
      subject: config.VAPID_SUBJECT,
    };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const made = generateVapidKeys();
    writeFileSync(path, JSON.stringify(made), { mode: 0o600 });
    return { ...made, subject: config.VAPID_SUBJECT };
  }
}
