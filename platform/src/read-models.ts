import type { ColumnType } from 'kysely';
import type { SessionTable } from './sessions/session-store';
import type { PersonalDataKeyTable } from './vault/personal-data-vault';

/**
 * The read side's tables as the query service sees them (public views onto each projection's
 * live generation) and as projections write them. Projections own their tables; this is the
 * one shared description of their shape.
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: string;
  bio: string | null;
  is_public_profile: boolean;
  business_name: string | null;
  business_address: string | null;
  phone_number: string | null;
  donation_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface StatsTable {
  id: string;
  total_donations: number;
  active_donors: number;
  total_users: number;
}

export interface StatsDonorsTable {
  user_id: string;
}

export interface FoodItemsTable {
  id: string;
  donor_id: string;
  title: string;
  description: string | null;
  category: string;
  quantity: string;
  servings: string | null;
  image_url: string | null;
  pickup_location: string;
  pickup_instructions: string | null;
  available_until: Date | null;
  status: string;
  is_marketplace: boolean;
  /** numeric(10, 2): read back as a decimal string. */
  original_price: string | null;
  discounted_price: string | null;
  food_type: string;
  food_source: string;
  preparation_time: string;
  storage_method: string;
  is_sealed: boolean;
  /** Text holding a JSON list (SPEC §3). */
  allergens: string;
  handling_status: string;
  spoilage_indicators: string;
  hygienic_handling: boolean;
  donation_agreement: boolean;
  /** jsonb: written as JSON text, read back parsed. */
  date_label: ColumnType<
    { kind: 'use_by' | 'best_before'; date: string } | null,
    string | null,
    string | null
  >;
  requester_id: string | null;
  review_status: string;
  safety_verdict: string | null;
  safety_reasons: ColumnType<
    { rule: number; verdict: 'pass' | 'review' | 'reject'; message: string }[],
    string,
    string
  >;
  rule_version: string | null;
  open_requests: number;
  collected_at: Date | null;
  /** A completed sale: numeric(10, 2) price and fee, and the fee rate as a fraction. */
  sale_price: string | null;
  sale_fee: string | null;
  sale_fee_rate: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface FoodRequestsTable {
  id: string;
  food_item_id: string;
  requester_id: string;
  donor_id: string;
  message: string | null;
  status: string;
  intent: string;
  /** numeric(10, 2): a purchase's price. */
  price: string | null;
  /** Shown to the requester only, once accepted. */
  pickup_code: string | null;
  decline_reason: string | null;
  /** The donor's own words with a decline: forgotten with the donor's account. */
  decline_note: string | null;
  pickup_time: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface CollectionHubsTable {
  id: string;
  name: string;
  description: string | null;
  address: string;
  hub_type: string;
  capacity: number | null;
  current_load: number;
  contact_info: string | null;
  operating_hours: string | null;
  is_active: boolean;
  manager_id: string;
  created_at: Date;
  updated_at: Date;
}

export interface NotificationsTable {
  /** Derived from the event, recipient and type: a rebuild reproduces it (and its read mark). */
  id: string;
  user_id: string;
  title: string;
  message: string | null;
  type: string;
  is_read: boolean;
  related_item_id: string | null;
  created_at: Date;
  /** The order the projection wrote them: breaks ties between equal created_at. */
  seq: ColumnType<string, never, never>;
}

/** What the notifications projection knows of each item: whom to tell, and its title. */
export interface NotificationItemsTable {
  id: string;
  donor_id: string;
  title: string;
  is_marketplace: boolean;
  /** What a buyer pays: the discounted price, else the original one. */
  price: string | null;
}

/** What the notifications projection knows of each request: its taker and where it stands. */
export interface NotificationRequestsTable {
  id: string;
  item_id: string;
  requester_id: string;
  intent: string;
  price: string | null;
  status: string;
}

/** Deleted accounts, by id only: nothing is written for them again. */
export interface NotificationClosedAccountsTable {
  user_id: string;
}

export interface ProjectionGenerationsTable {
  name: string;
  generation: number;
  version: number;
  status: 'building' | 'live' | 'retired';
  checkpoint_commit: string;
  checkpoint_prepare: string;
  updated_at: Date;
}

export interface ReadModels {
  users: UsersTable;
  food_items: FoodItemsTable;
  food_requests: FoodRequestsTable;
  collection_hubs: CollectionHubsTable;
  stats: StatsTable;
  stats_donors: StatsDonorsTable;
  notifications: NotificationsTable;
  notification_items: NotificationItemsTable;
  notification_requests: NotificationRequestsTable;
  notification_closed_accounts: NotificationClosedAccountsTable;
}

export interface PlatformTables {
  session: SessionTable;
  personal_data_keys: PersonalDataKeyTable;
  projection_generations: ProjectionGenerationsTable;
}

export type AppDatabase = ReadModels & PlatformTables;
