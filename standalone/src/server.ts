import { type CommandService, createCommandService } from '@foodshare/command-service';
import { createHttpApp } from '@foodshare/platform/http/create-http-app';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import type { Logger } from '@foodshare/platform/logger';
import {
  createProjectionService,
  type FoodJobsReconciled,
  type ProjectionRunner,
} from '@foodshare/projection-service';
import { createQueryService, type QueryService } from '@foodshare/query-service';
import { donationCountsIn } from '@foodshare/read-models/donation-counts';
import { noShowCountsIn } from '@foodshare/read-models/no-show-counts';
import type { FastifyInstance } from 'fastify';

export interface StandaloneOptions {
  readonly infra: Infrastructure;
  readonly logger: Logger;
  readonly sessionSecret: string;
  readonly secureCookies: boolean;
  readonly trustProxy: boolean;
  readonly authRateLimitPerMinute: number;
  readonly platformFeePercent?: number;
  /** A reporter's account younger than this weighs a tenth; 24 hours unless a test sets it. */
  readonly newAccountHours?: number;
  readonly clientDist?: string | undefined;
  readonly readYourWritesTimeoutMs?: number;
  /** How long one look-up of where the projections stand serves the public reads. */
  readonly standingsValidMs?: number;
  /** The map's tile URL template (MAP_TILE_URL); none: maps drawn by the app alone. */
  readonly mapTileUrl?: string | null;
  /** The moderation team's target wait (MODERATION_WAIT_TARGET_MINUTES); default 30. */
  readonly moderationWaitTargetMinutes?: number;
  /**
   * How long a read model no reader here is waiting on lets writes gather before its next batch
   * (default LIVE_GATHER_MS); a read that waits on it ends the pause at once.
   */
  readonly projectionGatherMs?: number;
  /** How a projection retries an event that fails before it parks (the runner's defaults). */
  readonly projectionRetries?: {
    readonly attemptsBeforeParking: number;
    readonly retryBackoffMs: number;
  };
}

export interface Standalone {
  readonly app: FastifyInstance;
  readonly projections: ProjectionRunner;
  /** The command side: its operations serve the demo seed. */
  readonly commands: CommandService['commands'];
  /** The query side: its notification watcher serves every live stream. */
  readonly query: QueryService;
  /**
   * Starts the projection workers and the job workers, and reschedules pending work in the
   * background once the read models have caught up (the HTTP app is started by the caller).
   */
  start(): Promise<void>;
  /** Settles when pending work has been rescheduled, and orphan blobs removed, after `start`. */
  readonly reconciled: Promise<Reconciled>;
  stop(): Promise<void>;
}

/** What a start found to do: food jobs rescheduled, blobs no recorded event wants removed. */
export type Reconciled = FoodJobsReconciled & { readonly orphanBlobsRemoved: number };

/**
 * Readers here wait on the runner here (read-your-writes), and tell it which read models they
 * wait on: those take each batch at once, while the others (and the process managers) take
 * theirs at most this often under a stream of writes, several writes a batch.
 */
const LIVE_GATHER_MS = 200;

/** 'https://{s}.tile.example' from a template: the origin the page fetches tiles from. */
function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? template;
  // A {s} subdomain placeholder is any subdomain, as the CSP writes it.
  return origin.replace('{s}', '*');
}

/** Every service in one process: command and query routes on one app, projections beside them. */
export async function buildStandalone(options: StandaloneOptions): Promise<Standalone> {
  const { infra, logger } = options;
  const projections = createProjectionService({
    infra,
    logger,
    gatherMs: options.projectionGatherMs ?? LIVE_GATHER_MS,
    ...(options.projectionRetries ?? {}),
  });
  const command = createCommandService({
    infra,
    donationCounts: donationCountsIn(infra.db),
    noShowCounts: noShowCountsIn(infra.db),
    signingSecret: options.sessionSecret,
    authRateLimitPerMinute: options.authRateLimitPerMinute,
    platformFeePercent: options.platformFeePercent,
    newAccountHours: options.newAccountHours,
  });
  const app = await createHttpApp({
    logger,
    sessions: infra.sessions,
    sessionSecret: options.sessionSecret,
    secureCookies: options.secureCookies,
    trustProxy: options.trustProxy,
    title: 'FoodShare UAE API',
    // The command side's answer, from each person's own stream, guards reads and writes alike.
    access: command.access,
    limits: infra.limits,
    clientDist: options.clientDist,
    imageOrigins: options.mapTileUrl ? [tileOrigin(options.mapTileUrl)] : [],
    // A parked projection shows here; the rest of the app keeps serving.
    health: () => projections.health(),
  });
  const query = createQueryService({
    db: infra.db,
    store: infra.store,
    readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 2000,
    standingsValidMs: options.standingsValidMs,
    signingSecret: options.sessionSecret,
    mapTileUrl: options.mapTileUrl ?? null,
    ...(options.moderationWaitTargetMinutes !== undefined && {
      moderationWaitTargetMinutes: options.moderationWaitTargetMinutes,
    }),
    logger,
    live: projections.live,
  });
  await app.register(command.routes);
  await app.register(query.routes);
  command.startWorkers();
  let reconcile: (result: Promise<Reconciled>) => void = () => {};
  const reconciled = new Promise<Reconciled>((resolve) => {
    reconcile = (result) => resolve(result);
  });
  // Its failure is logged where it runs; a caller that awaits it still sees it.
  reconciled.catch(() => {});
  let reconciling: Promise<unknown> = Promise.resolve();
  return {
    app,
    projections: projections.runner,
    commands: command.commands,
    query,
    reconciled,
    async start() {
      await projections.start();
      // Pending work first (the projection side logs its failure), then the blobs.
      const result = projections.reconciled.then(async (jobs) => {
        try {
          return { ...jobs, orphanBlobsRemoved: await command.sweepOrphanBlobs() };
        } catch (error) {
          logger.error({ err: error }, 'removing orphan blobs failed');
          throw error;
        }
      });
      reconcile(result);
      reconciling = result.catch(() => {});
    },
    async stop() {
      await app.close();
      // The start's reschedule reads the database: it ends before the connections close.
      await reconciling;
      await projections.stop();
    },
  };
}
