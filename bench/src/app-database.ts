import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
  /** Opens the infrastructure (migrations included) in this process. Close it before the app starts on PGlite. */
  open(): Promise<Infrastructure>;
  drop(): Promise<void>;
}

export const quietLogger = () => createLogger({ level: 'warn' });

export async function createAppDatabase(serverUrl: string | undefined): Promise<AppDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'foodshare-bench-'));
  const blobDir = join(dataDir, 'blobs');
  if (!serverUrl) {
    return {
      description: 'embedded PGlite (data folder, one connection)',
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openInfrastructure({ dataDir, blobDir, logger: quietLogger() }),
      async drop() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = createPool(serverUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    description: `PostgreSQL server (database ${name}, dropped afterwards)`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    dataDir,
    open: () => openInfrastructure({ databaseUrl: url.toString(), blobDir, logger: quietLogger() }),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
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
