import { pendingFoodWork } from '@foodshare/contracts/food-state';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { scheduleFoodJobs } from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import {
  foldPendingWork,
  type PendingItem,
  pendingItemOf,
  pendingWorkItemOf,
} from '../projections/pending-food-work-rows';
import { readPendingFoodWork } from '../projections/pending-food-work-snapshot';

export interface FoodJobsReconciled {
  readonly safetyChecks: number;
  readonly expiries: number;
  /** Events of the log read: those after the pending-food-work read model's checkpoint. */
  readonly eventsRead: number;
}

const BATCH = 1000;

/**
 * Pending work is rescheduled on start (`ProjectionService.start`, beside the donation-jobs
 * process manager that schedules it as items are posted), so a restart (or a Redis that lost
 * its data, or the in-process queue's memory) loses no safety check and no expiry. The items with work pending
 * are a read model (`pending-food-work`): its rows, plus the log after its checkpoint folded
 * onto them with the same fold, so the start reads the log's tail only, however long the log.
 * Each is asked `pendingFoodWork`, as the process manager asks it when an item is posted, and
 * `scheduleFoodJobs` schedules both. Job ids are deterministic: work still queued is not doubled.
 * An event of the tail that cannot be read is passed over (the read model parks on it and
 * /health says so), so one bad event never stops the rest from being rescheduled.
 */
export async function reconcileFoodJobs(deps: {
  store: EventStore;
  db: Kysely<AppDatabase>;
  jobs: JobQueue;
  now: () => Date;
}): Promise<FoodJobsReconciled> {
  const { checkpoint, rows } = await readPendingFoodWork(deps.db);
  const items = new Map<string, PendingItem | null>();
  for (const row of rows) items.set(row.item_id, pendingItemOf(row));
  let after: Position = checkpoint;
  let eventsRead = 0;
  for (;;) {
    const events = await deps.store.readAll({ after, maxCount: BATCH });
    eventsRead += events.length;
    for (const event of events) {
      const itemId = pendingWorkItemOf(event);
      if (!itemId) continue;
      try {
        foldPendingWork(items, itemId, event);
      } catch {
        // The read model parks on it, and its health says so: the rest is rescheduled.
      }
    }
    const last = events.at(-1);
    if (!last) break;
    after = last.position;
  }
  let safetyChecks = 0;
  let expiries = 0;
  for (const item of items.values()) {
    const work = item && pendingFoodWork(item.state);
    if (!item || !work) continue;
    await scheduleFoodJobs(deps.jobs, work, item.cause, deps.now());
    if (work.safetyCheck) safetyChecks++;
    if (work.expiresAt) expiries++;
  }
  return { safetyChecks, expiries, eventsRead };
}
