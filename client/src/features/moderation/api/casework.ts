import {
  type AppealDecisionPayload,
  type AppealEntry,
  appealDecisionAnswerSchema,
  appealEntrySchema,
  type CaseView,
  caseViewSchema,
  claimAnswerSchema,
  type NotePayload,
} from '@foodshare/contracts/casework';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { apiRead, apiWrite, isUnauthorizedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { requestActionFailureToast } from '../../requests/api/request-action-failure';
import { moderationKeys, refreshAfterModeration } from './moderation-keys';

/** Casework's calls (docs/product.md §18): claims, notes, the appeals queue and its decisions. */
const itemUrl = (itemId: string, path: string) =>
  `/api/moderation/food-items/${encodeURIComponent(itemId)}/${path}`;

export const caseworkKeys = {
  case: (itemId: string) => ['moderation', 'case', itemId] as const,
  appeals: ['moderation', 'appeals'] as const,
};

export async function getCase(itemId: string): Promise<CaseView> {
  return caseViewSchema.parse(await apiRead(itemUrl(itemId, 'case')));
}

export function useCase(itemId: string) {
  return useQuery(
    queryOptions({ queryKey: caseworkKeys.case(itemId), queryFn: () => getCase(itemId) }),
  );
}

export async function getAppeals(): Promise<AppealEntry[]> {
  return z.array(appealEntrySchema).parse(await apiRead('/api/moderation/appeals'));
}

export function useAppeals() {
  return useQuery(queryOptions({ queryKey: caseworkKeys.appeals, queryFn: getAppeals }));
}

/** POST …/claim (`takeOver` to take it from another), or DELETE to let go. */
export async function claimCase(input: { itemId: string; takeOver?: boolean; release?: boolean }) {
  const url = itemUrl(input.itemId, 'claim');
  const response = input.release
    ? await apiWrite('DELETE', url)
    : await apiWrite('POST', url, { takeOver: input.takeOver ?? false });
  return claimAnswerSchema.parse(await response.json());
}

export async function addNote(input: { itemId: string } & NotePayload) {
  const { itemId, ...body } = input;
  await apiWrite('POST', itemUrl(itemId, 'notes'), body);
}

export async function decideAppeal(input: { appealId: string } & AppealDecisionPayload) {
  const { appealId, ...body } = input;
  const response = await apiWrite(
    'POST',
    `/api/moderation/appeals/${encodeURIComponent(appealId)}/decision`,
    body,
  );
  return appealDecisionAnswerSchema.parse(await response.json());
}

function useCasework<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  success: (input: Input, answer: Answer) => string | null,
  failureTitle: () => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, input) => {
      const title = success(input, answer);
      if (title) toast({ title });
      await refreshAfterModeration(queryClient);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      // Another moderator may hold the case: the message names them, and the lists refresh.
      toast(requestActionFailureToast(failureTitle(), error));
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}

export function useClaimCase() {
  return useCasework(
    claimCase,
    (input) =>
      input.release
        ? i18n.t('admin:casework.released')
        : input.takeOver
          ? i18n.t('admin:casework.tookOver')
          : i18n.t('admin:casework.claimed'),
    () => i18n.t('admin:casework.claimFailed'),
  );
}

export function useAddNote() {
  return useCasework(
    addNote,
    () => i18n.t('admin:casework.noteAdded'),
    () => i18n.t('admin:casework.noteFailed'),
  );
}

export function useDecideAppeal() {
  return useCasework(
    decideAppeal,
    (input, answer) =>
      input.decision === 'uphold'
        ? i18n.t('admin:appeals.upheld')
        : answer.relisted
          ? i18n.t('admin:appeals.overturnedListed')
          : i18n.t('admin:appeals.overturnedLate'),
    () => i18n.t('admin:appeals.failed'),
  );
}
