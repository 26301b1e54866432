import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER } from '@foodshare/contracts/food-items';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountLimits } from '../limits/account-limits';
import { type Logger, lazyChildLogger } from '../logger';
import type { PostgresSessionStore } from '../sessions/session-store';
import { registerSessions } from '../sessions/sessions';
import { type AccessResolver, enforceAccess } from './access';
import { enforceAccountLimits } from './account-limits';
import { registerApiDocs } from './api-docs';
import { setupHttp } from './app-setup';
import { notFoundBody } from './errors';
import { COMPRESS_THRESHOLD_BYTES } from './precompressed-json';
import { type ListAnswer, loadPrerenderedPages } from './prerendered-pages';
import { appSecurityHeaders } from './security';

export interface HttpAppOptions {
  readonly logger: Logger;
  readonly sessions: PostgresSessionStore;
  readonly sessionSecret: string;
  readonly secureCookies: boolean;
  /** Behind nginx or another proxy: trust its X-Forwarded-* headers. */
  readonly trustProxy: boolean;
  readonly title: string;
  /** Answers who the signed-in person is for the routes' access rules (`access.ts`). */
  readonly access: AccessResolver;
  /**
   * Answers GET /health; throws when the service cannot serve. What it answers goes into the
   * answer: `degraded` for trouble that does not stop the service (a parked projection).
   */
  readonly health: () => Promise<HealthDetails | undefined>;
  /** The built client to serve, with index.html for every page route (standalone only). */
  readonly clientDist?: string | undefined;
  /** Where the pages may load pictures from besides this origin: the map's tile server. */
  readonly imageOrigins?: readonly string[];
  /** Counts the writes of routes that declare `config: { limit }` (the command side's). */
  readonly limits?: AccountLimits;
  /**
   * Where the per-address limits of routes that declare `config: { rateLimit }` are counted:
   * in Redis, under the prefix, one budget shared by every instance of the service; absent, in
   * this process's memory (enough for one process, the standalone).
   */
  readonly rateLimitRedis?: RedisTarget | undefined;
}

/** A Redis server and the key prefix of this deployment (or this test run) in it. */
export interface RedisTarget {
  readonly url: string;
  readonly prefix: string;
}

export interface HealthDetails {
  readonly degraded: boolean;
  readonly [detail: string]: unknown;
}

/** Every answer names its request: the correlation id of its events and its log lines. */
export const REQUEST_ID_HEADER = 'x-request-id';

const API_PATHS = /^\/(api|uploads|health)(\/|$)/;

/**
 * The Fastify app every HTTP service starts from: zod schemas, JSON errors, security headers,
 * sessions, opt-in rate limits, the OpenAPI document and a health endpoint. Routes come after.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is Fastify's logger; only the declared types differ.
    loggerInstance: options.logger as FastifyBaseLogger,
    // One hop (the proxy in front), so a client cannot pick its own address with X-Forwarded-For.
    trustProxy: options.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    // A request that still comes on an open connection while the app closes is served (with
    // `Connection: close`), not refused with a 503: a proxy would pass that on (drain.ts).
    // forceCloseConnections keeps its default, 'idle': the app closes after the drain window,
    // when nginx holds no idle connection to it any more.
    return503OnClosing: false,
    // Each request's logger is made when it first logs: most never do.
    childLoggerFactory: (logger, bindings, childOptions) =>
      lazyChildLogger(logger as Logger, bindings, childOptions) as FastifyBaseLogger,
  }).withTypeProvider<ZodTypeProvider>();
  // The request id is the correlation id of what it records and of its log lines: quotable.
  // Set first, so even an answer refused by a later hook carries it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  await setupHttp(app, { imageOrigins: options.imageOrigins ?? [] });
  // API answers over 1 KB go compressed (brotli or gzip, as the client accepts); built files
  // are compressed once at build time and served as they are (serveClient).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Answers up to 64 KB (a long My Donations) are compressed in one call, at most ~0.2 ms,
    // rather than through a zlib stream on the thread pool: the stream's hand-offs cost two to
    // three times the compression's CPU, on cores the database and the other requests share.
    // The plugin's own default on two cores stops at 8 KB.
    syncThreshold: 65_536,
  });
  await registerSessions(app, {
    store: options.sessions,
    secret: options.sessionSecret,
    secureCookies: options.secureCookies,
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitRedis ? await rateLimitStore(app, options.rateLimitRedis) : {}),
  });
  // Before any route: every route is recorded with its rule, and the rules are enforced.
  enforceAccess(app, options.access);
  enforceAccountLimits(app, options.limits);
  await registerApiDocs(app, { title: options.title });
  // How the service stands is for everyone (load balancers, the curious); what is wrong inside
  // (the parked event, its stream, the error) is for staff, and operators read it in the logs
  // and from `npm run projection -- status`.
  app.get(
    '/health',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      try {
        const details = await options.health();
        if (!details) return { status: 'ok' };
        const { degraded, ...inside } = details;
        const status = degraded ? 'degraded' : 'ok';
        return (await isStaff(options.access, request.session.userId))
          ? { status, ...inside }
          : { status };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );
  await serveClient(
    app,
    options.clientDist,
    appSecurityHeaders({ imageOrigins: options.imageOrigins ?? [] })['content-security-policy'] ??
      '',
  );
  return app;
}

/**
 * The rate limit's Redis store: its own connection, closed with the app, failing fast as the
 * plugin's documentation advises. Should Redis be away, a request is let through rather than
 * failed (`skipOnError`), as the account limits go on rather than refuse writes; the
 * connection's errors are logged.
 */
async function rateLimitStore(app: FastifyInstance, target: RedisTarget) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(target.url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // An EventEmitter without an 'error' listener throws: a Redis hiccup would crash the service.
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: `${target.prefix}-rate-limit-`, skipOnError: true };
}

/** Whether the signed-in person (if any) holds a staff role. */
async function isStaff(access: AccessResolver, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const member = await access.member(userId);
  return (member?.staffRoles.length ?? 0) > 0;
}

/**
 * Static files of the client build; every other GET of a page gets index.html (client routing),
 * or the page prerendered in the visitor's language where the build has it.
 */
async function serveClient(
  app: FastifyInstance,
  clientDist: string | undefined,
  contentSecurityPolicy: string,
): Promise<void> {
  const indexHtml = clientDist
    ? await readFile(join(clientDist, 'index.html'), 'utf8').catch(() => null)
    : null;
  if (clientDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      index: false,
      // The .br and .gz the build wrote beside each file.
      preCompressed: true,
      setHeaders: (reply, path) => {
        if (path.includes(`${sep}assets${sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker, the manifests and robots.txt keep their names across releases:
        // always revalidated, so a new version is found at once.
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  const prerendered =
    clientDist && indexHtml
      ? await loadPrerenderedPages(clientDist, contentSecurityPolicy, {
          readList: (url) => readOwnList(app, url),
          log: app.log,
        })
      : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (indexHtml && request.method === 'GET' && !API_PATHS.test(path)) {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie');
      if (await prerendered?.send(request, reply, path)) return reply;
      return reply.send(indexHtml);
    }
    return reply.code(404).send(notFoundBody(request.method, request.url));
  });
}

/**
 * A list's first page as this server answers a visitor, asked of its own routes in process; null
 * where it does not answer the list (a service without the read side).
 */
async function readOwnList(app: FastifyInstance, url: string): Promise<ListAnswer | null> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) return null;
  const headers: Record<string, string> = {};
  for (const name of [TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER]) {
    const value = response.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { body: response.body, headers };
}
