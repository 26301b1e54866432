import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiWrite, isUnauthorizedError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { refreshAfterRequestChange } from './refresh-after-request-change';
import { requestActionFailureToast } from './request-action-failure';

export interface RequestRef {
  itemId: string;
  requestId: string;
}

export function requestActionUrl({ itemId, requestId }: RequestRef, action: string): string {
  return `/api/food-items/${encodeURIComponent(itemId)}/requests/${encodeURIComponent(requestId)}/${action}`;
}

/** POST …/accept (the donor): reserves the item for this request and declines the others. */
export async function acceptFoodRequest(
  ref: RequestRef,
): Promise<z.infer<typeof requestActionAnswerSchema>> {
  const response = await apiWrite('POST', requestActionUrl(ref, 'accept'));
  return requestActionAnswerSchema.parse(await response.json());
}

export function useAcceptFoodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFoodRequest,
    onSuccess: async () => {
      toast({ title: REQUEST_MESSAGES.acceptedTitle, description: REQUEST_MESSAGES.accepted });
      await refreshAfterRequestChange(queryClient);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      toast(requestActionFailureToast('Request not accepted', error));
      // Someone may have cancelled meanwhile: show the lists as they are now.
      await refreshAfterRequestChange(queryClient);
    },
  });
}
