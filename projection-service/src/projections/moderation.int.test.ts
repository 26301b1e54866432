import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProjectionRunner } from '../runner';
import { donationSubmittedData } from '../testing/donation-submitted';
import { itemEvents, itemRequest, minuteClock } from '../testing/item-events';
import { projectionTestStore } from '../testing/projection-test-store';
import { moderationProjection } from './moderation';

const opened = projectionTestStore();
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeAll(() => {
  ({ db, store } = opened());
});

const tick = minuteClock();

/**
 * A posted, checked and approved item (an offer of `units` if given), and how to append its
 * later events: a request reserved as the decider records it (asked, accepted, reserved), that
 * reservation released by the taker's cancel, and its handover.
 */
async function approvedItem(units?: number) {
  const itemId = randomUUID();
  const donorId = randomUUID();
  const on = itemEvents(store, itemId);
  await on('DonationSubmitted', {
    ...donationSubmittedData({
      itemId,
      donorId,
      title: 'Rice and lentils',
      submittedAt: tick(),
      marketplace: units !== undefined,
    }),
    ...(units !== undefined && { units, unitLabel: 'box' }),
  });
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
  const terms = units === undefined ? {} : { price: '12.50' };
  let taker = itemRequest(on, donorId, tick, terms);
  const reserve = async (quantity?: number) => {
    taker = itemRequest(on, donorId, tick, { ...terms, ...(quantity && { quantity }) });
    await taker.request();
    const acceptedAt = tick();
    await taker.accept(acceptedAt);
    return taker.reserve(acceptedAt);
  };
  const release = async () => {
    const at = tick();
    await taker.cancel(at);
    return taker.release(at);
  };
  const collect = () => taker.collect();
  // A release recorded after the handover, which the decider would not record: nothing changes.
  const lateRelease = () => taker.release();
  return { itemId, on, approved, reserve, release, collect, lateRelease, checkedAt };
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
    // The release in a batch of its own: the stored rows decide.
    await catchUp(await item.release());
    expect((await row(item.itemId)).status).toBe('available');

    const collected = await approvedItem();
    await collected.reserve();
    await catchUp(await collected.collect());
    expect((await row(collected.itemId)).status).toBe('collected');
    // A late release of a collected item changes nothing.
    await catchUp(await collected.lateRelease());
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

describe('an item’s life in the moderation read model, as the decider has it', () => {
  it('keeps an offer available while units remain, reserved while the rest are held, then collected', async () => {
    for (const batchSize of [1, 500]) {
      const offer = await approvedItem(10);
      await offer.reserve(1);
      // One unit sold of ten: still on offer, so still in the review queue if reported.
      await catchUp(await offer.collect(), batchSize);
      expect(await row(offer.itemId)).toMatchObject({ units: 10, status: 'available' });
      await catchUp(await offer.reserve(9), batchSize);
      expect((await row(offer.itemId)).status).toBe('reserved');
      await catchUp(await offer.release(), batchSize);
      expect((await row(offer.itemId)).status).toBe('available');
      await offer.reserve(9);
      await catchUp(await offer.collect(), batchSize);
      expect((await row(offer.itemId)).status).toBe('collected');
    }
  });

  it('keeps an expired item expired whatever becomes of its requests', async () => {
    const item = await approvedItem();
    await item.reserve();
    await catchUp(await item.on('ItemExpired', { expiredAt: tick() }));
    expect((await row(item.itemId)).status).toBe('expired');
    await catchUp(await item.lateRelease());
    expect((await row(item.itemId)).status).toBe('expired');
  });
});
