import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../database';

/** Each column a batch writes, with the SQL type its values are sent as (an array of it). */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

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
  const arrays = sql.join(
    entries.map(([name, type]) => sql`${rows.map((row) => row[name])}::${sql.raw(type)}[]`),
  );
  await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${arrays}) ${onConflict}`.execute(
    db,
  );
}

/** `on conflict (key) do update` of every column but the key: the row proposed, whole. */
export function updatingAll<Row>(columns: ColumnTypes<Row>, key: keyof Row & string) {
  const set = Object.keys(columns)
    .filter((name) => name !== key)
    .map((name) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`);
  return sql`on conflict (${sql.ref(key)}) do update set ${sql.join(set)}`;
}
