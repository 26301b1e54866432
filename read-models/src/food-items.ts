import type { DateLabel } from '@foodshare/contracts/donations';
import type {
  Allergen,
  FoodCategory,
  FoodSource,
  FoodType,
  HandlingStatus,
  ItemLifecycleStatus,
  PreparationTime,
  SpoilageIndicator,
  StorageMethod,
} from '@foodshare/contracts/enums';
import type { ReviewStatus } from '@foodshare/contracts/food-items';
import type {
  TemperatureClass,
  TemperatureHoldStatus,
} from '@foodshare/contracts/handover-temperature';
import type { FlwDestination, SurplusCause } from '@foodshare/contracts/impact-destinations';
import type { NoShowOutcome } from '@foodshare/contracts/pickups';
import type { RequestIntent, RequestStatus } from '@foodshare/contracts/requests';
import type { SafetyReason, SafetyVerdict } from '@foodshare/contracts/safety-check';
import { sql } from 'kysely';
import {
  bool,
  createTable,
  doublePrecision,
  integer,
  type Json,
  jsonb,
  numeric,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/** A JSON list kept as text (docs/product.md §3): written as JSON text, read back as text. */
export type JsonListText<_Item> = string;

/** Every item posted, with its questionnaire, its life and its safety review. */
export const foodItems = table('food_items', {
  id: uuid().primaryKey(),
  donor_id: uuid().notNull(),
  title: text().notNull(),
  description: text(),
  category: text<FoodCategory>().notNull(),
  quantity: text().notNull(),
  servings: text(),
  image_url: text(),
  pickup_location: text().notNull(),
  pickup_instructions: text(),
  /** The pickup window (docs/product.md §10): from when, and until when (its expiry). */
  pickup_from: timestamptz().notNull(),
  pickup_until: timestamptz(),
  /** The item's life: available, reserved, collected, expired, or withdrawn by its donor. */
  status: text<ItemLifecycleStatus>().notNull().defaultTo('available'),
  is_marketplace: bool().notNull().defaultTo(false),
  /** Read back as a decimal string. */
  original_price: numeric(10, 2),
  discounted_price: numeric(10, 2),
  food_type: text<FoodType>().notNull(),
  food_source: text<FoodSource>().notNull(),
  preparation_time: text<PreparationTime>().notNull(),
  storage_method: text<StorageMethod>().notNull(),
  is_sealed: bool().notNull(),
  allergens: text<JsonListText<Allergen>>().notNull().defaultTo('[]'),
  handling_status: text<HandlingStatus>().notNull(),
  spoilage_indicators: text<JsonListText<SpoilageIndicator>>().notNull().defaultTo('[]'),
  hygienic_handling: bool().notNull(),
  donation_agreement: bool().notNull(),
  date_label: jsonb<Json<DateLabel>>(),
  requester_id: uuid(),
  /** The safety review only: pending_check, flagged, approved, rejected. */
  review_status: text<ReviewStatus>().notNull().defaultTo('pending_check'),
  safety_verdict: text<SafetyVerdict>(),
  safety_reasons: jsonb<Json<SafetyReason[]>>().notNull().defaultTo(sql`'[]'::jsonb`),
  rule_version: text(),
  open_requests: integer().notNull().defaultTo(0),
  collected_at: timestamptz(),
  /** A completed sale: the price and fee, and the fee rate as a fraction. */
  sale_price: numeric(10, 2),
  sale_fee: numeric(10, 2),
  sale_fee_rate: text(),
  /** How many units change hands (1 for a free donation) and how many nobody holds yet. */
  units: integer().notNull().defaultTo(1),
  units_left: integer().notNull().defaultTo(1),
  unit_label: text(),
  max_units_per_buyer: integer(),
  pickup_latitude: doublePrecision(),
  pickup_longitude: doublePrecision(),
  /** The donor hid it from My Donations (it changed hands, so it cannot be deleted). */
  hidden_by_donor: bool().notNull().defaultTo(false),
  /** Why there was a surplus, as the donor said; null: not recorded. */
  surplus_cause: text<SurplusCause>(),
  /** What became of it once it ended uncollected (the latest answer); null: not said yet. */
  destination: text<FlwDestination>(),
  created_at: timestamptz().notNull(),
  updated_at: timestamptz().notNull(),
});
export type FoodItemsTable = RowOf<typeof foodItems>;

/** The requests each item received, a purchase's sale on its own. */
export const foodRequests = table('food_requests', {
  id: uuid().primaryKey(),
  food_item_id: uuid().notNull(),
  requester_id: uuid().notNull(),
  donor_id: uuid().notNull(),
  message: text(),
  status: text<RequestStatus>().notNull().defaultTo('pending'),
  intent: text<RequestIntent>().notNull().defaultTo('request'),
  /** A purchase's price. */
  price: numeric(10, 2),
  /** Shown to the requester only, once accepted. */
  pickup_code: text(),
  decline_reason: text(),
  /** The donor's own words with a decline: forgotten with the donor's account. */
  decline_note: text(),
  pickup_time: timestamptz(),
  /** The units it asks for: 1 for a free donation. */
  quantity: integer().notNull().defaultTo(1),
  /** When the donor may accept it (docs/product.md §10: after repeated no-shows); null: at once. */
  acceptable_from: timestamptz(),
  /** What the donor said once its window closed uncollected: no_show or late; null: nothing. */
  no_show: text<NoShowOutcome>(),
  /** Its own sale once handed over: the total, the fee on it, and the fee rate. */
  sale_price: numeric(10, 2),
  sale_fee: numeric(10, 2),
  sale_fee_rate: text(),
  /** The temperature measured at handover and where a held one stands (docs/product.md §11.3). */
  temperature_c: doublePrecision(),
  temperature_class: text<TemperatureClass>(),
  temperature_in_range: bool(),
  temperature_hold: text<TemperatureHoldStatus>(),
  created_at: timestamptz().notNull(),
  updated_at: timestamptz().notNull(),
});
export type FoodRequestsTable = RowOf<typeof foodRequests>;

/** Each missed or late pickup a donor recorded (docs/product.md §10), by its taker. */
export const noShows = table('no_shows', {
  request_id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  taker_id: uuid().notNull(),
  outcome: text<NoShowOutcome>().notNull(),
  recorded_at: timestamptz().notNull(),
});
export type NoShowsTable = RowOf<typeof noShows>;

export const foodItemsSchema: ReadModelSchema<
  typeof foodItems.name | typeof foodRequests.name | typeof noShows.name
> = {
  tables: [foodItems.name, foodRequests.name, noShows.name],
  async createTables(db) {
    await createTable(db, foodItems);
    // The donor's own items (My Donations), and what closing an account clears by donor.
    await sql`create index food_items_donor_id_created_at_idx on food_items (donor_id, created_at desc)`.execute(
      db,
    );
    await createTable(db, foodRequests);
    await sql`create index on food_requests (requester_id, created_at desc)`.execute(db);
    await sql`create index on food_requests (food_item_id)`.execute(db);
    await createTable(db, noShows);
    await sql`create index on no_shows (taker_id, recorded_at)`.execute(db);
  },
  // Read by the API only; named as PostgreSQL named them when they were created with the tables.
  async createReadIndexes(db) {
    await sql`create index if not exists food_items_review_status_is_marketplace_status_created_at_idx
      on food_items (review_status, is_marketplace, status, created_at desc)`.execute(db);
    // The public list: approved and not withdrawn, newest first; walked in order, never sorted.
    await sql`create index if not exists food_items_listed on food_items (created_at desc, id)
      where review_status = 'approved' and status <> 'withdrawn'`.execute(db);
    await sql`create index if not exists food_items_listed_by_category
      on food_items (category, created_at desc, id)
      where review_status = 'approved' and status <> 'withdrawn'`.execute(db);
    // Search (ILIKE '%…%') through trigrams on the folded text: pg_trgm and search_normalise are
    // platform migrations.
    await sql`create index if not exists food_items_search_normalise_idx on food_items
      using gin (public.search_normalise(title) public.gin_trgm_ops)`.execute(db);
    await sql`create index if not exists food_items_search_normalise_idx1 on food_items
      using gin (public.search_normalise(description) public.gin_trgm_ops)`.execute(db);
  },
};
