import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '@foodshare/platform/database/connection';
import { type Infrastructure, openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
import { createProjectionService } from '@foodshare/projection-service';

/**
 * A database of the app's own shape for one bench section: a fresh database on DATABASE_URL's
 * server (dropped afterwards), or a fresh PGlite data folder (deleted afterwards). The section
 * seeds it from the bench process, then starts the app on it as `npm start` would.
 */
export interface AppDatabase {
  readonly description: string;
  /** What the app's process needs to open it. */
  readonly env: Record<string, string>;
  readonly dataDir: string;
  /** Kept from an earlier run (BENCH_DATA_DIR): already seeded with what `seededWith` says. */
  readonly seededWith: string | undefined;
  /** Records what the database was seeded with, so a later run with BENCH_DATA_DIR reuses it. */
  markSeeded(what: string): void;
  /** Opens the infrastructure (migrations included) in this process. Close it before the app starts on PGlite. */
  open(): Promise<Infrastructure>;
  drop(): Promise<void>;
}

export const quietLogger = () => createLogger({ level: 'warn' });

/**
 * `keptIn` (BENCH_DATA_DIR, for the sections that allow it) names a folder kept between runs,
 * with its database `bench_kept_<section>` on the server: seeding 100,000 items takes minutes.
 */
export async function createAppDatabase(
  serverUrl: string | undefined,
  keptIn?: { readonly dir: string; readonly section: string },
): Promise<AppDatabase> {
  const dataDir = keptIn
    ? join(keptIn.dir, `${keptIn.section}-${serverUrl ? 'server' : 'pglite'}`)
    : mkdtempSync(join(tmpdir(), 'foodshare-bench-'));
  mkdirSync(dataDir, { recursive: true });
  const blobDir = join(dataDir, 'blobs');
  const marker = join(dataDir, 'bench-seeded');
  const seeding = {
    seededWith: existsSync(marker) ? readFileSync(marker, 'utf8') : undefined,
    markSeeded: (what: string) => writeFileSync(marker, what),
  };
  if (!serverUrl) {
    return {
      description: `embedded PGlite (data folder, one connection${keptIn ? `, kept in ${dataDir}` : ''})`,
      env: { DATA_DIR: dataDir },
      dataDir,
      ...seeding,
      open: () => openInfrastructure({ dataDir, blobDir, logger: quietLogger() }),
      async drop() {
        if (!keptIn) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = keptIn
    ? `bench_kept_${keptIn.section.replace(/\W/g, '_')}`
    : `bench_${randomBytes(4).toString('hex')}`;
  const admin = createPool(serverUrl, { max: 1 });
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) {
    await admin.query(`CREATE DATABASE ${name}`);
    rmSync(marker, { force: true });
    seeding.seededWith = undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    description: `PostgreSQL server (database ${name}, ${keptIn ? 'kept' : 'dropped afterwards'})`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    dataDir,
    ...seeding,
    open: () => openInfrastructure({ databaseUrl: url.toString(), blobDir, logger: quietLogger() }),
    async drop() {
      if (!keptIn) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      if (!keptIn) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Brings every read model and process manager up to the head of the log, as the app would. */
export async function catchUpEverything(infra: Infrastructure): Promise<number> {
  const started = performance.now();
  const service = createProjectionService({ infra, logger: quietLogger() });
  try {
    await service.runner.catchUp();
  } finally {
    await service.stop();
  }
  return (performance.now() - started) / 1000;
}
