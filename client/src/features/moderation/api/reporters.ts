import {
  type BulkDismissPayload,
  bulkDismissAnswerSchema,
  type MutePayload,
  muteAnswerSchema,
} from '@foodshare/contracts/casework';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';
import { refreshAfterModeration } from './moderation-keys';

/**
 * Reporters and bulk dismissal (docs/product.md §18). The dialogs that call these show the
 * server's reason themselves and stay open on a refusal, so no failure toast here.
 */
export async function setReporterMuted(input: { reporterId: string; mute: boolean } & MutePayload) {
  const response = await apiWrite(
    input.mute ? 'POST' : 'DELETE',
    `/api/moderation/reporters/${encodeURIComponent(input.reporterId)}/mute`,
    { reason: input.reason },
  );
  return muteAnswerSchema.parse(await response.json());
}

/** POST /api/moderation/reports/dismissals: the answer names the items left as they were. */
export async function dismissReportsOf(input: BulkDismissPayload) {
  const response = await apiWrite('POST', '/api/moderation/reports/dismissals', input);
  return bulkDismissAnswerSchema.parse(await response.json());
}

function useStaffWrite<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Whatever the answer, someone may have acted meanwhile: the lists refresh.
    onSettled: () => refreshAfterModeration(queryClient),
  });
}

export const useSetReporterMuted = () => useStaffWrite(setReporterMuted);
export const useDismissReportsOf = () => useStaffWrite(dismissReportsOf);
