import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessJobQueue } from './in-process-job-queue';
import { describeJobQueueConformance } from './job-queue-conformance';

describeJobQueueConformance('in-process', {
  create: ({ logger }) => createInProcessJobQueue({ logger }),
});

describe('in-process job queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job delayed beyond the 24.8-day limit of one timer at its time, not at once', async () => {
    vi.useFakeTimers();
    const queue = createInProcessJobQueue({ logger: pino({ level: 'silent' }) });
    const ranAt: number[] = [];
    queue.process('expire', async () => {
      ranAt.push(Date.now());
    });
    const day = 24 * 60 * 60 * 1000;
    const addedAt = Date.now();
    await queue.add('expire', null, { jobId: 'expire/food-1', delayMs: 40 * day });
    await vi.advanceTimersByTimeAsync(39 * day);
    expect(ranAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * day);
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0]! - addedAt).toBeGreaterThanOrEqual(40 * day);
    await queue.close({ timeoutMs: 0 });
  });

  it('hands handlers the data as JSON gives it back, as BullMQ does', async () => {
    const queue = createInProcessJobQueue({ logger: pino({ level: 'silent' }) });
    const seen: unknown[] = [];
    queue.process('shape', async (job) => {
      seen.push(job.data);
    });
    await queue.add(
      'shape',
      { at: new Date('2025-09-08T10:00:00Z'), gone: undefined },
      { jobId: 'shape-1' },
    );
    await vi.waitFor(() => expect(seen).toEqual([{ at: '2025-09-08T10:00:00.000Z' }]));
    await expect(queue.add('shape', { big: 1n }, { jobId: 'shape-2' })).rejects.toThrow();
    await queue.close();
  });

  it('runs at most `concurrency` jobs of a name at once', async () => {
    const queue = createInProcessJobQueue({ logger: pino({ level: 'silent' }) });
    let active = 0;
    let peak = 0;
    let done = 0;
    queue.process(
      'busy',
      async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 30));
        active -= 1;
        done += 1;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 6; i += 1) await queue.add('busy', i, { jobId: `busy-${i}` });
    await vi.waitFor(() => expect(done).toBe(6), { timeout: 5_000 });
    expect(peak).toBe(2);
    await queue.close();
  });
});
