import { randomUUID } from 'node:crypto';
import { foodStreamId } from '@foodshare/contracts/food-events';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  EXPIRE_ITEM_JOB,
  type FoodJobData,
  SAFETY_CHECK_JOB,
} from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { handleCommand } from '../command-handler';
import { foodDecider } from './food-decider';

/**
 * The workers: system commands through the same command handler as HTTP. Jobs may run twice or
 * late; the decider re-checks the state, so that is harmless.
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
    await handleCommand(
      deps.store,
      foodStreamId(data.itemId),
      foodDecider,
      { type: 'ExpireItem', now: now() },
      context('expiry', data),
    );
  });
}
