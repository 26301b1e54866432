import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
  textsSent,
} from '../testing/test-database';
import { createKysely } from './connection';
import { inTransactionWritingBehind, literal, withWritesBehind } from './write-behind';

interface Probe {
  id: number;
  label: string | null;
  flag: boolean | null;
  at: Date | null;
  amount: string | null;
  tags: string[] | null;
}
type Db = { probes: Probe; marks: { id: number; at: number } };

const AWKWARD = [
  "it's",
  'back\\slash and $1 and $2',
  'خبز عربي طازج',
  '"quoted" -- not a comment',
  '',
] as const;

describe.each(availableDatabaseKinds())('writes sent behind on %s', (kind) => {
  let database: TestDatabase;
  let db: Kysely<Db>;
  /** The texts the pool sends. */
  let sent: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createKysely<Db>(database.pool);
    await sql`create table probes (id int primary key, label text, flag boolean, at timestamptz,
      amount numeric(10, 2), tags text[])`.execute(db);
    await sql`create table marks (id int primary key, at int not null)`.execute(db);
    sent = textsSent(database.pool);
  });
  // Ends the pool the Kysely handle uses too.
  afterAll(() => database.close());

  it('writes values as parameters would, in order, seen by the next read', async () => {
    await sql`truncate probes`.execute(db);
    const at = new Date('2026-03-01T10:15:30.123Z');
    const seen = await db.transaction().execute((trx) =>
      withWritesBehind(trx, async (behind) => {
        for (const [index, label] of AWKWARD.entries())
          await behind
            .insertInto('probes')
            .values({ id: index, label, flag: index % 2 === 0, at, amount: `${index}.50` })
            .execute();
        await behind
          .updateTable('probes')
          .set({ label: null, flag: null })
          .where('id', '=', 4)
          .execute();
        await behind
          .updateTable('probes')
          .set((eb) => ({ amount: eb('amount', '+', '1') }))
          .where('id', '<', 2)
          .execute();
        // A list has no literal here: that write is sent as it is, after the ones before it.
        await behind
          .updateTable('probes')
          .set({ tags: ['a', "b'c"] })
          .where('id', '=', 0)
          .execute();
        await behind.deleteFrom('probes').where('id', '=', 3).execute();
        return behind.selectFrom('probes').selectAll().orderBy('id').execute();
      }),
    );
    expect(seen).toEqual([
      { id: 0, label: AWKWARD[0], flag: true, at, amount: '1.50', tags: ['a', "b'c"] },
      { id: 1, label: AWKWARD[1], flag: false, at, amount: '2.50', tags: null },
      { id: 2, label: AWKWARD[2], flag: true, at, amount: '2.50', tags: null },
      { id: 4, label: null, flag: null, at, amount: '4.50', tags: null },
    ]);
  });

  it('fails the work when a write kept behind is refused, and the transaction writes nothing', async () => {
    await sql`truncate probes`.execute(db);
    const failing = db.transaction().execute((trx) =>
      withWritesBehind(trx, async (behind) => {
        await behind.insertInto('probes').values({ id: 1, label: 'kept' }).execute();
        await behind.insertInto('probes').values({ id: 1, label: 'twice' }).execute();
      }),
    );
    await expect(failing).rejects.toThrow(/duplicate key/);
    expect(await db.selectFrom('probes').selectAll().execute()).toEqual([]);
    // A NUL is refused as a parameter is, not cut short.
    const nul = db
      .transaction()
      .execute((trx) =>
        withWritesBehind(trx, (behind) =>
          behind.insertInto('probes').values({ id: 2, label: 'a\u0000b' }).execute(),
        ),
      );
    await expect(nul).rejects.toThrow(/0x00/);
  });

  describe('in a transaction of their own', () => {
    /** Moves mark 1 from `from` to `to`: opens when it did. */
    const moving = (from: number, to: number) => ({
      sql: `update marks set at = ${literal(to)} where id = 1 and at = ${literal(from)}
        returning true as moved`,
      opens: (rows: readonly unknown[]) =>
        (rows[0] as { moved?: boolean } | undefined)?.moved === true,
    });
    const mark = async () => (await db.selectFrom('marks').select('at').executeTakeFirst())?.at;
    const reset = async () => {
      await sql`truncate probes, marks`.execute(db);
      await db.insertInto('marks').values({ id: 1, at: 1 }).execute();
    };

    it('send the begin with the opening and the commit with the last writes: two round trips', async () => {
      await reset();
      sent.length = 0;
      const answer = await inTransactionWritingBehind(db, moving(1, 2), async (behind) => {
        await behind.insertInto('probes').values({ id: 1, label: "it's" }).execute();
        await behind.insertInto('probes').values({ id: 2, label: 'two' }).execute();
        return 'written';
      });
      expect(answer).toBe('written');
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/^begin;\s*update marks/);
      expect(sent[1]).toMatch(/^insert into "probes".*;\s*insert into "probes".*;\s*commit$/s);
      expect(await mark()).toBe(2);
      expect(await db.selectFrom('probes').select('label').orderBy('id').execute()).toEqual([
        { label: "it's" },
        { label: 'two' },
      ]);
    });

    it('end the transaction without the work when the opening says not to', async () => {
      await reset();
      let worked = false;
      const answer = await inTransactionWritingBehind(db, moving(5, 6), async () => {
        worked = true;
      });
      expect({ answer, worked }).toEqual({ answer: undefined, worked: false });
      expect(await mark()).toBe(1);
    });

    it('roll back, opening and all, when a write or the work fails, leaving the connection clean', async () => {
      await reset();
      const refused = inTransactionWritingBehind(
        db,
        moving(1, 2),
        async (behind) => {
          await behind.insertInto('probes').values({ id: 1, label: 'kept' }).execute();
          await behind.insertInto('probes').values({ id: 1, label: 'twice' }).execute();
        },
        (error) => new Error('the work failed', { cause: error }),
      );
      await expect(refused).rejects.toThrow('the work failed');
      const thrown = inTransactionWritingBehind(db, moving(1, 2), async (behind) => {
        await behind.insertInto('probes').values({ id: 1, label: 'kept' }).execute();
        throw new Error('handler failed');
      });
      await expect(thrown).rejects.toThrow('handler failed');
      expect(await mark()).toBe(1);
      expect(await db.selectFrom('probes').selectAll().execute()).toEqual([]);
      // Out of any transaction: what it writes now stays, though the statement after it fails.
      await db.insertInto('probes').values({ id: 3, label: 'alone' }).execute();
      await expect(sql`select 1 / 0`.execute(db)).rejects.toThrow(/division by zero/);
      expect(await db.selectFrom('probes').select('id').execute()).toEqual([{ id: 3 }]);
    });
  });
});
