import type { JobCause } from './food-jobs';
import { jobId } from './job-queue';

/**
 * The push jobs (docs/product.md §14). The push-delivery process manager schedules a fan-out per
 * event that caused notifications; the fan-out (projection-service, which reads the read models)
 * schedules a send per notification and device; the send (command-service, which holds the
 * VAPID key) posts it to the device's push service.
 */
export const PUSH_FAN_OUT_JOB = 'push-fan-out';
export const PUSH_SEND_JOB = 'push-send';

export interface PushFanOutJobData extends JobCause {
  /** The event's item: its donor and requesters may be told of the event. */
  readonly itemId: string;
  /** The ids the event names (its requester, reporter, moderator…): others it may concern. */
  readonly people: readonly string[];
  /** The event's position in the log: the fan-out waits for the read models to pass it. */
  readonly position: string;
}

export interface PushSendJobData extends JobCause {
  readonly userId: string;
  readonly subscriptionId: string;
  readonly notificationId: string;
  /** The JSON the service worker receives (contracts' PushPayload). */
  readonly payload: string;
  readonly urgent: boolean;
}

/** One fan-out per event. */
export const pushFanOutJobId = (eventId: string) => jobId(PUSH_FAN_OUT_JOB, eventId);
/** One send per notification and device: never the same news twice on one device. */
export const pushSendJobId = (notificationId: string, subscriptionId: string) =>
  jobId(PUSH_SEND_JOB, notificationId, subscriptionId);
