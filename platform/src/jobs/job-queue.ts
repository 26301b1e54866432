/**
 * The job-queue port. Process managers schedule system commands through it (the safety check
 * after a donation is submitted, an item's expiry at its `pickupUntil`); workers run them.
 * Two adapters implement it — BullMQ on Redis and an in-process queue for the standalone shape —
 * and both must pass `job-queue-conformance.ts`.
 *
 * Delivery is at least once: a job can run again after a crash, a forced shutdown or a retry,
 * and a delayed job runs at least its delay later, never exactly then. Handlers therefore
 * re-check the current state and decide idempotently.
 */
import type { Logger } from '../logger';

export interface JobOptions {
  /**
   * Deterministic, so scheduling the same work twice is harmless. Unique within one job name.
   * Must not contain ':' nor be all digits (BullMQ rejects both): build it with `jobId`.
   */
  jobId: string;
  /** Run no earlier than this many milliseconds from now. Any length, days included. */
  delayMs?: number;
  /** Tries in all, the first included. Defaults to `DEFAULT_ATTEMPTS`. */
  attempts?: number;
  /** The wait before the first retry; each later retry waits twice the one before. */
  backoffMs?: number;
}

export interface Job<T> {
  readonly id: string;
  readonly name: string;
  readonly data: T;
  /** 1 on the first try. */
  readonly attempt: number;
}

/** A rejection is a failed attempt: retried with backoff until the attempts run out. */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  /**
   * Schedules a job. Adding one whose id is already waiting, delayed (a retry's backoff
   * included) or active under the same name is a no-op; once it has completed or used up its
   * attempts, the id is free again. A handler that re-adds its own id is therefore ignored.
   * `data` must survive JSON: it is stored as JSON by every adapter.
   */
  add<T>(name: string, data: T, options: JobOptions): Promise<void>;
  /**
   * Takes back a job that no longer applies (a reminder whose reservation was cancelled): one
   * waiting or delayed under this name and id is removed; an active one, or none, is left be.
   */
  cancel(name: string, jobId: string): Promise<void>;
  /** Registers the one handler for a job name; jobs added before it wait for it. */
  process<T>(name: string, handler: JobHandler<T>, options?: { concurrency?: number }): void;
  /**
   * Stops taking jobs, waits for active ones up to `timeoutMs` (default
   * `DEFAULT_CLOSE_TIMEOUT_MS`), then stops. A job still running then is abandoned, and runs
   * again where the adapter keeps jobs (BullMQ); `add` afterwards rejects.
   */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 2_000;
export const DEFAULT_CLOSE_TIMEOUT_MS = 10_000;

export class InvalidJobIdError extends Error {
  override readonly name = 'InvalidJobIdError';
  constructor(readonly jobId: string) {
    super(
      `Job id ${JSON.stringify(jobId)} is empty, all digits or contains ':'; build it with jobId()`,
    );
  }
}

/**
 * A valid job id from what names the work, e.g. `jobId('expire', itemId)`. Each part is
 * percent-encoded (which removes ':' and '/') and the parts are joined with '/', so different
 * parts never give the same id, and two parts always contain a '/', so never all digits.
 */
export function jobId(kind: string, key: string, ...more: string[]): string {
  return [kind, key, ...more].map((part) => encodeURIComponent(part)).join('/');
}

export function assertValidJobId(id: string): void {
  if (id === '' || id.includes(':') || /^-?\d+$/.test(id)) throw new InvalidJobIdError(id);
}

/** Job names become BullMQ queue names, which may not contain ':' either. */
export function assertValidJobName(name: string): void {
  if (name === '' || name.includes(':')) {
    throw new Error(`Job name ${JSON.stringify(name)} is empty or contains ':'`);
  }
}

/** The wait before the retry that follows failed attempt `attempt`, as BullMQ computes it. */
export function retryDelayMs(backoffMs: number, attempt: number): number {
  return Math.round(backoffMs * 2 ** (attempt - 1));
}

/**
 * What a job's data says of its cause, for its log lines: the event that caused it (its id and
 * stream) and the correlation id of the command behind that event. Jobs scheduled by a process
 * manager carry them (`JobCause` of food-jobs.ts).
 */
export function jobCauseOf(data: unknown): {
  eventId?: string;
  streamId?: string;
  correlationId?: string;
} {
  if (typeof data !== 'object' || data === null) return {};
  const text = (key: string) => {
    const value: unknown = Reflect.get(data, key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const cause = {
    eventId: text('causationId'),
    streamId: text('streamId'),
    correlationId: text('correlationId'),
  };
  return Object.fromEntries(Object.entries(cause).filter(([, value]) => value !== undefined));
}

/**
 * One log line per failed attempt, the same from both adapters: a warning while retries are
 * left, an error when the job is given up, which is what an operator alerts on. It names the
 * event that caused the job, its stream and the correlation id, to follow it back.
 */
export function logJobFailure(
  logger: Logger,
  failure: { id: string; name: string; data?: unknown; attempt: number; attempts: number },
  error: unknown,
): void {
  const context = {
    jobId: failure.id,
    jobName: failure.name,
    ...jobCauseOf(failure.data),
    attempt: failure.attempt,
    err: error,
  };
  if (failure.attempt < failure.attempts) {
    logger.warn(
      { ...context, attempts: failure.attempts },
      'job attempt failed; it will be retried',
    );
  } else {
    logger.error({ ...context, attempts: failure.attempts }, 'job failed on its last attempt');
  }
}
