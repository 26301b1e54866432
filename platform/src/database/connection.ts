import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { namingStatements } from './named-statements';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export interface PoolOptions {
  readonly max: number;
  /** Runs on each new connection before its first use (a failure discards the connection). */
  readonly onConnect?: (client: pg.ClientBase) => Promise<void>;
}

export function createPool(url: string, options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    ...(options.onConnect ? { onConnect: options.onConnect } : {}),
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

/** What a database handle can do beyond the SQL every PostgreSQL answers. */
export interface DatabaseCapabilities {
  /**
   * Its connections take `COPY … FROM STDIN` through kysely (`namingStatements`): a PostgreSQL
   * server does; PGlite does not, its socket running each wire message on its own, which COPY's
   * sub-protocol cannot cross.
   */
  readonly copyFromStdin: boolean;
}

const NOTHING_MORE: DatabaseCapabilities = { copyFromStdin: false };

/**
 * Kysely's PostgreSQL adapter carrying the database's capabilities, as it carries the dialect's
 * own (`supportsReturning`…): every handle made from the same Kysely (a transaction, a view of
 * other tables, the writes sent behind) shares its adapter, so each can say what it can do.
 */
class CapablePostgresAdapter extends PostgresAdapter {
  constructor(readonly capabilities: DatabaseCapabilities) {
    super();
  }
}

class CapablePostgresDialect extends PostgresDialect {
  constructor(
    pool: pg.Pool,
    private readonly capabilities: DatabaseCapabilities,
  ) {
    super({ pool: namingStatements(pool, capabilities) });
  }

  override createAdapter() {
    return new CapablePostgresAdapter(this.capabilities);
  }
}

/**
 * Kysely on the pool; its repeated statements are sent as named ones (`namingStatements`). It
 * has the `capabilities` it is told (none beyond SQL unless told): `openKysely` asks the database.
 */
export function createKysely<Schema>(
  pool: pg.Pool,
  capabilities: DatabaseCapabilities = NOTHING_MORE,
): Kysely<Schema> {
  return new Kysely<Schema>({ dialect: new CapablePostgresDialect(pool, capabilities) });
}

/** `createKysely` with the capabilities of the database behind `pool` (`capabilitiesOf`). */
export async function openKysely<Schema>(pool: pg.Pool): Promise<Kysely<Schema>> {
  return createKysely<Schema>(pool, await capabilitiesOf(pool));
}

/** What `version()` says on PGlite. */
const PGLITE = /\bPGlite\b/;

/**
 * What the database behind `pool` can do, asked of it once: PGlite says so in its `version()`,
 * reached by its own pool or by its URL (a test app, a child process) alike.
 */
export async function capabilitiesOf(pool: pg.Pool): Promise<DatabaseCapabilities> {
  const { rows } = await pool.query<{ version: string }>('select version() as version');
  return { copyFromStdin: !PGLITE.test(rows[0]?.version ?? 'PGlite') };
}

/** Whether `db` (a handle, or a transaction or any other handle made from it) takes COPY. */
// biome-ignore lint/suspicious/noExplicitAny: a capability of the handle, whatever its tables
export function copiesFromStdin(db: Kysely<any>): boolean {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof CapablePostgresAdapter && adapter.capabilities.copyFromStdin;
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

/**
 * A connection of its own, outside every pool, for what lives as long as a session does (the
 * projection leases' advisory locks): `applicationName` names it in pg_stat_activity. Both ends
 * probe it when idle, so a peer gone silent (a host lost, a network cut) ends it within about
 * half a minute on either side, not the system's two hours; a query unanswered for 10 s fails.
 * It has an error listener already; the caller adds its own to learn that it broke.
 */
export async function openSession(url: string, applicationName: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    // What PostgreSQL keeps of it: printable ASCII, 63 bytes.
    application_name: applicationName.replace(/[^\x20-\x7e]/g, '?').slice(0, 63),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    query_timeout: 10_000,
    options: '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3',
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}
