import { randomUUID } from 'node:crypto';
import { inTransactionWritingBehind } from '@foodshare/platform/database/write-behind';
import { createLogger } from '@foodshare/platform/logger';
import { preferredDatabaseKind, textsSent } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineProjection, type Projection } from '../projection';
import { createProjectionRunner } from '../runner';
import { projectionTestStore } from '../testing/projection-test-store';
import {
  arrayLiteral,
  COPY_FROM_ROWS,
  copyText,
  insertColumns,
  instant,
  jsonArrayLiteral,
  typedArray,
} from './unnest-rows';

const opened = projectionTestStore();
let db: Kysely<AppDatabase>;
/** The texts the pool sends. */
let sent: string[];
beforeAll(() => {
  ({ db } = opened());
  sent = textsSent(opened().database.pool);
});

/** What the server reads `values` as, sent as one array parameter of `type`, element by element. */
async function roundTrip(values: readonly unknown[], type: string, as = 'text') {
  const { rows } = await sql<{ value: unknown }>`select value::${sql.raw(as)} as value
    from unnest(${typedArray(values, type)}) with ordinality as sent(value, ord)
    order by ord`.execute(db);
  return rows.map((row) => row.value);
}

describe('array parameters written by hand', () => {
  it('keep every text whole: quotes, backslashes, commas, braces, blanks, NULL and empty', async () => {
    const texts = [
      'plain',
      '',
      'NULL',
      'null',
      'a,b',
      '{x}',
      'say "hi"',
      'back\\slash \\"both\\"',
      '  spaced  ',
      'line\nbreak\ttab',
      'تمر، كيلو',
      null,
      '{"json": [1, "two"]}',
    ];
    expect(await roundTrip(texts, 'text')).toEqual(texts);
    expect(await roundTrip(['[]', '{"a":"b\\"c"}', null], 'jsonb', 'jsonb')).toEqual([
      [],
      { a: 'b"c' },
      null,
    ]);
  });

  it('send numbers, booleans, ids and instants as the server reads them', async () => {
    const instant = new Date('2026-11-21T08:00:00.123Z');
    const id = randomUUID();
    expect(await roundTrip([instant, null], 'timestamptz', 'timestamptz')).toEqual([instant, null]);
    expect(await roundTrip([true, false, null], 'boolean', 'boolean')).toEqual([true, false, null]);
    expect(await roundTrip([0, -3, 2_147_483_647, null], 'integer', 'integer')).toEqual([
      0,
      -3,
      2_147_483_647,
      null,
    ]);
    expect(await roundTrip([0.1, -3.5e-7, 25.2], 'double precision', 'double precision')).toEqual([
      0.1, -3.5e-7, 25.2,
    ]);
    expect(await roundTrip(['12.50', '0.005', null], 'numeric')).toEqual(['12.50', '0.005', null]);
    expect(await roundTrip([9_007_199_254_740_993n], 'bigint')).toEqual(['9007199254740993']);
    expect(await roundTrip([id, null], 'uuid')).toEqual([id, null]);
    expect(await roundTrip([], 'uuid')).toEqual([]);
  });

  it('are one literal: no element can end the array or start another', () => {
    expect(arrayLiteral(['a}', '",x', null])).toBe('{"a}","\\",x",NULL}');
  });

  it('send JSON texts whole, escaped in one call or, where JSON escapes otherwise, text by text', async () => {
    const values = [
      { title: 'say "hi"', path: 'C:\\bread\\', n: 1 },
      { message: 'line\nbreak\ttab', control: '\u0001' },
      { arabic: 'تمر، كيلو', quote: '“x”', braces: '{a,b}', nothing: null },
      [],
      'NULL',
    ].map((value) => JSON.stringify(value));
    const sent = [...values, JSON.stringify({ title: 'say "hi"', path: 'C:\\', n: 1 }), null];
    // Quotes and backslashes only: JSON's escapes are the array's, in one call.
    const quotes = JSON.stringify({ title: 'say "hi"', path: 'C:\\', n: 1 });
    expect(jsonArrayLiteral([quotes, null])).toBe(`{${JSON.stringify(quotes)},null}`);
    // A control character's escape reads otherwise in an array: those go text by text.
    expect(jsonArrayLiteral([values[1] ?? ''])).toBe(arrayLiteral([values[1]]));
    expect(await roundTrip(sent, 'jsonb', 'jsonb')).toEqual(
      sent.map((text) => (text === null ? null : JSON.parse(text))),
    );
    for (const text of sent)
      expect(await roundTrip([text], 'jsonb', 'jsonb')).toEqual([
        text === null ? null : JSON.parse(text),
      ]);
  });

  it("send an event's instant as its own text when it is already the UTC form, else parsed", async () => {
    expect(instant('2026-11-21T08:00:00.123Z')).toBe('2026-11-21T08:00:00.123Z');
    expect(instant('2026-11-21T12:00:00.123+04:00')).toEqual(new Date('2026-11-21T08:00:00.123Z'));
    expect(instant('2026-11-21T08:00:00.1234Z')).toEqual(new Date('2026-11-21T08:00:00.123Z'));
    const at = [instant('2026-11-21T08:00:00.123Z'), instant('2026-11-21T12:00:00.5+04:00')];
    expect(await roundTrip(at, 'timestamptz', 'timestamptz')).toEqual([
      new Date('2026-11-21T08:00:00.123Z'),
      new Date('2026-11-21T08:00:00.500Z'),
    ]);
  });
});

