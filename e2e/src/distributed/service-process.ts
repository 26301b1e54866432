import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '@foodshare/platform/testing/built-entry';
import { testConfig } from '@foodshare/platform/testing/test-config';

/** The three services of the distributed shape, each a `main` built into `<service>/dist`. */
export type ServiceKind = 'command-service' | 'query-service' | 'projection-service';

/**
 * One instance of a service: a Node process on the built JavaScript, as a container runs it
 * (`node --enable-source-maps <service>/dist/main.js`), on a port of its own. It can be stopped
 * as an orchestrator stops it (SIGTERM, then waited for), killed (`kill -9`) and started again
 * on the same port and environment.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  /** The request ids this instance logged an answer to (Fastify's `request completed` lines). */
  private readonly answered = new Set<string>();
  private readonly probes = new Set<string>();
  /** Its last lines of standard error and of its log at warn or above, for a failure's message. */
  private trouble: string[] = [];
  /** Log lines seen, by message, for a test to count (`projection step failed; retrying`). */
  readonly messages = new Map<string, number>();

  constructor(
    readonly name: string,
    readonly kind: ServiceKind,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once its `/health` answers 200 (within `timeoutMs`). */
  async start(timeoutMs = 120_000): Promise<void> {
    if (this.running) throw new Error(`${this.name} is running already`);
    const child = spawn(process.execPath, ['--enable-source-maps', `${this.kind}/dist/main.js`], {
      cwd: REPO_ROOT,
      env: { PATH: testConfig.PATH, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) =>
      this.read(line),
    );
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) =>
      this.remember(line),
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running)
        throw new Error(`${this.name} exited while starting:\n${this.lastTrouble()}`);
      if (await this.healthy()) return;
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(`${this.name} did not answer /health in time:\n${this.lastTrouble()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** As an orchestrator stops it: SIGTERM, then its exit (it drains first). Answers its code. */
  async stop(): Promise<number | null> {
    if (!this.running) return this.child?.exitCode ?? null;
    this.child?.kill('SIGTERM');
    return this.exited;
  }

  /** `kill -9`: no drain, no goodbye. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /**
   * Asks /health on a connection of its own, closed after the answer (as an orchestrator's
   * probe does): a kept-alive one would hold the instance's drain window open to its end.
   */
  async healthy(): Promise<boolean> {
    return new Promise((resolve) => {
      const asked = get(`${this.url}/health`, { agent: false, timeout: 2_000 }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      });
      asked.on('error', () => resolve(false));
      asked.on('timeout', () => asked.destroy());
    });
  }

  /** Whether this instance logged its answer to the request with this id (`x-request-id`). */
  answeredRequest(requestId: string): boolean {
    return this.answered.has(requestId);
  }

  /** How many requests this instance has answered since it was first started. */
  get answeredCount(): number {
    return this.answered.size;
  }

  lastTrouble(): string {
    return this.trouble.join('\n');
  }

  private read(line: string): void {
    let entry: { level?: number; msg?: string; reqId?: string; req?: { url?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      this.remember(line);
      return;
    }
    // Health probes (the harness's own) are not traffic nginx sent.
    if (entry.msg === 'incoming request' && entry.reqId && entry.req?.url === '/health')
      this.probes.add(entry.reqId);
    else if (entry.msg === 'request completed' && entry.reqId && !this.probes.delete(entry.reqId))
      this.answered.add(entry.reqId);
    if (entry.msg) this.messages.set(entry.msg, (this.messages.get(entry.msg) ?? 0) + 1);
    // pino's levels: 40 warn, 50 error, 60 fatal.
    if ((entry.level ?? 0) >= 40) this.remember(line);
  }

  private remember(line: string): void {
    this.trouble = [...this.trouble.slice(-30), `[${this.name}] ${line}`];
  }
}
