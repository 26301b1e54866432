import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A statement is named once a connection has sent its text this many times unnamed. */
const SEEN_BEFORE_NAMING = 3;
/**
 * Names a connection gives at most: texts that vary (an IN list of each length) cannot make the
 * server keep an unbounded number of statements. The pool replaces idle connections, and with
 * them their names.
 */
const MAX_NAMES = 200;
/** Texts counted at most per connection before the counts start over. */
const MAX_COUNTED = 1_000;
/** Statements worth naming: queries and changes of rows, never schema changes or sessions. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * The server refuses a named statement whose result changed shape since it was planned (a view
 * or table of its query was replaced): "cached plan must not change result type".
 */
const PLAN_CHANGED = '0A000';
/** The named statement is not on the server (a session reset dropped it). */
const NO_SUCH_STATEMENT = '26000';

/** `COPY table (columns) FROM STDIN`, one statement; its rows are its one parameter. */
const COPY_FROM_STDIN = /^\s*copy\s[^;]*\sfrom\s+stdin\s*$/i;

/** Names are never given twice in a process, so a forgotten one cannot meet its old plan. */
let lastName = 0;

interface Naming {
  /** Text → its name on this connection. */
  readonly names: Map<string, string>;
  /** Texts sent unnamed, and how often. */
  readonly seen: Map<string, number>;
  /** Inside a transaction a failed statement cannot be sent again: the transaction is over. */
  inTransaction: boolean;
}

/**
 * A pool for kysely whose connections send a repeated statement as a named (prepared) one, so
 * that PostgreSQL parses and plans it once per connection rather than every time. A statement
 * whose plan no longer fits its tables (a schema change) loses its name and, outside a
 * transaction, is sent again unnamed; inside one, the caller meets the error, as it would any.
 *
 * With `copyFromStdin` (the database's capability, `DatabaseCapabilities`), a connection also
 * takes `COPY … FROM STDIN` through kysely: the statement's one parameter is the rows, in COPY's
 * text format, streamed to the server. Otherwise such a statement is refused before anything is
 * sent.
 */
export function namingStatements(
  pool: pg.Pool,
  options: { readonly copyFromStdin: boolean } = { copyFromStdin: false },
): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let naming = wrapped.get(client);
      if (!naming) {
        naming = namingClient(client, options.copyFromStdin);
        wrapped.set(client, naming);
      }
      return naming;
    },
    end: () => pool.end(),
  };
}

function namingClient(client: pg.PoolClient, copyFromStdin: boolean): PostgresPoolClient {
  const naming: Naming = { names: new Map(), seen: new Map(), inTransaction: false };
  const query = async <R>(
    text: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> => {
    if (COPY_FROM_STDIN.test(text))
      return (await copyIn(client, text, parameters, copyFromStdin)) as PostgresQueryResult<R>;
    const values = [...parameters];
    // Without parameters a text may hold several statements, which a named one cannot.
    const name = values.length > 0 ? nameFor(naming, text) : undefined;
    if (!name) {
      trackTransaction(naming, text);
      const result = await client.query(text, values);
      // Several statements in one text answer a result each: the caller gets the last one's.
      return (Array.isArray(result) ? result.at(-1) : result) as unknown as PostgresQueryResult<R>;
    }
    try {
      return (await client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== PLAN_CHANGED && code !== NO_SUCH_STATEMENT) throw error;
      naming.names.delete(text);
      if (naming.inTransaction) throw error;
      return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
    }
  };
  return {
    query: query as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** `COPY … FROM STDIN` with `rows` (COPY's text format) as what it reads. */
async function copyIn(
  client: pg.PoolClient,
  text: string,
  [rows, ...rest]: ReadonlyArray<unknown>,
  copyFromStdin: boolean,
): Promise<PostgresQueryResult<never>> {
  if (!copyFromStdin)
    throw new Error('COPY FROM STDIN cannot reach this database: write the rows with INSERT');
  if (typeof rows !== 'string' || rest.length > 0)
    throw new Error('COPY FROM STDIN takes one parameter: the rows, as text');
  const copy = client.query(copyFrom(text));
  await pipeline(Readable.from([rows]), copy);
  // Told as the INSERT it is to kysely, which then answers the rows written.
  return { command: 'INSERT', rowCount: copy.rowCount, rows: [] };
}

/** The text's name on this connection, given now if it has come often enough; or none. */
function nameFor(naming: Naming, text: string): string | undefined {
  const named = naming.names.get(text);
  if (named) return named;
  if (naming.names.size >= MAX_NAMES || !NAMEABLE.test(text)) return undefined;
  const seen = (naming.seen.get(text) ?? 0) + 1;
  if (seen < SEEN_BEFORE_NAMING) {
    if (naming.seen.size >= MAX_COUNTED) naming.seen.clear();
    naming.seen.set(text, seen);
    return undefined;
  }
  naming.seen.delete(text);
  lastName += 1;
  const name = `kysely_${lastName}`;
  naming.names.set(text, name);
  return name;
}

/** A text that opens a transaction: its first statement does. */
const OPENS = /^\s*(begin|start)\b/i;
/**
 * A text that ends one: its last statement does (a rollback to a savepoint stays in it). The
 * end of a text is never inside a quoted literal, so a value cannot pass for it.
 */
const ENDS = /(^|;)\s*(commit|end|rollback)(\s+(work|transaction))?\s*;?\s*$/i;

function trackTransaction(naming: Naming, text: string): void {
  // Several statements may open and end it in one text (`begin; …; commit`): the end wins.
  if (ENDS.test(text)) naming.inTransaction = false;
  else if (OPENS.test(text)) naming.inTransaction = true;
}
