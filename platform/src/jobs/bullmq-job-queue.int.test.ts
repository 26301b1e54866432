import { Queue } from 'bullmq';
import { describe, it } from 'vitest';
import { testRedis } from '../testing/test-database';
import { createBullMqJobQueue } from './bullmq-job-queue';
import { describeJobQueueConformance } from './job-queue-conformance';

const redis = testRedis();

if (redis) {
  const { url, prefix } = redis;
  describeJobQueueConformance('BullMQ', {
    create: ({ logger }) => createBullMqJobQueue({ url, prefix, logger }),
    async cleanup(jobNames) {
      // Nothing of this run may stay in a Redis that developers share between runs.
      for (const name of jobNames) {
        const queue = new Queue(name, { connection: { url }, prefix });
        await queue.obliterate({ force: true });
        await queue.close();
      }
    },
  });
} else {
  console.log('[bullmq-job-queue] no Redis server answers: BullMQ conformance tests skipped');
  describe.skip('job queue conformance: BullMQ (needs Redis)', () => {
    it('runs against a Redis server', () => {});
  });
}
