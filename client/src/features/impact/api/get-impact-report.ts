import {
  type ImpactQuery,
  type ImpactReport,
  impactReportSchema,
} from '@foodshare/contracts/impact-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { impactQueryKey } from './impact-keys';

/** The query string of an impact report: only what is set. */
export function impactSearch(query: ImpactQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/impact/report (analysts and moderators). */
export async function getImpactReport(query: ImpactQuery): Promise<ImpactReport> {
  return impactReportSchema.parse(await apiRead(`/api/impact/report${impactSearch(query)}`));
}

export function impactReportQueryOptions(query: ImpactQuery) {
  return queryOptions({
    queryKey: [...impactQueryKey, 'report', query],
    queryFn: () => getImpactReport(query),
  });
}

export function useImpactReport(query: ImpactQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...impactReportQueryOptions(query), enabled: options.enabled ?? true });
}

/** Where the same report downloads as CSV. */
export function impactReportCsvUrl(query: ImpactQuery): string {
  return `/api/impact/report.csv${impactSearch(query)}`;
}
