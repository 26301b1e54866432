import { DONATION_MESSAGES, type FoodRequestPayload } from '@foodshare/contracts/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiWrite, isUnauthorizedError } from '../lib/api-client';
import { type ToastInput, toast } from '../lib/toast';
import { foodItemsKeys } from './get-food-items';
import { myRequestsQueryKey } from './get-my-requests';

/** POST /api/food-requests: ask the donor for an available item. */
export async function createFoodRequest(payload: FoodRequestPayload): Promise<void> {
  await apiWrite('POST', '/api/food-requests', payload);
}

/** The fixed note sent with a request (SPEC §7), naming the item so the donor knows which. */
export function requestMessage(itemTitle: string): string {
  return `Hello! I would like to request "${itemTitle}". Please let me know when I can pick it up.`;
}

/**
 * What to tell the person when a request fails. A 409 carries the server's reason (no longer
 * available, already requested, your own item), which is more use than "try again".
 */
export function requestFailureToast(error: unknown): ToastInput {
  if (error instanceof ApiError && error.status === 409 && error.body) {
    const notAvailable = error.body.message === DONATION_MESSAGES.notAvailable;
    return {
      title: notAvailable ? DONATION_MESSAGES.notAvailableTitle : 'Request Not Sent',
      description: error.body.message,
      variant: 'destructive',
    };
  }
  return {
    title: 'Error',
    description: 'Failed to send request. Please try again.',
    variant: 'destructive',
  };
}

export function useCreateFoodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFoodRequest,
    onSuccess: async () => {
      toast({
        title: 'Request Sent',
        description: 'Your food request has been sent to the donor.',
      });
      await queryClient.invalidateQueries({ queryKey: myRequestsQueryKey });
    },
    onError: async (error) => {
      // The global handler already says the session is gone and takes the person to sign in.
      if (isUnauthorizedError(error)) return;
      toast(requestFailureToast(error));
      // The item may have been reserved meanwhile: show the lists as they are now.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: foodItemsKeys.all });
      }
    },
  });
}
