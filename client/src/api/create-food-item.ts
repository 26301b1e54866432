import type { DonationPayload } from '@foodshare/contracts/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiWrite } from '../lib/api-client';
import { HANDLES_UNAUTHORIZED } from '../lib/query-client';
import { foodItemsKeys } from './get-food-items';
import { myDonationsQueryKey } from './get-my-donations';
import { statsQueryKey } from './get-stats';

const createdSchema = z.object({ id: z.string() });

/**
 * POST /api/food-items: the listing, its safety questionnaire and photo. The answer also sets
 * the write position cookie, so the next read already includes the new item.
 */
export async function createFoodItem(payload: DonationPayload): Promise<{ id: string }> {
  const response = await apiWrite('POST', '/api/food-items', payload);
  return createdSchema.parse(await response.json());
}

/** The donation form says 'Account Required' itself on a 401, instead of the global notice. */
export function useCreateFoodItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFoodItem,
    meta: { [HANDLES_UNAUTHORIZED]: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: foodItemsKeys.all }),
        queryClient.invalidateQueries({ queryKey: myDonationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]);
    },
  });
}
