import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import {
  EMPTY_PERSONAL_DATA,
  type PersonalData,
  type PersonalText,
  personalDataSchema,
  type Sealed,
} from '@foodshare/contracts/personal-data';
import { type PushDevice, pushDeviceSchema } from '@foodshare/contracts/push';
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';

export interface PersonalDataKeyTable {
  key_id: string;
  key: Buffer;
  created_at: Date;
}

export type VaultDatabase = {
  personal_data_keys: PersonalDataKeyTable;
  destroyed_personal_data_keys: { key_id: string; destroyed_at: Date };
};

/** Any handle onto a database that has the keys table: the app's, or a transaction of it. */
// biome-ignore lint/suspicious/noExplicitAny: kysely handles of wider schemas are not assignable to narrower ones
type AnyDatabase = Kysely<any>;

const ALGORITHM = 'aes-256-gcm';

/**
 * Crypto-shredding: personal fields are sealed with a key per person; destroying the key makes
 * every copy in the event log unreadable while events still replay. Every call takes the
 * database handle to use, so it can run inside the caller's transaction (one-connection pools).
 */
export const personalDataVault = {
  async seal<T>(db: AnyDatabase, keyId: string, data: T): Promise<Sealed> {
    const key = await ensureKey(db, keyId);
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    return {
      keyId,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    };
  },

  /** The sealed data, or null once the person's key is destroyed. */
  async open(anyDb: AnyDatabase, sealed: Sealed): Promise<unknown | null> {
    return openWith(await readKeys(anyDb, [sealed.keyId]), sealed);
  },

  async destroyKey(anyDb: AnyDatabase, keyId: string): Promise<void> {
    const db: Kysely<VaultDatabase> = anyDb;
    sealingKeys.delete(keyId);
    // The tombstone first: a write racing the deletion can then never make a fresh key.
    await db
      .insertInto('destroyed_personal_data_keys')
      .values({ key_id: keyId, destroyed_at: new Date() })
      .onConflict((conflict) => conflict.column('key_id').doNothing())
      .execute();
    await db.deleteFrom('personal_data_keys').where('key_id', '=', keyId).execute();
    // Again: a seal of this process may have remembered it meanwhile.
    sealingKeys.delete(keyId);
  },
};

/**
 * Keys this process has sealed with, by key id. A key never changes once made, so sealing needs
 * no look-up after the first. A key destroyed by another process may still seal here for a
 * while: what it seals is then unreadable from the start (`open` reads the key from the
 * database, never from here), which is all destruction promises. This process's own
 * destruction forgets it at once, so its next seal is refused.
 */
const sealingKeys = new LRUCache<string, Buffer>({ max: 10_000 });

/**
 * The person's key, made on first use, in one statement: refused once destroyed (the tombstone
 * is checked in the same statement that would make a fresh key).
 */
async function ensureKey(anyDb: AnyDatabase, keyId: string): Promise<Buffer> {
  const db: Kysely<VaultDatabase> = anyDb;
  const known = sealingKeys.get(keyId);
  if (known) return known;
  const { rows } = await sql<{ destroyed: boolean; made: Buffer | null; stored: Buffer | null }>`
    WITH destroyed AS (
      SELECT 1 FROM destroyed_personal_data_keys WHERE key_id = ${keyId}
    ), made AS (
      INSERT INTO personal_data_keys (key_id, key, created_at)
      SELECT ${keyId}, ${randomBytes(32)}, ${new Date()} WHERE NOT EXISTS (SELECT 1 FROM destroyed)
      ON CONFLICT (key_id) DO NOTHING
      RETURNING key
    )
    SELECT EXISTS (SELECT 1 FROM destroyed) AS destroyed, (SELECT key FROM made) AS made,
      (SELECT key FROM personal_data_keys WHERE key_id = ${keyId}) AS stored`.execute(db);
  const found = rows[0];
  if (found?.destroyed) throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
  // Made by a writer that committed after this statement began: not in its snapshot, so read it.
  const key =
    found?.made ??
    found?.stored ??
    (
      await db
        .selectFrom('personal_data_keys')
        .select('key')
        .where('key_id', '=', keyId)
        .executeTakeFirstOrThrow()
    ).key;
  // Inside a caller's transaction the key is only known once that commits: not remembered.
  if (!db.isTransaction) sealingKeys.set(keyId, key);
  return key;
}

/** The keys of these ids that exist, read in one statement: a batch's look-up for `openWith`. */
export async function readKeys(
  anyDb: AnyDatabase,
  keyIds: Iterable<string>,
): Promise<ReadonlyMap<string, Buffer>> {
  const db: Kysely<VaultDatabase> = anyDb;
  const ids = [...new Set(keyIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('personal_data_keys')
    .select(['key_id', 'key'])
    .where('key_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.key_id, row.key]));
}

/** The sealed data opened with `keys` (from `readKeys`), or null when its key is not there. */
export function openWith(keys: ReadonlyMap<string, Buffer>, sealed: Sealed): unknown | null {
  const key = keys.get(sealed.keyId);
  if (!key) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null; // sealed under a key that no longer exists
  }
}

/** `openPersonalData` with keys read beforehand (`readKeys`), for a batch of events. */
export function openPersonalDataWith(
  keys: ReadonlyMap<string, Buffer>,
  sealed: Sealed,
): PersonalData {
  const parsed = personalDataSchema.safeParse(openWith(keys, sealed));
  return parsed.success ? parsed.data : EMPTY_PERSONAL_DATA;
}

/** A person's personal fields, or all null once their key is gone (crypto-shredded). */
export async function openPersonalData(db: AnyDatabase, sealed: Sealed): Promise<PersonalData> {
  const parsed = personalDataSchema.safeParse(await personalDataVault.open(db, sealed));
  return parsed.success ? parsed.data : EMPTY_PERSONAL_DATA;
}

/** A person's own words, sealed under their key; nothing stays nothing. */
export async function sealText(
  db: AnyDatabase,
  keyId: string,
  text: string | null | undefined,
): Promise<Sealed | null> {
  return text ? personalDataVault.seal(db, keyId, text) : null;
}

/**
 * A person's own words as recorded: opened while their key exists, null once it is destroyed.
 * Text recorded before sealing reads as it was.
 */
export async function openText(db: AnyDatabase, text: PersonalText): Promise<string | null> {
  if (text === null || typeof text === 'string') return text;
  return openTextWith(await readKeys(db, [text.keyId]), text);
}

/** `openText` with keys read beforehand (`readKeys`), for a batch of events. */
export function openTextWith(keys: ReadonlyMap<string, Buffer>, text: PersonalText): string | null {
  if (text === null || typeof text === 'string') return text;
  const opened = openWith(keys, text);
  return typeof opened === 'string' ? opened : null;
}

/**
 * A push device as its browser gave it (its endpoint and keys): opened while the member's key
 * exists, null once it is destroyed. A device recorded before sealing reads as it was.
 */
export async function openPushDevice(
  db: AnyDatabase,
  device: Sealed | PushDevice,
): Promise<PushDevice | null> {
  if ('endpoint' in device) return device;
  return openPushDeviceWith(await readKeys(db, [device.keyId]), device);
}

/** `openPushDevice` with keys read beforehand (`readKeys`), for a member's devices at once. */
export function openPushDeviceWith(
  keys: ReadonlyMap<string, Buffer>,
  device: Sealed | PushDevice,
): PushDevice | null {
  const opened = pushDeviceSchema.safeParse('endpoint' in device ? device : openWith(keys, device));
  return opened.success ? opened.data : null;
}
