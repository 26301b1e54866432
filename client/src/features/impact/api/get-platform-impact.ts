import type { PlatformImpact } from '@foodshare/contracts/impact-platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { impactQueryKey } from './impact-keys';

/** GET /api/impact/platform: the platform's food rescued and CO2e avoided (schema as in getUser). */
export async function getPlatformImpact(): Promise<PlatformImpact> {
  const [answer, { platformImpactSchema }] = await Promise.all([
    apiRead('/api/impact/platform'),
    import('@foodshare/contracts/impact-platform'),
  ]);
  return platformImpactSchema.parse(answer);
}

export function platformImpactQueryOptions() {
  return queryOptions({ queryKey: [...impactQueryKey, 'platform'], queryFn: getPlatformImpact });
}

export function usePlatformImpact() {
  return useQuery(platformImpactQueryOptions());
}
