import { DONATION_MESSAGES, type FoodRequestPayload } from '@foodshare/contracts/donations';
import { foodRequestAnswerSchema } from '@foodshare/contracts/food-items';
import { priceTimes, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { ApiError, apiWrite, errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { type ToastInput, toast } from '../../../lib/toast';
import { foodItemsKeys } from '../../donations/api/get-food-items';
import { myRequestsQueryKey } from './get-my-requests';

export type FoodRequestAnswer = z.infer<typeof foodRequestAnswerSchema>;

/**
 * POST /api/food-requests: ask the donor for an available item, or (intent 'purchase', Buy Now)
 * ask the seller for an offer, paid at pickup.
 */
export async function createFoodRequest(payload: FoodRequestPayload): Promise<FoodRequestAnswer> {
  const response = await apiWrite('POST', '/api/food-requests', payload);
  return foodRequestAnswerSchema.parse(await response.json());
}

/** The fixed note sent with a request (docs/product.md §7), naming the item so the donor knows which. */
export function requestMessage(itemTitle: string): string {
  return `Hello! I would like to request "${itemTitle}". Please let me know when I can pick it up.`;
}

/** The note sent with Buy Now. */
export function purchaseMessage(itemTitle: string): string {
  return `Hello! I would like to buy "${itemTitle}" and pay at pickup. Please let me know when I can collect it.`;
}

/** What to tell the person once the donor (or seller) has the request. */
export function requestSentToast(
  answer: Pick<FoodRequestAnswer, 'intent' | 'price' | 'quantity'>,
): ToastInput {
  if (answer.intent === 'purchase') {
    const price = priceTimes(answer.price ?? '0.00', answer.quantity ?? 1);
    return {
      title: said(REQUEST_MESSAGES.purchaseSentTitle, 'request.purchaseSentTitle'),
      description: said(REQUEST_MESSAGES.purchaseSent(price), 'request.purchaseSent', { price }),
    };
  }
  return {
    title: said(REQUEST_MESSAGES.requestSentTitle, 'request.requestSentTitle'),
    description: said(REQUEST_MESSAGES.requestSent, 'request.requestSent'),
  };
}

/**
 * What to tell the person when a request fails. docs/product.md §8's 'Not Available' when the item was
 * taken meanwhile; any other refusal carries the server's reason (already requested, your own
 * item, buy this offer instead), which is more use than "try again".
 */
export function requestFailureToast(error: unknown): ToastInput {
  if (error instanceof ApiError && error.status < 500 && error.body) {
    const notAvailable =
      error.status === 409 &&
      (error.body.message === DONATION_MESSAGES.notAvailable ||
        error.body.message === REQUEST_MESSAGES.soldOut);
    return {
      title: notAvailable
        ? said(DONATION_MESSAGES.notAvailableTitle, 'donation.notAvailableTitle')
        : i18n.t('food:request.notSentTitle') || 'Request Not Sent',
      description: errorMessage(error),
      variant: 'destructive',
    };
  }
  return {
    title: said(REQUEST_MESSAGES.requestFailedTitle, 'request.requestFailedTitle'),
    description: said(REQUEST_MESSAGES.requestFailed, 'request.requestFailed'),
    variant: 'destructive',
  };
}

export function useCreateFoodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFoodRequest,
    onSuccess: async (answer) => {
      toast(requestSentToast(answer));
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
