import type { FoodJobData } from './food-jobs';
import { jobId } from './job-queue';

/**
 * The charity-first window's jobs (docs/product.md §20): offer a business listing to verified
 * charities once it is listed, then open it to everyone when its window ends. Scheduled by the
 * charity-window process manager, run as system commands on the item's stream.
 */
export const OFFER_TO_CHARITIES_JOB = 'offer-to-charities';
export const OPEN_TO_ALL_JOB = 'open-to-all';

export type CharityWindowJobData = FoodJobData;

/** Deterministic: an item is offered once, and opened once at the time its offer named. */
export const offerToCharitiesJobId = (itemId: string) => jobId(OFFER_TO_CHARITIES_JOB, itemId);
export const openToAllJobId = (itemId: string, opensToAllAt: string) =>
  jobId(OPEN_TO_ALL_JOB, itemId, opensToAllAt);
