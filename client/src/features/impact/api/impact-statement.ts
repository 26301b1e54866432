import {
  type ImpactStatement,
  impactStatementSchema,
  type Verification,
  verificationSchema,
} from '@foodshare/contracts/impact-statement';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { impactQueryKey } from './impact-keys';

/** What a statement is asked for: scope, days and as-of, as the API's query takes them. */
export interface StatementRequest {
  scope?: 'platform' | 'emirate' | 'category' | 'business';
  emirate?: string;
  category?: string;
  businessId?: string;
  from?: string;
  to?: string;
  asOf?: string;
  methodology?: string;
}

function search(request: StatementRequest, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...request, ...extra }))
    if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/impact/statement: issued (and recorded) as it is read. */
export function useStatement(request: StatementRequest) {
  return useQuery({
    queryKey: [...impactQueryKey, 'statement', request],
    queryFn: async (): Promise<ImpactStatement> =>
      impactStatementSchema.parse(await apiRead(`/api/impact/statement${search(request)}`)),
  });
}

export const statementPdfUrl = (request: StatementRequest, lang: string) =>
  `/api/impact/statement.pdf${search(request, { lang })}`;
export const statementCsvUrl = (request: StatementRequest) =>
  `/api/impact/statement.csv${search(request)}`;

/** GET /api/impact/statements/{id}/verify. */
export function useVerifyStatement() {
  return useMutation({
    mutationFn: async (id: string): Promise<Verification> =>
      verificationSchema.parse(
        await apiRead(`/api/impact/statements/${encodeURIComponent(id.trim())}/verify`),
      ),
  });
}
