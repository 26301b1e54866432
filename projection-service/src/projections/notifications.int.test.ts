import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { TestDatabase } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProjectionRunner } from '../runner';
import { donationSubmittedData } from '../testing/donation-submitted';
import { minuteClock } from '../testing/item-events';
import { projectionTestStore } from '../testing/projection-test-store';
import { NOTIFICATIONS_SINCE } from './notification-statements';
import { notificationsProjection } from './notifications';

const opened = projectionTestStore();
let database: TestDatabase;
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeAll(() => {
  ({ database, db, store } = opened());
});

const runner = () =>
  createProjectionRunner({
    store,
    db,
    projections: [notificationsProjection],
    logger: createLogger({ level: 'silent' }),
  });

let latest: Position | undefined;
async function append(streamId: string, type: string, data: unknown): Promise<Position> {
  const metadata = {
    actor: 'test',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
  };
  const { position } = await store.append(streamId, [{ id: randomUUID(), type, data, metadata }], {
    expectedRevision: 'any',
  });
  latest = position;
  return position;
}

/** A distinct, later time for every event, so created_at can be checked exactly. */
const tick = minuteClock();

const PICKUP = 'Villa 12, Street 7, Al Barsha 1';

/** A posted item: its food stream, ready for the events that follow. */
async function item(options: { title: string; marketplace?: boolean }) {
  const itemId = randomUUID();
  const donorId = randomUUID();
  const stream = `food-${itemId}`;
  const on = (type: string, data: Record<string, unknown>) =>
    append(stream, type, { itemId, ...data });
  await on(
    'DonationSubmitted',
    donationSubmittedData({
      itemId,
      donorId,
      title: options.title,
      submittedAt: tick(),
      marketplace: options.marketplace ?? false,
      pickupLocation: PICKUP,
      pickupInstructions: 'Call Salem on +971 50 123 4567',
    }),
  );
  const request = async (intent: 'request' | 'purchase' = 'request') => {
    const requestId = randomUUID();
    const requesterId = randomUUID();
    const requestedAt = tick();
    await on('ItemRequested', {
      requestId,
      requesterId,
      message: 'I am Omar, please call me on +971 55 765 4321',
      intent,
      price: intent === 'purchase' ? '12.50' : null,
      requestedAt,
    });
    return { requestId, requesterId, requestedAt };
  };
  const accept = async (request: { requestId: string; requesterId: string }) => {
    const acceptedAt = tick();
    await on('RequestAccepted', { ...request, donorId, pickupCode: '123456', acceptedAt });
    await on('ItemReserved', { ...request, reservedUntil: null, reservedAt: acceptedAt });
    return acceptedAt;
  };
  const decline = async (
    request: { requestId: string; requesterId: string },
    reason: 'declined_by_donor' | 'another_request_accepted' = 'declined_by_donor',
    note: string | null = null,
  ) => {
    const declinedAt = tick();
    await on('RequestDeclined', { ...request, reason, note, declinedBy: donorId, declinedAt });
    return declinedAt;
  };
  const cancel = async (request: { requestId: string; requesterId: string }) => {
    const cancelledAt = tick();
    await on('RequestCancelled', { ...request, cancelledAt });
    return cancelledAt;
  };
  return { itemId, donorId, on, request, accept, decline, cancel };
}

const passed = { rule: 3, verdict: 'pass' as const, message: 'Sealed and refrigerated.' };
const toReview = {
  rule: 9,
  verdict: 'review' as const,
  message: 'Cooked food needs a moderator’s look.',
};

/** A person's notifications as the list shows them (newest first), once all is applied. */
async function inbox(userId: string) {
  await runner().catchUp(latest);
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'title', 'message', 'params', 'is_read', 'related_item_id'])
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute();
}

