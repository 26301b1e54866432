import type { QueryClient } from '@tanstack/react-query';
import { foodItemsKeys } from '../../donations/api/get-food-items';
import { myDonationsQueryKey } from '../../donations/api/get-my-donations';
import { statsQueryKey } from '../../impact/api/get-stats';
import { notificationsQueryKey } from '../../notifications/api/get-notifications';
import { myRequestsQueryKey } from './get-my-requests';

/**
 * Everything a request's answer can change: both people's lists, the item's status in the
 * public lists, the counters (a handover counts), and the notifications it raised. The write's
 * position cookie makes these reads wait until the projections include it.
 */
export async function refreshAfterRequestChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      myDonationsQueryKey,
      myRequestsQueryKey,
      foodItemsKeys.all,
      statsQueryKey,
      notificationsQueryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
