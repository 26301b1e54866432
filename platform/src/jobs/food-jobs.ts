import type { FoodWork } from '@foodshare/contracts/food-state';
import { type JobQueue, jobId } from './job-queue';

/**
 * The food jobs: system commands on `food-<id>` streams, scheduled by the process managers
 * (projection-service) and run by the workers (command-service).
 */
export const SAFETY_CHECK_JOB = 'safety-check';
export const EXPIRE_ITEM_JOB = 'expire-item';
/** An item of a deleted account: withdrawn, and its photo deleted. */
export const CLOSE_ITEM_JOB = 'close-account-item';
/** A request of a deleted account: cancelled, so no donor keeps holding food for it. */
export const CLOSE_REQUEST_JOB = 'close-account-request';

/** Which event caused a job: its failures and its events name it (correlation, causation). */
export interface JobCause {
  readonly correlationId: string;
  /** The id of the event that caused the job. */
  readonly causationId: string;
  /** The stream of that event. */
  readonly streamId?: string;
}

/** What a food job needs to act, and to say in its events which event caused it. */
export interface FoodJobData extends JobCause {
  readonly itemId: string;
}

/** What a job on a deleted account's item or request needs: whose it was. */
export interface AccountClosureJobData extends FoodJobData {
  readonly userId: string;
  readonly requestId?: string;
}

/** Deterministic ids: scheduling the same work twice is harmless. */
export const safetyCheckJobId = (itemId: string) => jobId(SAFETY_CHECK_JOB, itemId);
export const expiryJobId = (itemId: string, pickupUntil: string) =>
  jobId(EXPIRE_ITEM_JOB, itemId, pickupUntil);

/**
 * Schedules what an item still waits for (`pendingFoodWork` of its state): the safety check now,
 * the expiry at its time. The one place both are scheduled: by the process manager when an item
 * is posted, and by the start-up reconcile for work a queue may have lost.
 */
export async function scheduleFoodJobs(
  jobs: JobQueue,
  work: FoodWork,
  cause: JobCause,
  now: Date,
): Promise<void> {
  const data: FoodJobData = { itemId: work.itemId, ...cause };
  if (work.safetyCheck)
    await jobs.add(SAFETY_CHECK_JOB, data, { jobId: safetyCheckJobId(work.itemId) });
  if (work.expiresAt) {
    const delayMs = Math.max(0, new Date(work.expiresAt).getTime() - now.getTime());
    await jobs.add(EXPIRE_ITEM_JOB, data, {
      jobId: expiryJobId(work.itemId, work.expiresAt),
      delayMs,
    });
  }
}
