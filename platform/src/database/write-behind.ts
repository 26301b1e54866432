import {
  type CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type Transaction,
} from 'kysely';

/**
 * Runs `work` on the open transaction `trx` with its writes sent behind: an INSERT, UPDATE or
 * DELETE that returns nothing is kept, not sent, and the writes kept are sent together, as one
 * round trip of several statements, before the next statement that answers something (a read,
 * a write with RETURNING, raw SQL) and when `work` ends. The server runs them in the order they
 * were written, in the same transaction, so every statement sees the ones before it as it would
 * have; only the round trip per write goes. A write that fails fails the statement sent after
 * it, or the end of `work`: the caller's transaction is then lost as with any failed statement.
 *
 * The kept statements travel in PostgreSQL's simple protocol, which takes no parameters, so
 * their values are written into them as literals, quoted as untyped constants the way the
 * driver sends parameters untyped: the server infers each type from where it stands, as it
 * would for a parameter. A statement with a value that has no such literal (a list, an object),
 * or with values over MAX_INLINED_CHARS in all, is sent on its own, as it is.
 */
export async function withWritesBehind<DB, T>(
  trx: Transaction<DB>,
  work: (db: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const executor = trx.getExecutor();
  return executor.provideConnection(async (connection) => {
    const behind = new WritesBehind(connection);
    const db = new Kysely<DB>({ dialect: dialectOn(behind, executor.adapter) });
    const result = await db.transaction().execute(work);
    await behind.flush();
    return result;
  });
}

/**
 * Runs `work` in a transaction of its own on one connection of `db`, its writes sent behind (as
 * `withWritesBehind`), two round trips fewer: the transaction's BEGIN travels with `opening`, a
 * statement without parameters (its values written in, `literal`), and its COMMIT with the last
 * writes. `opens` says from the opening's rows whether to go on: when it does not, the
 * transaction ends with nothing written and the answer is undefined. A failure (of the opening,
 * of `work`, of a write, of the commit) rolls the transaction back and returns the connection
 * clean; one of `work`, its writes or the commit is thrown as `failed` makes it.
 */
export async function inTransactionWritingBehind<DB, T>(
  db: Kysely<DB>,
  opening: { readonly sql: string; opens(rows: readonly unknown[]): boolean },
  work: (db: Transaction<DB>) => Promise<T>,
  failed: (error: unknown) => unknown = (error) => error,
): Promise<T | undefined> {
  const executor = db.getExecutor();
  return executor.provideConnection(async (connection) => {
    try {
      // Several statements in one text: the connection answers the last one's rows.
      const { rows } = await connection.executeQuery(raw(`begin;\n${opening.sql}`));
      if (!opening.opens(rows)) {
        await connection.executeQuery(raw('commit'));
        return undefined;
      }
      const behind = new WritesBehind(connection);
      try {
        const inner = new Kysely<DB>({ dialect: dialectOn(behind, executor.adapter) });
        const result = await inner.transaction().execute(work);
        // A failing write stops the text there: the commit after it is not run.
        await behind.flush('commit');
        return result;
      } catch (error) {
        throw failed(error);
      }
    } catch (error) {
      // Outside a transaction (the begin failed) a rollback only warns.
      await connection.executeQuery(raw('rollback')).catch(() => {});
      throw error;
    }
  });
}

/** `value` written as a literal the way the writes sent behind are (see `withWritesBehind`). */
export function literal(value: string | number | bigint | boolean | Date | null): string {
  const written = literalOf(value);
  if (written === null) throw new Error('A value with no literal');
  return written;
}

function raw(statements: string): CompiledQuery {
  return {
    sql: statements,
    parameters: [],
    query: { kind: 'RawNode', sqlFragments: [statements], parameters: [] },
    queryId: { queryId: 'statements' },
  } as unknown as CompiledQuery;
}

const WRITES = new Set<RootOperationNode['kind']>([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
]);

class WritesBehind implements DatabaseConnection {
  private kept: string[] = [];

  constructor(private readonly connection: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const literal =
      WRITES.has(query.query.kind) && !('returning' in query.query && query.query.returning)
        ? inlined(query)
        : null;
    if (literal !== null) {
      this.kept.push(literal);
      return { rows: [] };
    }
    await this.flush();
    return this.connection.executeQuery(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.kept.length > 0) throw new Error('Stream a query only after the writes before it');
    return this.connection.streamQuery(query, chunkSize);
  }

  /** Sends the writes kept, followed by `then` (a statement ending the transaction) if given. */
  async flush(then?: string): Promise<void> {
    const statements = then === undefined ? this.kept : [...this.kept, then];
    if (statements.length === 0) return;
    this.kept = [];
    await this.connection.executeQuery(raw(statements.join(';\n')));
  }
}

/**
 * A dialect on one connection in a transaction already open: its own begin and end do nothing.
 * Its adapter is the handle's it came from, with what that database can do (COPY, say).
 */
function dialectOn(connection: WritesBehind, adapter: DialectAdapter) {
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return {
    createAdapter: () => adapter,
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    // biome-ignore lint/suspicious/noExplicitAny: the introspector takes any Kysely
    createIntrospector: (db: Kysely<any>) => new PostgresIntrospector(db),
  };
}

/** Outside quotes, `$n`: the n-th parameter. */
const TOKEN = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;

/**
 * Values longer than this, all together, go as parameters: a live batch's few rows stay well
 * under it, while a rebuild's batch writes columns of megabytes, which the driver sends as they
 * are (copying them into a text saves nothing there but a round trip among thousands of events).
 */
const MAX_INLINED_CHARS = 64 * 1024;

/**
 * The statement with its parameters written in as literals, or null if one has none (or they
 * are too long to be worth it).
 */
function inlined(query: CompiledQuery): string | null {
  const literals: string[] = [];
  let chars = 0;
  for (const value of query.parameters) {
    const literal = literalOf(value);
    if (literal === null) return null;
    chars += literal.length;
    if (chars > MAX_INLINED_CHARS) return null;
    literals.push(literal);
  }
  return query.sql.replace(TOKEN, (token, index: string | undefined) =>
    index === undefined ? token : (literals[Number(index) - 1] ?? token),
  );
}

/**
 * A string as the driver's `escapeLiteral` writes it (quotes doubled; with a backslash, an
 * E'' string with backslashes doubled), by whole-string replaces: the driver's copies character
 * by character, and a batch's array literals run to hundreds of kilobytes.
 */
export function quoted(value: string): string {
  const text = value.includes("'") ? value.replaceAll("'", "''") : value;
  return value.includes('\\') ? ` E'${text.replaceAll('\\', '\\\\')}'` : `'${text}'`;
}

function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      // A NUL would end the statement's text: sent as a parameter, it is refused as it should be.
      if (value.includes('\u0000')) return null;
      return quoted(value);
    case 'number':
    case 'bigint':
    case 'boolean':
      return `'${String(value)}'`;
    default:
      return value instanceof Date && !Number.isNaN(value.getTime())
        ? `'${value.toISOString()}'`
        : null;
  }
}
