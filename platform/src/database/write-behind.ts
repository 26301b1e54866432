import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type Transaction,
} from 'kysely';
import pg from 'pg';

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
 * would for a parameter. A statement with a value that has no such literal (a list, an object)
 * is sent on its own, as it is.
 */
export async function withWritesBehind<DB, T>(
  trx: Transaction<DB>,
  work: (db: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return trx.getExecutor().provideConnection(async (connection) => {
    const behind = new WritesBehind(connection);
    const db = new Kysely<DB>({ dialect: dialectOn(behind) });
    const result = await db.transaction().execute(work);
    await behind.flush();
    return result;
  });
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

  async flush(): Promise<void> {
    if (this.kept.length === 0) return;
    const statements = this.kept.join(';\n');
    this.kept = [];
    await this.connection.executeQuery({
      sql: statements,
      parameters: [],
      query: { kind: 'RawNode', sqlFragments: [statements], parameters: [] },
      queryId: { queryId: 'writes-behind' },
    } as unknown as CompiledQuery);
  }
}

/** A dialect on one connection in a transaction already open: its own begin and end do nothing. */
function dialectOn(connection: WritesBehind) {
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
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    // biome-ignore lint/suspicious/noExplicitAny: the introspector takes any Kysely
    createIntrospector: (db: Kysely<any>) => new PostgresIntrospector(db),
  };
}

/** Outside quotes, `$n`: the n-th parameter. */
const TOKEN = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;

/** The statement with its parameters written in as literals, or null if one has none. */
function inlined(query: CompiledQuery): string | null {
  const literals: string[] = [];
  for (const value of query.parameters) {
    const literal = literalOf(value);
    if (literal === null) return null;
    literals.push(literal);
  }
  return query.sql.replace(TOKEN, (token, index: string | undefined) =>
    index === undefined ? token : (literals[Number(index) - 1] ?? token),
  );
}

function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      // A NUL would end the statement's text: sent as a parameter, it is refused as it should be.
      return value.includes('\u0000') ? null : pg.escapeLiteral(value);
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
