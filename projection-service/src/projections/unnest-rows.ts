import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../database';

/** Each column a batch writes, with the SQL type its values are sent as (an array of it). */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

const ESCAPED = /["\\]/g;

/** One element of an array literal: quoted, so commas, braces, blanks and 'NULL' stay text. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : JSON.stringify(value);
  // Most texts (ids, instants, words) have nothing to escape: no regular expression for them.
  return text.includes('"') || text.includes('\\')
    ? `"${text.replace(ESCAPED, '\\$&')}"`
    : `"${text}"`;
}

/**
 * A column's values as one PostgreSQL array literal (`{"a","b",NULL}`), the text the server reads
 * into a typed array. Written here rather than by the driver, which escapes every element with
 * two regular expressions and formats each date in local time: a batch of a rebuild writes tens
 * of thousands of cells. Dates go as UTC instants (the columns are timestamptz).
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const elements = new Array<string>(values.length);
  for (let index = 0; index < values.length; index++) elements[index] = element(values[index]);
  return `{${elements.join(',')}}`;
}

/** `values` as a typed array parameter: `$n::type[]`. */
export function typedArray(values: readonly unknown[], type: string): RawBuilder<unknown> {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}

/**
 * Rows written in one statement, a typed array per column (`unnest`): however many rows a batch
 * has, the statement has as many parameters as columns, and no statement text grows with the
 * rows. `onConflict` follows the insert as it is.
 */
export async function insertColumns<Row>(
  db: Transaction<AppDatabase>,
  table: string,
  columns: ColumnTypes<Row>,
  rows: readonly Row[],
  onConflict: RawBuilder<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const entries = Object.entries(columns) as [keyof Row & string, string][];
  const names = sql.join(entries.map(([name]) => sql.ref(name)));
  const arrays = sql.join(entries.map(([name, type]) => typedArray(columnOf(rows, name), type)));
  await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${arrays}) ${onConflict}`.execute(
    db,
  );
}

function columnOf<Row>(rows: readonly Row[], name: keyof Row): unknown[] {
  const values = new Array<unknown>(rows.length);
  for (let index = 0; index < rows.length; index++) values[index] = rows[index]?.[name];
  return values;
}

/** `on conflict (key) do update` of every column but the key: the row proposed, whole. */
export function updatingAll<Row>(columns: ColumnTypes<Row>, key: keyof Row & string) {
  const set = Object.keys(columns)
    .filter((name) => name !== key)
    .map((name) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`);
  return sql`on conflict (${sql.ref(key)}) do update set ${sql.join(set)}`;
}
