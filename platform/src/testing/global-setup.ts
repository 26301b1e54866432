import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templatePrefix } from './database-names';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (maintenance database) when a PostgreSQL server answers, else null. */
    postgresAdminUrl: string | null;
    /** A Redis URL when a server answers, else null. */
    redisUrl: string | null;
    /** Unique per test run: prefixes databases and Redis keys so runs never meet. */
    testRunId: string;
  }
}

/** The PostgreSQL server tests use; TEST_POSTGRES_PORT points them at another one. */
const POSTGRES = { host: '127.0.0.1', port: testConfig.TEST_POSTGRES_PORT };
const REDIS = { host: '127.0.0.1', port: 6379 };

function answers(target: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(target);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export default async function setup(project: TestProject) {
  const [postgres, redis] = await Promise.all([answers(POSTGRES), answers(REDIS)]);
  const testRunId = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('testRunId', testRunId);
  project.provide(
    'postgresAdminUrl',
    postgres ? `postgres://postgres@${POSTGRES.host}:${POSTGRES.port}/postgres` : null,
  );
  project.provide('redisUrl', redis ? `redis://${REDIS.host}:${REDIS.port}` : null);
  if (!postgres)
    console.log(
      `[test setup] no PostgreSQL server answers on ${POSTGRES.host}:${POSTGRES.port}: tests use embedded PGlite only`,
    );
  if (!redis)
    console.log('[test setup] no Redis server answers on 127.0.0.1:6379: BullMQ tests are skipped');
  if (postgres) return () => dropTemplates(testRunId);
}

/** Drops the run's templates (`testTemplateDatabase`), and their folders, once its files are done. */
async function dropTemplates(testRunId: string): Promise<void> {
  const prefix = templatePrefix(testRunId);
  for (const entry of await readdir(tmpdir()))
    if (entry.startsWith(prefix)) await rm(join(tmpdir(), entry), { recursive: true, force: true });
  const admin = new pg.Client({ ...POSTGRES, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
