import {
  handoverAnswerSchema,
  TEMPERATURE_MESSAGES,
} from '@foodshare/contracts/handover-temperature';
import { type ConfirmHandoverPayload, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { z } from 'zod';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { ApiError, apiWrite } from '../../../lib/api-client';
import { useRequestAction } from './request-action-failure';

export interface ConfirmHandover extends ConfirmHandoverPayload {
  itemId: string;
}

/** POST /api/food-items/{id}/handover (the donor), with the code the taker shows. */
export async function confirmHandover({
  itemId,
  ...payload
}: ConfirmHandover): Promise<z.infer<typeof handoverAnswerSchema>> {
  const response = await apiWrite(
    'POST',
    `/api/food-items/${encodeURIComponent(itemId)}/handover`,
    payload,
  );
  return handoverAnswerSchema.parse(await response.json());
}

/** A 400 about the code is shown under the field by the form, not as a toast. */
export function isPickupCodeError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.body?.field === 'pickupCode';
}

export function useConfirmHandover() {
  return useRequestAction({
    mutationFn: confirmHandover,
    // A reading out of range holds the handover: the taker now takes or refuses the food.
    success: (answer: z.infer<typeof handoverAnswerSchema>) =>
      answer.status === 'held'
        ? {
            title: said(TEMPERATURE_MESSAGES.heldTitle, 'temperature.heldTitle'),
            description: said(TEMPERATURE_MESSAGES.held, 'temperature.held'),
            variant: 'destructive' as const,
          }
        : {
            title: said(REQUEST_MESSAGES.handoverTitle, 'request.handoverTitle'),
            description: said(REQUEST_MESSAGES.handover, 'request.handover'),
          },
    failureTitle: i18n.t('common:toast.handoverNotConfirmed'),
    quiet: isPickupCodeError,
  });
}
