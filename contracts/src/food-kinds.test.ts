import { describe, expect, it } from 'vitest';
import { donationPayloadSchema } from './donations';
import { FOOD_CATEGORIES, FOOD_TYPES } from './enums';
import { FOOD_TYPES_BY_CATEGORY, foodTypeFitsCategory } from './food-kinds';

const donation = {
  donationMode: 'individual',
  title: 'Chicken biryani leftovers',
  quantity: '3 trays',
  pickupLocation: 'Deira, Dubai',
  pickupUntil: '2026-11-21T18:00:00+04:00',
  imageUrl: 'data:image/jpeg;base64,AAAA',
  foodSource: 'restaurant',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: ['none'],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};

describe('the category and food type table', () => {
  it('gives every category at least one food type, and every food type a category', () => {
    for (const category of FOOD_CATEGORIES) {
      expect(FOOD_TYPES_BY_CATEGORY[category].length).toBeGreaterThan(0);
    }
    for (const foodType of FOOD_TYPES) {
      expect(FOOD_CATEGORIES.some((category) => foodTypeFitsCategory(category, foodType))).toBe(
        true,
      );
    }
  });

  it('keeps prepared meals for cooked meals, and bakery items for baked or packaged goods', () => {
    expect(FOOD_TYPES_BY_CATEGORY.prepared_meals).toEqual(['cooked_meal']);
    expect(foodTypeFitsCategory('bakery_items', 'baked_goods')).toBe(true);
    expect(foodTypeFitsCategory('bakery_items', 'fresh_produce')).toBe(false);
  });

  it('makes the shared schema refuse a mismatch on both fields with one message', () => {
    const result = donationPayloadSchema.safeParse({
      ...donation,
      category: 'prepared_meals',
      foodType: 'fresh_produce',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['category', 'foodType']);
    expect(issues[0]?.message).toBe(issues[1]?.message);
    expect(issues[0]?.message).toContain('Prepared Meals');
    expect(issues[0]?.message).toContain('Fresh produce');
  });

  it('lets a matching pair through', () => {
    const result = donationPayloadSchema.safeParse({
      ...donation,
      category: 'prepared_meals',
      foodType: 'cooked_meal',
    });
    expect(result.success).toBe(true);
  });
});
