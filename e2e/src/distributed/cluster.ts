import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool, type Pool } from '@foodshare/platform/database/connection';
import {
  findNginx,
  type RunningNginx,
  serverLines,
  startNginx,
  writeNginxConfig,
} from '@foodshare/platform/deploy/nginx-config';
import { entryPointArgs, REPO_ROOT } from '@foodshare/platform/testing/built-entry';
import { Redis } from 'ioredis';
import { type ServiceKind, ServiceProcess } from './service-process';

/**
 * The distributed shape on this machine: nginx (deploy/nginx.conf.template) in front of two
 * command-service, two query-service and two projection-service processes, each on the built
 * JavaScript and a port of its own, on a fresh PostgreSQL database and a fresh Redis key prefix,
 * configured as docker-compose.yml configures their containers.
 */
export interface ClusterOptions {
  /** A PostgreSQL server's maintenance database (postgres://user@host:port/postgres). */
  readonly postgresAdminUrl: string;
  readonly redisUrl: string;
  /** Names the run's database and Redis prefix, so runs on one server never meet. */
  readonly runId: string;
  /** Per-address attempts a minute (sign-in, sign-up, uploads); compose leaves the default. */
  readonly authRateLimitPerMinute?: number;
  readonly logLevel?: string;
}

export interface Cluster {
  /** nginx's address: what a browser talks to. */
  readonly url: string;
  readonly command: readonly [ServiceProcess, ServiceProcess];
  readonly query: readonly [ServiceProcess, ServiceProcess];
  readonly projection: readonly [ServiceProcess, ServiceProcess];
  readonly all: readonly ServiceProcess[];
  /** The run's database, for counting what the event log and the read models hold. */
  readonly pool: Pool;
  readonly databaseUrl: string;
  /**
   * Takes a command- or query-service instance out of nginx's rotation (`down`, then a reload
   * that waits for the old workers), or puts it back: how a rolling restart stops an instance
   * nginx no longer sends to (docs/operations.md, "Rolling restarts").
   */
  rotation(instance: ServiceProcess, serving: boolean): Promise<void>;
  close(): Promise<void>;
}

/** What is missing here for the distributed shape to run, or null when nothing is. */
export function missingForCluster(options: {
  postgresAdminUrl: string | null;
  redisUrl: string | null;
}): string | null {
  const missing = [
    ...(findNginx() ? [] : ['nginx']),
    ...(options.postgresAdminUrl ? [] : ['a PostgreSQL server']),
    ...(options.redisUrl ? [] : ['Redis']),
  ];
  return missing.length > 0 ? missing.join(', ') : null;
}

/**
 * Builds the services (`npm run build:services`) unless each one's `dist/main.js` is newer than
 * its sources, the rule the other tests that start a built entry point follow.
 */
