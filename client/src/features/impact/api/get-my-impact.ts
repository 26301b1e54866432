import {
  type ImpactQuery,
  type ImpactReport,
  impactReportSchema,
} from '@foodshare/contracts/impact-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { impactSearch } from './get-impact-report';
import { impactQueryKey } from './impact-keys';

/** GET /api/my-impact: the signed-in member's own figures. */
export async function getMyImpact(query: ImpactQuery): Promise<ImpactReport> {
  return impactReportSchema.parse(await apiRead(`/api/my-impact${impactSearch(query)}`));
}

export function myImpactQueryOptions(query: ImpactQuery) {
  return queryOptions({
    queryKey: [...impactQueryKey, 'mine', query],
    queryFn: () => getMyImpact(query),
  });
}

export function useMyImpact(query: ImpactQuery) {
  return useQuery(myImpactQueryOptions(query));
}

/** The ESG statement: the same figures as CSV. */
export function myImpactCsvUrl(query: ImpactQuery): string {
  return `/api/my-impact.csv${impactSearch(query)}`;
}