describe('rows written by columns in a batch', () => {
  interface ProbeRow {
    readonly id: number;
    readonly label: string | null;
    readonly at: Date | null;
  }
  const COLUMNS = { id: 'integer', label: 'text', at: 'timestamptz' } as const;
  const opening = { sql: 'select true as opened', opens: () => true };
  const write = (rows: readonly ProbeRow[]) =>
    inTransactionWritingBehind(db, opening, (trx) =>
      insertColumns(trx, 'column_probes', COLUMNS, rows, sql`on conflict (id) do nothing`),
    );
  const stored = () =>
    sql<ProbeRow>`select id, label, at from column_probes order by id`
      .execute(db)
      .then((result) => result.rows);
  beforeAll(async () => {
    await sql`create table column_probes (id int primary key, label text, at timestamptz)`.execute(
      db,
    );
  });

  it('travel with the commit, every text whole', async () => {
    await sql`truncate column_probes`.execute(db);
    const at = new Date('2026-11-21T08:00:00.123Z');
    const rows = ["it's", 'back\\slash "quoted"', 'a,{b}', null, 'تمر'].map((label, id) => ({
      id,
      label,
      at: id % 2 ? null : at,
    }));
    sent.length = 0;
    await write(rows);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/^insert into "column_probes".*;\s*commit$/s);
    expect(await stored()).toEqual(rows);
  });

  it('go as parameters when their values are long, as a rebuild batch writes them', async () => {
    await sql`truncate column_probes`.execute(db);
    const rows = Array.from({ length: 300 }, (_, id) => ({
      id,
      label: 'x'.repeat(1000),
      at: null,
    }));
    sent.length = 0;
    await write(rows);
    expect(sent).toHaveLength(3);
    expect(sent[1]).toMatch(/\$1/);
    expect(sent[2]).toBe('commit');
    expect(await stored()).toEqual(rows);
  });

  /** Texts that COPY's format and the arrays' each escape, cycled over a rebuild's rows. */
  const TRICKY = [
    'tab\there',
    'line\nbreak',
    'carriage\rreturn',
    'back\\slash',
    '\\N',
    'NULL',
    '',
    'say "hi", {x}',
    "it's",
    'تمر، كيلو',
    null,
  ];
  const manyRows = (from: number) =>
    Array.from({ length: COPY_FROM_ROWS }, (_, index) => ({
      id: from + index,
      label: TRICKY[index % TRICKY.length] ?? null,
      at: index % 3 ? new Date(Date.UTC(2026, 10, 21, 8, 0, 0, index)) : null,
    }));

  const writeNew = (rows: readonly ProbeRow[]) =>
    inTransactionWritingBehind(db, opening, (trx) =>
      insertColumns(trx, 'column_probes', COLUMNS, rows, sql`on conflict (id) do nothing`, {
        copyWhenMany: true,
      }),
    );
  const copySent = () =>
    sent.some((text) => /^copy "column_probes" \("id", "label", "at"\) from stdin$/.test(text));
  const onServer = () => opened().database.kind === 'postgres';

  it('go by COPY when new by construction and as many as a rebuild batch writes, where the connection takes it', async () => {
    await sql`truncate column_probes`.execute(db);
    const rows = manyRows(0);
    sent.length = 0;
    await writeNew(rows);
    // A server takes COPY; PGlite's socket cannot, and the same rows go as typed arrays.
    expect(copySent()).toBe(onServer());
    expect(await stored()).toEqual(rows);
    // Not said to be new, or fewer of them: the typed arrays as before.
    sent.length = 0;
    await write(manyRows(COPY_FROM_ROWS));
    await writeNew(manyRows(2 * COPY_FROM_ROWS).slice(1));
    expect(copySent()).toBe(false);
    expect(await stored()).toEqual([
      ...rows,
      ...manyRows(COPY_FROM_ROWS),
      ...manyRows(2 * COPY_FROM_ROWS).slice(1),
    ]);
  });

  it.runIf(preferredDatabaseKind() === 'postgres')(
    'by COPY, fail their batch whole on a row already there, leaving nothing written',
    async () => {
      await sql`truncate column_probes`.execute(db);
      await write([{ id: 5, label: 'there already', at: null }]);
      sent.length = 0;
      await expect(
        inTransactionWritingBehind(db, opening, async (trx) => {
          // A write kept behind, sent before the COPY: undone with it.
          await insertColumns(
            trx,
            'column_probes',
            COLUMNS,
            [{ id: -1, label: 'kept', at: null }],
            sql`on conflict (id) do nothing`,
          );
          await insertColumns(
            trx,
            'column_probes',
            COLUMNS,
            manyRows(0),
            sql`on conflict (id) do nothing`,
            { copyWhenMany: true },
          );
        }),
      ).rejects.toThrow(/duplicate key/);
      expect(copySent()).toBe(true);
      expect(await stored()).toEqual([{ id: 5, label: 'there already', at: null }]);
      // The connection serves on.
      await write([{ id: 6, label: 'after', at: null }]);
      expect(await stored()).toHaveLength(2);
    },
  );

  it('leave a row repeated in a batch to the retry of its events one at a time, which skips it, parking nothing', async () => {
    // A projection of `Probe` events writing a row per event, new by construction but for the
    // last fifty, which repeat earlier ids (as one event id recorded twice would).
    const probes = defineProbeProjection();
    const metadata = { actor: 'test', correlationId: randomUUID(), causationId: randomUUID() };
    const count = COPY_FROM_ROWS + 100;
    const { position } = await opened().store.append(
      `probes-${randomUUID()}`,
      Array.from({ length: count }, (_, index) => ({
        id: randomUUID(),
        type: 'Probe',
        data: { n: index < count - 50 ? index : index - (count - 50) },
        metadata: { ...metadata, schemaVersion: 1 },
      })),
      { expectedRevision: 'no_stream' },
    );
    sent.length = 0;
    const runner = createProjectionRunner({
      store: opened().store,
      db,
      projections: [probes],
      logger: createLogger({ level: 'silent' }),
      batchSize: 5000,
      retryBackoffMs: 1,
    });
    await runner.catchUp(position);
    await runner.stop();
    // On a server the batch went by COPY and failed; PGlite's arrays skipped the repeats at once.
    expect(sent.some((text) => text.startsWith('copy "stats"'))).toBe(onServer());
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from public.stats`.execute(
      db,
    );
    expect(rows).toEqual([{ n: count - 50 }]);
    // 1,100 events retried one at a time, a transaction each: on a busy machine over 30 s.
  }, 120_000);

  it('write COPY lines with one escape per character the format reserves', () => {
    const at = new Date('2026-11-21T08:00:00.123Z');
    expect(
      copyText(
        [
          { id: 1, label: 'a\tb\\c\nd\re', at },
          { id: 2, label: null, at: null },
        ],
        [
          ['id', 'integer'],
          ['label', 'text'],
          ['at', 'timestamptz'],
        ] as const,
      ),
    ).toBe('1\ta\\tb\\\\c\\nd\\re\t2026-11-21T08:00:00.123Z\n2\t\\N\t\\N\n');
  });
});

/** A read model of `Probe` events, a row each by COPY when many (`copyWhenMany`). */
function defineProbeProjection(): Projection {
  return defineProjection<{ n: number }[], typeof probeEvents>({
    name: 'probes',
    version: 1,
    // Any AppDatabase name will do for the view; the table is ours.
    tables: ['stats'],
    async createTables(on) {
      await sql`create table stats (n integer primary key)`.execute(on);
    },
    events: probeEvents,
    prepareBatch: async () => [],
    on: {
      Probe({ data }, _db, rows) {
        rows.push({ n: data.n });
      },
    },
    async finishBatch(rows, trx) {
      await insertColumns(trx, 'stats', { n: 'integer' }, rows, sql`on conflict (n) do nothing`, {
        copyWhenMany: true,
      });
    },
  });
}

const probeEvents = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Probe'), data: z.object({ n: z.number() }) }),
]);
