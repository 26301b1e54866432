import { type Stats, statsSchema } from '@foodshare/contracts/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../lib/api-client';

export const statsQueryKey = ['stats'] as const;

/** GET /api/stats: public platform totals. */
export async function getStats(): Promise<Stats> {
  return statsSchema.parse(await apiRead('/api/stats'));
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsQueryKey, queryFn: getStats });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
