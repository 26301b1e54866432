import { randomBytes } from 'node:crypto';
import { createPool, type Pool } from '@foodshare/platform/database/connection';
import { startEmbeddedPostgres } from '@foodshare/platform/database/embedded-postgres';

export interface BenchDatabase {
  readonly description: string;
  readonly pool: Pool;
  /**
   * PGlite's socket runs each wire message on its own, so the COPY sub-protocol cannot cross it
   * (the connection loses sync); a server takes `COPY ... FROM STDIN`.
   */
  readonly copyFromStdin: boolean;
  close(): Promise<void>;
}

/**
 * On a server the bench creates a database of its own and drops it at the end: the projection
 * runner makes schemas and public views, so no existing database is touched. PGlite runs in
 * memory and behind a pool of one connection (see its notes).
 */
export async function openBenchDatabase(
  databaseUrl: string | undefined,
  connections: number,
): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({});
    const pool = embedded.createPool();
    return {
      description: 'embedded PGlite (in memory, one connection)',
      pool,
      copyFromStdin: false,
      async close() {
        await pool.end();
        await embedded.stop();
      },
    };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = createPool(databaseUrl, { max: 1 });
  const dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(`The bench needs to create a database of its own on DATABASE_URL's server`, {
      cause: error,
    });
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), { max: connections });
  try {
    const { rows } = await pool.query<{ version: string }>(
      "SELECT current_setting('server_version') AS version",
    );
    return {
      description: `PostgreSQL ${rows[0]?.version ?? '?'} (database ${name}, dropped afterwards)`,
      pool,
      copyFromStdin: true,
      async close() {
        await pool.end();
        await dropDatabase();
      },
    };
  } catch (error) {
    await pool.end();
    await dropDatabase();
    throw error;
  }
}
