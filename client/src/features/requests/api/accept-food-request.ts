import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { z } from 'zod';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { apiWrite } from '../../../lib/api-client';
import { useRequestAction } from './request-action-failure';

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
  return useRequestAction({
    mutationFn: acceptFoodRequest,
    success: {
      title: said(REQUEST_MESSAGES.acceptedTitle, 'request.acceptedTitle'),
      description: said(REQUEST_MESSAGES.accepted, 'request.accepted'),
    },
    failureTitle: i18n.t('common:toast.notAccepted'),
  });
}
