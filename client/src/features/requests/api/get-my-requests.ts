import { type MyRequest, myRequestSchema } from '@foodshare/contracts/food-items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead } from '../../../lib/api-client';

export const myRequestsQueryKey = ['my-requests'] as const;

const myRequestListSchema = z.array(myRequestSchema);

/** GET /api/my-requests: the signed-in member's food requests; [] signed out. */
export async function getMyRequests(): Promise<MyRequest[]> {
  const answer = await apiRead('/api/my-requests', { on401: 'returnNull' });
  return answer === null ? [] : myRequestListSchema.parse(answer);
}

export function myRequestsQueryOptions() {
  return queryOptions({ queryKey: myRequestsQueryKey, queryFn: getMyRequests });
}

/** Only asked while someone is signed in (docs/product.md §7). */
export function useMyRequests({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myRequestsQueryOptions(), enabled });
}
