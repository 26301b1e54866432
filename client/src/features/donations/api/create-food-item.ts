import type { DonationPayload } from '@foodshare/contracts/donations';
import type { MyDonation, ReviewStatus } from '@foodshare/contracts/food-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiWrite } from '../../../lib/api-client';
import { HANDLES_UNAUTHORIZED } from '../../../lib/query-client';
import { statsQueryKey } from '../../impact/api/get-stats';
import { foodItemsKeys } from './get-food-items';
import { getMyDonations, myDonationsQueryKey } from './get-my-donations';

const createdSchema = z.object({ id: z.string() });

/**
 * POST /api/food-items: the listing, its safety questionnaire and photo. The answer also sets
 * the write position cookie, so the donor's next read already includes the new item.
 */
export async function createFoodItem(payload: DonationPayload): Promise<{ id: string }> {
  const response = await apiWrite('POST', '/api/food-items', payload);
  return createdSchema.parse(await response.json());
}

export interface PostedDonation {
  readonly id: string;
  /** Where the automated safety check left it; `pending_check` if it had not answered in time. */
  readonly reviewStatus: ReviewStatus;
  readonly safetyReasons: MyDonation['safetyReasons'];
}

const VERDICT_WAIT_MS = 8000;
const VERDICT_POLL_MS = 300;

/**
 * Posts, then waits (bounded) for the automated safety check, which runs as a job within
 * moments: the donor learns the verdict at once, and an approved item is already in the public
 * list when they are taken there.
 */
export async function postDonationAndAwaitVerdict(
  payload: DonationPayload,
): Promise<PostedDonation> {
  const { id } = await createFoodItem(payload);
  const deadline = Date.now() + VERDICT_WAIT_MS;
  for (;;) {
    const mine = (await getMyDonations()).find((item) => item.id === id);
    if (mine && mine.reviewStatus !== 'pending_check') {
      return { id, reviewStatus: mine.reviewStatus, safetyReasons: mine.safetyReasons };
    }
    if (Date.now() >= deadline) return { id, reviewStatus: 'pending_check', safetyReasons: [] };
    await new Promise((resolve) => setTimeout(resolve, VERDICT_POLL_MS));
  }
}

/** The donation form says 'Account Required' itself on a 401, instead of the global notice. */
export function useCreateFoodItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDonationAndAwaitVerdict,
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
