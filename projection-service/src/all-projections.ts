import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { donationJobsProcessManager } from './process-managers/donation-jobs';
import type { Projection } from './projection';
import { collectionHubsProjection } from './projections/collection-hubs';
import { foodItemsProjection } from './projections/food-items';
import { notificationsProjection } from './projections/notifications';
import { statsProjection } from './projections/stats';
import { usersProjection } from './projections/users';

/** The read models: rebuildable from the log at any time. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  usersProjection,
  statsProjection,
  foodItemsProjection,
  collectionHubsProjection,
  notificationsProjection,
];

/** Read models plus the process managers that schedule jobs. */
export function allSubscribers(jobs: JobQueue): readonly Projection[] {
  return [...ALL_PROJECTIONS, donationJobsProcessManager(jobs)];
}

export function projectionNamed(name: string): Projection | undefined {
  return ALL_PROJECTIONS.find((projection) => projection.name === name);
}
