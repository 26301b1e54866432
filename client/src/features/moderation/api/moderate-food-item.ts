import {
  type ModerationDecisionPayload,
  moderationDecisionAnswerSchema,
  type ReportResolutionPayload,
} from '@foodshare/contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { apiWrite, isUnauthorizedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { requestActionFailureToast } from '../../requests/api/request-action-failure';
import { refreshAfterModeration } from './moderation-keys';

const itemUrl = (itemId: string, path: string) =>
  `/api/moderation/food-items/${encodeURIComponent(itemId)}/${path}`;

/** POST /api/moderation/food-items/:id/decision: approve or reject a flagged donation. */
export async function decideDonation(input: { itemId: string } & ModerationDecisionPayload) {
  const { itemId, ...body } = input;
  const response = await apiWrite('POST', itemUrl(itemId, 'decision'), body);
  return moderationDecisionAnswerSchema.parse(await response.json());
}

/** POST …/reports/resolution: dismiss the open reports, or take the item down. */
export async function resolveReports(input: { itemId: string } & ReportResolutionPayload) {
  const { itemId, ...body } = input;
  await apiWrite('POST', itemUrl(itemId, 'reports/resolution'), body);
}

function useModeration<Input>(
  mutationFn: (input: Input) => Promise<unknown>,
  success: (input: Input) => string,
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_answer, input) => {
      toast({ title: success(input) });
      await refreshAfterModeration(queryClient);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      // Another moderator may have decided first: the message says who, and the lists refresh.
      toast(requestActionFailureToast(failureTitle, error));
      await refreshAfterModeration(queryClient);
    },
  });
}

export function useDecideDonation() {
  return useModeration(
    decideDonation,
    (input) =>
      input.decision === 'approve'
        ? i18n.t('common:toast.donationApproved')
        : i18n.t('common:toast.donationRejected'),
    i18n.t('common:toast.decisionNotRecorded'),
  );
}

export function useResolveReports() {
  return useModeration(
    resolveReports,
    (input) =>
      input.action === 'dismiss'
        ? i18n.t('common:toast.reportsDismissed')
        : i18n.t('common:toast.itemTakenDown'),
    i18n.t('common:toast.reportsNotResolved'),
  );
}
