import { jobId } from './job-queue';

/**
 * The food jobs, shared by the process manager that schedules them (projection-service) and
 * the workers that run them (command-service).
 */
export const SAFETY_CHECK_JOB = 'safety-check';
export const EXPIRE_ITEM_JOB = 'expire-item';

/** What a job needs to act, and to say in its events which event caused it. */
export interface FoodJobData {
  readonly itemId: string;
  readonly correlationId: string;
  readonly causationId: string;
}

/** Deterministic ids: scheduling the same work twice is harmless. */
export const safetyCheckJobId = (itemId: string) => jobId(SAFETY_CHECK_JOB, itemId);
export const expiryJobId = (itemId: string, availableUntil: string) =>
  jobId(EXPIRE_ITEM_JOB, itemId, availableUntil);
