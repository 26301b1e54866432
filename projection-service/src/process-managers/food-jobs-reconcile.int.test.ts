import { randomUUID } from 'node:crypto';
import { createKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import type {
  EventStore,
  Position,
  ReadAllOptions,
} from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { expiryJobId, safetyCheckJobId } from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { donationSubmittedData } from '../testing/donation-submitted';
import { reconcileFoodJobs } from './food-jobs-reconcile';

const LATER = '2026-12-01T18:00:00.000Z';
let database: TestDatabase;
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeEach(async () => {
  database = await createTestDatabase();
  db = createKysely<AppDatabase>(database.pool);
  await migratePlatform(db as Kysely<unknown>);
  await ensurePostgresEventStoreSchema(database.pool);
  store = createPostgresEventStore({ pool: database.pool });
});
afterEach(async () => {
  await store.close();
  await database.close();
});

async function append(itemId: string, type: string, data: unknown): Promise<Position> {
  const [event] = await store.readStream(`food-${itemId}`, { maxCount: 1 });
  const result = await store.append(
    `food-${itemId}`,
    [
      {
        id: randomUUID(),
        type,
        data,
        metadata: {
          actor: 'test',
          correlationId: event?.metadata.correlationId ?? randomUUID(),
          causationId: randomUUID(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  return result.position;
}

const post = (itemId: string) =>
  append(itemId, 'DonationSubmitted', {
    ...donationSubmittedData({
      itemId,
      donorId: randomUUID(),
      title: 'Crate of tomatoes',
      submittedAt: new Date().toISOString(),
    }),
    pickupUntil: LATER,
  });
const approve = (itemId: string) =>
  append(itemId, 'DonationApproved', {
    itemId,
    donorId: randomUUID(),
    approvedBy: 'system:safety-check',
    approvedAt: new Date().toISOString(),
  });

/** The jobs asked for, by id; and the events read, with where each read began. */
function recording() {
  const added: string[] = [];
  const jobs = {
    async add(_name: string, _data: unknown, options: { jobId: string }) {
      added.push(options.jobId);
    },
  } as unknown as JobQueue;
  const reads: ReadAllOptions[] = [];
  // The reconcile reads the log with `readAll` alone.
  const counting = {
    readAll: (options?: ReadAllOptions) => {
      reads.push(options ?? {});
      return store.readAll(options);
    },
  } as unknown as EventStore;
  return { added, jobs, reads, store: counting };
}

/** The read model's table and its live generation at `checkpoint`, as the runner leaves them. */
async function readModelAt(checkpoint: Position, pendingItemId: string) {
  await sql`create schema rm_pending_food_work_1`.execute(db);
  await sql`create table rm_pending_food_work_1.pending_food_work (
    item_id text primary key, safety_check boolean not null, expires_at text,
    fold jsonb not null, correlation_id text not null, causation_id text not null,
    stream_id text not null)`.execute(db);
  await sql`create view pending_food_work as select * from rm_pending_food_work_1.pending_food_work`.execute(
    db,
  );
  await db
    .insertInto('projection_generations')
    .values({
      name: 'pending-food-work',
      generation: 1,
      version: 2,
      status: 'live',
      checkpoint_commit: String(checkpoint.commit),
      checkpoint_prepare: String(checkpoint.prepare),
      updated_at: new Date(),
    })
    .execute();
  const fold = {
    pickupFrom: new Date().toISOString(),
    pickupUntil: LATER,
    review: 'pending_check',
    status: 'available',
    units: 1,
    requests: {},
  };
  await sql`insert into pending_food_work values (${pendingItemId}, true, ${LATER},
    ${JSON.stringify(fold)}::jsonb, 'c', 'e', ${`food-${pendingItemId}`})`.execute(db);
}

describe('rescheduling pending work on start', () => {
  it('folds only the log after the read model’s checkpoint onto its rows', async () => {
    const [held, forgotten, later] = [randomUUID(), randomUUID(), randomUUID()];
    await post(held);
    const checkpoint = await post(forgotten);
    // The read model says only `held` waits: the log before its checkpoint is not read again.
    await readModelAt(checkpoint, held);
    await approve(held);
    await post(later);
    await append(randomUUID(), 'DonationSubmitted', { itemId: 'not an item' });

    const recorded = recording();
    const result = await reconcileFoodJobs({ ...recorded, db, now: () => new Date() });
    expect(result).toEqual({ safetyChecks: 1, expiries: 2, eventsRead: 3 });
    expect(recorded.reads[0]?.after).toEqual(checkpoint);
    expect(recorded.added.sort()).toEqual(
      [expiryJobId(held, LATER), safetyCheckJobId(later), expiryJobId(later, LATER)].sort(),
    );
  });

  it('reads the whole log while the read model has no live generation yet', async () => {
    const [checked, waiting] = [randomUUID(), randomUUID()];
    await post(checked);
    await approve(checked);
    await post(waiting);
    const recorded = recording();
    const result = await reconcileFoodJobs({ ...recorded, db, now: () => new Date() });
    expect(result).toEqual({ safetyChecks: 1, expiries: 2, eventsRead: 3 });
    // Scheduling again doubles nothing: the ids are the same.
    const again = recording();
    await reconcileFoodJobs({ ...again, db, now: () => new Date() });
    expect(again.added.sort()).toEqual(recorded.added.sort());
  });
});
