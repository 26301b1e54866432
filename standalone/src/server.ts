import { commandRoutes } from '@foodshare/command-service/app';
import { registerDonationJobs } from '@foodshare/command-service/donations/jobs';
import {
  type Reconciled,
  reconcileDonationJobs,
} from '@foodshare/command-service/donations/reconcile';
import { createHttpApp } from '@foodshare/platform/http/create-http-app';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import type { Logger } from '@foodshare/platform/logger';
import { allSubscribers } from '@foodshare/projection-service/all-projections';
import {
  createProjectionRunner,
  type ProjectionRunner,
} from '@foodshare/projection-service/runner';
import { queryRoutes } from '@foodshare/query-service/app';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export interface StandaloneOptions {
  readonly infra: Infrastructure;
  readonly logger: Logger;
  readonly sessionSecret: string;
  readonly secureCookies: boolean;
  readonly trustProxy: boolean;
  readonly authRateLimitPerMinute: number;
  readonly platformFeePercent?: number;
  readonly clientDist?: string | undefined;
  readonly readYourWritesTimeoutMs?: number;
}

export interface Standalone {
  readonly app: FastifyInstance;
  readonly projections: ProjectionRunner;
  /**
   * Starts the projection workers and the job workers, and reschedules pending work in the
   * background once the read models have caught up (the HTTP app is started by the caller).
   */
  start(): Promise<void>;
  /** Settles when pending work has been rescheduled after `start`. */
  readonly reconciled: Promise<Reconciled>;
  stop(): Promise<void>;
}

/** Every service in one process: command and query routes on one app, projections beside them. */
export async function buildStandalone(options: StandaloneOptions): Promise<Standalone> {
  const { infra, logger } = options;
  const app = await createHttpApp({
    logger,
    sessions: infra.sessions,
    sessionSecret: options.sessionSecret,
    secureCookies: options.secureCookies,
    trustProxy: options.trustProxy,
    title: 'FoodShare UAE API',
    clientDist: options.clientDist,
    health: async () => {
      await sql`select 1`.execute(infra.db);
    },
  });
  await app.register(
    commandRoutes({
      store: infra.store,
      db: infra.db,
      blobs: infra.blobs,
      sessions: infra.sessions,
      signingSecret: options.sessionSecret,
      authRateLimitPerMinute: options.authRateLimitPerMinute,
      platformFeePercent: options.platformFeePercent,
    }),
  );
  await app.register(
    queryRoutes({
      db: infra.db,
      readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 2000,
      signingSecret: options.sessionSecret,
    }),
  );
  const projections = createProjectionRunner({
    store: infra.store,
    db: infra.db,
    projections: allSubscribers(infra.jobs),
    logger,
  });
  registerDonationJobs(infra.jobs, { store: infra.store });
  let reconcile: (result: Promise<Reconciled>) => void = () => {};
  const reconciled = new Promise<Reconciled>((resolve) => {
    reconcile = (result) => resolve(result);
  });
  return {
    app,
    projections,
    reconciled,
    async start() {
      await projections.start();
      const result = reconcileDonationJobs({ db: infra.db, store: infra.store, jobs: infra.jobs });
      result.catch((error: unknown) =>
        logger.error({ err: error }, 'rescheduling pending work failed'),
      );
      reconcile(result);
    },
    async stop() {
      await app.close();
      await projections.stop();
    },
  };
}
