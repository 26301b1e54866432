import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database';
import { createProjectionRunner } from '../runner';
import { donationSubmittedData } from '../testing/donation-submitted';
import { itemEvents, minuteClock } from '../testing/item-events';
import { projectionTestStore } from '../testing/projection-test-store';
import { moderationProjection } from './moderation';

const opened = projectionTestStore();
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeAll(() => {
  ({ db, store } = opened());
});

const tick = minuteClock();

/** A posted, checked and approved item, and how to append its later events. */
async function approvedItem() {
  const itemId = randomUUID();
  const donorId = randomUUID();
  const on = itemEvents(store, itemId);
  await on(
    'DonationSubmitted',
    donationSubmittedData({ itemId, donorId, title: 'Rice and lentils', submittedAt: tick() }),
  );
  const checkedAt = tick();
  await on('SafetyCheckPassed', {
    verdict: 'pass',
    reasons: [{ rule: 3, verdict: 'pass', message: 'Sealed and refrigerated.' }],
    ruleVersion: 'test',
    checkedAt,
  });
  const approved = await on('DonationApproved', {
    donorId,
    approvedBy: 'system:safety-check',
    approvedAt: tick(),
  });
  const requestId = randomUUID();
  const reserve = () =>
    on('ItemReserved', {
      requestId,
      requesterId: randomUUID(),
      reservedUntil: null,
      reservedAt: tick(),
    });
  const release = () =>
    on('ReservationReleased', {
      requestId,
      reason: 'cancelled_by_requester',
      releasedAt: tick(),
    });
  return { itemId, on, approved, reserve, release, checkedAt };
}

const catchUp = (until: Position, batchSize = 500) =>
  createProjectionRunner({
    store,
    db,
    projections: [moderationProjection],
    logger: createLogger({ level: 'silent' }),
    batchSize,
  }).catchUp(until);

const row = (itemId: string) =>
  db.selectFrom('moderation_items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();

describe('the moderation read model, its rows written once per batch', () => {
  it('keeps every change of an item whose whole life falls in one batch', async () => {
    const item = await approvedItem();
    await item.reserve();
    const released = await item.release();
    await catchUp(released);
    expect(await row(item.itemId)).toMatchObject({
      review_status: 'approved',
      safety_verdict: 'pass',
      rule_version: 'test',
      decided_by: 'system:safety-check',
      status: 'available',
    });
  });

  it('frees a reservation stored by an earlier batch, and only a reservation', async () => {
    const item = await approvedItem();
    await catchUp(await item.reserve());
    expect((await row(item.itemId)).status).toBe('reserved');
    // The release alone in its batch: the stored row decides.
    await catchUp(await item.release());
    expect((await row(item.itemId)).status).toBe('available');

    const collected = await approvedItem();
    await collected.reserve();
    await catchUp(await collected.on('ItemCollected', collectedData()));
    // A late release of a collected item changes nothing.
    await catchUp(await collected.release());
    expect((await row(collected.itemId)).status).toBe('collected');
  });

  it('reads the same whatever the batch size', async () => {
    const one = await approvedItem();
    await one.reserve();
    await one.release();
    const last = await one.reserve();
    await catchUp(last, 1);
    const byOne = await row(one.itemId);
    expect(byOne.status).toBe('reserved');
    expect(byOne.updated_at.getTime()).toBeGreaterThan(Date.parse(one.checkedAt));
  });
});

function collectedData() {
  const donorId = randomUUID();
  return {
    requestId: randomUUID(),
    donorId,
    collectorId: randomUUID(),
    servings: '4',
    isMarketplace: false,
    sale: null,
    weightKg: null,
    confirmedBy: donorId,
    collectedAt: tick(),
  };
}
