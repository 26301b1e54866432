import type { FlwDestination } from '@foodshare/contracts/impact-destinations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { apiWrite, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { myDonationsQueryKey } from './get-my-donations';

/** POST /api/food-items/{id}/destination: what became of an item not collected. */
export async function recordDestination(input: {
  id: string;
  destination: FlwDestination;
  weightKg?: number | undefined;
}): Promise<void> {
  const { id, ...body } = input;
  await apiWrite('POST', `/api/food-items/${encodeURIComponent(id)}/destination`, body);
}

export function useRecordDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDestination,
    onSuccess: async () => {
      toast({ title: i18n.t('impact:destination.saved') });
      await queryClient.invalidateQueries({ queryKey: myDonationsQueryKey });
    },
    onError: (error) => {
      toast({
        title: i18n.t('common:toast.error'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
