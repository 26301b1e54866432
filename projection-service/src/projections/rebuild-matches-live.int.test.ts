import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import { textsSent } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../projection';
import { createProjectionRunner } from '../runner';
import { donationSubmittedData } from '../testing/donation-submitted';
import { minuteClock } from '../testing/item-events';
import { projectionTestStore } from '../testing/projection-test-store';
import { foodItemsProjection } from './food-items';
import { impactProjection } from './impact';
import { moderationProjection } from './moderation';
import { notificationsProjection } from './notifications';
import { COPY_FROM_ROWS } from './unnest-rows';

const opened = projectionTestStore();
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeAll(() => {
  ({ db, store } = opened());
});

const tick = minuteClock();

let latest: Position | undefined;
async function append(streamId: string, type: string, data: Record<string, unknown>) {
  const metadata = {
    actor: 'test',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
  };
  ({ position: latest } = await store.append(
    streamId,
    [{ id: randomUUID(), type, data, metadata }],
    { expectedRevision: 'any' },
  ));
}

/** Texts a row writer must quote and escape to keep them whole. */
const AWKWARD_TITLE = 'He said "fresh", {not} a \\ list, NULL';
const AWKWARD_NOTE = 'NULL';

/** An item's life, step by step: each call appends its next event. */
function item(options: { title: string; marketplace?: boolean }) {
  const itemId = randomUUID();
  const donorId = randomUUID();
  const on = (type: string, data: Record<string, unknown>) =>
    append(`food-${itemId}`, type, { itemId, ...data });
  const passed = { rule: 3, verdict: 'pass', message: 'Sealed, "cold" and {fine}.' };
  return {
    itemId,
    donorId,
    submit: () =>
      on(
        'DonationSubmitted',
        donationSubmittedData({
          itemId,
          donorId,
          title: options.title,
          submittedAt: tick(),
          marketplace: options.marketplace ?? false,
        }),
      ),
    check: () =>
      on('SafetyCheckPassed', {
        verdict: 'pass',
        reasons: [passed],
        ruleVersion: 'test',
        checkedAt: tick(),
      }),
    flag: () =>
      on('DonationFlaggedForReview', {
        verdict: 'review',
        reasons: [{ rule: 9, verdict: 'review', message: 'Cooked food, a second look.' }],
        ruleVersion: 'test',
        checkedAt: tick(),
      }),
    approve: () =>
      on('DonationApproved', { donorId, approvedBy: 'system:safety-check', approvedAt: tick() }),
    reject: () =>
      on('DonationRejected', {
        reasons: [],
        ruleVersion: null,
        rejectedBy: randomUUID(),
        rejectedAt: tick(),
      }),
    request: async (requesterId: string = randomUUID()) => {
      const requestId = randomUUID();
      await on('ItemRequested', {
        requestId,
        requesterId,
        message: 'Can I come at 5, please?',
        intent: options.marketplace ? 'purchase' : 'request',
        price: options.marketplace ? '12.50' : null,
        quantity: options.marketplace ? 1 : null,
        requestedAt: tick(),
      });
      return { requestId, requesterId };
    },
    accept: async (request: { requestId: string; requesterId: string }) => {
      const at = tick();
      await on('RequestAccepted', { ...request, donorId, pickupCode: '123456', acceptedAt: at });
      await on('ItemReserved', { ...request, reservedUntil: null, reservedAt: at });
    },
    decline: (request: { requestId: string; requesterId: string }) =>
      on('RequestDeclined', {
        ...request,
        reason: 'declined_by_donor',
        note: AWKWARD_NOTE,
        declinedBy: donorId,
        declinedAt: tick(),
      }),
    cancel: (request: { requestId: string; requesterId: string }) =>
      on('RequestCancelled', { ...request, cancelledAt: tick() }),
    release: (request: { requestId: string }) =>
      on('ReservationReleased', {
        requestId: request.requestId,
        reason: 'cancelled_by_requester',
        releasedAt: tick(),
      }),
    collect: (request: { requestId: string; requesterId: string }) =>
      on('ItemCollected', {
        requestId: request.requestId,
        donorId,
        collectorId: request.requesterId,
        servings: null,
        isMarketplace: options.marketplace ?? false,
        sale: options.marketplace
          ? {
              currency: 'AED',
              price: '12.50',
              quantity: 1,
              unitPrice: '12.50',
              feeRate: '0.0500',
              fee: '0.63',
            }
          : null,
        weightKg: 2.5,
        confirmedBy: donorId,
        collectedAt: tick(),
      }),
    expire: () => on('ItemExpired', { expiredAt: tick() }),
    withdraw: () => on('ItemWithdrawn', { withdrawnBy: donorId, withdrawnAt: tick() }),
    hide: (reportIds: string[]) => on('ItemHiddenPendingReview', { reportIds, hiddenAt: tick() }),
    dismiss: (reportIds: string[]) =>
      on('ReportsDismissed', {
        reportIds,
        dismissedBy: randomUUID(),
        reason: 'Looks fine',
        dismissedAt: tick(),
      }),
  };
}

