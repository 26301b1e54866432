import { randomUUID } from 'node:crypto';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { EXPIRE_ITEM_JOB } from '@foodshare/platform/jobs/food-jobs';
import { createInProcessJobQueue } from '@foodshare/platform/jobs/in-process-job-queue';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { createLogger } from '@foodshare/platform/logger';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandPath } from '../command-handling/command-path';
import { safeAnswers } from '../food/food-fixtures';
import { createStreams } from '../streams';
import { registerDonationJobs } from './jobs';

let database: TestDatabase;
let store: EventStore;
let jobs: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensurePostgresEventStoreSchema(database.pool);
  store = createPostgresEventStore({ pool: database.pool });
  jobs = createInProcessJobQueue({ logger: createLogger({ level: 'silent' }) });
  registerDonationJobs(jobs, { streams: createStreams(commandPath(store)), now: () => new Date() });
});
afterAll(async () => {
  await jobs.close();
  await store.close();
  await database.close();
});

const metadata = () => ({
  actor: 'test',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  schemaVersion: 1,
});

describe('the expiry job', () => {
  it('still expires the item when its timer fires before the item’s time', async () => {
    const itemId = randomUUID();
    const donorId = randomUUID();
    const pickupUntil = new Date(Date.now() + 800).toISOString();
    const events: FoodEvent[] = [
      {
        type: 'DonationSubmitted',
        data: {
          itemId,
          donorId,
          donationMode: 'individual',
          isMarketplace: false,
          title: 'Bread',
          description: null,
          category: 'bakery_items',
          quantity: '2 loaves',
          servings: null,
          pickupLocation: 'Deira, Dubai',
          pickupInstructions: null,
          pickupFrom: new Date().toISOString(),
          pickupUntil,
          originalPrice: null,
          discountedPrice: null,
          imageUrl: `/blobs/food-photos/${itemId}.jpg`,
          answers: { ...safeAnswers, foodType: 'baked_goods', storageMethod: 'room_temperature' },
          submittedAt: new Date().toISOString(),
        },
      },
      {
        type: 'DonationApproved',
        data: {
          itemId,
          donorId,
          approvedBy: 'system:safety-check',
          approvedAt: new Date().toISOString(),
        },
      },
    ];
    await store.append(
      `food-${itemId}`,
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: metadata(),
      })),
      { expectedRevision: 'no_stream' },
    );
    // The job starts early, as a rounding timer or a drifting clock can make it.
    await jobs.add(
      EXPIRE_ITEM_JOB,
      { itemId, correlationId: randomUUID(), causationId: randomUUID() },
      { jobId: `early/${itemId}` },
    );
    await expect
      .poll(async () => (await store.readStream(`food-${itemId}`)).map((event) => event.type), {
        timeout: 10_000,
        interval: 100,
      })
      .toContain('ItemExpired');
  });
});
