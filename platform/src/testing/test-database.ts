import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../database/connection';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../database/embedded-postgres';
import { databasePrefix, templatePrefix } from './database-names';

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

/**
 * A fresh database of its own for one test file (or one test): empty, or on a server a copy of
 * `template` (a run's template database, from `testTemplateDatabase`).
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = preferredDatabaseKind(),
  options: { template?: string } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const embedded = await startPglite();
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
  const name = `${databasePrefix(inject('testRunId'))}${randomBytes(4).toString('hex')}`;
  const admin = createPool(adminUrl, { max: 1 });
  await admin.query(
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  return serverDatabase(admin, adminUrl, name);
}

function serverDatabase(admin: pg.Pool, adminUrl: string, name: string): TestDatabase {
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = createPool(url, { max: 10 });
  return {
    kind: 'postgres',
    url,
    pool,
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of this run's template database `label` on the server, made once for the whole run
 * (by whichever worker asks first; the others wait for it) by `build`, which fills the database
 * it is given (under another name until done) and leaves no connection to it open. Files that go
 * with it are kept under `name` in the system's temporary folder, where the teardown finds them. A test database made from it is a copy
 * (`createTestDatabase(kind, { template })`): work every file would repeat, such as migrations,
 * is done once. Server only; the run's global teardown drops it.
 */
export function testTemplateDatabase(
  label: string,
  build: (database: TestDatabase, name: string) => Promise<void>,
): Promise<string> {
  let made = templates.get(label);
  if (!made) {
    made = makeTemplate(label, build);
    templates.set(label, made);
    // A failed build is not remembered: the next file tries again, and fails on its own.
    made.catch(() => templates.delete(label));
  }
  return made;
}

async function makeTemplate(
  label: string,
  build: (database: TestDatabase, name: string) => Promise<void>,
): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('Template databases need a PostgreSQL server');
  const name = `${templatePrefix(inject('testRunId'))}${label}`;
  const admin = createPool(adminUrl, { max: 1 });
  const client = await admin.connect();
  try {
    // Workers are processes of their own: a lock on the server makes one of them build it.
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    // Built under another name and renamed when done: a half-built template is never copied.
    const building = `${name}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const url = adminUrl.replace(/\/[^/]*$/, `/${building}`);
    const pool = createPool(url, { max: 10 });
    try {
      await build({ kind: 'postgres', url, pool, close: () => pool.end() }, name);
    } finally {
      await pool.end().catch(() => {});
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    client.release();
    await admin.end();
  }
}

let newCluster: Promise<Blob> | undefined;

/**
 * PGlite in memory. A worker's first is a new cluster, whose data folder, as its initdb left it,
 * is kept; each later one starts from a copy of that folder instead of running initdb again,
 * seconds of CPU each (docs/decisions/0025-test-template-databases.md).
 */
async function startPglite(): Promise<EmbeddedPostgres> {
  if (newCluster) return startEmbeddedPostgres({ loadDataDir: await newCluster });
  const embedded = await startEmbeddedPostgres({});
  const dumped = embedded.dumpDataDir();
  newCluster ??= dumped;
  // A failed dump is not remembered (a later database runs initdb again); this one serves still.
  await dumped.catch(() => {
    if (newCluster === dumped) newCluster = undefined;
  });
  return embedded;
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
