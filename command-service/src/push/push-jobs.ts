import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { PUSH_SEND_JOB, type PushSendJobData } from '@foodshare/platform/jobs/push-jobs';
import { openPushDevice } from '@foodshare/platform/vault/personal-data-vault';
import type { CommandServiceDeps } from '../deps';
import { jobContext } from '../donations/jobs';

/** A push the device cannot take within a day is news no longer. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one notification to one device (docs/product.md §14). The device is read from the
 * member's push stream when the job runs, so a device turned off meanwhile gets nothing; a 404 or
 * 410 from its push service removes the subscription (a system command on that stream); any
 * other failure is tried again by the queue.
 */
export function registerPushJobs(
  jobs: JobQueue,
  deps: Pick<CommandServiceDeps, 'db' | 'streams' | 'now' | 'push'>,
): void {
  const { sender } = deps.push;
  jobs.process<PushSendJobData>(PUSH_SEND_JOB, async ({ data }) => {
    // Keys taken away since the devices subscribed: push is off, and what was queued is dropped.
    if (!sender) return;
    const { state } = await deps.streams.push.load(data.userId);
    const subscribed = state.devices.get(data.subscriptionId);
    // Gone, or sealed under a key destroyed with the member's account.
    const device = subscribed && (await openPushDevice(deps.db, subscribed.device));
    if (!device) return;
    const outcome = await sender.send(device, data.payload, {
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: data.urgent ? 'high' : 'normal',
    });
    if (outcome === 'sent') return;
    await deps.streams.push.handle(
      data.userId,
      {
        type: 'Unsubscribe',
        userId: data.userId,
        subscriptionId: data.subscriptionId,
        reason: 'gone',
        now: deps.now(),
      },
      jobContext('push-delivery', data),
    );
  });
}
