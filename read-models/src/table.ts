import {
  type ColumnDefinitionBuilder,
  type ColumnType,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
  sql,
} from 'kysely';

/*
 * A read model's table, its columns declared once: the DDL (`createTable`), the row type kysely
 * reads and writes it with (`RowOf`) and the types a batch sends its columns as (`columnTypes`)
 * all derive from one declaration. Hand-written: the libraries that declare tables in
 * TypeScript bring their own query builder and migration files, where the read side creates
 * its tables at run time in each generation's schema and queries them with kysely.
 */

/** A column's default: a value, or SQL (`sql\`'[]'::jsonb\``). */
type Default = string | number | boolean | RawBuilder<unknown>;

export interface Constraints {
  readonly notNull?: true;
  readonly primaryKey?: true;
  readonly identity?: true;
  readonly defaultTo?: Default;
}

/**
 * One column: its SQL type and constraints, and its type for kysely, `Value` (what it reads,
 * inserts and updates alike, or a `ColumnType` where those differ). `Nullable` until declared
 * not null, a primary key or an identity.
 */
export class Column<Value, Nullable extends boolean> {
  declare readonly value: Value;
  declare readonly nullable: Nullable;

  constructor(
    /** As the DDL writes it: `text`, `numeric(10, 2)`, `text[]`. */
    readonly sqlType: string,
    readonly constraints: Constraints = {},
  ) {}

  notNull(): Column<Value, false> {
    return new Column(this.sqlType, { ...this.constraints, notNull: true });
  }

  primaryKey(): Column<Value, false> {
    return new Column(this.sqlType, { ...this.constraints, primaryKey: true });
  }

  generatedAlwaysAsIdentity(): Column<Value, false> {
    return new Column(this.sqlType, { ...this.constraints, identity: true });
  }

  defaultTo(value: Default): Column<Value, Nullable> {
    return new Column(this.sqlType, { ...this.constraints, defaultTo: value });
  }

  /** The type a batch sends the column's values as (an array of it, or COPY's cells). */
  get batchType(): string {
    // A typmod applies when the value lands in the column: `numeric(10, 2)` is sent as `numeric`.
    return this.sqlType.replace(/\(.*\)$/, '');
  }

  /** The constraints, as kysely's `addColumn` adds them. */
  define(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
    const { notNull, primaryKey, identity, defaultTo } = this.constraints;
    let defined = column;
    if (primaryKey) defined = defined.primaryKey();
    if (identity) defined = defined.generatedAlwaysAsIdentity();
    if (notNull) defined = defined.notNull();
    if (defaultTo !== undefined) defined = defined.defaultTo(defaultTo);
    return defined;
  }
}

/**
 * A column as a table holds it. Without its types on purpose: were `Columns` typed by them, a
 * bare `text()` in a declaration would take `unknown` from it rather than its default, `string`.
 */
interface DeclaredColumn {
  readonly sqlType: string;
  readonly constraints: Constraints;
  readonly batchType: string;
  define(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
}
export type Columns = Readonly<Record<string, DeclaredColumn>>;

/** jsonb written as JSON text and read back parsed. */
export type Json<Parsed> = ColumnType<Parsed, string, string>;

/** An instant read as a Date, written as a Date or as its ISO text (`instant` in a batch). */
export type Instant = ColumnType<Date, Date | string, Date | string>;

/** `Value` where the column may hold null: null read, inserted and updated too. */
type OrNull<Value> =
  Value extends ColumnType<infer Read, infer Insert, infer Update>
    ? ColumnType<Read | null, Insert | null, Update | null>
    : Value | null;

/** A column's type for kysely. */
export type ValueOf<C extends DeclaredColumn> =
  C extends Column<infer Value, infer Nullable>
    ? Nullable extends true
      ? OrNull<Value>
      : Value
    : never;

/** Each column a batch writes, with the SQL type its values are sent as (an array of it). */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

export interface Table<Name extends string = string, C extends Columns = Columns> {
  readonly name: Name;
  readonly columns: C;
  /** Every column, in the table's order, as a batch writes it (`insertColumns`). */
  readonly columnTypes: ColumnTypes<RowOf<Table<Name, C>>>;
}

/** A table's row type for kysely (its interface in `AppDatabase`). */
export type RowOf<T extends Table> = {
  -readonly [K in keyof T['columns']]: ValueOf<T['columns'][K]>;
};

export function table<const Name extends string, const C extends Columns>(
  name: Name,
  columns: C,
): Table<Name, C> {
  const columnTypes: Record<string, string> = {};
  for (const [column, declared] of Object.entries(columns))
    columnTypes[column] = declared.batchType;
  return { name, columns, columnTypes: columnTypes as Table<Name, C>['columnTypes'] };
}

/** `types` without the columns a batch leaves to their defaults. */
export function columnTypesWithout<Row, Left extends keyof Row & string>(
  types: ColumnTypes<Row>,
  ...left: Left[]
): ColumnTypes<Omit<Row, Left>> {
  const kept: Record<string, string> = {};
  for (const [column, type] of Object.entries<string>(types))
    if (!(left as string[]).includes(column)) kept[column] = type;
  return kept as ColumnTypes<Omit<Row, Left>>;
}

/** The table's CREATE TABLE, its columns in their declared order. */
export function createTableStatement(
  db: Kysely<unknown>,
  declared: Table,
): CreateTableBuilder<string> {
  let statement = db.schema.createTable(declared.name);
  for (const [name, column] of Object.entries(declared.columns))
    statement = statement.addColumn(name, sql.raw(column.sqlType), (definition) =>
      column.define(definition),
    );
  return statement;
}

/** Creates the table in the current search_path (a generation's schema). */
export async function createTable(db: Kysely<unknown>, declared: Table): Promise<void> {
  await createTableStatement(db, declared).execute();
}

/**
 * A read model's tables as each generation of its projection creates them (a version change
 * of the projection creates them anew in a generation that is rebuilt, then swapped in). A
 * change here changes what the projection's tables mean: bump the projection's version.
 */
export interface ReadModelSchema<Name extends string = string> {
  /** Its tables, served to readers as public views of the same names. */
  readonly tables: readonly Name[];
  /**
   * Creates the tables in the current search_path (the generation's schema), with the indexes
   * the projection's own statements read through and any row a table starts with.
   */
  createTables(db: Kysely<unknown>): Promise<void>;
  /**
   * Optional: creates the indexes that only readers use (no projection statement needs them), in
   * the current search_path, each `if not exists` by name. A live generation gets them with its
   * tables; a rebuild builds them once it has caught up, before it swaps in, so its rows are not
   * indexed one at a time.
   */
  readonly createReadIndexes?: (db: Kysely<unknown>) => Promise<void>;
}

const column = <Value>(sqlType: string) => new Column<Value, true>(sqlType);

export const uuid = <Value = string>() => column<Value>('uuid');
export const text = <Value = string>() => column<Value>('text');
export const integer = <Value = number>() => column<Value>('integer');
/** Read back as a decimal string by the driver. */
export const bigint = <Value = string>() => column<Value>('bigint');
export const doublePrecision = <Value = number>() => column<Value>('double precision');
/** Read back as a decimal string by the driver. */
export const numeric = <Value = string>(precision: number, scale: number) =>
  column<Value>(`numeric(${precision}, ${scale})`);
export const bool = <Value = boolean>() => column<Value>('boolean');
export const timestamptz = <Value = Date>() => column<Value>('timestamptz');
export const date = <Value>() => column<Value>('date');
export const jsonb = <Value>() => column<Value>('jsonb');
export const textArray = <Value = string[]>() => column<Value>('text[]');
