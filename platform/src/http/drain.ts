import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../logger';

/**
 * How long an instance told to stop goes on answering requests that come on connections already
 * open, once it takes no new ones. Well past nginx's upstream `keepalive_timeout` (2 s)
 * (deploy/nginx.conf.template): by its end nginx has closed every idle connection to the
 * instance itself, so the instance never closes one just as nginx sends a write on it (a 502
 * nginx would not retry on another instance: a POST is not idempotent).
 */
export const DRAIN_MS = 5_000;
/** After the window, how long requests still running may take before their connections are cut. */
export const IN_FLIGHT_MS = 3_000;
/** How often the window looks whether any connection is left (none: it ends early). */
const LOOK_MS = 50;

export interface HttpDrain {
  /**
   * Stops taking connections, answers what comes on the open ones for the drain window (each
   * answer with `Connection: close`), then closes the app, waiting for requests still running
   * (bounded). Resolves once the app is closed; a second call answers the first's promise.
   * `windowMs: 0` skips the window (nobody in front to drain: a developer's Ctrl+C).
   */
  drain(options?: { windowMs?: number }): Promise<void>;
  readonly draining: boolean;
}

export interface DrainOptions {
  readonly drainMs?: number;
  readonly inFlightMs?: number;
  /** Told when the window ends with connections still open, and when any is cut. */
  readonly logger?: Pick<Logger, 'warn'>;
}

/**
 * Makes `app` drainable. Call it before the app is ready (it adds a hook). The app must not
 * answer 503 while it closes (`return503OnClosing: false`, createHttpApp): a request that still
 * comes on an open connection then is served.
 */
export function drainable(app: FastifyInstance, options: DrainOptions = {}): HttpDrain {
  let draining: Promise<void> | undefined;
  // Each answer given while draining closes its connection: nginx opens a new one for the next
  // request, and the closed listener refuses it, which nginx retries on another instance.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  async function run(windowMs: number): Promise<void> {
    const server = app.server;
    // net.Server's close stops listening and leaves the open connections alone; http.Server's
    // would also close the idle ones at once, racing nginx's next request on them.
    if (server.listening) net.Server.prototype.close.call(server);
    const windowEnds = Date.now() + windowMs;
    while (Date.now() < windowEnds && (await openConnections(server)) > 0)
      await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
    // Long-lived answers (server-sent events) end in the app's preClose hooks; an idle
    // connection left behind (nginx holds none of ours by now) is closed as it appears.
    const left = await openConnections(server);
    if (left > 0)
      options.logger?.warn(
        { connections: left, windowMs },
        'drain window over with connections open: idle ones closed, running requests given the in-flight bound',
      );
    const closeIdle = setInterval(() => server.closeIdleConnections(), LOOK_MS);
    const cut = setTimeout(async () => {
      const running = await openConnections(server);
      if (running > 0)
        options.logger?.warn(
          { connections: running, inFlightMs: options.inFlightMs ?? IN_FLIGHT_MS },
          'requests still running past the in-flight bound: their connections are cut',
        );
      server.closeAllConnections();
    }, options.inFlightMs ?? IN_FLIGHT_MS);
    try {
      await app.close();
    } finally {
      clearInterval(closeIdle);
      clearTimeout(cut);
    }
  }

  return {
    drain({ windowMs = options.drainMs ?? DRAIN_MS } = {}) {
      draining ??= run(windowMs);
      return draining;
    },
    get draining() {
      return draining !== undefined;
    },
  };
}

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.getConnections((error, count) => resolve(error ? 0 : count)),
  );
}

export interface DrainOnSignalOptions extends DrainOptions {
  readonly logger: Logger;
  /**
   * Starts at the signal, beside the requests' drain: other work that stops taking more and
   * finishes what it holds, bounded (the command side's job workers).
   */
  readonly alongside?: () => Promise<void>;
  /** Runs once the app has closed and `alongside` is done: what the service holds (pools). */
  readonly stop: () => Promise<void>;
}

/** Past the drain, the in-flight bound and this, a shutdown that hangs exits anyway. */
const STOP_MS = 10_000;

/**
 * How every HTTP service stops: on SIGTERM (an orchestrator's stop, a rolling restart) it drains
 * (`drainable`), on SIGINT (Ctrl+C) it closes without the window; then `stop`, then exit.
 */
export function drainOnSignal(app: FastifyInstance, options: DrainOnSignalOptions): HttpDrain {
  const http = drainable(app, options);
  const { logger } = options;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining: no new connections, open ones answered and closed');
    const bound = (options.drainMs ?? DRAIN_MS) + (options.inFlightMs ?? IN_FLIGHT_MS) + STOP_MS;
    setTimeout(() => {
      logger.error({ signal, boundMs: bound }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, bound).unref();
    try {
      await Promise.all([
        http.drain(signal === 'SIGINT' ? { windowMs: 0 } : {}),
        options.alongside?.(),
      ]);
      await options.stop();
      logger.info({ signal }, 'stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error, signal }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void shutdown(signal));
  return http;
}
