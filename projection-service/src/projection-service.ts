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
import { projectionHealth } from './parking';
import { registerErasureCompaction } from './process-managers/erasure-compaction';
import { type FoodJobsReconciled, reconcileFoodJobs } from './process-managers/food-jobs-reconcile';
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
}

export interface ProjectionService {
  readonly runner: ProjectionRunner;
  /** The live checkpoints as this runner commits them: readers in this process wait on them. */
  readonly live: LiveCheckpoints;
  /**
   * Starts every read model's and process manager's loop (a changed version is rebuilt), then
   * reschedules in the background the pending work a queue may have lost (`reconciled`).
   */
  start(): Promise<void>;
  /** Settles once `start` has rescheduled pending work; its failure is logged here. */
  readonly reconciled: Promise<FoodJobsReconciled>;
  /** What /health says: ok, or degraded with each parked projection's event and error. */
  health(): ReturnType<typeof projectionHealth>;
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
  const impactRebuilds = createImpactRebuildWorker({ db, runner, logger: options.logger });
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
      registerErasureCompaction(infra.jobs, db, options.logger);
      await runner.start();
      impactRebuilds.start();
      const result = reconcileFoodJobs({ store: infra.store, db, jobs: infra.jobs, now });
      reconcile(result);
      reconciling = result.then(
        (done) => options.logger.info(done, 'pending work rescheduled'),
        (error: unknown) =>
          options.logger.error({ err: error }, 'rescheduling pending work failed'),
      );
    },
    health: () => projectionHealth(db),
    async stop() {
      // The start's reschedule reads the database: it ends before the connections close.
      await reconciling;
      await impactRebuilds.stop();
      await runner.stop();
    },
  };
}

export type { FoodJobsReconciled } from './process-managers/food-jobs-reconcile';
export type { Projection } from './projection';
export type { ProjectionRunner } from './runner';
export { ALL_PROJECTIONS };