function expectOnly(
  rows: Awaited<ReturnType<typeof inbox>>,
  expected: {
    type: string;
    text: { title: string; message: string; params: object };
    itemId: string;
    at: string;
  },
) {
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    type: expected.type,
    title: expected.text.title,
    message: expected.text.message,
    // The values the words were made of, for a client to write them in another language.
    params: expected.text.params,
    is_read: false,
    related_item_id: expected.itemId,
  });
  expect(new Date(rows[0]?.created_at ?? 0).toISOString()).toBe(expected.at);
}

describe('the notifications projection', () => {
  it('tells the donor of an approval, a flag with its reasons, and a rejection with its reasons', async () => {
    const approved = await item({ title: 'Chicken biryani' });
    const approvedAt = tick();
    await approved.on('DonationApproved', {
      donorId: approved.donorId,
      approvedBy: 'system:safety-check',
      approvedAt,
    });
    expectOnly(await inbox(approved.donorId), {
      type: 'donation_approved',
      text: NOTIFICATION_TEXT.donationApproved('Chicken biryani'),
      itemId: approved.itemId,
      at: approvedAt,
    });

    const flagged = await item({ title: 'Lentil soup' });
    const checkedAt = tick();
    await flagged.on('DonationFlaggedForReview', {
      verdict: 'review',
      reasons: [passed, toReview],
      ruleVersion: 'v1',
      checkedAt,
    });
    const flag = await inbox(flagged.donorId);
    // Only the reason that explains the flag is repeated.
    expectOnly(flag, {
      type: 'donation_flagged',
      text: NOTIFICATION_TEXT.donationFlagged('Lentil soup', [toReview]),
      itemId: flagged.itemId,
      at: checkedAt,
    });
    expect(flag[0]?.message).toContain(toReview.message);
    expect(flag[0]?.message).not.toContain(passed.message);
    expect(flag[0]?.params).toEqual({
      text: 'donationFlagged',
      item: 'Lentil soup',
      reasons: [toReview],
    });

    const rejected = await item({ title: 'Leftover pasta' });
    const rejectedAt = tick();
    const why = [{ rule: 14, verdict: 'reject' as const, message: 'Partially eaten food.' }];
    await rejected.on('DonationRejected', {
      reasons: why,
      ruleVersion: 'v1',
      rejectedBy: 'system:safety-check',
      rejectedAt,
    });
    expectOnly(await inbox(rejected.donorId), {
      type: 'donation_rejected',
      text: NOTIFICATION_TEXT.donationRejected('Leftover pasta', why),
      itemId: rejected.itemId,
      at: rejectedAt,
    });
  });

  it('records what happened before notifications existed as history already read', async () => {
    const donation = await item({ title: 'Old soup' });
    await donation.request();
    // As if recorded before this release: its notice is kept, but not as news.
    await database.pool.query(
      "update events set created_at = $1 where stream_id = $2 and type = 'ItemRequested'",
      [new Date(NOTIFICATIONS_SINCE.getTime() - 60_000), `food-${donation.itemId}`],
    );
    const [old] = await inbox(donation.donorId);
    expect(old).toMatchObject({ type: 'request_received', is_read: true });
    const fresh = await item({ title: 'New soup' });
    await fresh.request();
    expect((await inbox(fresh.donorId))[0]).toMatchObject({ is_read: false });
  });

  it('tells the donor of a request, and the seller of a purchase with its price', async () => {
    const donation = await item({ title: 'Bread rolls' });
    const asked = await donation.request();
    expectOnly(await inbox(donation.donorId), {
      type: 'request_received',
      text: NOTIFICATION_TEXT.requestReceived('Bread rolls'),
      itemId: donation.itemId,
      at: asked.requestedAt,
    });
    expect(await inbox(asked.requesterId)).toEqual([]);

    const offer = await item({ title: 'Pastry box', marketplace: true });
    const bought = await offer.request('purchase');
    expectOnly(await inbox(offer.donorId), {
      type: 'purchase_requested',
      text: NOTIFICATION_TEXT.purchaseRequested('Pastry box', '12.50'),
      itemId: offer.itemId,
      at: bought.requestedAt,
    });
    expect((await inbox(offer.donorId))[0]?.message).toContain('AED 12.50');
  });

  it('tells the taker of an acceptance, in purchase words for a purchase', async () => {
    const donation = await item({ title: 'Dates' });
    const asked = await donation.request();
    const acceptedAt = await donation.accept(asked);
    expectOnly(await inbox(asked.requesterId), {
      type: 'request_accepted',
      text: NOTIFICATION_TEXT.requestAccepted('Dates', false),
      itemId: donation.itemId,
      at: acceptedAt,
    });

    const offer = await item({ title: 'Croissants', marketplace: true });
    const bought = await offer.request('purchase');
    const soldAt = await offer.accept(bought);
    const [accepted] = await inbox(bought.requesterId);
    expect(accepted).toMatchObject({
      type: 'request_accepted',
      ...NOTIFICATION_TEXT.requestAccepted('Croissants', true),
    });
    expect(accepted?.title).toBe('Purchase accepted');
    expect(new Date(accepted?.created_at ?? 0).toISOString()).toBe(soldAt);
  });

  it('tells the taker of a decline with its reason and the donor’s note', async () => {
    const donation = await item({ title: 'Rice sacks' });
    const asked = await donation.request();
    const declinedAt = await donation.decline(asked, 'declined_by_donor', 'Already promised.');
    expectOnly(await inbox(asked.requesterId), {
      type: 'request_declined',
      text: NOTIFICATION_TEXT.requestDeclined('Rice sacks', 'declined_by_donor'),
      itemId: donation.itemId,
      at: declinedAt,
    });
    // The donor's note is their own words: My Requests shows it, the notification does not.
    expect((await inbox(asked.requesterId))[0]?.message).not.toContain('Already promised');

    const other = await donation.request();
    await donation.decline(other, 'another_request_accepted');
    expect((await inbox(other.requesterId))[0]).toMatchObject(
      NOTIFICATION_TEXT.requestDeclined('Rice sacks', 'another_request_accepted'),
    );
  });

  it('tells the donor of a cancellation, saying whether it released a reservation', async () => {
    const donation = await item({ title: 'Milk cartons' });
    const waiting = await donation.request();
    const cancelledAt = await donation.cancel(waiting);
    const held = await donation.request();
    await donation.accept(held);
    const releasedAt = await donation.cancel(held);
    await donation.on('ReservationReleased', {
      requestId: held.requestId,
      reason: 'cancelled_by_requester',
      releasedAt,
    });
    const cancellations = (await inbox(donation.donorId)).filter(
      (row) => row.type === 'request_cancelled',
    );
    expect(
      cancellations.map((row) => [row.message, new Date(row.created_at).toISOString()]),
    ).toEqual([
      [NOTIFICATION_TEXT.requestCancelled('Milk cartons', true).message, releasedAt],
      [NOTIFICATION_TEXT.requestCancelled('Milk cartons', false).message, cancelledAt],
    ]);
  });

  it('tells both sides of a handover; a sale tells the seller the fee and rate, the buyer the price', async () => {
    const donation = await item({ title: 'Vegetable crate' });
    const asked = await donation.request();
    await donation.accept(asked);
    const collectedAt = tick();
    await donation.on('ItemCollected', {
      requestId: asked.requestId,
      donorId: donation.donorId,
      collectorId: asked.requesterId,
      servings: '4',
      isMarketplace: false,
      sale: null,
      confirmedBy: donation.donorId,
      collectedAt,
    });
    expect((await inbox(donation.donorId))[0]).toMatchObject({
      type: 'item_collected',
      ...NOTIFICATION_TEXT.collectedForDonor('Vegetable crate'),
    });
    expect((await inbox(asked.requesterId))[0]).toMatchObject({
      type: 'item_collected',
      ...NOTIFICATION_TEXT.collectedForTaker('Vegetable crate'),
    });

    const offer = await item({ title: 'Sushi platter', marketplace: true });
    const bought = await offer.request('purchase');
    await offer.accept(bought);
    await offer.on('ItemCollected', {
      requestId: bought.requestId,
      donorId: offer.donorId,
      collectorId: bought.requesterId,
      servings: '4',
      isMarketplace: true,
      sale: { currency: 'AED', price: '12.50', feeRate: '0.0450', fee: '0.56' },
      confirmedBy: offer.donorId,
      collectedAt: tick(),
    });
    const [sold] = await inbox(offer.donorId);
    expect(sold).toMatchObject({
      type: 'purchase_completed',
      ...NOTIFICATION_TEXT.saleForSeller('Sushi platter', '12.50', '0.56', '0.0450'),
    });
    expect(sold?.message).toContain('AED 12.50');
    expect(sold?.message).toContain('AED 0.56 (4.5%)');
    const [paid] = await inbox(bought.requesterId);
    expect(paid).toMatchObject({
      type: 'purchase_completed',
      ...NOTIFICATION_TEXT.saleForBuyer('Sushi platter', '12.50'),
    });
    expect(paid?.message).not.toContain('0.56');
  });

  it('on expiry tells the donor and only the takers whose requests were still open', async () => {
    const donation = await item({ title: 'Fruit basket' });
    const pending = await donation.request();
    const declined = await donation.request();
    await donation.decline(declined);
    const cancelled = await donation.request();
    await donation.cancel(cancelled);
    const expiredAt = tick();
    await donation.on('ItemExpired', { expiredAt });
    expect((await inbox(donation.donorId))[0]).toMatchObject({
      type: 'item_expired',
      ...NOTIFICATION_TEXT.itemExpiredForDonor('Fruit basket'),
    });
    expectOnly(await inbox(pending.requesterId), {
      type: 'item_expired',
      text: NOTIFICATION_TEXT.itemExpiredForTaker('Fruit basket'),
      itemId: donation.itemId,
      at: expiredAt,
    });
    for (const closed of [declined, cancelled])
      expect((await inbox(closed.requesterId)).map((row) => row.type)).not.toContain(
        'item_expired',
      );

    // An accepted request is open too until the handover.
    const reserved = await item({ title: 'Frozen kebabs' });
    const held = await reserved.request();
    await reserved.accept(held);
    await reserved.on('ItemExpired', { expiredAt: tick() });
    expect((await inbox(held.requesterId))[0]?.type).toBe('item_expired');
  });

  it('on withdrawal tells only the takers whose requests were still open', async () => {
    const donation = await item({ title: 'Cake' });
    const declined = await donation.request();
    const held = await donation.request();
    await donation.accept(held);
    await donation.decline(declined, 'another_request_accepted');
    const withdrawnAt = tick();
    await donation.on('ItemWithdrawn', { withdrawnBy: donation.donorId, withdrawnAt });
    const [withdrawn] = await inbox(held.requesterId);
    expect(withdrawn).toMatchObject({
      type: 'item_withdrawn',
      ...NOTIFICATION_TEXT.itemWithdrawn('Cake'),
    });
    expect(new Date(withdrawn?.created_at ?? 0).toISOString()).toBe(withdrawnAt);
    expect((await inbox(declined.requesterId)).map((row) => row.type)).toEqual([
      'request_declined',
    ]);
    expect((await inbox(donation.donorId)).map((row) => row.type)).not.toContain('item_withdrawn');
  });

  it('asks the donor of a listed item they withdrew what became of it, in one batch or over two', async () => {
    const listed = async (title: string) => {
      const donation = await item({ title });
      const approvedBy = 'system:safety-check';
      await donation.on('DonationApproved', {
        donorId: donation.donorId,
        approvedBy,
        approvedAt: tick(),
      });
      return donation;
    };
    // Approved and withdrawn in the same batch: the batch knows the item was listed.
    const sameBatch = await listed('Fattoush trays');
    await sameBatch.on('ItemWithdrawn', { withdrawnBy: sameBatch.donorId, withdrawnAt: tick() });
    // Approved in one batch, withdrawn in a later one: the read model knows it.
    const later = await listed('Lentil soup');
    await inbox(later.donorId);
    const withdrawnAt = tick();
    await later.on('ItemWithdrawn', { withdrawnBy: later.donorId, withdrawnAt });
    for (const [donation, title] of [
      [sameBatch, 'Fattoush trays'],
      [later, 'Lentil soup'],
    ] as const) {
      const [asked] = await inbox(donation.donorId);
      expect(asked).toMatchObject({
        type: 'item_withdrawn',
        ...NOTIFICATION_TEXT.itemWithdrawnForDonor(title),
        related_item_id: donation.itemId,
      });
    }
  });

  it('marks one read for its owner only, and all read up to that point in the log', async () => {
    const donation = await item({ title: 'Hummus tubs' });
    const first = await donation.request();
    const second = await donation.request();
    const [newest, older] = await inbox(donation.donorId);
    if (!newest || !older) throw new Error('two notifications expected');

    // Someone else naming the donor's notification marks nothing.
    await append(`inbox-${first.requesterId}`, 'NotificationRead', {
      userId: first.requesterId,
      notificationId: older.id,
      readAt: tick(),
    });
    expect((await inbox(donation.donorId)).map((row) => row.is_read)).toEqual([false, false]);

    await append(`inbox-${donation.donorId}`, 'NotificationRead', {
      userId: donation.donorId,
      notificationId: older.id,
      readAt: tick(),
    });
    expect((await inbox(donation.donorId)).map((row) => row.is_read)).toEqual([false, true]);

    await append(`inbox-${donation.donorId}`, 'AllNotificationsRead', {
      userId: donation.donorId,
      readAt: tick(),
    });
    await donation.cancel(second);
    const after = await inbox(donation.donorId);
    expect(after.map((row) => [row.type, row.is_read])).toEqual([
      ['request_cancelled', false],
      ['request_received', true],
      ['request_received', true],
    ]);
  });

  it('deletes a deleted account’s notifications and writes none for it again', async () => {
    const donation = await item({ title: 'Olive oil' });
    const asked = await donation.request();
    await donation.accept(asked);
    expect(await inbox(asked.requesterId)).toHaveLength(1);
    await append(`user-${asked.requesterId}`, 'UserDeleted', {
      userId: asked.requesterId,
      username: 'omar',
      deletedAt: tick(),
    });
    expect(await inbox(asked.requesterId)).toEqual([]);
    await donation.on('ItemExpired', { expiredAt: tick() });
    expect(await inbox(asked.requesterId)).toEqual([]);
    // The donor is still told.
    expect((await inbox(donation.donorId))[0]?.type).toBe('item_expired');

    await append(`user-${donation.donorId}`, 'UserDeleted', {
      userId: donation.donorId,
      username: 'salem',
      deletedAt: tick(),
    });
    expect(await inbox(donation.donorId)).toEqual([]);
  });

  it('rebuilt from position 0 writes the same ids with the same read marks, naming no person', async () => {
    const all = () =>
      db
        .selectFrom('notifications')
        .select([
          'id',
          'user_id',
          'type',
          'title',
          'message',
          'params',
          'is_read',
          'related_item_id',
        ])
        // `seq`, the order they were written in, as well: the same, batch by batch or all at once.
        .select(['created_at', 'seq'])
        .orderBy('id')
        .execute();
    // What it remembers of requests, as one batch (the rebuild) and as many (the tests) leave it.
    const requests = () =>
      db.selectFrom('notification_requests').selectAll().orderBy('id').execute();
    await runner().catchUp(latest);
    const before = await all();
    const requestsBefore = await requests();
    expect(before.length).toBeGreaterThan(20);
    expect(before.some((row) => row.is_read)).toBe(true);
    expect(before.some((row) => !row.is_read)).toBe(true);
    expect(new Set(requestsBefore.map((row) => row.status)).size).toBeGreaterThan(3);
    await runner().rebuild(notificationsProjection);
    expect(await all()).toEqual(before);
    expect(await requests()).toEqual(requestsBefore);
    for (const row of before) {
      expect(row.message).not.toContain(PICKUP);
      expect(row.message).not.toMatch(/Salem|Omar|\+971/);
    }
  });
});
