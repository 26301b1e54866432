import { randomUUID } from 'node:crypto';
import { foodStreamId } from '@foodshare/contracts/food-events';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  EXPIRE_ITEM_JOB,
  type FoodJobData,
  SAFETY_CHECK_JOB,
} from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { handleCommand, loadState } from '../command-handler';
import { foodDecider } from './food-decider';

/** Beyond this, a job that started early is retried (with backoff) rather than waited out. */
const MAX_EARLY_MS = 5000;

/**
 * The workers: system commands through the same command handler as HTTP. Jobs may run twice or
 * late; the decider re-checks the state, so that is harmless. An early expiry job waits.
 */
export function registerDonationJobs(
  jobs: JobQueue,
  deps: { store: EventStore; now?: () => Date },
): void {
  const now = deps.now ?? (() => new Date());
  const context = (process: string, data: FoodJobData) => ({
    actor: `system:${process}`,
    correlationId: data.correlationId || randomUUID(),
    causationId: data.causationId,
  });
  jobs.process<FoodJobData>(SAFETY_CHECK_JOB, async ({ data }) => {
    await handleCommand(
      deps.store,
      foodStreamId(data.itemId),
      foodDecider,
      { type: 'RunSafetyCheck', now: now() },
      context('safety-check', data),
    );
  });
  jobs.process<FoodJobData>(EXPIRE_ITEM_JOB, async ({ data }) => {
    // Timers round and clocks drift: a delayed job can start a moment before its time. The
    // decider would then (rightly) do nothing and the expiry be lost, so wait out the rest.
    const { state } = await loadState(deps.store, foodStreamId(data.itemId), foodDecider);
    const early =
      state.exists && state.availableUntil
        ? new Date(state.availableUntil).getTime() - now().getTime()
        : 0;
    if (early > MAX_EARLY_MS)
      throw new Error(`Expiry of ${data.itemId} ran ${early} ms early; it is retried`);
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 1));
    await handleCommand(
      deps.store,
      foodStreamId(data.itemId),
      foodDecider,
      { type: 'ExpireItem', now: now() },
      context('expiry', data),
    );
  });
}
