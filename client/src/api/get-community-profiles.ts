import { type CommunityProfile, communityProfileSchema } from '@foodshare/contracts/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead } from '../lib/api-client';

export const communityProfilesQueryKey = ['community-profiles'] as const;

const communityProfileListSchema = z.array(communityProfileSchema);

/** GET /api/community/profiles: every public profile, with its donations and people helped. */
export async function getCommunityProfiles(): Promise<CommunityProfile[]> {
  return communityProfileListSchema.parse(await apiRead('/api/community/profiles'));
}

export function communityProfilesQueryOptions() {
  return queryOptions({ queryKey: communityProfilesQueryKey, queryFn: getCommunityProfiles });
}

export function useCommunityProfiles() {
  return useQuery(communityProfilesQueryOptions());
}
