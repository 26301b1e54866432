import {
  COMMUNITY_PAGE_SIZE,
  type CommunityProfile,
  type CommunityProfilesQuery,
  type CommunitySort,
  type CommunityStats,
  communityProfileSchema,
  communityProfilesPath,
  communityStatsSchema,
} from '@foodshare/contracts/community';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { getListPage, type ListTotal, nextOffset } from '../../donations/api/get-food-items';

/** Every community read (pages, lists, totals): a profile edit refreshes them all. */
export const communityProfilesQueryKey = ['community-profiles'] as const;

/** What the /community list asks the server for; the server searches, filters and sorts. */
export interface CommunityListFilters {
  search?: string;
  role?: CommunityProfilesQuery['role'];
  sort?: CommunitySort;
}

/** A page of profiles, with every profile matching the filters (exact or "more than N"). */
export interface CommunityProfilesPage extends ListTotal {
  items: CommunityProfile[];
}

const communityKeys = {
  page: (query: CommunityProfilesQuery) => [...communityProfilesQueryKey, 'page', query] as const,
  list: (filters: CommunityListFilters) => [...communityProfilesQueryKey, 'list', filters] as const,
  stats: [...communityProfilesQueryKey, 'stats'] as const,
};

/** GET /api/community/profiles: one page of public profiles, with the matching total. */
export async function getCommunityProfiles(
  query: CommunityProfilesQuery,
): Promise<CommunityProfilesPage> {
  return getListPage(communityProfilesPath(query), communityProfileSchema, query.offset);
}

/** One page, for a teaser such as the home page's most generous four. */
export function useCommunityProfilesPage(query: CommunityProfilesQuery) {
  return useQuery(
    queryOptions({
      queryKey: communityKeys.page(query),
      queryFn: () => getCommunityProfiles(query),
    }),
  );
}

/** /community's list, growing by "Load more"; the last results stay on screen while filters change. */
export function communityProfilesListOptions(filters: CommunityListFilters) {
  return infiniteQueryOptions({
    queryKey: communityKeys.list(filters),
    queryFn: ({ pageParam }) =>
      getCommunityProfiles({ ...filters, limit: COMMUNITY_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    placeholderData: keepPreviousData,
  });
}

export function useCommunityProfilesList(filters: CommunityListFilters) {
  return useInfiniteQuery(communityProfilesListOptions(filters));
}

/** GET /api/community/stats: totals over every public profile, whatever the filters. */
export async function getCommunityStats(): Promise<CommunityStats> {
  return communityStatsSchema.parse(await apiRead('/api/community/stats'));
}

export function useCommunityStats() {
  return useQuery(queryOptions({ queryKey: communityKeys.stats, queryFn: getCommunityStats }));
}
