import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findNginx,
  type RunningNginx,
  serverLines,
  startNginx,
  writeNginxConfig,
} from '../deploy/nginx-config';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../testing/test-database';
import { drainable } from './drain';

/**
 * A rolling restart behind deploy/nginx.conf.template on this machine's nginx: two instances of
 * an app started as the services' mains start theirs, a steady stream of writes through nginx,
 * and each instance in turn stopped with SIGTERM (drainOnSignal) and started again.
 */
const nginx = findNginx();
const FIXTURE = fileURLToPath(new URL('../testing/drained-writes-app.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Writers at once: a steady load for two busy cores, with writes in flight at any moment. */
const WRITERS = 8;

interface Outcome {
  readonly id: string;
  readonly status: number | 'no answer';
  readonly instance?: string;
}

describe('an app told to drain', () => {
  it('refuses new connections, and answers on the open ones, each answer closing its own', async () => {
    const app = Fastify({ return503OnClosing: false });
    const drain = drainable(app, { drainMs: 60_000 });
    app.get('/', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      // Two idle connections, as nginx keeps them between requests.
      const before = await Promise.all([get(port, agent), get(port, agent)]);
      expect(before.map((answer) => answer.connection)).toEqual(['keep-alive', 'keep-alive']);
      const drained = drain.drain();
      await expect(get(port, new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
      // Not closed under a request that may be on its way: answered, and closed after.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const during = await Promise.all([get(port, agent), get(port, agent)]);
      expect(during).toEqual([
        { status: 200, connection: 'close' },
        { status: 200, connection: 'close' },
      ]);
      // No connection is left: the window ends early and the app closes.
      await drained;
      expect(app.server.listening).toBe(false);
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});

function get(
  port: number,
  agent: http.Agent,
): Promise<{ status: number | undefined; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (answer) => {
        answer.resume();
        answer.once('end', () =>
          resolve({ status: answer.statusCode, connection: answer.headers.connection }),
        );
      })
      .once('error', reject);
  });
}

if (nginx && availableDatabaseKinds().includes('postgres')) {
  describe(`a rolling restart behind nginx ${nginx.version}`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'foodshare-drain-'));
    let database: TestDatabase;
    let proxy: RunningNginx | undefined;
    let base = '';
    const instances: Instance[] = [];
    let configure: (down: ReadonlySet<string>) => void = () => {};

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await database.pool.query(
        'create table acknowledged_writes (id uuid primary key, instance text not null)',
      );
      for (const name of ['app-1', 'app-2'])
        instances.push(instance(name, await freePort(), database.url));
      await Promise.all(instances.map((each) => each.start()));
      const port = await freePort();
      mkdirSync(join(dir, 'client'));
      chmodSync(dir, 0o755);
      configure = (down) => {
        const servers = serverLines(
          instances.map((each) => `127.0.0.1:${each.port}`),
          down,
        );
        writeNginxConfig(dir, {
          FOODSHARE_LISTEN: `127.0.0.1:${port}`,
          FOODSHARE_CLIENT_ROOT: join(dir, 'client'),
          FOODSHARE_RESOLVER: '127.0.0.1',
          FOODSHARE_COMMAND_SERVERS: servers,
          FOODSHARE_QUERY_SERVERS: servers,
        });
      };
      configure(new Set());
      proxy = await startNginx(nginx.path, dir, port);
      base = `http://127.0.0.1:${port}`;
    });
    afterAll(async () => {
      await proxy?.stop();
      await Promise.all(instances.map((each) => each.kill()));
      await database?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers every write, none with a 5xx, and keeps each one it acknowledged', async () => {
      const outcomes: Outcome[] = [];
      let writing = true;
      const write = async () => {
        const id = randomUUID();
        try {
          // A connection of its own per write: nginx's reload closes the old workers' idle
          // client connections, and a write sent on one as it closes would be the client's loss,
          // not the restart's.
          const answer = await postJson(`${base}/api/writes`, { id });
          const body = (() => {
            try {
              return JSON.parse(answer.text) as { instance?: string };
            } catch {
              return {};
            }
          })();
          outcomes.push({ id, status: answer.status, ...body });
        } catch {
          outcomes.push({ id, status: 'no answer' });
        }
      };
      const writers = Array.from({ length: WRITERS }, async () => {
        while (writing) await write();
      });
      /** Resolves once `name` has answered a write begun after this call. */
      const serving = async (name: string) => {
        const from = outcomes.length;
        await expect
          .poll(() => outcomes.slice(from).some((each) => each.instance === name), {
            // nginx gives a server that refused a connection another try after its fail_timeout.
            timeout: 20_000,
          })
          .toBe(true);
      };
      try {
        await Promise.all(instances.map((each) => serving(each.name)));
        for (const each of instances) {
          // Out of nginx's rotation first (docs/operations.md, "Rolling restarts"), then stopped.
          configure(new Set([`127.0.0.1:${each.port}`]));
          await proxy?.reload();
          const exit = await each.stop();
          expect(exit, `${each.name} exits on its own, at once once drained`).toEqual({ code: 0 });
          await each.start();
          configure(new Set());
          await proxy?.reload();
          // Back in nginx's rotation before the next one goes: a rolling restart.
          await serving(each.name);
        }
      } finally {
        writing = false;
        await Promise.all(writers);
      }

      const failed = outcomes.filter((each) => each.status !== 201);
      expect(failed, 'writes not answered 201').toEqual([]);
      const { rows } = await database.pool.query<{ id: string }>(
        'select id from acknowledged_writes',
      );
      const kept = new Set(rows.map((row) => row.id));
      expect(outcomes.filter((each) => !kept.has(each.id))).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(100);
    }, 120_000);
  });
} else {
  console.log('[drain] needs nginx and a PostgreSQL server: the rolling restart is not tried');
  describe.skip('a rolling restart behind nginx (needs nginx and PostgreSQL)', () => {
    it('answers every write, none with a 5xx', () => {});
  });
}

interface Instance {
  readonly name: string;
  readonly port: number;
  /** Starts it (again) and waits until it answers /health. */
  start(): Promise<void>;
  /** SIGTERM, and how it exited. */
  stop(): Promise<{ code: number | null }>;
  kill(): Promise<void>;
}

function instance(name: string, port: number, databaseUrl: string): Instance {
  let child: ChildProcess | undefined;
  let exited = Promise.resolve<{ code: number | null }>({ code: null });
  let output = '';
  return {
    name,
    port,
    async start() {
      const started = spawn(
        process.execPath,
        ['--import', 'tsx', FIXTURE, String(port), databaseUrl, name],
        { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      for (const stream of [started.stdout, started.stderr])
        stream?.on('data', (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-4000);
        });
      exited = new Promise((resolve) => started.once('exit', (code) => resolve({ code })));
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (await answersHealth(port)) return;
        if (started.exitCode !== null || Date.now() > deadline)
          throw new Error(`${name} did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      child?.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child?.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * GET /health on a connection of its own, closed after the answer: an idle one kept by the test
 * would hold the instance's drain window open to its end.
 */
function answersHealth(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/health', agent: false },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      },
    );
    request.once('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** POST of a JSON body on a connection of its own; answers the status and the body's text. */
function postJson(url: string, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          text += chunk;
        });
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
