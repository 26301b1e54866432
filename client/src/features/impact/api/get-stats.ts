import type { Stats } from '@foodshare/contracts/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';

export const statsQueryKey = ['stats'] as const;

/** GET /api/stats: public platform totals (the schema fetched alongside, as in getUser). */
export async function getStats(): Promise<Stats> {
  const [answer, { statsSchema }] = await Promise.all([
    apiRead('/api/stats'),
    import('@foodshare/contracts/stats'),
  ]);
  return statsSchema.parse(answer);
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsQueryKey, queryFn: getStats });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
