import { randomUUID } from 'node:crypto';
import {
  EXPIRE_ITEM_JOB,
  type FoodJobData,
  type JobCause,
  SAFETY_CHECK_JOB,
} from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { CommandContext } from '../command-handling/decider';
import type { CommandServiceDeps } from '../deps';

/** Beyond this, a job that started early is retried (with backoff) rather than waited out. */
const MAX_EARLY_MS = 5000;

/** A system command's context: the process that acts, and the event that caused it. */
export function jobContext(process: string, cause: JobCause): CommandContext {
  return {
    actor: `system:${process}`,
    correlationId: cause.correlationId || randomUUID(),
    causationId: cause.causationId,
  };
}

/**
 * The workers: system commands through the same stream handlers as HTTP. Jobs may run twice or
 * late; the decider re-checks the state, so that is harmless. An early expiry job waits.
 */
export function registerDonationJobs(
  jobs: JobQueue,
  deps: Pick<CommandServiceDeps, 'streams' | 'now'>,
): void {
  const { now } = deps;
  jobs.process<FoodJobData>(SAFETY_CHECK_JOB, async ({ data }) => {
    await deps.streams.food.handle(
      data.itemId,
      { type: 'RunSafetyCheck', now: now() },
      jobContext('safety-check', data),
    );
  });
  jobs.process<FoodJobData>(EXPIRE_ITEM_JOB, async ({ data }) => {
    // Timers round and clocks drift: a delayed job can start a moment before its time. The
    // decider would then (rightly) do nothing and the expiry be lost, so wait out the rest.
    const { state } = await deps.streams.food.load(data.itemId);
    const early =
      state.exists && state.pickupUntil
        ? new Date(state.pickupUntil).getTime() - now().getTime()
        : 0;
    if (early > MAX_EARLY_MS)
      throw new Error(`Expiry of ${data.itemId} ran ${early} ms early; it is retried`);
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 1));
    await deps.streams.food.handle(
      data.itemId,
      { type: 'ExpireItem', now: now() },
      jobContext('expiry', data),
    );
  });
}
