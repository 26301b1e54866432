import type { FoodCategory, ItemLifecycleStatus } from '@foodshare/contracts/enums';
import type { ReviewStatus } from '@foodshare/contracts/food-items';
import type { Answers } from '@foodshare/contracts/food-state';
import type { ReportReason } from '@foodshare/contracts/moderation-events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import type { RequestStatus } from '@foodshare/contracts/requests';
import type { SafetyReason, SafetyVerdict } from '@foodshare/contracts/safety-check';
import { sql } from 'kysely';
import {
  bool,
  createTable,
  type Instant,
  integer,
  type Json,
  jsonb,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/** Every item, whatever became of it, as the moderators see it. */
export const moderationItems = table('moderation_items', {
  id: uuid().primaryKey(),
  donor_id: uuid().notNull(),
  title: text().notNull(),
  category: text<FoodCategory>().notNull(),
  image_url: text(),
  pickup_until: timestamptz(),
  submitted_at: timestamptz<Instant>().notNull(),
  /** The questionnaire as answered. */
  answers: jsonb<Json<Answers>>().notNull(),
  review_status: text<ReviewStatus>().notNull(),
  /**
   * The item's life as the decider has it: an offer stays available while units remain, however
   * many were sold (`settledUnits` over `moderation_requests`).
   */
  status: text<ItemLifecycleStatus>().notNull(),
  /** How many units change hands: 1 for a free donation. */
  units: integer().notNull(),
  safety_verdict: text<SafetyVerdict>(),
  safety_reasons: jsonb<Json<SafetyReason[]>>().notNull().defaultTo(sql`'[]'::jsonb`),
  rule_version: text(),
  flagged_at: timestamptz<Instant>(),
  hidden: bool().notNull().defaultTo(false),
  hidden_at: timestamptz<Instant>(),
  taken_down: bool().notNull().defaultTo(false),
  /** Who settled the review: a moderator's id, or `system:safety-check`. */
  decided_by: text(),
  decided_at: timestamptz<Instant>(),
  updated_at: timestamptz<Instant>().notNull(),
});
export type ModerationItemsTable = RowOf<typeof moderationItems>;

/** Members' reports; the details stay sealed under the reporter's key. */
export const moderationReports = table('moderation_reports', {
  id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  reporter_id: uuid().notNull(),
  reason: text<ReportReason>().notNull(),
  details: jsonb<Json<Sealed>>(),
  status: text<'open' | 'dismissed' | 'actioned'>().notNull(),
  reported_at: timestamptz().notNull(),
  resolved_at: timestamptz(),
});
export type ModerationReportsTable = RowOf<typeof moderationReports>;

/**
 * Each request of an item, as far as the item's life follows from it: the units it takes and how
 * far it got. Those of an expired or withdrawn item are left as they were: its life is final.
 */
export const moderationRequests = table('moderation_requests', {
  id: uuid().primaryKey(),
  item_id: uuid().notNull(),
  quantity: integer().notNull(),
  status: text<RequestStatus>().notNull(),
});
export type ModerationRequestsTable = RowOf<typeof moderationRequests>;

export const moderationSchema: ReadModelSchema<
  typeof moderationItems.name | typeof moderationReports.name | typeof moderationRequests.name
> = {
  tables: [moderationItems.name, moderationReports.name, moderationRequests.name],
  async createTables(db) {
    await createTable(db, moderationItems);
    await createTable(db, moderationReports);
    await createTable(db, moderationRequests);
    // Each batch reads the requests of the items its events move (moderation-batch.ts).
    await sql`create index moderation_requests_item_id_idx on moderation_requests (item_id)`.execute(
      db,
    );
  },
  // The review queue's and the staff search's: no statement of the projection reads through them.
  async createReadIndexes(db) {
    await sql`create index if not exists moderation_items_review_status_pickup_until_idx
      on moderation_items (review_status, pickup_until)`.execute(db);
    await sql`create index if not exists moderation_items_donor_id_idx
      on moderation_items (donor_id)`.execute(db);
    await sql`create index if not exists moderation_reports_item_id_status_idx
      on moderation_reports (item_id, status)`.execute(db);
  },
};
