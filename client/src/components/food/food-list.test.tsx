import { describe, expect, it } from 'vitest';
import { type FoodItemsFilters, foodItemsListOptions } from '../../api/get-food-items';
import { foodItemFixture } from '../../testing/food-item-fixtures';
import { renderWithData, textOf } from '../../testing/render-with-data';
import { FoodList } from './food-list';

const OFFERS: FoodItemsFilters = { isMarketplace: true, status: 'available' };

/** The Marketplace list with 12 offers answered, its total exact or "more than N". */
function offersWith(
  total: number,
  moreThanTotal: boolean,
  language: 'en' | 'ar',
  statusWord: 'available' | 'reserved' | 'all' = 'available',
) {
  const filters = { ...OFFERS, status: statusWord };
  const items = Array.from({ length: 12 }, (_, index) =>
    foodItemFixture({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      isMarketplace: true,
    }),
  );
  return renderWithData(
    <FoodList
      filters={filters}
      noun="offers"
      statusWord={statusWord}
      skeletonCards={6}
      emptyTitle="No offers found"
      emptyHint={null}
    />,
    language,
    (client) =>
      client.setQueryData(foodItemsListOptions(filters).queryKey, {
        pages: [{ items, total, moreThanTotal }],
        pageParams: [0],
      }),
  );
}

describe('food list footer', () => {
  it("keeps SPEC's words for an exact total", async () => {
    expect(textOf(await offersWith(30, false, 'en'))).toContain(
      'Showing 12 of 30 available offers',
    );
  });

  it('says "more than N" for a lower bound, with the page\'s words for its status', async () => {
    const text = textOf(await offersWith(1000, true, 'en'));
    expect(text).toContain('Showing 12 of more than 1,000 available offers');
    expect(text).toContain('Load more');
    expect(textOf(await offersWith(1000, true, 'en', 'all'))).toContain(
      'Showing 12 of more than 1,000 offers',
    );
  });

  it('says it in Arabic, the noun agreeing with the number', async () => {
    expect(textOf(await offersWith(1000, true, 'ar'))).toContain(
      'عرض 12 من أكثر من 1,000 عرض متاح',
    );
    // 1,012 takes the singular accusative of eleven to ninety-nine: عرضًا.
    expect(textOf(await offersWith(1012, true, 'ar', 'reserved'))).toContain(
      'عرض 12 من أكثر من 1,012 عرضًا محجوزًا',
    );
  });
});