/** A log whose items' lives interleave, so batches of any size cut them anywhere. */
async function appendLog(): Promise<{ awkward: string }> {
  const awkward = item({ title: AWKWARD_TITLE });
  const offer = item({ title: 'Dates, 1 kg', marketplace: true });
  const expiring = item({ title: 'Bread' });
  const rejected = item({ title: 'Soup' });
  const withdrawn = item({ title: '' });
  const leaving = randomUUID();
  await awkward.submit();
  await offer.submit();
  await awkward.check();
  await expiring.submit();
  await offer.flag();
  await awkward.approve();
  const first = await awkward.request(leaving);
  await rejected.submit();
  const second = await awkward.request();
  await offer.approve();
  await expiring.approve();
  await awkward.accept(first);
  await rejected.reject();
  const buy = await offer.request();
  await awkward.decline(second);
  await offer.accept(buy);
  await withdrawn.submit();
  const waiting = await expiring.request(leaving);
  await offer.release(buy);
  await withdrawn.approve();
  const changed = await offer.request();
  await append(`user-${leaving}`, 'UserDeleted', {
    userId: leaving,
    username: 'leaving',
    deletedAt: tick(),
  });
  await offer.cancel(changed);
  const sold = await offer.request();
  await awkward.collect(first);
  await offer.accept(sold);
  const reports = [randomUUID(), randomUUID()];
  await withdrawn.hide(reports);
  await expiring.expire();
  await offer.collect(sold);
  await withdrawn.dismiss(reports);
  await withdrawn.withdraw();
  expect(waiting.requestId).toBeTruthy();
  return { awkward: awkward.itemId };
}

const runner = (projection: Projection, sizes: { batch?: number; rebuild?: number }) =>
  createProjectionRunner({
    store,
    db,
    projections: [projection],
    logger: createLogger({ level: 'silent' }),
    ...(sizes.batch && { batchSize: sizes.batch }),
    ...(sizes.rebuild && { rebuildBatchSize: sizes.rebuild }),
  });

/** Every row of the read model's tables, each table in its key's order. */
async function rowsOf(projection: Projection) {
  const tables: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      table,
    )} order by 1`.execute(db);
    tables[table] = rows;
  }
  return tables;
}

const PROJECTIONS = [
  foodItemsProjection,
  moderationProjection,
  notificationsProjection,
  impactProjection('v1'),
];

describe('a rebuild from position 0', () => {
  it('leaves every read model as a live catch-up of one event per batch leaves it', async () => {
    const { awkward } = await appendLog();
    for (const projection of PROJECTIONS) {
      // Live, one event per batch: every row read back from the tables between events.
      await runner(projection, { batch: 1 }).catchUp(latest);
      const live = await rowsOf(projection);
      expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);
      // The whole log in one batch, then in batches that cut items' lives anywhere.
      for (const rebuild of [5000, 3]) {
        await runner(projection, { rebuild }).rebuild(projection);
        expect({ projection: projection.name, rebuild, rows: await rowsOf(projection) }).toEqual({
          projection: projection.name,
          rebuild,
          rows: live,
        });
      }
    }
    // Texts kept whole through the batches' array parameters.
    const stored = await db
      .selectFrom('food_items')
      .select('title')
      .where('id', '=', awkward)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe(AWKWARD_TITLE);
    const notes = await db
      .selectFrom('food_requests')
      .select('decline_note')
      .where('food_item_id', '=', awkward)
      .where('status', '=', 'declined')
      .execute();
    expect(notes).toEqual([{ decline_note: AWKWARD_NOTE }]);
  });

  it("writes a batch's thousand facts by COPY where it can, the rows a live catch-up writes", async () => {
    // Each item offered and handed over: two facts, so one rebuild batch holds more than
    // COPY_FROM_ROWS of them, while the live batches of seven events hold a few each.
    const items = Math.ceil(COPY_FROM_ROWS / 2) + 10;
    const metadata = () => ({
      actor: 'test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
    });
    for (let index = 0; index < items; index++) {
      const itemId = randomUUID();
      const donorId = randomUUID();
      const collectorId = randomUUID();
      const event = (type: string, data: Record<string, unknown>) => ({
        id: randomUUID(),
        type,
        data: { itemId, ...data },
        metadata: metadata(),
      });
      ({ position: latest } = await store.append(
        `food-${itemId}`,
        [
          event(
            'DonationSubmitted',
            donationSubmittedData({
              itemId,
              donorId,
              title: 'Dates',
              submittedAt: tick(),
            }),
          ),
          event('DonationApproved', {
            donorId,
            approvedBy: 'system:safety-check',
            approvedAt: tick(),
          }),
          event('ItemCollected', {
            requestId: randomUUID(),
            donorId,
            collectorId,
            servings: null,
            isMarketplace: false,
            sale: null,
            weightKg: index % 3 ? 1.25 : null,
            confirmedBy: donorId,
            collectedAt: tick(),
          }),
        ],
        { expectedRevision: 'no_stream' },
      ));
    }
    const impact = impactProjection('v1');
    await runner(impact, { batch: 7 }).catchUp(latest);
    const live = await rowsOf(impact);
    expect(live.impact_v1_facts?.length).toBeGreaterThanOrEqual(2 * items);
    const sent = textsSent(opened().database.pool);
    await runner(impact, { rebuild: 5000 }).rebuild(impact);
    expect(await rowsOf(impact)).toEqual(live);
    // A server takes COPY; PGlite's socket cannot, and the same rows went as typed arrays.
    expect(sent.some((text) => text.startsWith('copy "impact_v1_facts"'))).toBe(
      opened().database.kind === 'postgres',
    );
  });
});
