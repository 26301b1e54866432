import type { DonationPayload } from '@foodshare/contracts/donations';
import type { Emirate } from '@foodshare/contracts/emirates';
import { safeAnswers } from './demo-donations';

/**
 * Food that changed hands before the demo starts, so the community's donation counts are what a
 * few months of use would leave: each is posted, passes its check (or is flagged and approved by
 * a moderator), is requested and handed over, all on the day it happened. Titles and photos match.
 */
export interface PastHandover {
  readonly donor: string;
  readonly taker: string;
  readonly daysAgo: number;
  readonly photo: string;
  readonly title: string;
  readonly kind: keyof typeof KINDS;
  readonly quantity: string;
  readonly servings: string;
  /**
   * The donor's approximate weight in kg (businesses always give one); without it, impact
   * estimates the weight from the servings.
   */
  readonly weightKg?: number;
  /** What the donor weighed at the handover, in kg. */
  readonly measuredKg?: number;
  /** A sale at this price per unit (one unit bought); a free donation otherwise. */
  readonly price?: { readonly original: string; readonly discounted: string };
  /**
   * The check flagged it (its kind is one a moderator looks at first) and this moderator
   * approved it within the hour.
   */
  readonly approvedBy?: string;
}

const safe = {
  ...safeAnswers,
  preparationTime: 'today',
  storageMethod: 'refrigerated',
} as const;

/** The questionnaire as each kind of food passes it (rows 12, 15, 16 and 18 of the rules table, docs/product.md §11), or is flagged by it. */
export const KINDS = {
  meal: { ...safe, category: 'prepared_meals', foodType: 'cooked_meal', foodSource: 'restaurant' },
  produce: {
    ...safe,
    category: 'fresh_produce',
    foodType: 'fresh_produce',
    foodSource: 'store_bought',
  },
  bakery: { ...safe, category: 'bakery_items', foodType: 'baked_goods', foodSource: 'homemade' },
  packaged: {
    ...safe,
    category: 'packaged_goods',
    foodType: 'packaged_item',
    foodSource: 'store_bought',
  },
  /**
   * Flagged, not passed: a restaurant's meal cooked one to three days ago and kept chilled (row
   * 11), and one cooked within two hours and kept at room temperature (row 8). A stricter fridge
   * or a shorter time at room temperature on /admin/rules would have rejected them.
   */
  chilledMeal: {
    ...safe,
    category: 'prepared_meals',
    foodType: 'cooked_meal',
    foodSource: 'restaurant',
    preparationTime: 'one_to_three_days',
  },
  warmMeal: {
    ...safe,
    category: 'prepared_meals',
    foodType: 'cooked_meal',
    foodSource: 'restaurant',
    preparationTime: 'within_2_hours',
    storageMethod: 'room_temperature',
  },
} as const satisfies Record<string, Partial<DonationPayload>>;

/** Where each demo donor's past food was picked up. */
export const DONOR_EMIRATES: Readonly<Record<string, Emirate>> = {
  'alfanar.kitchen': 'dubai',
  'zaatar.grill': 'abu_dhabi',
  'oasis.fresh': 'sharjah',
  'aisha.rahman': 'dubai',
  'priya.nair': 'dubai',
  'omar.haddad': 'ajman',
};

