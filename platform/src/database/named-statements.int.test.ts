import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseKind,
} from '../testing/test-database';
import { copiesFromStdin, createPool, openKysely } from './connection';
import { startEmbeddedPostgres } from './embedded-postgres';
import { inTransactionWritingBehind, withWritesBehind } from './write-behind';

interface Db {
  shelf: { id: number; label: string };
}

/** A database of the kind with an empty `shelf` table, opened before the tests and closed after. */
function shelfDatabase(kind: TestDatabaseKind): () => Kysely<Db> {
  let database: TestDatabase;
  let db: Kysely<Db>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = await openKysely<Db>(database.pool);
    await sql`create table shelf (id int primary key, label text not null)`.execute(db);
  });
  afterAll(() => database.close());
  return () => db;
}

describe.each(availableDatabaseKinds())('kysely statements sent again and again on %s', (kind) => {
  const opened = shelfDatabase(kind);
  let db: Kysely<Db>;
  beforeAll(async () => {
    db = opened();
    await db.insertInto('shelf').values({ id: 1, label: 'dates' }).execute();
  });

  const shelf = (id: number, on: Kysely<Db> = db) =>
    on.selectFrom('shelf').selectAll().where('id', '=', id);
  /** The statements this session holds named, by their text (on one connection of the pool). */
  const prepared = async () =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)
    ).rows.map((row) => row.statement);

  it('are parsed once, as a named statement, after a few times unnamed', async () => {
    const text = shelf(1).compile().sql;
    for (let time = 0; time < 5; time++) {
      await db.transaction().execute(async (trx) => {
        expect(await shelf(1, trx).execute()).toEqual([{ id: 1, label: 'dates' }]);
        // Inside the transaction: the same connection, whose statements the view shows.
        if (time === 4)
          expect(
            (
              await sql<{
                statement: string;
              }>`select statement from pg_prepared_statements`.execute(trx)
            ).rows.map((row) => row.statement),
          ).toContain(text);
      });
    }
  });

  it('survive a change of their table: the statement is sent again, answering the new shape', async () => {
    for (let time = 0; time < 5; time++) await shelf(1).execute();
    await sql`alter table shelf add column weight_kg numeric`.execute(db);
    expect(await shelf(1).execute()).toEqual([{ id: 1, label: 'dates', weight_kg: null }]);
    expect(await shelf(1).execute()).toEqual([{ id: 1, label: 'dates', weight_kg: null }]);
  });

  it('inside a transaction, fail that transaction once after such a change, then serve again', async () => {
    const inTransaction = () => db.transaction().execute((trx) => shelf(1, trx).execute());
    for (let time = 0; time < 5; time++) await inTransaction();
    await sql`alter table shelf drop column weight_kg`.execute(db);
    await expect(inTransaction()).rejects.toThrow(/cached plan must not change result type/);
    expect(await inTransaction()).toEqual([{ id: 1, label: 'dates' }]);
  });

  it('know a transaction opened by the first of several statements in a text and ended by the last', async () => {
    // Its BEGIN sent with a first statement, its COMMIT with its last writes.
    const opening = { sql: 'select 1', opens: () => true };
    const combined = () =>
      inTransactionWritingBehind(db, opening, async (trx) => {
        const rows = await shelf(1, trx).execute();
        await trx.updateTable('shelf').set({ label: 'dates' }).where('id', '=', 1).execute();
        return rows;
      });
    for (let time = 0; time < 5; time++) await combined();
    await sql`alter table shelf add column origin text`.execute(db);
    // Inside: the change fails the transaction, the statement not sent again in an aborted one.
    await expect(combined()).rejects.toThrow(/cached plan must not change result type/);
    expect(await combined()).toEqual([{ id: 1, label: 'dates', origin: null }]);
    await sql`alter table shelf drop column origin`.execute(db);
    // Outside, once the commit ended it: the statement is sent again.
    expect(await shelf(1).execute()).toEqual([{ id: 1, label: 'dates' }]);
  });

  it('leave statements without parameters, and schema changes, unnamed', async () => {
    for (let time = 0; time < 5; time++) await sql`select count(*) from shelf`.execute(db);
    expect(await prepared()).not.toContain('select count(*) from shelf');
  });
});

describe.each(availableDatabaseKinds())('COPY FROM STDIN through kysely on %s', (kind) => {
  const opened = shelfDatabase(kind);
  let db: Kysely<Db>;
  beforeAll(() => {
    db = opened();
  });

  const copy = (rows: string, on: Kysely<Db> = db) =>
    on.executeQuery(CompiledQuery.raw('copy shelf (id, label) from stdin', [rows]));
  const labels = async () =>
    (await db.selectFrom('shelf').select('label').orderBy('id').execute()).map((row) => row.label);

  // A server's connections take it; PGlite's socket cannot carry COPY's messages.
  const copies = kind === 'postgres';

  it(`is ${copies ? 'taken' : 'not taken'} here, as the handle says from its making`, async () => {
    expect(copiesFromStdin(db)).toBe(copies);
    // So do the handles made from it: a transaction, and the writes sent behind in one.
    await db.transaction().execute(async (trx) => {
      expect(copiesFromStdin(trx)).toBe(copies);
      await withWritesBehind(trx, async (behind) => {
        expect(copiesFromStdin(behind)).toBe(copies);
      });
    });
  });

  it.runIf(copies)(
    'writes the rows in the caller transaction, with escapes, and undone with it',
    async () => {
      const written = await db.transaction().execute(async (trx) => {
        const result = await copy('1\ttab\\there\n2\tline\\nbreak\n3\t\\\\N\n', trx);
        expect(await trx.selectFrom('shelf').select('id').execute()).toHaveLength(3);
        return result.numAffectedRows;
      });
      expect(written).toBe(3n);
      expect(await labels()).toEqual(['tab\there', 'line\nbreak', '\\N']);
      await expect(
        db.transaction().execute(async (trx) => {
          await copy('4\tfour\n', trx);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await labels()).toHaveLength(3);
    },
  );

  it.runIf(copies)(
    'fails as an insert would on a row already there, and the connection serves on',
    async () => {
      await expect(copy('1\tagain\n')).rejects.toThrow(/duplicate key/);
      expect(await labels()).toEqual(['tab\there', 'line\nbreak', '\\N']);
    },
  );

  it.skipIf(copies)('is refused before anything reaches the database', async () => {
    await expect(copy('9\tnine\n')).rejects.toThrow(/COPY FROM STDIN cannot reach this database/);
    expect(await labels()).toEqual([]);
    // The connection is in step with the database still.
    expect(await db.selectFrom('shelf').select('id').execute()).toEqual([]);
  });
});

it('COPY is refused on a PGlite reached by its URL, as a test app or a child process reaches it', async () => {
  const embedded = await startEmbeddedPostgres({});
  // Not PGlite's own pool: a pool on its URL, whose database says it is PGlite when asked.
  const pool = createPool(embedded.url, { max: 1 });
  const db = await openKysely<Db>(pool);
  try {
    await sql`create table shelf (id int primary key, label text not null)`.execute(db);
    expect(copiesFromStdin(db)).toBe(false);
    await expect(
      db.executeQuery(CompiledQuery.raw('copy shelf (id, label) from stdin', ['1\tone\n'])),
    ).rejects.toThrow(/COPY FROM STDIN cannot reach this database/);
    expect(await db.selectFrom('shelf').selectAll().execute()).toEqual([]);
  } finally {
    await pool.end();
    await embedded.stop();
  }
});
