import type { FoodCategory, ItemLifecycleStatus } from '@foodshare/contracts/enums';
import type { ReviewStatus } from '@foodshare/contracts/food-items';
import type { Answers } from '@foodshare/contracts/food-state';
import type { ReportReason } from '@foodshare/contracts/moderation-events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import type { RequestStatus } from '@foodshare/contracts/requests';
import type { SafetyReason, SafetyVerdict } from '@foodshare/contracts/safety-check';
import type { ColumnType } from 'kysely';

/** An instant as read; written as a Date or as its ISO text (`instant` in unnest-rows.ts). */
type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** Every item, whatever became of it, as the moderators see it (the moderation read model). */
export interface ModerationItemsTable {
  id: string;
  donor_id: string;
  title: string;
  category: FoodCategory;
  image_url: string | null;
  available_until: Date | null;
  submitted_at: Instant;
  /** jsonb: the questionnaire as answered. */
  answers: ColumnType<Answers, string, string>;
  review_status: ReviewStatus;
  /**
   * The item's life as the decider has it: an offer stays available while units remain, however
   * many were sold (`settledUnits` over `moderation_requests`).
   */
  status: ItemLifecycleStatus;
  /** How many units change hands: 1 for a free donation. */
  units: number;
  safety_verdict: SafetyVerdict | null;
  safety_reasons: ColumnType<SafetyReason[], string, string>;
  rule_version: string | null;
  flagged_at: NullableInstant;
  hidden: boolean;
  hidden_at: NullableInstant;
  taken_down: boolean;
  /** Who settled the review: a moderator's id, or `system:safety-check`. */
  decided_by: string | null;
  decided_at: NullableInstant;
  updated_at: Instant;
}

/** Members' reports; the details stay sealed under the reporter's key. */
export interface ModerationReportsTable {
  id: string;
  item_id: string;
  reporter_id: string;
  reason: ReportReason;
  details: ColumnType<Sealed | null, string | null, string | null>;
  status: 'open' | 'dismissed' | 'actioned';
  reported_at: Date;
  resolved_at: Date | null;
}

/**
 * Each request of an item, as far as the item's life follows from it: the units it takes and how
 * far it got. Those of an expired or withdrawn item are left as they were: its life is final.
 */
export interface ModerationRequestsTable {
  id: string;
  item_id: string;
  quantity: number;
  status: RequestStatus;
}