export const DEMO_HISTORY: readonly PastHandover[] = [
  {
    donor: 'alfanar.kitchen',
    taker: 'sharing.table',
    daysAgo: 58,
    photo: 'biryani',
    title: 'Lamb machboos trays',
    kind: 'meal',
    quantity: '4 trays',
    weightKg: 6.4,
    servings: '16',
  },
  {
    donor: 'alfanar.kitchen',
    taker: 'sharing.table',
    daysAgo: 44,
    photo: 'biryani',
    title: 'Chicken biryani, Friday surplus',
    kind: 'meal',
    quantity: '5 trays',
    weightKg: 8.0,
    servings: '20',
  },
  {
    donor: 'alfanar.kitchen',
    taker: 'omar.haddad',
    daysAgo: 31,
    photo: 'biryani',
    title: 'Vegetable biryani box',
    kind: 'meal',
    quantity: '1 box',
    weightKg: 0.45,
    servings: '1',
    price: { original: '28.00', discounted: '11.00' },
  },
  {
    donor: 'alfanar.kitchen',
    taker: 'yousef.driver',
    daysAgo: 19,
    photo: 'rice',
    title: 'Saffron rice trays',
    kind: 'meal',
    quantity: '3 trays',
    weightKg: 4.8,
    servings: '12',
  },
  {
    donor: 'alfanar.kitchen',
    taker: 'mariam.k',
    daysAgo: 9,
    photo: 'biryani',
    title: 'Chicken machboos box',
    kind: 'meal',
    quantity: '1 box',
    weightKg: 0.45,
    servings: '1',
    price: { original: '30.00', discounted: '12.00' },
  },
  {
    donor: 'alfanar.kitchen',
    taker: 'sharing.table',
    daysAgo: 3,
    photo: 'salad',
    title: 'Fattoush and tabbouleh bowls',
    kind: 'meal',
    quantity: '6 bowls',
    weightKg: 2.4,
    servings: '6',
  },
  {
    donor: 'zaatar.grill',
    taker: 'priya.nair',
    daysAgo: 40,
    photo: 'shawarma',
    title: 'Falafel wraps',
    kind: 'meal',
    quantity: '1 wrap',
    weightKg: 0.3,
    servings: '1',
    price: { original: '16.00', discounted: '7.00' },
  },
  {
    donor: 'zaatar.grill',
    taker: 'sharing.table',
    daysAgo: 27,
    photo: 'shawarma',
    title: 'Chicken shawarma platter',
    kind: 'meal',
    quantity: '2 platters',
    weightKg: 2.2,
    measuredKg: 2.35,
    servings: '8',
  },
  {
    donor: 'zaatar.grill',
    taker: 'omar.haddad',
    daysAgo: 12,
    photo: 'shawarma',
    title: 'Beef shawarma wrap',
    kind: 'meal',
    quantity: '1 wrap',
    weightKg: 0.3,
    servings: '1',
    price: { original: '18.00', discounted: '8.00' },
  },
  {
    donor: 'zaatar.grill',
    taker: 'yousef.driver',
    daysAgo: 5,
    photo: 'salad',
    title: 'Hummus and mutabal tubs',
    kind: 'meal',
    quantity: '8 tubs',
    weightKg: 3.2,
    servings: '8',
  },
  {
    donor: 'oasis.fresh',
    taker: 'sharing.table',
    daysAgo: 52,
    photo: 'apples-oranges',
    title: 'Oranges, a full crate',
    kind: 'produce',
    quantity: '1 crate',
    weightKg: 7.5,
    measuredKg: 7.8,
    servings: '20',
  },
  {
    donor: 'oasis.fresh',
    taker: 'aisha.rahman',
    daysAgo: 36,
    photo: 'cucumbers-peppers',
    title: 'Bell peppers and cucumbers',
    kind: 'produce',
    quantity: '3 kg',
    weightKg: 3,
    servings: '10',
  },
  {
    donor: 'oasis.fresh',
    taker: 'sharing.table',
    daysAgo: 22,
    photo: 'rice',
    title: 'Basmati rice, torn bags',
    kind: 'packaged',
    quantity: '4 bags',
    weightKg: 4,
    servings: '40',
  },
  {
    donor: 'oasis.fresh',
    taker: 'mariam.k',
    daysAgo: 14,
    photo: 'dates',
    title: 'Khalas dates, boxes near their date',
    kind: 'packaged',
    quantity: '6 boxes',
    weightKg: 3,
    servings: '30',
  },
  {
    donor: 'oasis.fresh',
    taker: 'yousef.driver',
    daysAgo: 6,
    photo: 'bananas-mangoes',
    title: 'Ripe bananas',
    kind: 'produce',
    quantity: '2 bunches',
    weightKg: 0.6,
    servings: '12',
  },
  {
    donor: 'aisha.rahman',
    taker: 'sharing.table',
    daysAgo: 47,
    photo: 'tomatoes',
    title: 'Tomatoes from the weekly market',
    kind: 'produce',
    quantity: '4 kg',
    weightKg: 4,
    servings: '10',
  },
  {
    donor: 'aisha.rahman',
    taker: 'mariam.k',
    daysAgo: 29,
    photo: 'apples-oranges',
    title: 'Apples from a school trip',
    kind: 'produce',
    quantity: '1 bag',
    servings: '8',
  },
  {
    donor: 'aisha.rahman',
    taker: 'yousef.driver',
    daysAgo: 11,
    photo: 'vegetables',
    title: 'Carrots and broccoli',
    kind: 'produce',
    quantity: '2 kg',
    servings: '6',
  },
  {
    donor: 'priya.nair',
    taker: 'sharing.table',
    daysAgo: 33,
    photo: 'pastries',
    title: 'Weekend croissants',
    kind: 'bakery',
    quantity: '18 croissants',
    servings: '18',
  },
  {
    donor: 'priya.nair',
    taker: 'aisha.rahman',
    daysAgo: 8,
    photo: 'sourdough',
    title: 'Two sourdough loaves',
    kind: 'bakery',
    quantity: '2 loaves',
    servings: '12',
  },
  {
    donor: 'priya.nair',
    taker: 'mariam.k',
    daysAgo: 2,
    photo: 'flatbread',
    title: 'Manakish and flatbreads',
    kind: 'bakery',
    quantity: '12 pieces',
    servings: '12',
  },
  {
    donor: 'omar.haddad',
    taker: 'sharing.table',
    daysAgo: 17,
    photo: 'dates',
    title: 'Office Ramadan dates',
    kind: 'packaged',
    quantity: '3 boxes',
    servings: '24',
  },
  {
    donor: 'alfanar.kitchen',
    taker: 'sharing.table',
    daysAgo: 24,
    photo: 'biryani',
    title: 'Lamb ouzi trays, cooked yesterday',
    kind: 'chilledMeal',
    quantity: '3 trays',
    weightKg: 5.1,
    servings: '12',
    approvedBy: 'noor.moderator',
  },
  {
    donor: 'zaatar.grill',
    taker: 'sharing.table',
    daysAgo: 13,
    photo: 'shawarma',
    title: 'Chicken shawarma platters from Friday',
    kind: 'chilledMeal',
    quantity: '4 platters',
    weightKg: 3.6,
    servings: '16',
    approvedBy: 'noor.moderator',
  },
  {
    donor: 'alfanar.kitchen',
    taker: 'yousef.driver',
    daysAgo: 4,
    photo: 'rice',
    title: 'Hot saffron rice, just cooked',
    kind: 'warmMeal',
    quantity: '2 trays',
    weightKg: 3.2,
    servings: '8',
    approvedBy: 'noor.moderator',
  },
];
