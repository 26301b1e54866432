import {
  type OccurrenceConfirmation,
  type SurplusTemplate,
  type SurplusTemplatePayload,
  surplusTemplateSchema,
} from '@foodshare/contracts/surplus-templates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import type en from '../../../i18n/locales/en/surplus';
import { apiRead, apiWrite, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export const surplusTemplatesQueryKey = ['surplus-templates'] as const;

/** GET /api/surplus-templates: the business's own templates, newest first. */
export async function getSurplusTemplates(): Promise<SurplusTemplate[]> {
  const answer = await apiRead('/api/surplus-templates', { on401: 'returnNull' });
  return answer === null ? [] : z.array(surplusTemplateSchema).parse(answer);
}

/** Read again every half minute: a day's confirmation opens when its time comes. */
export function useSurplusTemplates() {
  return useQuery(
    queryOptions({
      queryKey: surplusTemplatesQueryKey,
      queryFn: getSurplusTemplates,
      staleTime: 0,
      refetchInterval: 30_000,
    }),
  );
}

const base = '/api/surplus-templates';
const templateUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** One write on the templates: the list and My Donations are read again after it. */
function useTemplateWrite<Input>(
  write: (input: Input) => Promise<unknown>,
  done: `surplus:toast.${keyof typeof en.toast}`,
  failed: `surplus:toast.${keyof typeof en.toast}`,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      toast({ title: i18n.t(done) });
      await queryClient.invalidateQueries({ queryKey: surplusTemplatesQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['my-donations'] });
    },
    onError: (error) =>
      toast({ title: i18n.t(failed), description: errorMessage(error), variant: 'destructive' }),
  });
}

export function useCreateTemplate() {
  return useTemplateWrite(
    (payload: SurplusTemplatePayload) => apiWrite('POST', base, payload),
    'surplus:toast.created',
    'surplus:toast.notSaved',
  );
}

export function usePauseTemplate() {
  return useTemplateWrite(
    ({ id, paused }: { id: string; paused: boolean }) =>
      apiWrite('PATCH', templateUrl(id), { paused }),
    'surplus:toast.updated',
    'surplus:toast.notSaved',
  );
}

export function useDeleteTemplate() {
  return useTemplateWrite(
    (id: string) => apiWrite('DELETE', templateUrl(id)),
    'surplus:toast.deleted',
    'surplus:toast.notSaved',
  );
}

export function useConfirmOccurrence() {
  return useTemplateWrite(
    ({ id, date, answers }: { id: string; date: string; answers: OccurrenceConfirmation }) =>
      apiWrite(
        'POST',
        `${templateUrl(id)}/occurrences/${encodeURIComponent(date)}/confirm`,
        answers,
      ),
    'surplus:toast.posted',
    'surplus:toast.notPosted',
  );
}
