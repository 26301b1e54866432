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
import type { RequestIntent, RequestStatus } from '@foodshare/contracts/requests';
import type { SafetyReason, SafetyVerdict } from '@foodshare/contracts/safety-check';
import type { ColumnType } from 'kysely';

/** A JSON list kept as text (docs/product.md §3): written as JSON text, read back as text. */
export type JsonListText<_Item> = string;

/** The food_items table of the food-items read model (version 5). */
export interface FoodItemsTable {
  id: string;
  donor_id: string;
  title: string;
  description: string | null;
  category: FoodCategory;
  quantity: string;
  servings: string | null;
  image_url: string | null;
  pickup_location: string;
  pickup_instructions: string | null;
  available_until: Date | null;
  /** The item's life: available, reserved, collected, expired, or withdrawn by its donor. */
  status: ItemLifecycleStatus;
  is_marketplace: boolean;
  /** numeric(10, 2): read back as a decimal string. */
  original_price: string | null;
  discounted_price: string | null;
  food_type: FoodType;
  food_source: FoodSource;
  preparation_time: PreparationTime;
  storage_method: StorageMethod;
  is_sealed: boolean;
  allergens: JsonListText<Allergen>;
  handling_status: HandlingStatus;
  spoilage_indicators: JsonListText<SpoilageIndicator>;
  hygienic_handling: boolean;
  donation_agreement: boolean;
  /** jsonb: written as JSON text, read back parsed. */
  date_label: ColumnType<DateLabel | null, string | null, string | null>;
  requester_id: string | null;
  /** The safety review only: pending_check, flagged, approved, rejected. */
  review_status: ReviewStatus;
  safety_verdict: SafetyVerdict | null;
  safety_reasons: ColumnType<SafetyReason[], string, string>;
  rule_version: string | null;
  open_requests: number;
  collected_at: Date | null;
  /** A completed sale: numeric(10, 2) price and fee, and the fee rate as a fraction. */
  sale_price: string | null;
  sale_fee: string | null;
  sale_fee_rate: string | null;
  /** How many units change hands (1 for a free donation) and how many nobody holds yet. */
  units: number;
  units_left: number;
  unit_label: string | null;
  max_units_per_buyer: number | null;
  pickup_latitude: number | null;
  pickup_longitude: number | null;
  /** The donor hid it from My Donations (it changed hands, so it cannot be deleted). */
  hidden_by_donor: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface FoodRequestsTable {
  id: string;
  food_item_id: string;
  requester_id: string;
  donor_id: string;
  message: string | null;
  status: RequestStatus;
  intent: RequestIntent;
  /** numeric(10, 2): a purchase's price. */
  price: string | null;
  /** Shown to the requester only, once accepted. */
  pickup_code: string | null;
  decline_reason: string | null;
  /** The donor's own words with a decline: forgotten with the donor's account. */
  decline_note: string | null;
  pickup_time: Date | null;
  /** The units it asks for: 1 for a free donation. */
  quantity: number;
  /** Its own sale once handed over: the total, the fee on it, and the fee rate. */
  sale_price: string | null;
  sale_fee: string | null;
  sale_fee_rate: string | null;
  created_at: Date;
  updated_at: Date;
}
