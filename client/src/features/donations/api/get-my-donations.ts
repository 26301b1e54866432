import { type MyDonation, myDonationSchema } from '@foodshare/contracts/food-items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead } from '../../../lib/api-client';

export const myDonationsQueryKey = ['my-donations'] as const;

const myDonationListSchema = z.array(myDonationSchema);

/** GET /api/my-donations: the signed-in donor's items with their safety review; [] signed out. */
export async function getMyDonations(): Promise<MyDonation[]> {
  const answer = await apiRead('/api/my-donations', { on401: 'returnNull' });
  return answer === null ? [] : myDonationListSchema.parse(answer);
}

export function myDonationsQueryOptions() {
  return queryOptions({ queryKey: myDonationsQueryKey, queryFn: getMyDonations });
}

/** Only asked while someone is signed in (docs/product.md §7). */
export function useMyDonations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myDonationsQueryOptions(), enabled });
}
