import {
  type DonationHistory,
  donationHistorySchema,
} from '@foodshare/contracts/moderation-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { moderationKeys } from './moderation-keys';

/** GET /api/moderation/food-items/:id/history: the item's stream replayed for staff. */
export async function getDonationHistory(itemId: string): Promise<DonationHistory> {
  return donationHistorySchema.parse(
    await apiRead(`/api/moderation/food-items/${encodeURIComponent(itemId)}/history`),
  );
}

export function useDonationHistory(itemId: string) {
  return useQuery(
    queryOptions({
      queryKey: moderationKeys.history(itemId),
      queryFn: () => getDonationHistory(itemId),
    }),
  );
}
