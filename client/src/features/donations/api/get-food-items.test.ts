import type { FoodItem } from '@foodshare/contracts/food-items';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foodItemFixture } from '../../../testing/food-item-fixtures';
import {
  distinctItems,
  type FoodItemsPage,
  foodItemsUrl,
  getFoodItems,
  latestTotal,
  listTotalFromHeaders,
  nextOffset,
  totalFromHeader,
} from './get-food-items';

const item = (id: string): FoodItem => foodItemFixture({ id });
const ids = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    item(`00000000-0000-4000-8000-${String(from + index).padStart(12, '0')}`),
  );

describe('foodItemsUrl', () => {
  it('asks for the Donations list: available, not marketplace, one page', () => {
    expect(foodItemsUrl({ isMarketplace: false, status: 'available', limit: 12, offset: 0 })).toBe(
      '/api/food-items?isMarketplace=false&status=available&limit=12&offset=0',
    );
  });

  it('sends the category and the trimmed search', () => {
    expect(
      foodItemsUrl({ isMarketplace: true, category: 'bakery_items', search: '  fresh bread ' }),
    ).toBe('/api/food-items?category=bakery_items&isMarketplace=true&search=fresh+bread');
  });

  it('leaves out a blank search and unset options', () => {
    expect(foodItemsUrl({ search: '   ' })).toBe('/api/food-items');
  });
});

describe('totalFromHeader', () => {
  it('reads the x-total-count header', () => {
    expect(totalFromHeader('42', 0, 12)).toBe(42);
  });

  it('falls back to what has arrived when the header is missing or not a count', () => {
    expect(totalFromHeader(null, 12, 5)).toBe(17);
    expect(totalFromHeader('many', 0, 3)).toBe(3);
    expect(totalFromHeader('-1', 0, 3)).toBe(3);
  });

  it('never counts fewer items than have arrived', () => {
    expect(totalFromHeader('10', 12, 3)).toBe(15);
  });
});

describe('listTotalFromHeaders', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('reads an exact total', () => {
    expect(listTotalFromHeaders(headers({ 'x-total-count': '42' }), 0, 12)).toEqual({
      total: 42,
      moreThanTotal: false,
    });
  });

  it('reads "more than N" when the server stopped counting', () => {
    expect(
      listTotalFromHeaders(
        headers({ 'x-total-count': '1000', 'x-total-count-more': 'true' }),
        0,
        12,
      ),
    ).toEqual({ total: 1000, moreThanTotal: true });
  });

  it('takes no bound without a count, nor one below what has arrived', () => {
    expect(listTotalFromHeaders(headers({ 'x-total-count-more': 'true' }), 12, 5)).toEqual({
      total: 17,
      moreThanTotal: false,
    });
    expect(
      listTotalFromHeaders(headers({ 'x-total-count': '10', 'x-total-count-more': 'true' }), 12, 3),
    ).toEqual({ total: 15, moreThanTotal: false });
    expect(
      listTotalFromHeaders(headers({ 'x-total-count': '30', 'x-total-count-more': 'false' }), 0, 3),
    ).toEqual({ total: 30, moreThanTotal: false });
  });
});

describe('getFoodItems', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the items and the total matching count', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify(ids(2)), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': '7' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await getFoodItems({ isMarketplace: true, limit: 2, offset: 0 });
    expect(page.total).toBe(7);
    expect(page.moreThanTotal).toBe(false);
    expect(page.items).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/food-items?isMarketplace=true&limit=2&offset=0', {
      credentials: 'include',
    });
  });
});

describe('paging', () => {
  const page = (items: FoodItem[], total: number, moreThanTotal = false): FoodItemsPage => ({
    items,
    total,
    moreThanTotal,
  });

  it('starts the next page after the items loaded so far', () => {
    expect(nextOffset([page(ids(12), 30)])).toBe(12);
    expect(nextOffset([page(ids(12), 30), page(ids(12, 12), 30)])).toBe(24);
  });

  it('stops when every matching item has arrived', () => {
    expect(nextOffset([page(ids(12), 30), page(ids(12, 12), 30), page(ids(6, 24), 30)])).toBe(
      undefined,
    );
  });

  it('goes on past a lower bound: "more than N" promises at least one more item', () => {
    // The server counts exactly up to the end of the page asked for and a margin, so the page
    // that reaches the bound ends exactly on it.
    expect(nextOffset([page(ids(12), 24, true), page(ids(12, 12), 24, true)])).toBe(24);
    expect(nextOffset([page(ids(12), 24), page(ids(12, 12), 24)])).toBe(undefined);
  });

  it('stops on an empty page even if the total promised more', () => {
    expect(nextOffset([page(ids(12), 30, true), page([], 30, true)])).toBe(undefined);
    expect(nextOffset([page(ids(12), 30), page([], 30)])).toBe(undefined);
  });

  it("tells the latest page's total, or what is shown before any page", () => {
    expect(latestTotal([page(ids(12), 1000, true), page(ids(12, 12), 1000, true)], 24)).toEqual({
      total: 1000,
      moreThanTotal: true,
    });
    expect(latestTotal([page(ids(12), 1000, true), page(ids(12, 12), 30)], 24)).toEqual({
      total: 30,
      moreThanTotal: false,
    });
    expect(latestTotal([], 0)).toEqual({ total: 0, moreThanTotal: false });
  });

  it('shows an item once when a new post shifted it onto the next page', () => {
    const [first, second, third] = ids(3);
    if (!first || !second || !third) throw new Error('three items expected');
    expect(
      distinctItems([page([first, second], 3), page([second, third], 3)]).map(({ id }) => id),
    ).toEqual([first.id, second.id, third.id]);
  });
});
