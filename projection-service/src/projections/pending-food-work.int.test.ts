import { randomUUID } from 'node:crypto';
import { type EventStore, type Position, START } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProjectionRunner } from '../runner';
import { donationSubmittedData } from '../testing/donation-submitted';
import { itemEvents, itemRequest, minuteClock } from '../testing/item-events';
import { projectionTestStore } from '../testing/projection-test-store';
import { pendingFoodWorkProjection } from './pending-food-work';
import { readPendingFoodWork } from './pending-food-work-snapshot';

const opened = projectionTestStore({ each: true });
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeEach(() => {
  ({ db, store } = opened());
});

const tick = minuteClock();
const LATER = '2026-12-01T18:00:00.000Z';

/** A posted item (with an expiry unless `pickupUntil: null`), and how to append its events. */
async function postedItem(pickupUntil: string | null = LATER) {
  const itemId = randomUUID();
  const donorId = randomUUID();
  const on = itemEvents(store, itemId);
  const posted = await on('DonationSubmitted', {
    ...donationSubmittedData({ itemId, donorId, title: 'Rice', submittedAt: tick() }),
    pickupUntil,
  });
  const approve = () =>
    on('DonationApproved', { donorId, approvedBy: 'system:safety-check', approvedAt: tick() });
  const reject = () =>
    on('DonationRejected', {
      reasons: [],
      ruleVersion: 'test',
      rejectedBy: 'system:safety-check',
      rejectedAt: tick(),
    });
  const { request, accept, collect } = itemRequest(on, donorId, tick);
  return { itemId, posted, on, approve, reject, request, accept, collect };
}

const catchUp = (until: Position, batchSize = 500) =>
  createProjectionRunner({
    store,
    db,
    projections: [pendingFoodWorkProjection],
    logger: createLogger({ level: 'silent' }),
    batchSize,
    attemptsBeforeParking: 2,
    retryBackoffMs: 1,
  }).catchUp(until);

const rows = async () =>
  Object.fromEntries(
    (await db.selectFrom('pending_food_work').selectAll().execute()).map((row) => [
      row.item_id,
      row,
    ]),
  );

/** Items in each state of their work; answers the last position. */
async function lives() {
  const checking = await postedItem();
  const expiring = await postedItem();
  await expiring.approve();
  const reserved = await postedItem();
  await reserved.approve();
  await reserved.request();
  await reserved.accept();
  const never = await postedItem(null);
  await never.approve();
  const rejected = await postedItem();
  await rejected.reject();
  const collected = await postedItem();
  await collected.approve();
  await collected.request();
  await collected.accept();
  const expired = await postedItem();
  await expired.approve();
  const withdrawn = await postedItem();
  await withdrawn.approve();
  await withdrawn.on('ItemWithdrawn', { withdrawnBy: randomUUID(), withdrawnAt: tick() });
  const last = await expired.on('ItemExpired', { expiredAt: tick() });
  return { checking, expiring, reserved, collected, last };
}

describe('the pending-food-work read model', () => {
  it('holds each item whose safety check or expiry is still to come, and only those', async () => {
    const items = await lives();
    await catchUp(items.last);
    const before = await rows();
    // The collected item is still held, by its accepted request, until its handover.
    expect(Object.keys(before).sort()).toEqual(
      [items.checking, items.expiring, items.reserved, items.collected]
        .map((item) => item.itemId)
        .sort(),
    );
    expect(before[items.checking.itemId]).toMatchObject({
      safety_check: true,
      expires_at: LATER,
      stream_id: `food-${items.checking.itemId}`,
    });
    expect(before[items.expiring.itemId]).toMatchObject({ safety_check: false, expires_at: LATER });
    expect(before[items.reserved.itemId]?.fold.status).toBe('reserved');

    // A later batch folds onto the stored rows: the handover ends the work, the row goes.
    await catchUp(await items.collected.collect());
    expect(Object.keys(await rows())).not.toContain(items.collected.itemId);
    const read = await readPendingFoodWork(db);
    expect(read.rows).toHaveLength(3);
    expect(read.checkpoint.commit).toBeGreaterThan(0n);
  });

  it('reads the same whatever the batch size', async () => {
    const items = await lives();
    await catchUp(items.last, 1);
    const byOne = await rows();
    await db.deleteFrom('projection_generations').execute();
    await catchUp(items.last, 500);
    expect(await rows()).toEqual(byOne);
  });

  it('keeps the cause of the event that made the work pending', async () => {
    const item = await postedItem();
    await catchUp(await item.approve());
    const [event] = await store.readStream(`food-${item.itemId}`, { maxCount: 1 });
    expect((await rows())[item.itemId]).toMatchObject({
      causation_id: event?.id,
      correlation_id: event?.metadata.correlationId,
    });
  });

  it('answers no rows, from the start of the log, before its first generation', async () => {
    const read = await readPendingFoodWork(db);
    expect(read.rows).toEqual([]);
    expect(read.checkpoint).toEqual(START);
  });
});
