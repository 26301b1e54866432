/**
 * The job queue of the standalone shape (no REDIS_URL): timers in this process, with BullMQ's
 * semantics. Nothing survives a restart — scheduled jobs and pending retries are dropped by
 * `close` or a crash — so process managers reconcile pending work from the read models on start.
 */
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
  retryDelayMs,
} from './job-queue';

/** setTimeout overflows past this (about 24.8 days) and fires at once; longer waits re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Entry {
  readonly key: string;
  readonly id: string;
  readonly name: string;
  readonly data: unknown;
  readonly attempts: number;
  readonly backoffMs: number;
  attempt: number;
  timer?: NodeJS.Timeout;
}

interface Worker {
  readonly handler: JobHandler<unknown>;
  readonly concurrency: number;
  readonly ready: Entry[];
  active: number;
}

export function createInProcessJobQueue(options: { logger?: Logger } = {}): JobQueue {
  const logger = (options.logger ?? createLogger({ level: 'info' })).child({
    component: 'job-queue',
  });
  /** Every job not yet finished, by name and id: the dedup window. */
  const entries = new Map<string, Entry>();
  const workers = new Map<string, Worker>();
  /** Jobs whose name has no handler yet, waiting for `process`, as BullMQ's queues do. */
  const unclaimed = new Map<string, Entry[]>();
  const running = new Set<Promise<void>>();
  let closed = false;
  let closing: Promise<void> | undefined;

  function schedule(entry: Entry, delayMs: number): void {
    const dueAt = Date.now() + delayMs;
    const arm = () => {
      const remaining = dueAt - Date.now();
      // Unref'd: pending jobs alone must not keep a finished process alive; the servers do that.
      entry.timer = setTimeout(
        remaining > MAX_TIMER_MS ? arm : () => makeReady(entry),
        Math.min(Math.max(remaining, 0), MAX_TIMER_MS),
      ).unref();
    };
    arm();
  }

  function makeReady(entry: Entry): void {
    entry.timer = undefined;
    const worker = workers.get(entry.name);
    if (!worker) {
      const waiting = unclaimed.get(entry.name) ?? [];
      waiting.push(entry);
      unclaimed.set(entry.name, waiting);
      return;
    }
    worker.ready.push(entry);
    pump(worker);
  }

  function pump(worker: Worker): void {
    while (!closed && worker.active < worker.concurrency) {
      const entry = worker.ready.shift();
      if (!entry) return;
      worker.active += 1;
      const run = attempt(worker, entry).finally(() => {
        worker.active -= 1;
        running.delete(run);
        pump(worker);
      });
      running.add(run);
    }
  }

  async function attempt(worker: Worker, entry: Entry): Promise<void> {
    const { id, name, data } = entry;
    try {
      await worker.handler({ id, name, data, attempt: entry.attempt });
      entries.delete(entry.key);
    } catch (error) {
      logJobFailure(
        logger,
        { id, name, data, attempt: entry.attempt, attempts: entry.attempts },
        error,
      );
      if (entry.attempt >= entry.attempts || closed) {
        entries.delete(entry.key);
        if (closed && entry.attempt < entry.attempts) {
          logger.warn({ jobId: id, jobName: name }, 'retry dropped at shutdown');
        }
        return;
      }
      const delay = retryDelayMs(entry.backoffMs, entry.attempt);
      entry.attempt += 1;
      schedule(entry, delay);
    }
  }

  async function shutDown(timeoutMs: number): Promise<void> {
    closed = true;
    for (const entry of entries.values()) clearTimeout(entry.timer);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([Promise.allSettled([...running]), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      logger.warn({ activeJobs: running.size, timeoutMs }, 'closed with jobs still running');
    }
  }

  return {
    async add<T>(name: string, data: T, jobOptions: JobOptions): Promise<void> {
      assertValidJobName(name);
      assertValidJobId(jobOptions.jobId);
      if (closed) throw new Error('The job queue is closed');
      const key = `${name}\u0000${jobOptions.jobId}`;
      if (entries.has(key)) return;
      const entry: Entry = {
        key,
        id: jobOptions.jobId,
        name,
        // Round-tripped through JSON as BullMQ stores it, so both adapters hand handlers the
        // same values (a Date arrives as a string) and unserialisable data fails here too.
        data: JSON.parse(JSON.stringify(data ?? null)),
        attempts: Math.max(1, jobOptions.attempts ?? DEFAULT_ATTEMPTS),
        backoffMs: jobOptions.backoffMs ?? DEFAULT_BACKOFF_MS,
        attempt: 1,
      };
      entries.set(key, entry);
      schedule(entry, Math.max(0, jobOptions.delayMs ?? 0));
    },

    async cancel(name: string, jobId: string): Promise<void> {
      assertValidJobName(name);
      assertValidJobId(jobId);
      if (closed) throw new Error('The job queue is closed');
      const key = `${name}\u0000${jobId}`;
      const entry = entries.get(key);
      if (!entry) return;
      // Only a job not yet running: its timer pending, or ready and waiting for a worker.
      const lists = [workers.get(name)?.ready, unclaimed.get(name)];
      const list = lists.find((each) => each?.includes(entry));
      if (entry.timer === undefined && !list) return;
      clearTimeout(entry.timer);
      entry.timer = undefined;
      list?.splice(list.indexOf(entry), 1);
      entries.delete(key);
    },

    process<T>(
      name: string,
      handler: JobHandler<T>,
      processOptions: { concurrency?: number } = {},
    ): void {
      assertValidJobName(name);
      if (workers.has(name)) throw new Error(`Job ${name} already has a handler`);
      const worker: Worker = {
        // Jobs of this name were added with data of type T; the map forgets it.
        handler: handler as JobHandler<unknown>,
        concurrency: Math.max(1, processOptions.concurrency ?? 1),
        ready: unclaimed.get(name) ?? [],
        active: 0,
      };
      unclaimed.delete(name);
      workers.set(name, worker);
      pump(worker);
    },

    close(closeOptions: { timeoutMs?: number } = {}): Promise<void> {
      // Idempotent: a second call (a signal handler, then a teardown) waits for the first.
      closing ??= shutDown(closeOptions.timeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS);
      return closing;
    },
  };
}
