import { normaliseForSearch } from '@foodshare/contracts/text';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../testing/test-database';
import { createKysely } from './connection';
import { migratePlatform } from './platform-migrations';

/** Every letter and mark of the Arabic block, one at a time, and words as people write them. */
const SAMPLES = [
  ...Array.from({ length: 0x0700 - 0x0600 }, (_, index) => String.fromCodePoint(0x0600 + index)),
  'مَطْعَم',
  'أسماء إبراهيم آمنة ٱلله',
  'وجبة ساخنة في مستشفى',
  'طـــعام هٰذا',
  'خُبْزٌ طَازَجٌ مُحَمَّد',
  'Fresh Dates 2kg — تمر 🍅',
  '',
];

describe.each(availableDatabaseKinds())('public.search_normalise on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migratePlatform(createKysely(database.pool) as Kysely<unknown>);
  });
  afterAll(() => database.close());

  it('folds text exactly as contracts’ normaliseForSearch does', async () => {
    const { rows } = await database.pool.query<{ value: string; folded: string }>(
      'select value, public.search_normalise(value) as folded from unnest($1::text[]) as value',
      [SAMPLES],
    );
    expect(rows.map((row) => row.folded)).toEqual(rows.map((row) => normaliseForSearch(row.value)));
    expect(rows).toHaveLength(SAMPLES.length);
  });

  it('is immutable, so an index can be built on it, and keeps a missing text missing', async () => {
    const { rows } = await database.pool.query<{ volatility: string; folded: string | null }>(
      `select provolatile as volatility, public.search_normalise(null) as folded
         from pg_proc where proname = 'search_normalise'`,
    );
    expect(rows).toEqual([{ volatility: 'i', folded: null }]);
  });
});
