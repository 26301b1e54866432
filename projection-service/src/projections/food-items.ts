import type { ItemLifecycleStatus } from '@foodshare/contracts/enums';
import { DECLINE_REASON_TEXT, OPEN_REQUEST_STATUSES } from '@foodshare/contracts/requests';
import { openText } from '@foodshare/platform/vault/personal-data-vault';
import { sql, type Transaction, type Updateable, type UpdateObject } from 'kysely';
import type { AppDatabase, FoodRequestsTable } from '../database';
import { defineProjection } from '../projection';

type Db = Transaction<AppDatabase>;

/** What an item's row counts from its requests, brought up to date with a change to it. */
interface Recount {
  /** `open_requests` (see `openRequests`). */
  readonly open?: boolean;
  /** `units_left` and the life they give the item (see `settledUnits`). */
  readonly units?: boolean;
}

/** One update of the item: `values`, what `recount` names, and the time. */
async function touch(
  db: Db,
  itemId: string,
  at: string,
  values: UpdateObject<AppDatabase, 'food_items'>,
  recount: Recount = {},
): Promise<void> {
  await db
    .updateTable('food_items')
    .set({
      ...values,
      ...(recount.open ? { open_requests: openRequests(itemId) } : {}),
      ...(recount.units ? settledUnits(itemId) : {}),
      updated_at: new Date(at),
    })
    .where('id', '=', itemId)
    .execute();
}

/**
 * The food_items read model, and the food_requests each item received. An item's `status` is
 * its life (a withdrawal included); `review_status` is its safety review alone (version 5: a
 * withdrawal was stored as a review status before). Version 6: offers sold by the unit (each
 * request its quantity and its own sale), the pickup point, and the donor's hiding of an item.
 * Version 7: indexes for the public list at scale (newest first, by category, trigram search).
 */
