import type { FoodStatus } from '@foodshare/contracts/enums';
import type {
  FoodItem,
  IncomingRequest,
  MyDonation,
  MyRequest,
} from '@foodshare/contracts/food-items';
import type { RequestIntent, RequestStatus } from '@foodshare/contracts/requests';
import { displayName } from '@foodshare/contracts/users';
import type { FoodItemsTable, FoodRequestsTable } from '@foodshare/platform/read-models';
import type { Selectable } from 'kysely';

export type FoodItemRow = Selectable<FoodItemsTable> & { business_name: string | null };

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The API's food item (SPEC §3 field names) from a read-model row. */
export function foodItemFromRow(row: FoodItemRow): FoodItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as FoodItem['category'],
    quantity: row.quantity,
    servings: row.servings,
    imageUrl: row.image_url,
    pickupLocation: row.pickup_location,
    pickupInstructions: row.pickup_instructions,
    availableUntil: iso(row.available_until),
    status: row.status as FoodItem['status'],
    isMarketplace: row.is_marketplace,
    originalPrice: row.original_price,
    discountedPrice: row.discounted_price,
    foodType: row.food_type as FoodItem['foodType'],
    foodSource: row.food_source as FoodItem['foodSource'],
    preparationTime: row.preparation_time as FoodItem['preparationTime'],
    storageMethod: row.storage_method as FoodItem['storageMethod'],
    isSealed: row.is_sealed,
    allergens: row.allergens,
    handlingStatus: row.handling_status as FoodItem['handlingStatus'],
    spoilageIndicators: row.spoilage_indicators,
    hygienicHandling: row.hygienic_handling,
    donationAgreement: row.donation_agreement,
    dateLabel: row.date_label,
    donorId: row.donor_id,
    // Who reserved or collected an item is for its donor only (My Donations).
    requesterId: null,
    businessName: row.is_marketplace ? row.business_name : null,
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
    reviewStatus: row.review_status as MyDonation['reviewStatus'],
    safetyVerdict: row.safety_verdict as MyDonation['safetyVerdict'],
    safetyReasons: row.safety_reasons,
    ruleVersion: row.rule_version,
    openRequests: row.open_requests,
    requests: [...requests],
    collectedAt: iso(row.collected_at),
    sale:
      row.sale_price && row.sale_fee && row.sale_fee_rate
        ? { price: row.sale_price, fee: row.sale_fee, feeRate: row.sale_fee_rate }
        : null,
  };
}

type RequestRow = Selectable<FoodRequestsTable>;

export type IncomingRequestRow = RequestRow & {
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  is_public_profile: boolean | null;
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
    status: row.status as RequestStatus,
    // Until a rebuild of an older read model swaps in, its rows may lack the newer columns.
    intent: (row.intent ?? 'request') as RequestIntent,
    price: row.price ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type MyRequestRow = RequestRow & {
  title: string;
  image_url: string | null;
  item_status: string;
  review_status: string;
  pickup_location: string;
  pickup_instructions: string | null;
  available_until: Date | null;
};

/**
 * The taker's request; the pickup code only while it is accepted or once collected, and where
 * to collect only while the request is open (a donor's address is not the taker's to keep).
 */
export function myRequestFromRow(row: MyRequestRow): MyRequest {
  const status = row.status as RequestStatus;
  const open = status === 'pending' || status === 'approved';
  const withdrawn = row.review_status === 'withdrawn';
  return {
    id: row.id,
    foodItemId: row.food_item_id,
    requesterId: row.requester_id,
    message: row.message,
    status,
    intent: (row.intent ?? 'request') as RequestIntent,
    price: row.price ?? null,
    pickupCode: status === 'approved' || status === 'collected' ? (row.pickup_code ?? null) : null,
    declineReason: row.decline_reason
      ? `${row.decline_reason}${row.decline_note ? ` “${row.decline_note}”` : ''}`
      : null,
    pickupTime: iso(row.pickup_time),
    itemTitle: row.title,
    itemImageUrl: withdrawn ? null : row.image_url,
    itemStatus: row.item_status as FoodStatus,
    pickupLocation: open ? row.pickup_location : null,
    pickupInstructions: open ? row.pickup_instructions : null,
    availableUntil: iso(row.available_until),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
