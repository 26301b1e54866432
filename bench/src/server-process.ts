import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { npmStartNodeFlags } from '@foodshare/platform/testing/built-entry';

/** The repository's root: the bench starts the app the way `npm start` does, from there. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Milliseconds from spawn until it first answered. */
  readonly startMs: number;
  /** Resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time the process has used so far (user and system), in seconds (Linux /proc). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** The built standalone, which `npm start` runs after `npm run build`. */
export const STANDALONE_ENTRY = 'standalone/dist/main.js';

/** The V8 flags `npm start` gives the standalone (its memory bounds): the bench runs it so. */
export function standaloneNodeFlags(): string[] {
  return npmStartNodeFlags(STANDALONE_ENTRY);
}

let built: Promise<unknown> | undefined;

/** Builds the services and the standalone (not the client) once per bench run. */
export function buildOnce(): Promise<unknown> {
  built ??= promisify(execFile)(process.execPath, ['scripts/build-services.mjs'], {
    cwd: REPO_ROOT,
  });
  return built;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
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

/**
 * Starts an entry point in a Node process of its own, and waits until `probe` answers 2xx: a
 * built JavaScript file on node alone (as `npm start` runs the app), TypeScript through tsx.
 */
export async function startServer(options: {
  readonly entry: string;
  readonly args?: readonly string[];
  readonly nodeArgs?: readonly string[];
  readonly env?: Record<string, string>;
  readonly port: number;
  readonly probe: string;
  readonly timeoutMs?: number;
}): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
      options.entry,
      ...(options.args ?? []),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env, PORT: String(options.port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${options.entry} exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${options.entry} did not answer ${options.probe} in time: ${stderr}`);
    }
    const ok = await fetch(url + options.probe).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startMs,
    rssMb: () => rssMbOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid),
    stop: () => stopChild(child),
  };
}

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The kernel counts a process's CPU time in clock ticks: 100 a second on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name (in parentheses, which may hold spaces): utime, stime
  // are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Runs `during` and answers it with the CPU time `server` used meanwhile: on a machine shared
 * with other work, the app's own CPU per request moves far less than its requests per second.
 */
export async function cpuDuring<T>(
  server: ServerProcess,
  during: () => Promise<T>,
): Promise<{ result: T; cpuSeconds: number }> {
  const before = server.cpuSeconds();
  const result = await during();
  return { result, cpuSeconds: server.cpuSeconds() - before };
}

/**
 * Waits until `server` has finished the work it does after it first answers (the app
 * reschedules pending work, and its projections catch up): until it used
 * less than `idleShare` of a core over `windowMs`. Answers the seconds it took, or throws past
 * `timeoutMs`. A read measured meanwhile would measure that start-up work, not the read.
 */
export async function settled(
  server: ServerProcess,
  options: { idleShare?: number; windowMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  const { idleShare = 0.1, windowMs = 1000, timeoutMs = 900_000 } = options;
  const started = performance.now();
  for (;;) {
    const before = server.cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const used = server.cpuSeconds() - before;
    const waited = performance.now() - started;
    if (used < (idleShare * windowMs) / 1000) return waited / 1000;
    if (waited > timeoutMs)
      throw new Error(`the app was still busy ${Math.round(waited / 1000)} s after it started`);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Samples a process's RSS while `during` runs; answers the peak in MB. */
export async function peakRss<T>(
  server: ServerProcess,
  during: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = server.rssMb();
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, server.rssMb());
  }, 200);
  try {
    const result = await during();
    return { result, peakMb: Math.max(peakMb, server.rssMb()) };
  } finally {
    clearInterval(timer);
  }
}
