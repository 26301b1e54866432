import type { FoodItem, MyDonation } from '@foodshare/contracts/food-items';

/** An approved free donation as the API answers it (tests only); change what a test is about. */
export function foodItemFixture(changes: Partial<FoodItem> = {}): FoodItem {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Fresh dates',
    description: null,
    category: 'fresh_produce',
    quantity: '2 kg',
    servings: null,
    imageUrl: null,
    pickupLocation: 'Deira, Dubai',
    pickupInstructions: null,
    pickupFrom: '2026-01-10T08:00:00.000Z',
    pickupUntil: null,
    status: 'available',
    isMarketplace: false,
    originalPrice: null,
    discountedPrice: null,
    foodType: 'fresh_produce',
    foodSource: 'store_bought',
    preparationTime: 'today',
    storageMethod: 'room_temperature',
    isSealed: true,
    allergens: '[]',
    handlingStatus: 'untouched',
    spoilageIndicators: '["no_spoilage"]',
    hygienicHandling: true,
    donationAgreement: true,
    dateLabel: null,
    donorId: '8a1f5a2e-1c4b-4f5e-9d3a-2b7c6e1f0a11',
    requesterId: null,
    businessName: null,
    units: 1,
    unitsLeft: 1,
    unitLabel: null,
    maxUnitsPerBuyer: null,
    pickupPoint: null,
    distanceKm: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...changes,
  };
}

/** The same item as its donor reads it in My Donations. */
export function myDonationFixture(changes: Partial<MyDonation> = {}): MyDonation {
  return {
    ...foodItemFixture(),
    reviewStatus: 'approved',
    safetyVerdict: 'pass',
    safetyReasons: [],
    ruleVersion: null,
    openRequests: 0,
    requests: [],
    collectedAt: null,
    sale: null,
    hidden: false,
    surplusCause: null,
    destination: null,
    ...changes,
  };
}
