/**
 * The job queue on Redis through BullMQ: jobs survive restarts and are shared by every
 * projection-service replica. One BullMQ Queue and one Worker per job name.
 *
 * Dedup window: BullMQ ignores an add whose id exists in the queue. Completed and finally
 * failed jobs are removed at once, so an id is taken only while its job waits, is delayed (a
 * retry's backoff included) or is active; reconciliation on start can re-schedule anything
 * that was given up. The error log of `logJobFailure` is the record of a job given up.
 */
import { type Job as BullJob, type ConnectionOptions, Queue, Worker } from 'bullmq';
import { createLogger, type Logger } from '../logger';
import {
  assertValidJobId,
  assertValidJobName,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  DEFAULT_CLOSE_TIMEOUT_MS,
  type JobHandler,
  type JobOptions,
  type JobQueue,
  logJobFailure,
} from './job-queue';

export interface BullMqJobQueueOptions {
  /** redis://… */
  url: string;
  /** BullMQ's key prefix: isolates deployments and test runs (never ioredis's keyPrefix). */
  prefix: string;
  logger?: Logger;
}

export function createBullMqJobQueue(options: BullMqJobQueueOptions): JobQueue {
  const logger = (options.logger ?? createLogger({ level: 'info' })).child({
    component: 'job-queue',
  });
  const { prefix } = options;
  // Producers keep ioredis's bounded retries so an add fails while Redis is down instead of
  // hanging; workers must retry forever (BullMQ requires it for their blocking commands).
  const queueConnection: ConnectionOptions = { url: options.url };
  const workerConnection: ConnectionOptions = { url: options.url, maxRetriesPerRequest: null };
  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  /** Handler runs in this process, so close knows when they have finished. */
  const running = new Set<Promise<void>>();
  let closed = false;
  let closing: Promise<void> | undefined;

  function queueFor(name: string): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: queueConnection, prefix });
      // An EventEmitter without an 'error' listener throws: a Redis hiccup would crash us.
      queue.on('error', (error) => logger.error({ err: error, jobName: name }, 'queue error'));
      queues.set(name, queue);
    }
    return queue;
  }

  async function shutDown(timeoutMs: number): Promise<void> {
    closed = true;
    const deadline = Date.now() + timeoutMs;
    // worker.close() would wait forever for a job that never ends, and a later close(true)
    // returns that same pending promise. So: stop fetching, wait for our handlers ourselves
    // until the deadline, then close gracefully, or by force if some are still running
    // (their locks lapse and BullMQ's stalled check hands those jobs to another worker).
    await Promise.all([...workers.values()].map((worker) => worker.pause(true)));
    const drained = await idleBefore(running, deadline);
    if (!drained) logger.warn({ activeJobs: running.size }, 'closing with jobs still running');
    await Promise.all([...workers.values()].map((worker) => worker.close(!drained)));
    await Promise.all([...queues.values()].map((queue) => queue.close()));
  }

  return {
    async add<T>(name: string, data: T, jobOptions: JobOptions): Promise<void> {
      assertValidJobName(name);
      assertValidJobId(jobOptions.jobId);
      if (closed) throw new Error('The job queue is closed');
      await queueFor(name).add(name, data, {
        jobId: jobOptions.jobId,
        delay: Math.max(0, jobOptions.delayMs ?? 0),
        attempts: Math.max(1, jobOptions.attempts ?? DEFAULT_ATTEMPTS),
        backoff: { type: 'exponential', delay: jobOptions.backoffMs ?? DEFAULT_BACKOFF_MS },
        removeOnComplete: true,
        removeOnFail: true,
      });
    },

    async cancel(name: string, jobId: string): Promise<void> {
      assertValidJobName(name);
      assertValidJobId(jobId);
      if (closed) throw new Error('The job queue is closed');
      // Removes a waiting or delayed job; an active one holds its lock and stays (its handler
      // re-checks the state anyway).
      await queueFor(name).remove(jobId);
    },

    process<T>(
      name: string,
      handler: JobHandler<T>,
      processOptions: { concurrency?: number } = {},
    ): void {
      assertValidJobName(name);
      if (workers.has(name)) throw new Error(`Job ${name} already has a handler`);
      const processor = (job: BullJob<T>) => {
        // Through a promise, so even a handler that throws synchronously is a failed attempt.
        const run = Promise.resolve().then(() =>
          handler({
            id: String(job.id),
            name: job.name,
            data: job.data,
            // attemptsMade counts the attempts that failed before this one.
            attempt: job.attemptsMade + 1,
          }),
        );
        const settled = run.then(
          () => {},
          () => {},
        );
        running.add(settled);
        void settled.finally(() => running.delete(settled));
        return run;
      };
      const worker = new Worker<T>(name, processor, {
        connection: workerConnection,
        prefix,
        concurrency: Math.max(1, processOptions.concurrency ?? 1),
      });
      // Every failed attempt passes here, a stalled job's too, not only handler rejections.
      worker.on('failed', (job, error) => {
        if (!job) return;
        const attempts = job.opts.attempts ?? 1;
        const attempt = Math.min(job.attemptsMade, attempts);
        logJobFailure(
          logger,
          { id: String(job.id), name, data: job.data, attempt, attempts },
          error,
        );
      });
      worker.on('error', (error) => logger.error({ err: error, jobName: name }, 'worker error'));
      workers.set(name, worker);
    },

    close(closeOptions: { timeoutMs?: number } = {}): Promise<void> {
      // Idempotent: a second call (a signal handler, then a teardown) waits for the first.
      closing ??= shutDown(closeOptions.timeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS);
      return closing;
    },
  };
}

/**
 * Whether every run settled before the deadline. Loops because a job fetched just before the
 * pause can still start after the first look.
 */
async function idleBefore(running: Set<Promise<void>>, deadline: number): Promise<boolean> {
  while (running.size > 0) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, remaining);
    });
    await Promise.race([Promise.all(running), timedOut]);
    clearTimeout(timer);
  }
  return true;
}
