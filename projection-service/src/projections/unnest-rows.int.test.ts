import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database';
import { projectionTestStore } from '../testing/projection-test-store';
import { arrayLiteral, typedArray } from './unnest-rows';

const opened = projectionTestStore();
let db: Kysely<AppDatabase>;
beforeAll(() => {
  ({ db } = opened());
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
});
