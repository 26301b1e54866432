import { z } from 'zod';

import { FOOD_CATEGORIES, USER_ROLES } from './constants';

/** docs/product.md §3 enumerations, in the spec's order (the plain lists live in constants: no zod needed there). */
export { FOOD_CATEGORIES, USER_ROLES };
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  individual: 'Individual',
  restaurant: 'Restaurant',
  grocery_store: 'Grocery Store',
  delivery_agency: 'Delivery Agency',
  driver: 'Driver',
  charity: 'Charity',
};

/** Roles that keep a business name and address on their profile (docs/product.md §2 /profile). */
export const BUSINESS_ROLES = [
  'restaurant',
  'grocery_store',
  'charity',
  'delivery_agency',
] as const satisfies readonly UserRole[];

export function isBusinessRole(role: UserRole): boolean {
  return (BUSINESS_ROLES as readonly UserRole[]).includes(role);
}

export const foodCategorySchema = z.enum(FOOD_CATEGORIES);
export type FoodCategory = z.infer<typeof foodCategorySchema>;

/** The statuses the API shows (docs/product.md §3). */
export const FOOD_STATUSES = ['available', 'reserved', 'collected', 'expired'] as const;
export const foodStatusSchema = z.enum(FOOD_STATUSES);
export type FoodStatus = z.infer<typeof foodStatusSchema>;

/**
 * Where an item is in its life: on offer, held, handed over, past its time, or taken down by its
 * donor. Its safety review (`ReviewStatus`) is a separate question.
 */
export const ITEM_LIFECYCLE_STATUSES = [...FOOD_STATUSES, 'withdrawn'] as const;
export const itemLifecycleStatusSchema = z.enum(ITEM_LIFECYCLE_STATUSES);
export type ItemLifecycleStatus = z.infer<typeof itemLifecycleStatusSchema>;

export const FOOD_TYPES = [
  'cooked_meal',
  'packaged_item',
  'fresh_produce',
  'baked_goods',
  'other',
] as const;
export const foodTypeSchema = z.enum(FOOD_TYPES);
export type FoodType = z.infer<typeof foodTypeSchema>;

export const FOOD_SOURCES = ['homemade', 'store_bought', 'restaurant'] as const;
export const foodSourceSchema = z.enum(FOOD_SOURCES);
export type FoodSource = z.infer<typeof foodSourceSchema>;

export const PREPARATION_TIMES = [
  'within_2_hours',
  'today',
  'one_to_three_days',
  'more_than_three_days',
  'unknown',
] as const;
export const preparationTimeSchema = z.enum(PREPARATION_TIMES);
export type PreparationTime = z.infer<typeof preparationTimeSchema>;

export const STORAGE_METHODS = ['room_temperature', 'refrigerated', 'frozen', 'unknown'] as const;
export const storageMethodSchema = z.enum(STORAGE_METHODS);
export type StorageMethod = z.infer<typeof storageMethodSchema>;

export const HANDLING_STATUSES = [
  'untouched',
  'reheated',
  'partially_eaten',
  'publicly_served',
] as const;
export const handlingStatusSchema = z.enum(HANDLING_STATUSES);
export type HandlingStatus = z.infer<typeof handlingStatusSchema>;

export const HUB_TYPES = ['business', 'community', 'charity'] as const;
export const hubTypeSchema = z.enum(HUB_TYPES);
export type HubType = z.infer<typeof hubTypeSchema>;

/** docs/product.md §3 allergen options, plus sesame: one of Dubai's major allergens. */
export const ALLERGENS = [
  'peanuts',
  'tree_nuts',
  'dairy',
  'eggs',
  'gluten',
  'soy',
  'fish',
  'shellfish',
  'sesame',
  'none',
] as const;
export const allergenSchema = z.enum(ALLERGENS);
export type Allergen = z.infer<typeof allergenSchema>;

export const SPOILAGE_INDICATORS = [
  'no_spoilage',
  'mold',
  'discoloration',
  'bad_smell',
  'leaking_packaging',
] as const;
export const spoilageIndicatorSchema = z.enum(SPOILAGE_INDICATORS);
export type SpoilageIndicator = z.infer<typeof spoilageIndicatorSchema>;
