import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { Logger } from '@foodshare/platform/logger';
import { withReadModels } from '@foodshare/read-models/database';
import { PROJECTION_NAMES } from '@foodshare/read-models/names';
import { type LiveCheckpoints, liveCheckpoints } from '@foodshare/read-models/progress';
import type { Kysely } from 'kysely';
import { ALL_PROJECTIONS, allSubscribers } from './all-projections';
import { createImpactRebuildWorker } from './impact-rebuild-worker';
import { inProcessLeases, type LeaseProvider } from './leases/lease-provider';
import { createOwnership } from './leases/ownership';
import { projectionHealth } from './parking';
import { registerErasureCompaction } from './process-managers/erasure-compaction';
import { type FoodJobsReconciled, reconcileFoodJobs } from './process-managers/food-jobs-reconcile';
import { reconcilePickupReminders } from './process-managers/pickup-reminders';
import { registerPushFanOut } from './process-managers/push-delivery';
import { reconcileSurplusJobs } from './process-managers/surplus-reconcile';
import { PROCESS_MANAGER_NAMES } from './projection-names';
import { createProjectionRunner, type ProjectionRunner } from './runner';

export interface ProjectionServiceOptions {
  /** The parts it stands on; the process managers schedule their jobs on `jobs`. */
  readonly infra: {
    readonly store: EventStore;
    readonly db: Kysely<PlatformTables>;
    readonly jobs: JobQueue;
  };
  readonly logger: Logger;
  readonly batchSize?: number;
  /** Events per batch of a rebuild from 0 (the runner's default else). */
  readonly rebuildBatchSize?: number;
  /** Attempts at one failing event before its projection parks (the runner's default else). */
  readonly attemptsBeforeParking?: number;
  /** The pause after an event's first failed attempt, doubled after each. */
  readonly retryBackoffMs?: number;
  /**
   * How long a live read model that no reader of this process waits on lets events gather
   * before its next batch (the runner's `gather`; process managers never wait): for a process
   * whose readers wait on the runner here (standalone). Default 0, every batch at once.
   */
  readonly gatherMs?: number;
  readonly now?: () => Date;
  /**
   * Who runs which read model and process manager, when several instances share the database
   * (`postgresLeases`): each runs on the instance holding its lease, the leases shared out over
   * the instances alive. Default: in-process, this process runs them all (the standalone).
   */
  readonly leases?: LeaseProvider;
  /** How often the instance looks for free leases and counts the instances (default 1 s). */
  readonly leasePollMs?: number;
}

export interface ProjectionService {
  readonly runner: ProjectionRunner;
  /** The live checkpoints as this runner commits them: readers in this process wait on them. */
  readonly live: LiveCheckpoints;
  /**
   * Takes this instance's share of the leases and starts those read models' and process
   * managers' loops (a changed version is rebuilt, here), then reschedules in the background
   * the pending work a queue may have lost (`reconciled`).
   */
  start(): Promise<void>;
  /** The read models and process managers running here now (their leases held here). */
  running(): readonly string[];
  /** Settles once `start` has rescheduled pending work; its failure is logged here. */
  readonly reconciled: Promise<FoodJobsReconciled>;
  /** What /health says: ok, or degraded with each parked projection's event and error. */
  health(): ReturnType<typeof projectionHealth>;
  /**
   * Takes no new batch, lets each batch in flight finish, gives the leases back (another
   * instance takes them at its next look), and stops the workers.
   */
  stop(): Promise<void>;
}

/** Every live loop may gather: a reader waiting on a read model ends its pause at once. */
const GATHERING: ReadonlySet<string> = new Set([...PROJECTION_NAMES, ...PROCESS_MANAGER_NAMES]);

/** The projection side's composition root, used by its own main and by standalone. */
export function createProjectionService(options: ProjectionServiceOptions): ProjectionService {
  const { infra, batchSize, rebuildBatchSize, attemptsBeforeParking, retryBackoffMs, gatherMs } =
    options;
  const db = withReadModels(infra.db);
  const live = liveCheckpoints();
  const now = options.now ?? (() => new Date());
  const runner = createProjectionRunner({
    live,
    store: infra.store,
    db,
    projections: allSubscribers(infra.jobs, now),
    logger: options.logger,
    ...(batchSize ? { batchSize } : {}),
    ...(rebuildBatchSize ? { rebuildBatchSize } : {}),
    ...(attemptsBeforeParking ? { attemptsBeforeParking } : {}),
    ...(retryBackoffMs ? { retryBackoffMs } : {}),
    // No reader waits on a process manager: under a stream of writes each takes several a batch.
    ...(gatherMs ? { gather: { ms: gatherMs, names: GATHERING } } : {}),
  });
  const leases = options.leases ?? inProcessLeases();
  const ownership = createOwnership({
    leases,
    names: runner.names(),
    start: (name) => runner.startProjection(name),
    stop: (name) => runner.stopProjection(name),
    logger: options.logger,
    ...(options.leasePollMs ? { pollMs: options.leasePollMs } : {}),
  });
  const impactRebuilds = createImpactRebuildWorker({
    db,
    runner,
    logger: options.logger,
    leases,
  });
  let reconcile: (result: Promise<FoodJobsReconciled>) => void = () => {};
  const reconciled = new Promise<FoodJobsReconciled>((resolve) => {
    reconcile = resolve;
  });
  // Its failure is logged in `start`; a caller that awaits it still sees it.
  reconciled.catch(() => {});
  let reconciling: Promise<unknown> = Promise.resolve();
  return {
    runner,
    live,
    reconciled,
    async start() {
      registerErasureCompaction(infra.jobs, db, options.logger, leases);
      registerPushFanOut(infra.jobs, db, now);
      await ownership.start();
      impactRebuilds.start();
      const result = reconcileFoodJobs({ store: infra.store, db, jobs: infra.jobs, now });
      reconcile(result);
      reconciling = result
        .then(
          (done) => options.logger.info(done, 'pending work rescheduled'),
          (error: unknown) =>
            options.logger.error({ err: error }, 'rescheduling pending work failed'),
        )
        // Recurring surplus: each active template's next day (its read model may not exist yet
        // on a first start, when there is nothing to reschedule).
        .then(() => reconcileSurplusJobs({ db, jobs: infra.jobs, now }))
        .then(
          (templates) => options.logger.info({ templates }, 'recurring surplus rescheduled'),
          (error: unknown) =>
            options.logger.warn({ err: error }, 'rescheduling recurring surplus failed'),
        )
        // Pickup reminders still to come, from the pickup-reminders process manager's tables.
        .then(() => reconcilePickupReminders({ db, jobs: infra.jobs, now }))
        .then(
          (reminders) => options.logger.info({ reminders }, 'pickup reminders rescheduled'),
          (error: unknown) =>
            options.logger.warn({ err: error }, 'rescheduling pickup reminders failed'),
        );
    },
    running: () => ownership.running(),
    health: () => projectionHealth(db),
    async stop() {
      // The start's reschedule reads the database: it ends before the connections close.
      await reconciling;
      await impactRebuilds.stop();
      // Each loop's batch in flight finishes, then its lease is given back with the others.
      await ownership.stop();
      await runner.stop();
    },
  };
}

export type { FoodJobsReconciled } from './process-managers/food-jobs-reconcile';
export type { Projection } from './projection';
export type { ProjectionRunner } from './runner';
export { ALL_PROJECTIONS };
