import { DECLINE_REASON_TEXT, requestTerms } from '@foodshare/contracts/requests';
import { userDeletedSchema } from '@foodshare/contracts/user-events';
import type {
  AppDatabase,
  FoodItemsTable,
  FoodRequestsTable,
} from '@foodshare/platform/read-models';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { Projection } from '../projection';
import { onFoodEvent } from './on-food-event';

type Db = Transaction<AppDatabase>;

async function touch(
  db: Db,
  itemId: string,
  at: string,
  values: Updateable<FoodItemsTable>,
): Promise<void> {
  await db
    .updateTable('food_items')
    .set({ ...values, updated_at: new Date(at) })
    .where('id', '=', itemId)
    .execute();
}

/** The food_items read model with each item's safety review, and the food_requests it received. */
export const foodItemsProjection: Projection = {
  name: 'food-items',
  version: 4,
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
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`create index on food_items (review_status, is_marketplace, status, created_at desc)`.execute(
      db,
    );
    await sql`create index on food_items (donor_id, created_at desc)`.execute(db);
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
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`create index on food_requests (requester_id, created_at desc)`.execute(db);
    await sql`create index on food_requests (food_item_id)`.execute(db);
  },
  handlers: {
    DonationSubmitted: onFoodEvent('DonationSubmitted', async (data, db) => {
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
          pickup_instructions: data.pickupInstructions,
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
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    }),
    SafetyCheckPassed: onFoodEvent('SafetyCheckPassed', (data, db) =>
      touch(db, data.itemId, data.checkedAt, {
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    ),
    DonationApproved: onFoodEvent('DonationApproved', (data, db) =>
      touch(db, data.itemId, data.approvedAt, { review_status: 'approved' }),
    ),
    DonationFlaggedForReview: onFoodEvent('DonationFlaggedForReview', (data, db) =>
      touch(db, data.itemId, data.checkedAt, {
        review_status: 'flagged',
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    ),
    DonationRejected: onFoodEvent('DonationRejected', (data, db) =>
      touch(db, data.itemId, data.rejectedAt, {
        review_status: 'rejected',
        safety_verdict: 'reject',
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    ),
    ItemExpired: onFoodEvent('ItemExpired', async (data, db) => {
      await touch(db, data.itemId, data.expiredAt, { status: 'expired' });
      await closeOpenRequests(db, data.itemId, 'expired', data.expiredAt);
    }),
    ItemWithdrawn: onFoodEvent('ItemWithdrawn', async (data, db) => {
      await touch(db, data.itemId, data.withdrawnAt, { review_status: 'withdrawn' });
      await closeOpenRequests(db, data.itemId, 'withdrawn', data.withdrawnAt);
    }),
    ItemRequested: onFoodEvent('ItemRequested', async (data, db) => {
      const item = await db
        .selectFrom('food_items')
        .select(['donor_id', 'is_marketplace', 'discounted_price', 'original_price'])
        .where('id', '=', data.itemId)
        .executeTakeFirst();
      const terms = requestTerms(data, {
        isMarketplace: item?.is_marketplace ?? false,
        price: item?.discounted_price ?? item?.original_price ?? null,
      });
      const at = new Date(data.requestedAt);
      await db
        .insertInto('food_requests')
        .values({
          id: data.requestId,
          food_item_id: data.itemId,
          requester_id: data.requesterId,
          donor_id: item?.donor_id ?? data.requesterId,
          message: data.message,
          status: 'pending',
          intent: terms.intent,
          price: terms.price,
          pickup_code: null,
          decline_reason: null,
          decline_note: null,
          pickup_time: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await recountOpenRequests(db, data.itemId, data.requestedAt);
    }),
    RequestAccepted: onFoodEvent('RequestAccepted', async (data, db) => {
      await updateRequest(db, data.requestId, data.acceptedAt, {
        status: 'approved',
        pickup_code: data.pickupCode,
      });
      await touch(db, data.itemId, data.acceptedAt, { requester_id: data.requesterId });
      await recountOpenRequests(db, data.itemId, data.acceptedAt);
    }),
    ItemReserved: onFoodEvent('ItemReserved', (data, db) =>
      touch(db, data.itemId, data.reservedAt, { status: 'reserved' }),
    ),
    RequestDeclined: onFoodEvent('RequestDeclined', async (data, db) => {
      await updateRequest(db, data.requestId, data.declinedAt, {
        status: 'declined',
        decline_reason: DECLINE_REASON_TEXT[data.reason],
        decline_note: data.note,
      });
      await recountOpenRequests(db, data.itemId, data.declinedAt);
    }),
    RequestCancelled: onFoodEvent('RequestCancelled', async (data, db) => {
      await updateRequest(db, data.requestId, data.cancelledAt, { status: 'cancelled' });
      await recountOpenRequests(db, data.itemId, data.cancelledAt);
    }),
    ReservationReleased: onFoodEvent('ReservationReleased', async (data, db) => {
      await db
        .updateTable('food_items')
        .set({ status: 'available', requester_id: null, updated_at: new Date(data.releasedAt) })
        .where('id', '=', data.itemId)
        .where('status', '=', 'reserved')
        .execute();
    }),
    async UserDeleted(event, db) {
      // What the person wrote, and who they were to others' items, goes with the account. Their
      // own items are withdrawn and their open requests cancelled by the deletion itself.
      const { data } = userDeletedSchema.parse(event);
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
    },
    ItemCollected: onFoodEvent('ItemCollected', async (data, db) => {
      await updateRequest(db, data.requestId, data.collectedAt, {
        status: 'collected',
        pickup_time: new Date(data.collectedAt),
      });
      await touch(db, data.itemId, data.collectedAt, {
        status: 'collected',
        requester_id: data.collectorId,
        collected_at: new Date(data.collectedAt),
        sale_price: data.sale?.price ?? null,
        sale_fee: data.sale?.fee ?? null,
        sale_fee_rate: data.sale?.feeRate ?? null,
      });
    }),
  },
};

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

/** `open_requests` counts the requests still waiting for the donor's answer. */
async function recountOpenRequests(db: Db, itemId: string, at: string): Promise<void> {
  await db
    .updateTable('food_items')
    .set((eb) => ({
      open_requests: eb
        .selectFrom('food_requests')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('food_item_id', '=', itemId)
        .where('status', '=', 'pending'),
      updated_at: new Date(at),
    }))
    .where('id', '=', itemId)
    .execute();
}

/** When an item expires or is withdrawn, its pending and accepted requests close with it. */
async function closeOpenRequests(
  db: Db,
  itemId: string,
  status: 'expired' | 'withdrawn',
  at: string,
): Promise<void> {
  await db
    .updateTable('food_requests')
    .set({ status, updated_at: new Date(at) })
    .where('food_item_id', '=', itemId)
    .where('status', 'in', ['pending', 'approved'])
    .execute();
  await recountOpenRequests(db, itemId, at);
}
