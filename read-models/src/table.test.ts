import {
  type ColumnType,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  bool,
  columnTypesWithout,
  createTableStatement,
  type Instant,
  integer,
  type Json,
  jsonb,
  numeric,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/** Compiles PostgreSQL without a server. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const parcels = table('parcels', {
  id: uuid().primaryKey(),
  label: text<'small' | 'large'>().notNull().defaultTo('small'),
  note: text(),
  price: numeric(10, 2),
  weighed: bool().notNull().defaultTo(false),
  contents: jsonb<Json<string[]>>().notNull().defaultTo(sql`'[]'::jsonb`),
  units: integer().notNull(),
  sent_at: timestamptz<Instant>(),
  created_at: timestamptz().notNull(),
});

describe('a table declared once', () => {
  it('creates its columns in order, with their types, constraints and defaults', () => {
    expect(createTableStatement(compiler, parcels).compile().sql).toBe(
      'create table "parcels" (' +
        '"id" uuid primary key, ' +
        `"label" text default 'small' not null, ` +
        '"note" text, ' +
        '"price" numeric(10, 2), ' +
        '"weighed" boolean default false not null, ' +
        `"contents" jsonb default '[]'::jsonb not null, ` +
        '"units" integer not null, ' +
        '"sent_at" timestamptz, ' +
        '"created_at" timestamptz not null)',
    );
  });

  it('gives a batch every column in order, each sent as its type without modifiers', () => {
    expect(parcels.columnTypes).toEqual({
      id: 'uuid',
      label: 'text',
      note: 'text',
      price: 'numeric',
      weighed: 'boolean',
      contents: 'jsonb',
      units: 'integer',
      sent_at: 'timestamptz',
      created_at: 'timestamptz',
    });
    expect(Object.keys(columnTypesWithout(parcels.columnTypes, 'weighed', 'units'))).toEqual([
      'id',
      'label',
      'note',
      'price',
      'contents',
      'sent_at',
      'created_at',
    ]);
  });

  it('types each row as kysely reads and writes it: null where the column may hold it', () => {
    type Parcel = RowOf<typeof parcels>;
    expectTypeOf<Parcel['id']>().toEqualTypeOf<string>();
    expectTypeOf<Parcel['label']>().toEqualTypeOf<'small' | 'large'>();
    expectTypeOf<Parcel['note']>().toEqualTypeOf<string | null>();
    expectTypeOf<Parcel['price']>().toEqualTypeOf<string | null>();
    expectTypeOf<Parcel['contents']>().toEqualTypeOf<Json<string[]>>();
    expectTypeOf<Parcel['sent_at']>().toEqualTypeOf<
      ColumnType<Date | null, Date | string | null, Date | string | null>
    >();
    expectTypeOf<Parcel['created_at']>().toEqualTypeOf<Date>();
  });
});
