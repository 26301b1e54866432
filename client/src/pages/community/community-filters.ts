import { type CommunityProfile, ORGANIZATION_ROLES } from '@foodshare/contracts/community';
import type { UserRole } from '@foodshare/contracts/enums';
import {
  type CommunitySort,
  sortCommunityProfiles,
} from '../../components/community/community-profiles';

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

const SEARCHED_FIELDS = ['firstName', 'lastName', 'businessName', 'bio'] as const;

/** Case-insensitive; every word of the search must appear in one of the searched fields. */
function matchesSearch(profile: CommunityProfile, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = SEARCHED_FIELDS.map((field) => profile[field] ?? '')
    .join('\n')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** The profiles the list shows, in the chosen order (SPEC §2 /community). */
export function filterCommunityProfiles(
  profiles: readonly CommunityProfile[],
  filters: CommunityFilters,
): CommunityProfile[] {
  const shown = profiles.filter(
    (profile) =>
      (filters.role === 'all' || profile.role === filters.role) &&
      matchesSearch(profile, filters.search),
  );
  return sortCommunityProfiles(shown, filters.sort);
}

export interface CommunityStats {
  members: number;
  totalDonations: number;
  activeOrganizations: number;
}

const isOrganization = (role: UserRole) =>
  (ORGANIZATION_ROLES as readonly UserRole[]).includes(role);

/** Totals over every public profile, whatever the filters. */
export function communityStats(profiles: readonly CommunityProfile[]): CommunityStats {
  return {
    members: profiles.length,
    totalDonations: profiles.reduce((sum, profile) => sum + profile.donationCount, 0),
    activeOrganizations: profiles.filter((profile) => isOrganization(profile.role)).length,
  };
}
