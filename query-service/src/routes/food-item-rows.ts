import type { FoodItem, MyDonation } from '@foodshare/contracts/food-items';
import type { FoodItemsTable } from '@foodshare/platform/read-models';
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
    requesterId: row.requester_id,
    businessName: row.is_marketplace ? row.business_name : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function myDonationFromRow(row: FoodItemRow): MyDonation {
  return {
    ...foodItemFromRow(row),
    reviewStatus: row.review_status as MyDonation['reviewStatus'],
    safetyVerdict: row.safety_verdict as MyDonation['safetyVerdict'],
    safetyReasons: row.safety_reasons,
    ruleVersion: row.rule_version,
    openRequests: row.open_requests,
  };
}
