import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { namingStatements } from './named-statements';

export { COPY_FROM_STDIN_QUESTION } from './named-statements';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export interface PoolOptions {
  readonly max: number;
  /** Runs on each new connection before its first use (a failure discards the connection). */
  readonly onConnect?: (client: pg.ClientBase) => Promise<void>;
  /**
   * False: its connections never send `COPY … FROM STDIN` (PGlite's pool: its socket runs each
   * wire message on its own, and the COPY sub-protocol cannot cross it). Otherwise (the default)
   * each connection asks the database once whether it is a server, which takes COPY.
   */
  readonly copyFromStdin?: boolean;
}

/** The pools whose connections may take `COPY … FROM STDIN` (`PoolOptions.copyFromStdin`). */
const takingCopy = new WeakSet<pg.Pool>();

export function createPool(url: string, options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    ...(options.onConnect ? { onConnect: options.onConnect } : {}),
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  if (options.copyFromStdin ?? true) takingCopy.add(pool);
  return pool;
}

/**
 * Kysely on the pool; its repeated statements are sent as named ones, and it takes COPY where
 * the pool's connections do (`namingStatements`).
 */
export function createKysely<Schema>(pool: pg.Pool): Kysely<Schema> {
  const copyFromStdin = takingCopy.has(pool);
  return new Kysely<Schema>({
    dialect: new PostgresDialect({ pool: namingStatements(pool, { copyFromStdin }) }),
  });
}

/** Runs `work` in one transaction on one client of the pool. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