export function ensureServicesBuilt(): void {
  const kinds: ServiceKind[] = ['command-service', 'query-service', 'projection-service'];
  const stale = kinds.filter((kind) => entryPointArgs(kind, 'main').includes('tsx'));
  if (stale.length === 0) return;
  execFileSync(process.execPath, ['scripts/build-services.mjs'], { cwd: REPO_ROOT, stdio: 'pipe' });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  ensureServicesBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'foodshare-distributed-'));
  const name = `fs_${options.runId}_dist_${randomBytes(3).toString('hex')}`.toLowerCase();
  const admin = createPool(options.postgresAdminUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = options.postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = createPool(databaseUrl, { max: 4 });
  const ports = await Promise.all(Array.from({ length: 7 }, freePort));
  const redisPrefix = `fs-${options.runId}-${randomBytes(3).toString('hex')}`;
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: options.logLevel ?? 'info',
  };
  const instance = (kind: ServiceKind, index: number, port: number, env: Record<string, string>) =>
    new ServiceProcess(`${kind.replace('-service', '')}-${index}`, kind, port, {
      ...shared,
      ...env,
    });
  const commandEnv = (index: number) => ({
    BLOB_DIR: join(dir, `blobs-${index}`),
    AUTH_RATE_LIMIT_PER_MINUTE: String(options.authRateLimitPerMinute ?? 20),
    // The load is a script: no per-account limit holds it back (the per-address ones stay).
    LIMIT_DONATIONS: 'off',
    LIMIT_REQUESTS: 'off',
  });
  const at = (index: number) => ports[index] ?? 0;
  const command = [1, 2].map((n) => instance('command-service', n, at(n - 1), commandEnv(n)));
  const query = [1, 2].map((n) =>
    instance('query-service', n, at(n + 1), {
      MAP_TILE_URL: 'none',
      // The pages nginx passes on (the client is built before the tests run, as npm test does).
      CLIENT_DIST: join(REPO_ROOT, 'client', 'dist'),
      // A read waits for the reader's last write however long a busy machine takes to project
      // it (compose keeps the default of 2 s): read-your-writes is checked, not the machine.
      READ_YOUR_WRITES_TIMEOUT_MS: '30000',
    }),
  );
  const projection = [1, 2].map((n) =>
    instance('projection-service', n, at(n + 3), {
      DATA_DIR: join(dir, `projection-${n}`),
      // Who holds each projection's lease, in `npm run projection -- status` and /health.
      INSTANCE_NAME: `projection-${n}`,
    }),
  );
  const all = [...command, ...query, ...projection];
  let running: RunningNginx | undefined;
  const close = async () => {
    await Promise.all(all.map((service) => service.kill()));
    await running?.stop();
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await forgetRedisKeys(options.redisUrl, redisPrefix).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Every instance at once on the empty database, as an orchestrator starts them.
    await Promise.all(all.map((service) => service.start()));
    const nginxPort = at(6);
    const clientRoot = join(dir, 'client');
    mkdirSync(clientRoot);
    writeFileSync(join(clientRoot, 'index.html'), '<!doctype html><title>FoodShare</title>');
    // Started by root, nginx's workers read the client as an unprivileged user.
    chmodSync(dir, 0o755);
    const nginxDir = join(dir, 'nginx');
    const down = new Set<string>();
    const configure = () => {
      const lines = (services: readonly ServiceProcess[]) =>
        serverLines(
          services.map((service) => `127.0.0.1:${service.port}`),
          down,
        );
      writeNginxConfig(nginxDir, {
        FOODSHARE_LISTEN: `127.0.0.1:${nginxPort}`,
        FOODSHARE_CLIENT_ROOT: clientRoot,
        FOODSHARE_RESOLVER: '127.0.0.1',
        FOODSHARE_COMMAND_SERVERS: lines(command),
        FOODSHARE_QUERY_SERVERS: lines(query),
      });
    };
    configure();
    running = await startNginx(nginx.path, nginxDir, nginxPort);
    const proxy = running;
    const rotation = async (service: ServiceProcess, serving: boolean) => {
      const address = `127.0.0.1:${service.port}`;
      if (serving) down.delete(address);
      else down.add(address);
      configure();
      await proxy.reload();
    };
    return {
      url: `http://127.0.0.1:${nginxPort}`,
      command: command as [ServiceProcess, ServiceProcess],
      query: query as [ServiceProcess, ServiceProcess],
      projection: projection as [ServiceProcess, ServiceProcess],
      all,
      pool,
      databaseUrl,
      rotation,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The projection-service instance running `projection` (a read model or process manager), as its
 * /health tells (`running`); null while none does (between a holder's end and a takeover).
 * Where no instance tells, each runs every projection: the first is named.
 */
export async function holderOf(
  cluster: Pick<Cluster, 'projection'>,
  projection: string,
): Promise<ServiceProcess | null> {
  const told = await Promise.all(
    cluster.projection.map(async (instance) => {
      const health: { running?: readonly string[] } = await fetch(`${instance.url}/health`)
        .then((response) => response.json() as Promise<{ running?: readonly string[] }>)
        .catch(() => ({ running: [] }));
      return { instance, running: health.running };
    }),
  );
  if (told.every(({ running }) => running === undefined)) return cluster.projection[0];
  return told.find(({ running }) => running?.includes(projection))?.instance ?? null;
}

/** Deletes the run's keys (jobs, limits) from the shared Redis server. */
async function forgetRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  } finally {
    redis.disconnect();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
