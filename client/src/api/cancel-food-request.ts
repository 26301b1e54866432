import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { z } from 'zod';
import { apiWrite } from '../lib/api-client';
import { type RequestRef, requestActionUrl } from './accept-food-request';
import { useRequestAction } from './request-action-failure';

/** POST …/cancel (the requester): withdraws a pending request or gives up a reservation. */
export async function cancelFoodRequest(
  ref: RequestRef,
): Promise<z.infer<typeof requestActionAnswerSchema>> {
  const response = await apiWrite('POST', requestActionUrl(ref, 'cancel'));
  return requestActionAnswerSchema.parse(await response.json());
}

export function useCancelFoodRequest() {
  return useRequestAction({
    mutationFn: cancelFoodRequest,
    success: { title: REQUEST_MESSAGES.cancelledTitle, description: 'The donor has been told.' },
    failureTitle: 'Request not cancelled',
  });
}
