/**
 * The data of a DonationSubmitted as the projection tests append it: a cooked meal that passes
 * the safety check, given away unless `marketplace`, with a pickup note to be sealed or not.
 */
export function donationSubmittedData(options: {
  readonly itemId: string;
  readonly donorId: string;
  readonly title: string;
  readonly submittedAt: string;
  readonly marketplace?: boolean;
  readonly pickupLocation?: string;
  readonly pickupInstructions?: string;
}) {
  const marketplace = options.marketplace ?? false;
  return {
    itemId: options.itemId,
    donorId: options.donorId,
    donationMode: marketplace ? 'marketplace' : 'individual',
    isMarketplace: marketplace,
    title: options.title,
    description: null,
    category: 'prepared_meals',
    quantity: '4 boxes',
    servings: '4',
    pickupLocation: options.pickupLocation ?? 'Villa 12, Street 7, Al Barsha 1',
    pickupInstructions: options.pickupInstructions ?? 'Ring the bell',
    pickupFrom: options.submittedAt,
    pickupUntil: null,
    originalPrice: marketplace ? '25.00' : null,
    discountedPrice: marketplace ? '12.50' : null,
    imageUrl: '/blobs/food-photos/x.jpg',
    answers: {
      foodType: 'cooked_meal',
      foodSource: 'restaurant',
      preparationTime: 'within_2_hours',
      storageMethod: 'refrigerated',
      isSealed: true,
      allergens: ['none'],
      handlingStatus: 'untouched',
      spoilageIndicators: ['no_spoilage'],
      hygienicHandling: true,
      donationAgreement: true,
    },
    submittedAt: options.submittedAt,
  };
}
