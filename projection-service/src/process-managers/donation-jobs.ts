import { evolveFood, initialFoodState, pendingFoodWork } from '@foodshare/contracts/food-state';
import { scheduleFoodJobs } from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { defineProjection, type Projection } from '../projection';

/**
 * After DonationSubmitted: run the automated safety check now, and expire the item at its
 * pickupUntil. A checkpointed subscription like any projection (no tables of its own); job ids
 * are deterministic, so handling an event twice schedules nothing twice. The start-up reconcile
 * schedules with the same `scheduleFoodJobs`, from the same `pendingFoodWork`.
 */
export function donationJobsProcessManager(jobs: JobQueue, now: () => Date): Projection {
  return defineProjection({
    name: 'donation-jobs',
    version: 1,
    tables: [],
    async createTables() {},
    on: {
      async DonationSubmitted(event) {
        const work = pendingFoodWork(evolveFood(initialFoodState, event));
        if (!work) return;
        await scheduleFoodJobs(
          jobs,
          work,
          {
            correlationId: event.metadata.correlationId,
            causationId: event.id,
            streamId: event.streamId,
          },
          now(),
        );
      },
    },
  });
}
