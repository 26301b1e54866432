import { describe, expect, it } from 'vitest';
import { foodItemFixture } from '../../../testing/food-item-fixtures';
import { renderWithData, textOf } from '../../../testing/render-with-data';
import { type FoodItemsFilters, foodItemsListOptions } from '../api/get-food-items';
import { FoodList } from './food-list';

const OFFERS: FoodItemsFilters = { isMarketplace: true, status: 'available' };

/** The Marketplace list with `loaded` offers answered (12 by default), its total exact or "more than N". */
function offersWith(
  total: number,
  moreThanTotal: boolean,
  language: 'en' | 'ar',
  statusWord: 'available' | 'reserved' | 'all' = 'available',
  loaded = 12,
) {
  const filters = { ...OFFERS, status: statusWord };
  const items = Array.from({ length: loaded }, (_, index) =>
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
  it("keeps docs/product.md §2's words for an exact total", async () => {
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

  it.each([
    [0, 'عرض 0 من 0 عرض متاح'],
    [1, 'عرض 1 من 1 عرض متاح'],
    [2, 'عرض 2 من 2 عرضين متاحين'],
    [3, 'عرض 3 من 3 عروض متاحة'],
    [11, 'عرض 11 من 11 عرضًا متاحًا'],
    [100, 'عرض 12 من 100 عرض متاح'],
  ])('agrees with an exact total of %i in Arabic', async (total, words) => {
    expect(
      textOf(await offersWith(total, false, 'ar', 'available', Math.min(total, 12))),
    ).toContain(words);
  });

  it("keeps docs/product.md §2's English footer word for word, whatever the total", async () => {
    expect(textOf(await offersWith(1, false, 'en', 'available', 1))).toContain(
      'Showing 1 of 1 available offers',
    );
    expect(textOf(await offersWith(2, false, 'en', 'available', 2))).toContain(
      'Showing 2 of 2 available offers',
    );
  });
});
