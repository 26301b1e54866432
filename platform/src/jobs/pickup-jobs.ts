import type { ReminderKind } from '@foodshare/contracts/pickups';
import type { FoodJobData } from './food-jobs';
import { jobId } from './job-queue';

/**
 * The pickup reminders (docs/product.md §10): scheduled by the `pickup-reminders` process manager
 * (projection-service), cancelled by it when they no longer apply, run by the workers
 * (command-service) as `SendPickupReminder` on the item's stream.
 */
export const PICKUP_REMINDER_JOB = 'pickup-reminder';

export interface PickupReminderJobData extends FoodJobData {
  readonly kind: ReminderKind;
  /** The reservation it is about; null for the donor's unanswered requests. */
  readonly requestId: string | null;
  /** When it is due (ISO): a job that starts a moment early waits for it. */
  readonly dueAt: string;
}

/** Deterministic: one reminder of a kind per request (or per item), scheduled at most once. */
export const pickupReminderJobId = (itemId: string, kind: ReminderKind, requestId: string | null) =>
  jobId(PICKUP_REMINDER_JOB, itemId, kind, requestId ?? 'item');
