/** docs/product.md §9 business constants and limits. */
export const PRODUCT_NAME = 'FoodShare UAE';

export const MARKETPLACE_FEE_RATE = { min: 0.03, max: 0.05 } as const;
export const TYPICAL_DISCOUNT_PERCENT = { min: 30, max: 70 } as const;
export const CURRENCY = 'AED';

export const PROFILE_PICTURE = {
  maxFiles: 1,
  maxBytes: 5_242_880,
  extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
} as const;

export const DONATION_PHOTO = { maxWidth: 800, maxHeight: 600, jpegQuality: 0.7 } as const;

export const USERNAME_MIN_LENGTH = { registration: 3, login: 1 } as const;

export const QUERY_STALE_TIME_MS = 300_000;

export const TOAST = { visibleAtOnce: 1, durationMs: 5000 } as const;

export const TIMINGS_MS = {
  donationSuccessNotice: 5000,
  redirectAfterDonation: 2000,
  photoRequiredNotice: 6000,
  unauthorizedRedirect: 500,
  redirectAfterAccountDeletion: 1000,
  redirectAfterAccountRequired: 2000,
} as const;

export const NOTIFICATIONS = { dropdownSize: 10, badgeCap: 9 } as const;

export const HOME_PAGE = { donations: 6, offers: 3, profiles: 4 } as const;

export const SKELETON_CARDS = { donations: 6, offers: 6, hubs: 5, community: 8 } as const;

/** Fixed figures of the home page's collection-hub teaser (docs/product.md §2). */
export const HUB_TEASER = {
  businessHubs: 24,
  volunteerHubs: 18,
  distributionCentres: 12,
  activePickups: 23,
  inTransit: 7,
} as const;

export const RESPONSE_TIMES = {
  general: '24 hours',
  technicalSupport: '4-8 hours',
  foodSafety: '1-2 hours',
} as const;

/** docs/product.md §3 user roles, in the spec's order; `enums` builds their schema and labels. */
export const USER_ROLES = [
  'individual',
  'restaurant',
  'grocery_store',
  'delivery_agency',
  'driver',
  'charity',
] as const;

// The vocabularies below are plain lists, apart from the schemas built on them (enums.ts,
// emirates.ts), so a page that only names them loads no schema library.
export const FOOD_CATEGORIES = [
  'fresh_produce',
  'prepared_meals',
  'packaged_goods',
  'bakery_items',
  'dairy',
  'frozen',
] as const;

/** The seven emirates, as the donation form's `emirate` select offers them. */
export const EMIRATES = [
  'abu_dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm_al_quwain',
  'ras_al_khaimah',
  'fujairah',
] as const;
