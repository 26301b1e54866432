import { charityShareKey } from '@foodshare/contracts/charities';
import { uaeToday } from '@foodshare/contracts/safety-check';
import {
  type CharityWindowJobData,
  OFFER_TO_CHARITIES_JOB,
  OPEN_TO_ALL_JOB,
} from '@foodshare/platform/jobs/charity-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import type { CommandServiceDeps } from '../deps';
import { jobContext } from '../donations/jobs';

/** Beyond this, an opening job that started early is retried rather than waited out. */
const MAX_EARLY_MS = 5000;

/**
 * The window's workers (docs/product.md §20): the offer, recorded on the item's stream together
 * with the listing's units on the business's day (what a charity's share is of), and the opening
 * to everyone at its time. Both re-check the item, so running twice or late is harmless.
 */
export function registerCharityWindowJobs(
  jobs: JobQueue,
  deps: Pick<CommandServiceDeps, 'streams' | 'now'>,
): void {
  const { now } = deps;
  jobs.process<CharityWindowJobData>(OFFER_TO_CHARITIES_JOB, async ({ data }) => {
    await deps.streams.across(jobContext('charity-window', data), async (on) => {
      const at = now();
      const { events, before } = await on(deps.streams.food, data.itemId, {
        type: 'OfferToCharities',
        now: at,
      });
      if (events.length === 0 || !before.exists) return;
      const day = uaeToday(at);
      await on(deps.streams.charityShare, charityShareKey(before.donorId, day), {
        type: 'RecordListingOffered',
        businessId: before.donorId,
        day,
        itemId: data.itemId,
        units: before.units,
        now: at,
      });
    });
  });
  jobs.process<CharityWindowJobData>(OPEN_TO_ALL_JOB, async ({ data }) => {
    // As the expiry: a delayed job can start a moment before its time; wait out the rest.
    const { state } = await deps.streams.food.load(data.itemId);
    const opensAt = state.exists ? state.charityWindow?.opensToAllAt : null;
    const early = opensAt ? new Date(opensAt).getTime() - now().getTime() : 0;
    if (early > MAX_EARLY_MS)
      throw new Error(`Opening of ${data.itemId} ran ${early} ms early; it is retried`);
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 1));
    await deps.streams.food.handle(
      data.itemId,
      { type: 'OpenToAll', now: now() },
      jobContext('charity-window', data),
    );
  });
}
