import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiWrite, isUnauthorizedError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { type RequestRef, requestActionUrl } from './accept-food-request';
import { refreshAfterRequestChange } from './refresh-after-request-change';
import { requestActionFailureToast } from './request-action-failure';

export interface DeclineRequest extends RequestRef {
  /** An optional word for the requester; blank sends none. */
  note?: string;
}

/**
 * POST …/decline (the donor): says no to a pending request, or releases an accepted one so the
 * item is available again.
 */
export async function declineFoodRequest({
  note,
  ...ref
}: DeclineRequest): Promise<z.infer<typeof requestActionAnswerSchema>> {
  const trimmed = note?.trim();
  const response = await apiWrite(
    'POST',
    requestActionUrl(ref, 'decline'),
    trimmed ? { note: trimmed } : undefined,
  );
  return requestActionAnswerSchema.parse(await response.json());
}

export function useDeclineFoodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFoodRequest,
    onSuccess: async () => {
      toast({
        title: REQUEST_MESSAGES.declinedTitle,
        description: 'The requester has been told.',
      });
      await refreshAfterRequestChange(queryClient);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      toast(requestActionFailureToast('Request not declined', error));
      await refreshAfterRequestChange(queryClient);
    },
  });
}
