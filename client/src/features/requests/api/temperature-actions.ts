import { requestActionAnswerSchema } from '@foodshare/contracts/food-items';
import type { TemperatureDecision } from '@foodshare/contracts/handover-temperature';
import type { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { apiWrite } from '../../../lib/api-client';
import { type RequestRef, requestActionUrl } from './accept-food-request';
import { useRequestAction } from './request-action-failure';

type Answer = z.infer<typeof requestActionAnswerSchema>;

/** POST …/temperature-decision (the taker): take the food anyway, or refuse it. */
export async function decideTemperature({
  decision,
  ...ref
}: RequestRef & { decision: TemperatureDecision }): Promise<Answer> {
  const response = await apiWrite('POST', requestActionUrl(ref, 'temperature-decision'), {
    decision,
  });
  return requestActionAnswerSchema.parse(await response.json());
}

/** POST …/refused-handover (the donor): back on the listing, or withdrawn. */
export async function settleRefusedHandover({
  returnToListing,
  ...ref
}: RequestRef & { returnToListing: boolean }): Promise<Answer> {
  const response = await apiWrite('POST', requestActionUrl(ref, 'refused-handover'), {
    returnToListing,
  });
  return requestActionAnswerSchema.parse(await response.json());
}

export function useDecideTemperature() {
  return useRequestAction({
    mutationFn: decideTemperature,
    success: (answer: Answer) => ({
      title: i18n.t(
        answer.status === 'collected'
          ? 'profile:temperature.tookIt'
          : 'profile:temperature.refusedIt',
      ),
    }),
    failureTitle: i18n.t('profile:temperature.decisionFailed'),
  });
}

export function useSettleRefusedHandover() {
  return useRequestAction({
    mutationFn: settleRefusedHandover,
    success: { title: i18n.t('profile:temperature.settled') },
    failureTitle: i18n.t('profile:temperature.settleFailed'),
  });
}
