import { DomainError } from '@foodshare/contracts/errors';
import {
  type AccountClosureJobData,
  CLOSE_ITEM_JOB,
  CLOSE_REQUEST_JOB,
} from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { CommandServiceDeps } from '../deps';
import { jobContext } from '../donations/jobs';
import { foodPhotoKey } from '../donations/photo';

/**
 * What follows a deleted account, as system commands on behalf of the person it was: each of
 * their items is withdrawn (whatever its status: a pickup address is theirs too) and its photo
 * deleted; each of their requests is cancelled, so no donor keeps answering, or holding food
 * for, an account that is gone. The account-closure process manager schedules them on
 * UserDeleted (and for anything of the account recorded after it); each decides from the item's
 * own stream, and one already closed is left as it is.
 */
export function registerAccountClosureJobs(
  jobs: JobQueue,
  deps: Pick<CommandServiceDeps, 'streams' | 'blobs' | 'now'>,
): void {
  jobs.process<AccountClosureJobData>(CLOSE_ITEM_JOB, async ({ data }) => {
    await ignoringClosed(() =>
      deps.streams.food.handle(
        data.itemId,
        { type: 'WithdrawItem', actorId: data.userId, now: deps.now() },
        jobContext('account-closure', data),
      ),
    );
    await deps.blobs.delete(foodPhotoKey(data.itemId));
  });
  jobs.process<AccountClosureJobData>(CLOSE_REQUEST_JOB, async ({ data }) => {
    const { requestId } = data;
    if (!requestId) return;
    await ignoringClosed(() =>
      deps.streams.food.handle(
        data.itemId,
        { type: 'CancelRequest', requestId, actorId: data.userId, now: deps.now() },
        jobContext('account-closure', data),
      ),
    );
  });
}

/** Already withdrawn, declined, expired or collected: nothing is left to close. */
async function ignoringClosed(command: () => Promise<unknown>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (
      !(error instanceof DomainError) ||
      (error.code !== 'not_found' && error.code !== 'conflict')
    )
      throw error;
  }
}