export const foodItemsProjection = defineProjection({
  name: 'food-items',
  version: 7,
  tables: ['food_items', 'food_requests'],
  async createTables(db) {
    await db.schema
      .createTable('food_items')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('donor_id', 'uuid', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('quantity', 'text', (column) => column.notNull())
      .addColumn('servings', 'text')
      .addColumn('image_url', 'text')
      .addColumn('pickup_location', 'text', (column) => column.notNull())
      .addColumn('pickup_instructions', 'text')
      .addColumn('available_until', 'timestamptz')
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('available'))
      .addColumn('is_marketplace', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('original_price', sql`numeric(10, 2)`)
      .addColumn('discounted_price', sql`numeric(10, 2)`)
      .addColumn('food_type', 'text', (column) => column.notNull())
      .addColumn('food_source', 'text', (column) => column.notNull())
      .addColumn('preparation_time', 'text', (column) => column.notNull())
      .addColumn('storage_method', 'text', (column) => column.notNull())
      .addColumn('is_sealed', 'boolean', (column) => column.notNull())
      .addColumn('allergens', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('handling_status', 'text', (column) => column.notNull())
      .addColumn('spoilage_indicators', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('hygienic_handling', 'boolean', (column) => column.notNull())
      .addColumn('donation_agreement', 'boolean', (column) => column.notNull())
      .addColumn('date_label', 'jsonb')
      .addColumn('requester_id', 'uuid')
      .addColumn('review_status', 'text', (column) => column.notNull().defaultTo('pending_check'))
      .addColumn('safety_verdict', 'text')
      .addColumn('safety_reasons', 'jsonb', (column) =>
        column.notNull().defaultTo(sql`'[]'::jsonb`),
      )
      .addColumn('rule_version', 'text')
      .addColumn('open_requests', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('collected_at', 'timestamptz')
      .addColumn('sale_price', sql`numeric(10, 2)`)
      .addColumn('sale_fee', sql`numeric(10, 2)`)
      .addColumn('sale_fee_rate', 'text')
      .addColumn('units', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('units_left', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('unit_label', 'text')
      .addColumn('max_units_per_buyer', 'integer')
      .addColumn('pickup_latitude', 'double precision')
      .addColumn('pickup_longitude', 'double precision')
      .addColumn('hidden_by_donor', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`create index on food_items (review_status, is_marketplace, status, created_at desc)`.execute(
      db,
    );
    await sql`create index on food_items (donor_id, created_at desc)`.execute(db);
    // The public list: approved and not withdrawn, newest first; walked in order, never sorted.
    await sql`create index food_items_listed on food_items (created_at desc, id)
      where review_status = 'approved' and status <> 'withdrawn'`.execute(db);
    await sql`create index food_items_listed_by_category on food_items (category, created_at desc, id)
      where review_status = 'approved' and status <> 'withdrawn'`.execute(db);
    // Search (ILIKE '%…%') through trigrams: pg_trgm is a platform migration.
    await sql`create index on food_items using gin (title public.gin_trgm_ops)`.execute(db);
    await sql`create index on food_items using gin (description public.gin_trgm_ops)`.execute(db);
    await db.schema
      .createTable('food_requests')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('food_item_id', 'uuid', (column) => column.notNull())
      .addColumn('requester_id', 'uuid', (column) => column.notNull())
      .addColumn('donor_id', 'uuid', (column) => column.notNull())
      .addColumn('message', 'text')
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
      .addColumn('intent', 'text', (column) => column.notNull().defaultTo('request'))
      .addColumn('price', sql`numeric(10, 2)`)
      .addColumn('pickup_code', 'text')
      .addColumn('decline_reason', 'text')
      .addColumn('decline_note', 'text')
      .addColumn('pickup_time', 'timestamptz')
      .addColumn('quantity', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('sale_price', sql`numeric(10, 2)`)
      .addColumn('sale_fee', sql`numeric(10, 2)`)
      .addColumn('sale_fee_rate', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`create index on food_requests (requester_id, created_at desc)`.execute(db);
    await sql`create index on food_requests (food_item_id)`.execute(db);
  },
  on: {
    DonationSubmitted: async ({ data }, db) => {
      const { answers } = data;
      const at = new Date(data.submittedAt);
      await db
        .insertInto('food_items')
        .values({
          id: data.itemId,
          donor_id: data.donorId,
          title: data.title,
          description: data.description,
          category: data.category,
          quantity: data.quantity,
          servings: data.servings,
          image_url: data.imageUrl,
          pickup_location: data.pickupLocation,
          pickup_instructions: await openText(db, data.pickupInstructions),
          available_until: data.availableUntil ? new Date(data.availableUntil) : null,
          status: 'available',
          is_marketplace: data.isMarketplace,
          original_price: data.originalPrice,
          discounted_price: data.discountedPrice,
          food_type: answers.foodType,
          food_source: answers.foodSource,
          preparation_time: answers.preparationTime,
          storage_method: answers.storageMethod,
          is_sealed: answers.isSealed,
          allergens: JSON.stringify(answers.allergens),
          handling_status: answers.handlingStatus,
          spoilage_indicators: JSON.stringify(answers.spoilageIndicators),
          hygienic_handling: answers.hygienicHandling,
          donation_agreement: answers.donationAgreement,
          date_label: answers.dateLabel ? JSON.stringify(answers.dateLabel) : null,
          requester_id: null,
          review_status: 'pending_check',
          safety_verdict: null,
          safety_reasons: '[]',
          rule_version: null,
          open_requests: 0,
          collected_at: null,
          sale_price: null,
          sale_fee: null,
          sale_fee_rate: null,
          units: data.units ?? 1,
          units_left: data.units ?? 1,
          unit_label: data.unitLabel ?? null,
          max_units_per_buyer: data.maxUnitsPerBuyer ?? null,
          pickup_latitude: data.pickupPoint?.latitude ?? null,
          pickup_longitude: data.pickupPoint?.longitude ?? null,
          hidden_by_donor: false,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    ItemHiddenByDonor: ({ data }, db) =>
      touch(db, data.itemId, data.hiddenAt, { hidden_by_donor: true }),
    SafetyCheckPassed: ({ data }, db) =>
      touch(db, data.itemId, data.checkedAt, {
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    DonationApproved: ({ data }, db) =>
      touch(db, data.itemId, data.approvedAt, { review_status: 'approved' }),
    DonationFlaggedForReview: ({ data }, db) =>
      touch(db, data.itemId, data.checkedAt, {
        review_status: 'flagged',
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    DonationRejected: ({ data }, db) =>
      touch(db, data.itemId, data.rejectedAt, {
        review_status: 'rejected',
        safety_verdict: 'reject',
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    ItemExpired: ({ data }, db) => closeItem(db, data.itemId, 'expired', data.expiredAt),
    ItemWithdrawn: ({ data }, db) => closeItem(db, data.itemId, 'withdrawn', data.withdrawnAt),
    // Hidden by members' reports, an item waits for a moderator like a flagged donation, and is
    // listed nowhere meanwhile; dismissed reports list it again (only approved items are reported).
    ItemHiddenPendingReview: ({ data }, db) =>
      touch(db, data.itemId, data.hiddenAt, { review_status: 'flagged' }),
    ReportsDismissed: ({ data }, db) =>
      touch(db, data.itemId, data.dismissedAt, { review_status: 'approved' }),
    // Taken down by a moderator, the item leaves every list like a withdrawn one.
    ItemTakenDown: ({ data }, db) => closeItem(db, data.itemId, 'withdrawn', data.takenDownAt),
    ItemRequested: async ({ data }, db) => {
      const at = new Date(data.requestedAt);
      // The donor is the item's, found by the server: the handler reads nothing.
      const donor = sql<string>`coalesce((select donor_id from food_items where id = ${data.itemId}), ${data.requesterId}::uuid)`;
      await db
        .insertInto('food_requests')
        .values({
          id: data.requestId,
          food_item_id: data.itemId,
          requester_id: data.requesterId,
          donor_id: donor,
          message: await openText(db, data.message),
          status: 'pending',
          intent: data.intent,
          price: data.price,
          pickup_code: null,
          decline_reason: null,
          decline_note: null,
          pickup_time: null,
          quantity: data.quantity ?? 1,
          sale_price: null,
          sale_fee: null,
          sale_fee_rate: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await touch(db, data.itemId, data.requestedAt, {}, { open: true });
    },
    RequestAccepted: async ({ data }, db) => {
      await updateRequest(db, data.requestId, data.acceptedAt, {
        status: 'approved',
        pickup_code: data.pickupCode,
      });
      await touch(
        db,
        data.itemId,
        data.acceptedAt,
        { requester_id: data.requesterId },
        { open: true },
      );
    },
    ItemReserved: ({ data }, db) => touch(db, data.itemId, data.reservedAt, {}, { units: true }),
    RequestDeclined: async ({ data }, db) => {
      await updateRequest(db, data.requestId, data.declinedAt, {
        status: 'declined',
        decline_reason: DECLINE_REASON_TEXT[data.reason],
        decline_note: await openText(db, data.note),
      });
      await touch(db, data.itemId, data.declinedAt, {}, { open: true, units: true });
    },
    RequestCancelled: async ({ data }, db) => {
      await updateRequest(db, data.requestId, data.cancelledAt, { status: 'cancelled' });
      await touch(db, data.itemId, data.cancelledAt, {}, { open: true, units: true });
    },
    ReservationReleased: async ({ data }, db) => {
      await touch(
        db,
        data.itemId,
        data.releasedAt,
        { requester_id: sql<string | null>`case when is_marketplace then requester_id end` },
        { units: true },
      );
    },
    async UserDeleted({ data }, db) {
      // What the person wrote, and who they were to others' items, goes with the account. Their
      // own items are withdrawn and their open requests cancelled after it (account-closure).
      await db
        .updateTable('food_requests')
        .set({ message: null, pickup_code: null })
        .where('requester_id', '=', data.userId)
        .execute();
      await db
        .updateTable('food_requests')
        .set({ decline_note: null })
        .where('donor_id', '=', data.userId)
        .execute();
      await db
        .updateTable('food_items')
        .set({ requester_id: null })
        .where('requester_id', '=', data.userId)
        .execute();
      await db
        .updateTable('food_items')
        .set({ pickup_instructions: null })
        .where('donor_id', '=', data.userId)
        .execute();
    },
    ItemCollected: async ({ data }, db) => {
      const { sale } = data;
      await updateRequest(db, data.requestId, data.collectedAt, {
        status: 'collected',
        pickup_time: new Date(data.collectedAt),
        sale_price: sale?.price ?? null,
        sale_fee: sale?.fee ?? null,
        sale_fee_rate: sale?.feeRate ?? null,
      });
      // An offer's sales add up on the item; each stays on its own request.
      await touch(
        db,
        data.itemId,
        data.collectedAt,
        {
          requester_id: data.collectorId,
          collected_at: new Date(data.collectedAt),
          sale_price: sale
            ? sql<string>`coalesce(sale_price, 0) + ${sale.price}::numeric`
            : sql<null>`sale_price`,
          sale_fee: sale
            ? sql<string>`coalesce(sale_fee, 0) + ${sale.fee}::numeric`
            : sql<null>`sale_fee`,
          sale_fee_rate: sale?.feeRate ?? null,
        },
        { units: true },
      );
    },
  },
});

async function updateRequest(
  db: Db,
  requestId: string,
  at: string,
  values: Updateable<FoodRequestsTable>,
): Promise<void> {
  await db
    .updateTable('food_requests')
    .set({ ...values, updated_at: new Date(at) })
    .where('id', '=', requestId)
    .execute();
}

/**
 * The units nobody holds, and the item's life as they leave it (as the decider has it): on offer
 * while units remain, reserved while the rest are held, collected once all were handed over.
 * An expired or withdrawn item stays so.
 */
function settledUnits(itemId: string) {
  const taken = sql<number>`(select coalesce(sum(quantity), 0)::int from food_requests
    where food_item_id = ${itemId} and status in ('approved', 'collected'))`;
  const held = sql<boolean>`exists (select 1 from food_requests
    where food_item_id = ${itemId} and status = 'approved')`;
  return {
    units_left: sql<number>`greatest(units - ${taken}, 0)`,
    status: sql<ItemLifecycleStatus>`case
      when status in ('expired', 'withdrawn') then status
      when units > ${taken} then 'available'
      when ${held} then 'reserved'
      else 'collected' end`,
  };
}

/** `open_requests` counts the requests still waiting for the donor's answer. */
function openRequests(itemId: string) {
  return sql<number>`(select count(*)::int from food_requests
    where food_item_id = ${itemId} and status = 'pending')`;
}

/** An item expires or is withdrawn: its pending and accepted requests close with it. */
async function closeItem(
  db: Db,
  itemId: string,
  status: 'expired' | 'withdrawn',
  at: string,
): Promise<void> {
  await db
    .updateTable('food_requests')
    .set({ status, updated_at: new Date(at) })
    .where('food_item_id', '=', itemId)
    .where('status', 'in', [...OPEN_REQUEST_STATUSES])
    .execute();
  await touch(db, itemId, at, { status }, { open: true });
}
