import {
  type FoodEvent,
  type FoodEventOf,
  foodEventSchema,
} from '@foodshare/contracts/food-events';
import type { AppDatabase, FoodItemsTable } from '@foodshare/platform/read-models';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { Projection, ProjectionHandler } from '../projection';

type Db = Transaction<AppDatabase>;

/** A handler for one food event type: the event is validated (and, one day, upcast) first. */
function on<T extends FoodEvent['type']>(
  type: T,
  apply: (data: FoodEventOf<T>['data'], db: Db) => Promise<void>,
): ProjectionHandler {
  return async (event, db) => {
    const parsed = foodEventSchema.parse({ type: event.type, data: event.data });
    // The runner routes by type, so this holds; the check keeps a mis-registration harmless.
    if (parsed.type === type) await apply(parsed.data as FoodEventOf<T>['data'], db);
  };
}

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
  version: 1,
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
      .addColumn('pickup_time', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`create index on food_requests (requester_id, created_at desc)`.execute(db);
    await sql`create index on food_requests (food_item_id)`.execute(db);
  },
  handlers: {
    DonationSubmitted: on('DonationSubmitted', async (data, db) => {
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
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    }),
    SafetyCheckPassed: on('SafetyCheckPassed', (data, db) =>
      touch(db, data.itemId, data.checkedAt, {
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    ),
    DonationApproved: on('DonationApproved', (data, db) =>
      touch(db, data.itemId, data.approvedAt, { review_status: 'approved' }),
    ),
    DonationFlaggedForReview: on('DonationFlaggedForReview', (data, db) =>
      touch(db, data.itemId, data.checkedAt, {
        review_status: 'flagged',
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    ),
    DonationRejected: on('DonationRejected', (data, db) =>
      touch(db, data.itemId, data.rejectedAt, {
        review_status: 'rejected',
        safety_verdict: 'reject',
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    ),
    ItemExpired: on('ItemExpired', (data, db) =>
      touch(db, data.itemId, data.expiredAt, { status: 'expired' }),
    ),
    ItemWithdrawn: on('ItemWithdrawn', (data, db) =>
      touch(db, data.itemId, data.withdrawnAt, { review_status: 'withdrawn' }),
    ),
    ItemRequested: on('ItemRequested', async (data, db) => {
      const item = await db
        .selectFrom('food_items')
        .select('donor_id')
        .where('id', '=', data.itemId)
        .executeTakeFirst();
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
          pickup_time: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await db
        .updateTable('food_items')
        .set((eb) => ({ open_requests: eb('open_requests', '+', 1), updated_at: at }))
        .where('id', '=', data.itemId)
        .execute();
    }),
  },
};
