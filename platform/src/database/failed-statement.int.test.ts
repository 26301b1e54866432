import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../testing/test-database';
import { createKysely } from './connection';

/** A failed statement never poisons a connection: the next ones are served as usual. */
describe.each(availableDatabaseKinds())('after a failed statement on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const named = (value: unknown) => ({
    name: 'failed_statement_probe',
    text: 'select $1::int as n',
    values: [value],
  });

  it('serves the next statement, a named one included, after a NUL in a parameter', async () => {
    await expect(database.pool.query(named(1))).resolves.toMatchObject({ rows: [{ n: 1 }] });
    await expect(database.pool.query('select $1::text as t', ['a\u0000b'])).rejects.toThrow(/0x00/);
    await expect(database.pool.query('select $1::text as t', ['ok'])).resolves.toMatchObject({
      rows: [{ t: 'ok' }],
    });
    await expect(database.pool.query(named(2))).resolves.toMatchObject({ rows: [{ n: 2 }] });
  });

  it('serves again after a failed named statement and a connection dropped mid-transaction', async () => {
    await expect(database.pool.query(named('not a number'))).rejects.toThrow(/integer/);
    await expect(database.pool.query(named(3))).resolves.toMatchObject({ rows: [{ n: 3 }] });
    const client = await database.pool.connect();
    await client.query('begin');
    await client.query('select 1');
    client.release(new Error('dropped by the test'));
    await expect(database.pool.query(named(4))).resolves.toMatchObject({ rows: [{ n: 4 }] });
  });

  it('keeps a kysely transaction usable after a failed statement inside another one', async () => {
    const db = createKysely<Record<string, never>>(database.pool);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select ${'a\u0000b'}::text`.execute(trx);
      }),
    ).rejects.toThrow(/0x00/);
    const { rows } = await db
      .transaction()
      .execute((trx) => sql<{ n: number }>`select 5 as n`.execute(trx));
    expect(rows).toEqual([{ n: 5 }]);
    await expect(database.pool.query(named(6))).resolves.toMatchObject({ rows: [{ n: 6 }] });
  });
});
