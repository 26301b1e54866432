import type { FoodCategory, FoodType } from './enums';

/** The words people read for a listing's category (docs/product.md §3). */
export const CATEGORY_LABELS: Record<FoodCategory, string> = {
  fresh_produce: 'Fresh Produce',
  prepared_meals: 'Prepared Meals',
  packaged_goods: 'Packaged Goods',
  bakery_items: 'Bakery Items',
  dairy: 'Dairy',
  frozen: 'Frozen',
};

/** The words people read for the questionnaire's food type (docs/product.md §3). */
export const FOOD_TYPE_LABELS: Record<FoodType, string> = {
  cooked_meal: 'Cooked meal',
  packaged_item: 'Packaged item',
  fresh_produce: 'Fresh produce',
  baked_goods: 'Baked goods',
  other: 'Other',
};

/**
 * Which food types a category can hold. The safety check reads the food type, so a listing whose
 * category says one thing and whose food type another (biryani in Prepared Meals answered as
 * fresh produce) would be judged as the wrong food. Frozen is a way of keeping any food; dairy
 * comes packaged, or as something the check cannot classify (a moderator looks at "other").
 */
export const FOOD_TYPES_BY_CATEGORY: Record<FoodCategory, readonly FoodType[]> = {
  fresh_produce: ['fresh_produce'],
  prepared_meals: ['cooked_meal'],
  packaged_goods: ['packaged_item'],
  bakery_items: ['baked_goods', 'packaged_item'],
  dairy: ['packaged_item', 'other'],
  frozen: ['cooked_meal', 'packaged_item', 'fresh_produce', 'baked_goods', 'other'],
};

export function foodTypeFitsCategory(category: FoodCategory, foodType: FoodType): boolean {
  return FOOD_TYPES_BY_CATEGORY[category].includes(foodType);
}

function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Names both answers and what would fit, for the category and the food type alike. */
export function categoryMismatchMessage(category: FoodCategory, foodType: FoodType): string {
  const fits = orList(FOOD_TYPES_BY_CATEGORY[category].map((type) => FOOD_TYPE_LABELS[type]));
  return `The category ${CATEGORY_LABELS[category]} does not match the food type ${FOOD_TYPE_LABELS[foodType]}: ${CATEGORY_LABELS[category]} take ${fits}. Change the category or the food type.`;
}
