import { donationSubmittedSchema } from '@foodshare/contracts/food-events';
import {
  EXPIRE_ITEM_JOB,
  expiryJobId,
  type FoodJobData,
  SAFETY_CHECK_JOB,
  safetyCheckJobId,
} from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { Projection } from '../projection';

/**
 * After DonationSubmitted: run the automated safety check now, and expire the item at its
 * availableUntil. A checkpointed subscription like any projection (no tables of its own); job ids
 * are deterministic, so handling an event twice schedules nothing twice.
 */
export function donationJobsProcessManager(
  jobs: JobQueue,
  now: () => Date = () => new Date(),
): Projection {
  return {
    name: 'donation-jobs',
    version: 1,
    tables: [],
    async createTables() {},
    handlers: {
      async DonationSubmitted(event) {
        const { data } = donationSubmittedSchema.parse({ type: event.type, data: event.data });
        const job: FoodJobData = {
          itemId: data.itemId,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
        };
        await jobs.add(SAFETY_CHECK_JOB, job, { jobId: safetyCheckJobId(data.itemId) });
        if (data.availableUntil) {
          const delayMs = Math.max(0, new Date(data.availableUntil).getTime() - now().getTime());
          await jobs.add(EXPIRE_ITEM_JOB, job, {
            jobId: expiryJobId(data.itemId, data.availableUntil),
            delayMs,
          });
        }
      },
    },
  };
}
