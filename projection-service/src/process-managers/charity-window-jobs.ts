import {
  OFFER_TO_CHARITIES_JOB,
  OPEN_TO_ALL_JOB,
  offerToCharitiesJobId,
  openToAllJobId,
} from '@foodshare/platform/jobs/charity-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { defineProjection, type Projection } from '../projection';

/**
 * The charity-first window (docs/product.md §20): once a listing is approved, offer it to
 * verified charities (the job does nothing for a listing without a window); once offered, open
 * it to everyone at its time. Job ids are deterministic, so handling an event twice schedules
 * nothing twice; a request after the time opens it too, should a queue have lost the job.
 */
export function charityWindowProcessManager(jobs: JobQueue, now: () => Date): Projection {
  return defineProjection({
    name: 'charity-window-jobs',
    version: 1,
    tables: [],
    async createTables() {},
    on: {
      async DonationApproved(event) {
        await jobs.add(
          OFFER_TO_CHARITIES_JOB,
          {
            itemId: event.data.itemId,
            correlationId: event.metadata.correlationId,
            causationId: event.id,
            streamId: event.streamId,
          },
          { jobId: offerToCharitiesJobId(event.data.itemId) },
        );
      },
      async OfferedToCharities(event) {
        const { itemId, opensToAllAt } = event.data;
        await jobs.add(
          OPEN_TO_ALL_JOB,
          {
            itemId,
            correlationId: event.metadata.correlationId,
            causationId: event.id,
            streamId: event.streamId,
          },
          {
            jobId: openToAllJobId(itemId, opensToAllAt),
            delayMs: Math.max(0, new Date(opensToAllAt).getTime() - now().getTime()),
          },
        );
      },
    },
  });
}
