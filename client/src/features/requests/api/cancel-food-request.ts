import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { z } from 'zod';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { apiWrite } from '../../../lib/api-client';
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
    success: {
      title: said(REQUEST_MESSAGES.cancelledTitle, 'request.cancelledTitle'),
      description: i18n.t('common:toast.donorTold'),
    },
    failureTitle: i18n.t('common:toast.notCancelled'),
  });
}
