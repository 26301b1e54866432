import { type PlatformImpact, platformImpactSchema } from '@foodshare/contracts/impact-platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../lib/api-client';
import { impactQueryKey } from './impact-keys';

/** GET /api/impact/platform: the platform's food rescued and CO2e avoided. */
export async function getPlatformImpact(): Promise<PlatformImpact> {
  return platformImpactSchema.parse(await apiRead('/api/impact/platform'));
}

export function platformImpactQueryOptions() {
  return queryOptions({ queryKey: [...impactQueryKey, 'platform'], queryFn: getPlatformImpact });
}

export function usePlatformImpact() {
  return useQuery(platformImpactQueryOptions());
}
