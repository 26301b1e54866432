import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import {
  PICKUP_REMINDER_JOB,
  type PickupReminderJobData,
} from '@foodshare/platform/jobs/pickup-jobs';
import type { CommandServiceDeps } from '../deps';
import { jobContext } from '../donations/jobs';

/** Beyond this, a reminder that started early is retried (with backoff) rather than waited out. */
const MAX_EARLY_MS = 5000;

/**
 * The worker of the pickup reminders (docs/product.md §10): `SendPickupReminder` on the item's
 * stream, which records the reminder only if it still applies, once. A job that starts a moment
 * before its time waits for it, as the expiry does.
 */
export function registerPickupReminderJobs(
  jobs: JobQueue,
  deps: Pick<CommandServiceDeps, 'streams' | 'now'>,
): void {
  jobs.process<PickupReminderJobData>(PICKUP_REMINDER_JOB, async ({ data }) => {
    const early = Date.parse(data.dueAt) - deps.now().getTime();
    if (early > MAX_EARLY_MS)
      throw new Error(`Reminder ${data.kind} of ${data.itemId} ran ${early} ms early; retried`);
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 1));
    await deps.streams.food.handle(
      data.itemId,
      { type: 'SendPickupReminder', kind: data.kind, requestId: data.requestId, now: deps.now() },
      jobContext('pickup-reminder', data),
    );
  });
}
