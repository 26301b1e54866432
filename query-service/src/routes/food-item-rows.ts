import type { FoodStatus, ItemLifecycleStatus } from '@foodshare/contracts/enums';
import type {
  FoodItem,
  IncomingRequest,
  MyDonation,
  MyRequest,
} from '@foodshare/contracts/food-items';
import type { RequestTemperature } from '@foodshare/contracts/handover-temperature';
import { OPEN_REQUEST_STATUSES } from '@foodshare/contracts/requests';
import { displayName } from '@foodshare/contracts/users';
import type { FoodItemsTable, FoodRequestsTable } from '@foodshare/read-models/food-items';
import type { Selectable } from 'kysely';

/** A listed item: never a withdrawn one (the queries leave those out, and narrow the type). */
export type FoodItemRow = Selectable<FoodItemsTable> & {
  status: FoodStatus;
  business_name: string | null;
  /** Present when the list was asked for `near` a point. */
  distance_km?: number | null;
  /** Present on the lists: when a listing offered to charities first opens to everyone. */
  charities_until?: Date | null;
};

/**
 * While an upgrade rebuilds the read model the older version serves, whose rows lack the later
 * columns: they read as what the older events meant (one unit, no point, not hidden).
 */
const orElse = <T>(value: T | undefined, fallback: T): T => value ?? fallback;

function pointOf(row: FoodItemRow): FoodItem['pickupPoint'] {
  const latitude = orElse(row.pickup_latitude, null);
  const longitude = orElse(row.pickup_longitude, null);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The API's food item (docs/product.md §3 field names) from a read-model row. */
export function foodItemFromRow(row: FoodItemRow): FoodItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    quantity: row.quantity,
    servings: row.servings,
    imageUrl: row.image_url,
    pickupLocation: row.pickup_location,
    pickupInstructions: row.pickup_instructions,
    pickupFrom: new Date(row.pickup_from).toISOString(),
    pickupUntil: iso(row.pickup_until),
    status: row.status,
    isMarketplace: row.is_marketplace,
    originalPrice: row.original_price,
    discountedPrice: row.discounted_price,
    foodType: row.food_type,
    foodSource: row.food_source,
    preparationTime: row.preparation_time,
    storageMethod: row.storage_method,
    isSealed: row.is_sealed,
    allergens: row.allergens,
    handlingStatus: row.handling_status,
    spoilageIndicators: row.spoilage_indicators,
    hygienicHandling: row.hygienic_handling,
    donationAgreement: row.donation_agreement,
    dateLabel: row.date_label,
    donorId: row.donor_id,
    // Who reserved or collected an item is for its donor only (My Donations).
    requesterId: null,
    businessName: row.is_marketplace ? row.business_name : null,
    units: orElse(row.units, 1),
    unitsLeft: orElse(row.units_left, row.status === 'available' ? 1 : 0),
    unitLabel: orElse(row.unit_label, null),
    maxUnitsPerBuyer: orElse(row.max_units_per_buyer, null),
    pickupPoint: pointOf(row),
    distanceKm: row.distance_km ?? null,
    charitiesUntil: iso(row.charities_until ?? null),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function myDonationFromRow(
  row: FoodItemRow,
  requests: readonly IncomingRequest[],
): MyDonation {
  return {
    ...foodItemFromRow(row),
    requesterId: row.requester_id,
    reviewStatus: row.review_status,
    safetyVerdict: row.safety_verdict,
    safetyReasons: row.safety_reasons,
    ruleVersion: row.rule_version,
    openRequests: row.open_requests,
    requests: [...requests],
    collectedAt: iso(row.collected_at),
    sale:
      row.sale_price && row.sale_fee && row.sale_fee_rate
        ? { price: row.sale_price, fee: row.sale_fee, feeRate: row.sale_fee_rate }
        : null,
    hidden: orElse(row.hidden_by_donor, false),
    // An older generation serving during an upgrade has neither column.
    surplusCause: row.surplus_cause ?? null,
    destination: row.destination ?? null,
  };
}

type RequestRow = Selectable<FoodRequestsTable>;

export type IncomingRequestRow = RequestRow & {
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  is_public_profile: boolean | null;
  /** The requester's verification, when they are a charity that applied (§20). */
  charity_status?: string | null;
  taker_no_shows: number | string | null;
};

/** The donor sees a public requester's name; a private one is 'Community member'. */
export function incomingRequestFromRow(row: IncomingRequestRow): IncomingRequest {
  const requesterName = row.is_public_profile
    ? displayName({
        businessName: row.business_name,
        firstName: row.first_name,
        lastName: row.last_name,
      })
    : 'Community member';
  return {
    id: row.id,
    requesterName,
    message: row.message,
    status: row.status,
    intent: row.intent,
    price: row.price,
    quantity: orElse(row.quantity, 1),
    sale:
      row.sale_price && row.sale_fee && row.sale_fee_rate
        ? { price: row.sale_price, fee: row.sale_fee, feeRate: row.sale_fee_rate }
        : null,
    collectedAt: row.status === 'collected' ? iso(row.pickup_time) : null,
    verifiedCharity: row.charity_status === 'verified',
    temperature: temperatureFromRow(row),
    takerNoShows: Number(row.taker_no_shows ?? 0),
    acceptableFrom: iso(row.acceptable_from ?? null),
    noShow: row.no_show ?? null,
    wasAccepted: row.pickup_code !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The reading at handover, and where a held one stands (docs/product.md §11.3). */
function temperatureFromRow(row: RequestRow): RequestTemperature | null {
  if (row.temperature_c === null || row.temperature_c === undefined || !row.temperature_class)
    return null;
  return {
    celsius: row.temperature_c,
    temperatureClass: row.temperature_class,
    inRange: row.temperature_in_range ?? true,
    hold: row.temperature_hold ?? null,
  };
}

export type MyRequestRow = RequestRow & {
  title: string;
  unit_label: string | null;
  image_url: string | null;
  item_status: ItemLifecycleStatus;
  pickup_location: string;
  pickup_instructions: string | null;
  pickup_from: Date;
  pickup_until: Date | null;
};

/**
 * The taker's request; the pickup code only while it is accepted or once collected, and where
 * to collect only while the request is open (a donor's address is not the taker's to keep).
 */
export function myRequestFromRow(row: MyRequestRow): MyRequest {
  const { status } = row;
  const open = OPEN_REQUEST_STATUSES.has(status);
  const withdrawn = row.item_status === 'withdrawn';
  return {
    id: row.id,
    foodItemId: row.food_item_id,
    requesterId: row.requester_id,
    message: row.message,
    status,
    intent: row.intent,
    price: row.price,
    quantity: orElse(row.quantity, 1),
    unitLabel: orElse(row.unit_label, null),
    pickupCode: status === 'approved' || status === 'collected' ? (row.pickup_code ?? null) : null,
    acceptableFrom: iso(row.acceptable_from ?? null),
    declineReason: row.decline_reason
      ? `${row.decline_reason}${row.decline_note ? ` “${row.decline_note}”` : ''}`
      : null,
    pickupTime: iso(row.pickup_time),
    itemTitle: row.title,
    itemImageUrl: withdrawn ? null : row.image_url,
    itemStatus: row.item_status,
    pickupLocation: open ? row.pickup_location : null,
    pickupInstructions: open ? row.pickup_instructions : null,
    temperature: temperatureFromRow(row),
    pickupFrom: new Date(row.pickup_from).toISOString(),
    pickupUntil: iso(row.pickup_until),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
