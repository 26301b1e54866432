import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { z } from 'zod';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { apiWrite } from '../../../lib/api-client';
import { type RequestRef, requestActionUrl } from './accept-food-request';
import { useRequestAction } from './request-action-failure';

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
  return useRequestAction({
    mutationFn: declineFoodRequest,
    success: {
      title: said(REQUEST_MESSAGES.declinedTitle, 'request.declinedTitle'),
      description: i18n.t('common:toast.requesterTold'),
    },
    failureTitle: i18n.t('common:toast.notDeclined'),
  });
}
