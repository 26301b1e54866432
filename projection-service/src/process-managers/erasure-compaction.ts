import { compactAfterErasure } from '@foodshare/platform/database/erasure-compaction';
import { parsePosition } from '@foodshare/platform/event-store/event-store';
import {
  COMPACT_AFTER_ERASURE_JOB,
  type ErasureCompactionJobData,
} from '@foodshare/platform/jobs/erasure-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { Logger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import { PROJECTION_NAMES } from '@foodshare/read-models/names';
import { projectionProgress } from '@foodshare/read-models/progress';
import type { Kysely } from 'kysely';
import type { LeaseProvider } from '../leases/lease-provider';
import { underLease } from '../leases/under-lease';

/** How long one attempt waits for the read models to forget the person before it retries. */
const READ_MODELS_WAIT_MS = 30_000;
/** The lease a compaction runs under: one at a time over every instance. */
export const ERASURE_COMPACTION_LEASE = 'erasure-compaction';
/** How long a job waits for another instance's compaction to end before it is retried. */
const LEASE_WAIT_MS = 30_000;

/**
 * Runs the compaction the account-closure process manager schedules after UserDeleted: once
 * every read model has passed the deletion (and so forgotten the person), every table but the
 * event log is rewritten and the write-ahead log moved on (see `compactAfterErasure`). Done once
 * per account: a rebuild that schedules it again finds it done. It runs under a lease, so two
 * instances never rewrite the tables at once.
 */
export function registerErasureCompaction(
  jobs: JobQueue,
  db: Kysely<AppDatabase>,
  logger: Pick<Logger, 'info' | 'warn'>,
  leases: LeaseProvider,
): void {
  const progress = projectionProgress(db);
  jobs.process<ErasureCompactionJobData>(
    COMPACT_AFTER_ERASURE_JOB,
    async ({ data }) => {
      const done = await db
        .selectFrom('erasure_compactions')
        .select('user_id')
        .where('user_id', '=', data.userId)
        .executeTakeFirst();
      if (done) return;
      const position = parsePosition(data.position);
      if (!position) throw new Error(`Not a position: ${data.position}`);
      const passed = await progress.waitUntilPassed(PROJECTION_NAMES, position, {
        timeoutMs: READ_MODELS_WAIT_MS,
      });
      // A parked read model still holds the person: the job is retried after the operator acts.
      if (!passed) throw new Error('The read models have not yet passed the account’s deletion');
      const { tables, walReleased } = await underLease(
        leases,
        ERASURE_COMPACTION_LEASE,
        { waitMs: LEASE_WAIT_MS, busy: 'Another instance is compacting the tables' },
        () => compactAfterErasure(db, logger),
      );
      await db
        .insertInto('erasure_compactions')
        .values({ user_id: data.userId, compacted_at: new Date() })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      logger.info(
        { userId: data.userId, tables: tables.length, walReleased },
        'compacted the tables after an erasure',
      );
    },
    // Rewrites take the tables' locks: one at a time.
    { concurrency: 1 },
  );
}
