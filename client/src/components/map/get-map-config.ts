import { type MapConfig, mapConfigSchema } from '@foodshare/contracts/geo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../lib/api-client';

export const mapConfigQueryKey = ['map-config'] as const;

/** GET /api/map-config: the tile URL the operator set, or none. */
export async function getMapConfig(): Promise<MapConfig> {
  return mapConfigSchema.parse(await apiRead('/api/map-config'));
}

export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: mapConfigQueryKey,
    queryFn: getMapConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
