import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { PROJECTION_NAMES, type ProjectionName } from '@foodshare/read-models/names';
import { accountClosureProcessManager } from './process-managers/account-closure';
import { charityWindowProcessManager } from './process-managers/charity-window-jobs';
import { donationJobsProcessManager } from './process-managers/donation-jobs';
import { pickupRemindersProcessManager } from './process-managers/pickup-reminders';
import { pushDeliveryProcessManager } from './process-managers/push-delivery';
import { surplusScheduleProcessManager } from './process-managers/surplus-schedule';
import type { Projection } from './projection';
import type { ProcessManagerName } from './projection-names';
import { caseworkProjection } from './projections/casework';
import { charitiesProjection } from './projections/charities';
import { collectionHubsProjection } from './projections/collection-hubs';
import { foodItemsProjection } from './projections/food-items';
import { impactProjection } from './projections/impact';
import { moderationProjection } from './projections/moderation';
import { moderationMetricsProjection } from './projections/moderation-metrics';
import { notificationSettingsProjection } from './projections/notification-settings';
import { notificationsProjection } from './projections/notifications';
import { pendingFoodWorkProjection } from './projections/pending-food-work';
import { staffAuditProjection } from './projections/staff-audit';
import { staffInboxProjection } from './projections/staff-inbox';
import { statsProjection } from './projections/stats';
import { surplusTemplatesProjection } from './projections/surplus-templates';
import { usersProjection } from './projections/users';

/** The read models, by name: rebuildable from the log at any time. A new one is one line here. */
const READ_MODELS: Record<ProjectionName, Projection> = {
  users: usersProjection,
  stats: statsProjection,
  'food-items': foodItemsProjection,
  'collection-hubs': collectionHubsProjection,
  notifications: notificationsProjection,
  'notification-settings': notificationSettingsProjection,
  moderation: moderationProjection,
  'moderation-metrics': moderationMetricsProjection,
  'staff-inbox': staffInboxProjection,
  'staff-audit': staffAuditProjection,
  'impact-v1': impactProjection('v1'),
  'impact-v2': impactProjection('v2'),
  'pending-food-work': pendingFoodWorkProjection,
  casework: caseworkProjection,
  charities: charitiesProjection,
  'surplus-templates': surplusTemplatesProjection,
};

export const ALL_PROJECTIONS: readonly Projection[] = PROJECTION_NAMES.map(
  (name) => READ_MODELS[name],
);

/** The process managers: subscribers that schedule system commands as jobs. */
export function processManagers(
  jobs: JobQueue,
  now: () => Date,
): Record<ProcessManagerName, Projection> {
  return {
    'donation-jobs': donationJobsProcessManager(jobs, now),
    'account-closure': accountClosureProcessManager(jobs),
    'charity-window-jobs': charityWindowProcessManager(jobs, now),
    'surplus-schedule': surplusScheduleProcessManager(jobs, now),
    'pickup-reminders': pickupRemindersProcessManager(jobs, now),
    'push-delivery': pushDeliveryProcessManager(jobs, now),
  };
}

/** Read models plus the process managers. */
export function allSubscribers(jobs: JobQueue, now: () => Date): readonly Projection[] {
  return [...ALL_PROJECTIONS, ...Object.values(processManagers(jobs, now))];
}

export function projectionNamed(name: string): Projection | undefined {
  return ALL_PROJECTIONS.find((projection) => projection.name === name);
}
