import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../database/connection';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  readonly kind: TestDatabaseKind;
  readonly url: string;
  /** A pool sized for the kind: one connection on PGlite, several on a server. */
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/** The kinds this machine can run: PGlite always, PostgreSQL when a server answers. */
export function availableDatabaseKinds(): TestDatabaseKind[] {
  return inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** The kind a test should use when it does not care: the real server when there is one. */
export function preferredDatabaseKind(): TestDatabaseKind {
  return inject('postgresAdminUrl') ? 'postgres' : 'pglite';
}

/** A fresh, empty database of its own for one test file (or one test). */
export async function createTestDatabase(
  kind: TestDatabaseKind = preferredDatabaseKind(),
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const embedded = await startEmbeddedPostgres({});
    const pool = embedded.createPool();
    return {
      kind,
      url: embedded.url,
      pool,
      async close() {
        await pool.end();
        await embedded.stop();
      },
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('No PostgreSQL server for this test run');
  const name = `fs_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = createPool(adminUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = createPool(url, { max: 10 });
  return {
    kind,
    url,
    pool,
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A Redis URL and a key prefix of this test's own, or null when no Redis answers. */
export function testRedis(): { url: string; prefix: string } | null {
  const url = inject('redisUrl');
  if (!url) return null;
  return { url, prefix: `fs-${inject('testRunId')}-${randomBytes(3).toString('hex')}` };
}

/** Every text `pool`'s connections send from now on, in order: what a piece of work costs. */
export function textsSent(pool: pg.Pool): string[] {
  const sent: string[] = [];
  const counted = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const [first] = args;
      sent.push(typeof first === 'string' ? first : (first as { text: string }).text);
      return query(...args);
    };
  });
  return sent;
}
