import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiWrite, isUnauthorizedError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { type RequestRef, requestActionUrl } from './accept-food-request';
import { refreshAfterRequestChange } from './refresh-after-request-change';
import { requestActionFailureToast } from './request-action-failure';

/** POST …/cancel (the requester): withdraws a pending request or gives up a reservation. */
export async function cancelFoodRequest(
  ref: RequestRef,
): Promise<z.infer<typeof requestActionAnswerSchema>> {
  const response = await apiWrite('POST', requestActionUrl(ref, 'cancel'));
  return requestActionAnswerSchema.parse(await response.json());
}

export function useCancelFoodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFoodRequest,
    onSuccess: async () => {
      toast({
        title: REQUEST_MESSAGES.cancelledTitle,
        description: 'The donor has been told.',
      });
      await refreshAfterRequestChange(queryClient);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      toast(requestActionFailureToast('Request not cancelled', error));
      await refreshAfterRequestChange(queryClient);
    },
  });
}
