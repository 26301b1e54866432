import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely } from '../database/connection';
import { migratePlatform } from '../database/platform-migrations';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { personalDataVault, type VaultDatabase } from './personal-data-vault';

let database: TestDatabase;
let db: Kysely<VaultDatabase>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<VaultDatabase>(database.pool);
  await migratePlatform(db as Kysely<unknown>);
});
afterAll(() => database.close());

describe('the personal data vault', () => {
  it('opens what it sealed, until the key is destroyed; then never again, and never a new key', async () => {
    const sealed = await personalDataVault.seal(db, 'person-1', { firstName: 'Huda' });
    expect(await personalDataVault.open(db, sealed)).toEqual({ firstName: 'Huda' });
    await personalDataVault.destroyKey(db, 'person-1');
    expect(await personalDataVault.open(db, sealed)).toBeNull();
    // A write racing the deletion cannot bring the person's data back under a fresh key.
    await expect(
      personalDataVault.seal(db, 'person-1', { firstName: 'Huda' }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    const { rows } = await database.pool.query(
      "select count(*)::int as n from personal_data_keys where key_id = 'person-1'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('keeps each person’s data under their own key', async () => {
    const a = await personalDataVault.seal(db, 'person-a', { bio: 'a' });
    const b = await personalDataVault.seal(db, 'person-b', { bio: 'b' });
    await personalDataVault.destroyKey(db, 'person-a');
    expect(await personalDataVault.open(db, a)).toBeNull();
    expect(await personalDataVault.open(db, b)).toEqual({ bio: 'b' });
  });
});
