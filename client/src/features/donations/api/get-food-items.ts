import type { FoodCategory } from '@foodshare/contracts/enums';
import {
  type FOOD_ITEM_STATUS_FILTERS,
  type FoodItem,
  type FoodItemSort,
  foodItemSchema,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_MORE_HEADER,
} from '@foodshare/contracts/food-items';
import type { GeoPoint } from '@foodshare/contracts/geo';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiReadWithHeaders, withQuery } from '../../../lib/api-client';
import type { FirstListAnswer } from '../../../lib/first-list';

export type FoodItemStatusFilter = (typeof FOOD_ITEM_STATUS_FILTERS)[number];

/** What a list shows; the server answers newest first, approved items only. */
export interface FoodItemsFilters {
  isMarketplace?: boolean;
  category?: FoodCategory;
  search?: string;
  status?: FoodItemStatusFilter;
  /** Nearest first, each with its distance (the person shared where they are). */
  near?: GeoPoint;
  /** Only what can be picked up now: its pickup window open (docs/product.md §10). */
  pickupNow?: boolean;
  /** 'pickup': the soonest pickup window first; absent, the newest first. */
  sort?: FoodItemSort;
}

export interface FoodItemsQuery extends FoodItemsFilters {
  limit?: number;
  offset?: number;
}

/**
 * How many items match a list's filters, on this page or not: the x-total-count header, or a
 * lower bound ("more than `total`") when x-total-count-more says the server stopped counting.
 */
export interface ListTotal {
  total: number;
  moreThanTotal: boolean;
}

export interface FoodItemsPage extends ListTotal {
  items: FoodItem[];
}

/** Items per "Load more" on the Donations and Marketplace lists: fills 1, 2 or 3 columns. */
export const FOOD_LIST_PAGE_SIZE = 12;

export const foodItemsKeys = {
  all: ['food-items'] as const,
  page: (query: FoodItemsQuery) => [...foodItemsKeys.all, 'page', query] as const,
  list: (filters: FoodItemsFilters, pageSize: number) =>
    [...foodItemsKeys.all, 'list', filters, pageSize] as const,
};

/** GET /api/food-items with the query's set entries; a blank search is no search. */
export function foodItemsUrl(query: FoodItemsQuery): string {
  const search = query.search?.trim();
  return withQuery('/api/food-items', {
    category: query.category,
    isMarketplace: query.isMarketplace,
    search: search ? search : undefined,
    status: query.status,
    pickupNow: query.pickupNow ? 'true' : undefined,
    sort: query.sort === 'pickup' ? 'pickup' : undefined,
    limit: query.limit,
    offset: query.offset,
    // About 10 m is close enough, and keeps the cache key from changing with every GPS jitter.
    near: query.near
      ? `${query.near.latitude.toFixed(4)},${query.near.longitude.toFixed(4)}`
      : undefined,
  });
}

/**
 * The total from the answer's header. Without a usable header the page is all we know of, and
 * a total never counts fewer items than have arrived.
 */
export function totalFromHeader(header: string | null, offset: number, received: number): number {
  const seen = offset + received;
  if (header === null || header.trim() === '') return seen;
  const total = Number(header);
  return Number.isSafeInteger(total) && total >= 0 ? Math.max(total, seen) : seen;
}

/**
 * The total and whether it is a lower bound. The server says "more than N" with N at least the
 * end of the page it answered; a bound below what has arrived says nothing more than the count.
 */
export function listTotalFromHeaders(
  headers: Headers,
  offset: number,
  received: number,
): ListTotal {
  const header = headers.get(TOTAL_COUNT_HEADER);
  const total = totalFromHeader(header, offset, received);
  // The bound holds only as the server's own count: not when the count fell back to the rows.
  const counted = header !== null && header.trim() !== '' && Number(header) === total;
  return { total, moreThanTotal: counted && headers.get(TOTAL_COUNT_MORE_HEADER) === 'true' };
}

/** One page of a paged list: its rows, held to their schema, and the x-total-count total. */
export async function getListPage<T>(
  url: string,
  schema: z.ZodType<T>,
  offset: number | undefined,
): Promise<{ items: T[] } & ListTotal> {
  const { body, headers } = await apiReadWithHeaders(url);
  const items = z.array(schema).parse(body);
  return { items, ...listTotalFromHeaders(headers, offset ?? 0, items.length) };
}

export async function getFoodItems(query: FoodItemsQuery): Promise<FoodItemsPage> {
  return getListPage(foodItemsUrl(query), foodItemSchema, query.offset);
}

/** One page, for a teaser such as the home page's recent donations; the last answer stays on screen while a filter changes. */
export function foodItemsQueryOptions(query: FoodItemsQuery) {
  return queryOptions({
    queryKey: foodItemsKeys.page(query),
    queryFn: () => getFoodItems(query),
    placeholderData: keepPreviousData,
  });
}

export function useFoodItems(query: FoodItemsQuery) {
  return useQuery(foodItemsQueryOptions(query));
}

/** A page of a list that grows by "Load more": its rows and the matching total. */
interface ListPage<T> extends Readonly<ListTotal> {
  readonly items: readonly T[];
}

/**
 * Where the next page starts, or undefined when every matching item has arrived. Past a lower
 * bound ("more than N") at least one more item is there to ask for.
 */
export function nextOffset(pages: readonly ListPage<unknown>[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length === 0) return undefined;
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  const atLeast = last.moreThanTotal ? last.total + 1 : last.total;
  return loaded < atLeast ? loaded : undefined;
}

/** The latest page's total ("more than N" or exact); before any page, what is shown. */
export function latestTotal(pages: readonly ListTotal[], shown: number): ListTotal {
  const last = pages.at(-1);
  return last
    ? { total: last.total, moreThanTotal: last.moreThanTotal }
    : { total: shown, moreThanTotal: false };
}

/**
 * The pages' items, once each: an item posted while someone pages shifts the offsets, so the
 * next page may repeat the previous page's last item.
 */
export function distinctItems<T extends { readonly id: string }>(
  pages: readonly ListPage<T>[],
): T[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}

/** A list that grows by "Load more"; the previous results stay on screen while filters change. */
export function foodItemsListOptions(filters: FoodItemsFilters, pageSize = FOOD_LIST_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: foodItemsKeys.list(filters, pageSize),
    queryFn: ({ pageParam }) => getFoodItems({ ...filters, limit: pageSize, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    placeholderData: keepPreviousData,
  });
}

/**
 * A list's first page from the answer a server-rendered page carried (lib/first-list.ts), held to
 * the same schema as one the app fetched. False where it is another list's or does not hold: the
 * app then asks, as it would have.
 */
export function seedFirstListPage(
  queryClient: QueryClient,
  filters: FoodItemsFilters,
  answer: FirstListAnswer,
): boolean {
  if (answer.url !== foodItemsUrl({ ...filters, limit: FOOD_LIST_PAGE_SIZE, offset: 0 }))
    return false;
  const items = z.array(foodItemSchema).safeParse(answer.body);
  if (!items.success) return false;
  const page: FoodItemsPage = {
    items: items.data,
    ...listTotalFromHeaders(new Headers(answer.headers), 0, items.data.length),
  };
  queryClient.setQueryData(
    foodItemsListOptions(filters).queryKey,
    { pages: [page], pageParams: [0] },
    { updatedAt: answer.readAt },
  );
  return true;
}

export function useFoodItemsList(filters: FoodItemsFilters, pageSize = FOOD_LIST_PAGE_SIZE) {
  return useInfiniteQuery(foodItemsListOptions(filters, pageSize));
}
