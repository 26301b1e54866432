import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  EXPIRE_ITEM_JOB,
  expiryJobId,
  type FoodJobData,
  SAFETY_CHECK_JOB,
  safetyCheckJobId,
} from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { AppDatabase } from '@foodshare/platform/read-models';
import { waitForProjections } from '@foodshare/platform/read-your-writes';
import type { Kysely } from 'kysely';

export interface Reconciled {
  readonly safetyChecks: number;
  readonly expiries: number;
}

/**
 * Pending work is rebuilt from the read model on start, so a restart (or a Redis that lost its
 * data, or the in-process queue's memory) loses no safety check and no expiry. Job ids are
 * deterministic: work still queued is not doubled.
 */
export async function reconcileDonationJobs(deps: {
  db: Kysely<AppDatabase>;
  store: EventStore;
  jobs: JobQueue;
  now?: () => Date;
  catchUpTimeoutMs?: number;
}): Promise<Reconciled> {
  const now = deps.now ?? (() => new Date());
  // The read model must have seen everything written before this start, or work would be missed.
  await waitForProjections(deps.db, ['food-items'], await deps.store.headPosition(), {
    timeoutMs: deps.catchUpTimeoutMs ?? 60_000,
    pollMs: 50,
  });
  const job = (itemId: string): FoodJobData => ({
    itemId,
    correlationId: `reconcile-${itemId}`,
    causationId: `reconcile-${itemId}`,
  });

  const pending = await deps.db
    .selectFrom('food_items')
    .select('id')
    .where('review_status', '=', 'pending_check')
    .execute();
  for (const item of pending)
    await deps.jobs.add(SAFETY_CHECK_JOB, job(item.id), { jobId: safetyCheckJobId(item.id) });

  const expiring = await deps.db
    .selectFrom('food_items')
    .select(['id', 'available_until'])
    .where('available_until', 'is not', null)
    .where('status', 'in', ['available', 'reserved'])
    .where('review_status', 'not in', ['rejected', 'withdrawn'])
    .execute();
  for (const item of expiring) {
    if (!item.available_until) continue;
    const until = new Date(item.available_until);
    const delayMs = Math.max(0, until.getTime() - now().getTime());
    await deps.jobs.add(EXPIRE_ITEM_JOB, job(item.id), {
      jobId: expiryJobId(item.id, until.toISOString()),
      delayMs,
    });
  }
  return { safetyChecks: pending.length, expiries: expiring.length };
}
