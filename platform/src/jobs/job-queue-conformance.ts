/**
 * The behaviour every job-queue adapter must show. Timing checks assert "not before" only,
 * with generous waits for "eventually": a loaded machine may be late, never early.
 */
import { type Logger, pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { InvalidJobIdError, type JobQueue, jobId } from './job-queue';

export interface JobQueueHarness {
  create(options: { logger: Logger }): JobQueue;
  /** Removes whatever the named jobs left behind (BullMQ obliterates their queues). */
  cleanup?(jobNames: string[]): Promise<void>;
}

/** Timers may fire a millisecond early by rounding; Redis and Node clocks differ slightly. */
const CLOCK_TOLERANCE_MS = 15;

interface LogRecord {
  level: number;
  msg: string;
  jobId?: string;
  jobName?: string;
  attempt?: number;
}

function capturingLogger(): { logger: Logger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => records.push(JSON.parse(line)) },
  );
  return { logger, records };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the assertion holds, or fails with its last error. */
async function eventually(assertion: () => void | Promise<void>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(25);
    }
  }
}

export function describeJobQueueConformance(adapter: string, harness: JobQueueHarness): void {
  describe(`job queue conformance: ${adapter}`, () => {
    const names: string[] = [];
    const open: JobQueue[] = [];
    let counter = 0;

    /** A job name of the test's own, so tests never see each other's jobs. */
    function uniqueName(label: string): string {
      counter += 1;
      const name = `${label}-${counter}`;
      names.push(name);
      return name;
    }

    function setUp() {
      const { logger, records } = capturingLogger();
      const queue = harness.create({ logger });
      open.push(queue);
      return { queue, records };
    }

    afterEach(async () => {
      await Promise.all(open.splice(0).map((queue) => queue.close({ timeoutMs: 500 })));
    });

    afterAll(async () => {
      await harness.cleanup?.(names);
    });

    it('runs a job with its data, id, name and attempt number', async () => {
      const { queue } = setUp();
      const name = uniqueName('run');
      const seen: unknown[] = [];
      queue.process<{ itemId: string }>(name, async (job) => {
        seen.push(job);
      });
      await queue.add(name, { itemId: 'a1' }, { jobId: 'job-a1' });
      await eventually(() =>
        expect(seen).toEqual([{ id: 'job-a1', name, data: { itemId: 'a1' }, attempt: 1 }]),
      );
    });

    it('ignores a job added again while the first with its id is pending', async () => {
      const { queue } = setUp();
      const name = uniqueName('dedup');
      const seen: string[] = [];
      await queue.add(name, 'first', { jobId: 'same', delayMs: 200 });
      await queue.add(name, 'second', { jobId: 'same', delayMs: 200 });
      await queue.add(name, 'other', { jobId: 'other', delayMs: 200 });
      queue.process<string>(name, async (job) => {
        seen.push(job.data);
      });
      await eventually(() => expect(seen.sort()).toEqual(['first', 'other']));
      await sleep(300);
      expect(seen.sort()).toEqual(['first', 'other']);
    });

    it('runs a job that was added before its handler was registered', async () => {
      const { queue } = setUp();
      const name = uniqueName('early');
      await queue.add(name, 1, { jobId: 'early-1' });
      await sleep(100);
      const seen: number[] = [];
      queue.process<number>(name, async (job) => {
        seen.push(job.data);
      });
      await eventually(() => expect(seen).toEqual([1]));
    });

    it('accepts an id that was used before once that job has completed', async () => {
      const { queue } = setUp();
      const name = uniqueName('again');
      let runs = 0;
      queue.process(name, async () => {
        runs += 1;
      });
      await queue.add(name, null, { jobId: 'again' });
      await eventually(() => expect(runs).toBe(1));
      // The id frees up just after the handler returns; adding is idempotent, so keep trying.
      await eventually(async () => {
        await queue.add(name, null, { jobId: 'again' });
        expect(runs).toBeGreaterThanOrEqual(2);
      });
    });

    it('cancels a delayed job, which then never runs, and frees its id', async () => {
      const { queue } = setUp();
      const name = uniqueName('cancel');
      const seen: string[] = [];
      queue.process<string>(name, async (job) => {
        seen.push(job.data);
      });
      await queue.add(name, 'cancelled', { jobId: 'reminder', delayMs: 300 });
      await queue.add(name, 'kept', { jobId: 'other', delayMs: 300 });
      await queue.cancel(name, 'reminder');
      // Cancelling what is not there is harmless.
      await queue.cancel(name, 'never-added');
      await eventually(() => expect(seen).toEqual(['kept']));
      await sleep(200);
      expect(seen).toEqual(['kept']);
      await queue.add(name, 'again', { jobId: 'reminder' });
      await eventually(() => expect(seen).toEqual(['kept', 'again']));
    });

    it('does not run a delayed job before its delay', async () => {
      const { queue } = setUp();
      const name = uniqueName('delay');
      const ranAt: number[] = [];
      queue.process(name, async () => {
        ranAt.push(Date.now());
      });
      const addedAt = Date.now();
      await queue.add(name, null, { jobId: 'later', delayMs: 600 });
      await eventually(() => expect(ranAt).toHaveLength(1));
      expect(ranAt[0]! - addedAt).toBeGreaterThanOrEqual(600 - CLOCK_TOLERANCE_MS);
    });

    it('retries a failing job with exponential backoff until it succeeds', async () => {
      const { queue, records } = setUp();
      const name = uniqueName('retry');
      const attempts: { attempt: number; at: number }[] = [];
      queue.process(name, async (job) => {
        attempts.push({ attempt: job.attempt, at: Date.now() });
        if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
      });
      await queue.add(name, null, { jobId: 'flaky', attempts: 5, backoffMs: 150 });
      await eventually(() => expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]));
      const [first, second, third] = attempts;
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(150 - CLOCK_TOLERANCE_MS);
      expect(third!.at - second!.at).toBeGreaterThanOrEqual(300 - CLOCK_TOLERANCE_MS);
      await sleep(200);
      expect(attempts).toHaveLength(3);
      const warnings = records.filter((r) => r.level === 40 && r.jobId === 'flaky');
      expect(warnings.map((r) => r.attempt)).toEqual([1, 2]);
      expect(records.some((r) => r.level >= 50)).toBe(false);
    });

    it('logs a job that used up its attempts and keeps running other jobs', async () => {
      const { queue, records } = setUp();
      const name = uniqueName('doomed');
      const tries: number[] = [];
      const done: string[] = [];
      queue.process<string>(name, async (job) => {
        if (job.data === 'fail') {
          tries.push(job.attempt);
          throw new Error('always fails');
        }
        done.push(job.data);
      });
      await queue.add(name, 'fail', { jobId: 'doomed', attempts: 2, backoffMs: 50 });
      await eventually(() =>
        expect(records.find((r) => r.level === 50 && r.jobId === 'doomed')).toMatchObject({
          jobName: name,
          attempt: 2,
          msg: 'job failed on its last attempt',
        }),
      );
      await sleep(300);
      expect(tries).toEqual([1, 2]);
      await queue.add(name, 'fine', { jobId: 'fine' });
      await eventually(() => expect(done).toEqual(['fine']));
    });

    it('names the event, stream and correlation id that caused a failing job', async () => {
      const { queue, records } = setUp();
      const name = uniqueName('caused');
      queue.process(name, async () => {
        throw new Error('fails');
      });
      const cause = { correlationId: 'request-7', causationId: 'event-7', streamId: 'food-7' };
      await queue.add(name, { itemId: '7', ...cause }, { jobId: 'caused', attempts: 1 });
      await eventually(() =>
        expect(records.find((r) => r.level === 50 && r.jobId === 'caused')).toMatchObject({
          eventId: 'event-7',
          streamId: 'food-7',
          correlationId: 'request-7',
        }),
      );
    });

    it('rejects ids BullMQ cannot store, and jobId() builds valid ones from any parts', async () => {
      const { queue } = setUp();
      const name = uniqueName('ids');
      for (const bad of ['a:b', '42', '-7', '']) {
        await expect(queue.add(name, null, { jobId: bad })).rejects.toBeInstanceOf(
          InvalidJobIdError,
        );
      }
      const ids: string[] = [];
      queue.process(name, async (job) => {
        ids.push(job.id);
      });
      const built = [jobId('4', '2'), jobId('expire', 'user:1'), jobId('expire', 'user/1')];
      expect(new Set(built).size).toBe(3);
      for (const id of built) await queue.add(name, null, { jobId: id });
      await eventually(() => expect(ids.sort()).toEqual([...built].sort()));
    });

    it('waits on close for an active job to finish', async () => {
      const { queue } = setUp();
      const name = uniqueName('drain');
      let started = false;
      let finished = false;
      queue.process(name, async () => {
        started = true;
        await sleep(400);
        finished = true;
      });
      await queue.add(name, null, { jobId: 'slow' });
      await eventually(() => expect(started).toBe(true));
      await queue.close({ timeoutMs: 10_000 });
      expect(finished).toBe(true);
      await expect(queue.add(name, null, { jobId: 'too-late' })).rejects.toThrow();
    });

    it('closes within its timeout when a job never finishes', async () => {
      const { queue } = setUp();
      const name = uniqueName('stuck');
      let started = false;
      queue.process(name, async () => {
        started = true;
        await new Promise(() => {});
      });
      await queue.add(name, null, { jobId: 'stuck' });
      await eventually(() => expect(started).toBe(true));
      const closingAt = Date.now();
      await queue.close({ timeoutMs: 300 });
      const took = Date.now() - closingAt;
      // It waited for the active job up to its bound (a hang fails by the test's timeout).
      expect(took).toBeGreaterThanOrEqual(300 - CLOCK_TOLERANCE_MS);
    });
  });
}
