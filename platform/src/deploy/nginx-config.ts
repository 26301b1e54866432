import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * deploy/nginx.conf.template rendered and run on this machine's nginx (Debian's, 1.22 or later):
 * the same configuration the image renders at start, pointed at instances on local ports.
 */

export const NGINX_TEMPLATE = fileURLToPath(
  new URL('../../../deploy/nginx.conf.template', import.meta.url),
);

/** The template's variables (its header says what each holds). */
export interface NginxTemplateValues {
  readonly FOODSHARE_LISTEN: string;
  readonly FOODSHARE_CLIENT_ROOT: string;
  readonly FOODSHARE_RESOLVER: string;
  readonly FOODSHARE_COMMAND_SERVERS: string;
  readonly FOODSHARE_QUERY_SERVERS: string;
}

/**
 * Each `${FOODSHARE_…}` replaced by its value, as envsubst replaces the names it is given (the
 * image gives it these only); one left without a value stops here, where envsubst would leave
 * an empty string for nginx to refuse.
 */
export function renderNginxConfig(template: string, values: NginxTemplateValues): string {
  return template.replace(/\$\{(FOODSHARE_[A-Z_]+)\}/g, (_, name: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`nginx template: no value for ${name}`);
    return value;
  });
}

/**
 * What each upstream `server` line carries besides its address: an instance that refused a
 * connection (stopping, or gone) is left alone for 2 s, not nginx's default 10 s, so a restarted
 * instance is back in the rotation about as soon as it answers, and a rolling restart need not
 * wait out the rest of 10 s before it stops the next one (docs/decisions/0019).
 */
export const UPSTREAM_SERVER_PARAMETERS = 'max_fails=1 fail_timeout=2s';

/**
 * An upstream's `server` lines for instances at these addresses (host:port); those in `down` are
 * marked so: taken out of the rotation before they are stopped (docs/operations.md, "Rolling
 * restarts").
 */
export function serverLines(
  addresses: readonly string[],
  down: ReadonlySet<string> = new Set(),
): string {
  return addresses
    .map(
      (address) =>
        `server ${address} ${UPSTREAM_SERVER_PARAMETERS}${down.has(address) ? ' down' : ''};`,
    )
    .join(' ');
}

/** nginx as found on PATH or in /usr/sbin (Debian's, off a non-root PATH), with its version. */
export function findNginx(): { readonly path: string; readonly version: string } | null {
  for (const path of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    // `nginx -v` writes to stderr: "nginx version: nginx/1.22.1".
    const { stderr } = spawnSync(path, ['-v'], { encoding: 'utf8' });
    const version = /nginx\/(\S+)/.exec(stderr ?? '')?.[1];
    if (version) return { path, version };
  }
  return null;
}

/**
 * Writes the rendered configuration into `dir`, nginx's prefix for the run: its pid file and
 * temporary files go there too, so no root privileges are needed. Answers the file's path.
 * (Started by root, nginx's workers run as an unprivileged user: the client's folder must be
 * readable by everyone.)
 */
export function writeNginxConfig(dir: string, values: NginxTemplateValues): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), values));
  return file;
}

/** `nginx -t` on the configuration in `dir`: whether it passed, and what nginx said. */
export function checkNginxConfig(nginx: string, dir: string): { ok: boolean; output: string } {
  // stdout ignored, as in `startNginx`: nginx opens /dev/stdout for the access log even here.
  const { status, stderr } = spawnSync(nginx, ['-t', ...prefixArgs(dir)], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return { ok: status === 0, output: stderr ?? '' };
}

export interface RunningNginx {
  readonly process: ChildProcess;
  /**
   * Reloads the configuration (SIGHUP, as `nginx -s reload`) and answers once every worker that
   * served the old one has finished what it held and gone: from then on only the new one routes.
   */
  reload(): Promise<void>;
  /** Graceful stop (SIGQUIT: in-flight requests finish), answered once it has exited. */
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on the configuration in `dir`; resolves once `port` answers. */
export async function startNginx(nginx: string, dir: string, port: number): Promise<RunningNginx> {
  // The access log goes to /dev/stdout, which nginx opens by name: a Node pipe (a socket) would
  // refuse that, so the log is dropped here. Errors go to stderr as it is (`error_log stderr`).
  const child = spawn(nginx, [...prefixArgs(dir), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on port ${port}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    process: child,
    async reload() {
      const before = workersOf(child.pid);
      child.kill('SIGHUP');
      const deadline = Date.now() + 30_000;
      for (;;) {
        const now = workersOf(child.pid);
        const renewed = now.length > 0 && now.every((pid) => !before.includes(pid));
        if (renewed) return;
        if (Date.now() > deadline) throw new Error('nginx did not reload within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** The worker processes of nginx's master (Linux: its children, as the kernel lists them). */
function workersOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function prefixArgs(dir: string): string[] {
  // -e: errors before the configuration is read go to stderr, not to a log file needing root.
  return ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'];
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
