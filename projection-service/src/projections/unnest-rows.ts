import { copiesFromStdin } from '@foodshare/platform/database/connection';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { ColumnTypes } from '@foodshare/read-models/table';
import { CompiledQuery, type RawBuilder, sql, type Transaction } from 'kysely';

/** One element of an array literal: quoted, so commas, braces, blanks and 'NULL' stay text. */
function element(value: unknown): string {
  // Texts first: most cells are (ids, words, instants already written out, JSON).
  if (typeof value === 'string') return quoted(value);
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return quoted(value instanceof Date ? value.toISOString() : JSON.stringify(value));
}

/**
 * A text in double quotes, its quotes and backslashes escaped. Most texts (ids, instants, words)
 * have neither; JSON always has quotes, and plain `replaceAll`s escape it faster than one regular
 * expression with a replacement pattern.
 */
function quoted(text: string): string {
  if (!text.includes('"') && !text.includes('\\')) return `"${text}"`;
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
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

/** A backslash that escapes anything but a quote or a backslash (`\n`, `\u0001`…), or may. */
const OTHER_ESCAPE = /\\[^"\\]/;

/**
 * JSON texts (or nulls) as one array literal, escaped by `JSON.stringify` in one call rather than
 * text by text: JSON texts are full of quotes. JSON writes a quote and a backslash as an array
 * literal does (`\"`, `\\`), and `null` unquoted is NULL there too; any other escape (a control
 * character, a lone surrogate) reads otherwise in an array, so those columns take `arrayLiteral`.
 */
export function jsonArrayLiteral(values: readonly (string | null)[]): string {
  const text = JSON.stringify(values);
  return OTHER_ESCAPE.test(text) ? arrayLiteral(values) : `{${text.slice(1, -1)}}`;
}

const allTexts = (values: readonly unknown[]): values is readonly (string | null)[] =>
  values.every((value) => typeof value === 'string' || value === null);

/** `values` as a typed array parameter: `$n::type[]`. */
export function typedArray(values: readonly unknown[], type: string): RawBuilder<unknown> {
  const literal =
    type === 'jsonb' && allTexts(values) ? jsonArrayLiteral(values) : arrayLiteral(values);
  return sql`${literal}::${sql.raw(type)}[]`;
}

/**
 * Rows of a batch at least this many (a rebuild's) may go by COPY (`InsertOptions`), which the
 * server turns into rows in about half the time it takes to unpack typed arrays and insert from
 * them (docs/decisions/0003-copy-for-rows-new-by-construction.md).
 */
export const COPY_FROM_ROWS = 1000;

export interface InsertOptions {
  /**
   * The rows are new by construction (a fact per event, say): COPY_FROM_ROWS of them or more go
   * by `COPY … FROM STDIN` where the database handle can (`copiesFromStdin`), in the same
   * transaction, after the writes kept before them. COPY cannot
   * settle a conflict: a row already there fails the batch, and the runner's retry of its events
   * one at a time writes them as typed arrays, where `onConflict` settles it. The columns' types
   * must be the table's: COPY reads each cell as its column's type, where the arrays cast first.
   */
  readonly copyWhenMany?: boolean;
}

/** No column the rows do not hold: it would be written null. */
type NoneBut<Row, Columns> = { readonly [K in Exclude<keyof Columns, keyof Row>]: never };

/**
 * Rows written in one statement, a typed array per column (`unnest`): however many rows a batch
 * has, the statement has as many parameters as columns, and no statement text grows with the
 * rows. `columns` are the table's (its declaration's `columnTypes`), each of which the rows
 * hold, in the form the batch writes it. `onConflict` follows the insert as it is. See
 * `InsertOptions` for COPY.
 */
export async function insertColumns<Row, Columns extends ColumnTypes<Row>>(
  db: Transaction<AppDatabase>,
  table: string,
  columns: Columns & NoneBut<Row, Columns>,
  rows: readonly Row[],
  onConflict: RawBuilder<unknown>,
  options: InsertOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const entries = Object.entries(columns) as [keyof Row & string, string][];
  if (options.copyWhenMany && rows.length >= COPY_FROM_ROWS && copiesFromStdin(db)) {
    const names = entries.map(([name]) => identifier(name)).join(', ');
    await db.executeQuery(
      CompiledQuery.raw(`copy ${identifier(table)} (${names}) from stdin`, [
        copyText(rows, entries),
      ]),
    );
    return;
  }
  const arrays = sql.join(entries.map(([name, type]) => typedArray(columnOf(rows, name), type)));
  // An insert as kysely knows one (not raw SQL), so that a projection's batch sends it behind,
  // with the batch's other writes and its COMMIT (`inTransactionWritingBehind`).
  await (db as unknown as Transaction<Record<string, Record<string, unknown>>>)
    .insertInto(table)
    .columns(entries.map(([name]) => name))
    .expression(sql`select * from unnest(${arrays})`)
    .modifyEnd(onConflict)
    .execute();
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The rows in COPY's text format: a line per row, tabs between cells, `\N` for a null, and in
 * a text the backslash, tab, newline and carriage return escaped. A cell holds what the server
 * reads for its column, as in the typed arrays: dates as UTC instants, objects as JSON.
 */
export function copyText<Row>(
  rows: readonly Row[],
  entries: readonly (readonly [keyof Row & string, string])[],
): string {
  const lines = new Array<string>(rows.length);
  const cells = new Array<string>(entries.length);
  for (let row = 0; row < rows.length; row++) {
    const values = rows[row] as Row;
    for (let column = 0; column < entries.length; column++)
      cells[column] = copyCell(values[(entries[column] as readonly [keyof Row, string])[0]]);
    lines[row] = cells.join('\t');
  }
  return `${lines.join('\n')}\n`;
}

const COPY_ESCAPED = /[\\\t\n\r]/;

function copyCell(value: unknown): string {
  if (typeof value === 'string') return copyEscaped(value);
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return copyEscaped(value instanceof Date ? value.toISOString() : JSON.stringify(value));
}

function copyEscaped(text: string): string {
  if (!COPY_ESCAPED.test(text)) return text;
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('\t', '\\t')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r');
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

/**
 * An event's instant as a timestamptz cell: its text as it is when already in the form
 * `toISOString` writes (what the app records), else parsed, so the server reads the same instant
 * either way. Saves a Date and its formatting per cell of a rebuild.
 */
export function instant(at: string): Date | string {
  return at.length === 24 && at.charCodeAt(23) === 90 /* Z */ ? at : new Date(at);
}
