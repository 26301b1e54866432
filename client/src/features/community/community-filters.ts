import type { CommunitySort } from '@foodshare/contracts/community';
import type { UserRole } from '@foodshare/contracts/enums';
import type { CommunityListFilters } from './api/get-community-profiles';

export type CommunityRoleFilter = UserRole | 'all';

export interface CommunityFilters {
  search: string;
  role: CommunityRoleFilter;
  sort: CommunitySort;
}

export const DEFAULT_COMMUNITY_FILTERS: CommunityFilters = {
  search: '',
  role: 'all',
  sort: 'donations',
};

/**
 * What the server is asked for (docs/product.md §2 /community): the search as it stood when typing paused,
 * trimmed, a blank one none; the role unless all; the order.
 */
export function askedCommunityFilters(
  filters: CommunityFilters,
  settledSearch: string,
): CommunityListFilters {
  const search = settledSearch.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.role === 'all' ? {} : { role: filters.role }),
    sort: filters.sort,
  };
}

/** Whether anything differs from the list as it first shows (Clear Filters then applies). */
export function isCommunityFiltered(filters: CommunityFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.role !== DEFAULT_COMMUNITY_FILTERS.role ||
    filters.sort !== DEFAULT_COMMUNITY_FILTERS.sort
  );
}
