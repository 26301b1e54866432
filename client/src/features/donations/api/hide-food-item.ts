import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { apiWrite, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { myDonationsQueryKey } from './get-my-donations';

/** POST /api/food-items/{id}/hide: the donor hides an item that changed hands from their list. */
export async function hideFoodItem(id: string): Promise<void> {
  await apiWrite('POST', `/api/food-items/${encodeURIComponent(id)}/hide`);
}

/** Recorded on the server, so the item stays hidden on every device and after a reload. */
export function useHideFoodItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideFoodItem,
    onSuccess: async () => {
      toast({
        title: i18n.t('common:toast.hidden'),
        description: i18n.t('common:toast.itemHidden'),
      });
      await queryClient.invalidateQueries({ queryKey: myDonationsQueryKey });
    },
    onError: (error) => {
      toast({
        title: i18n.t('common:toast.error'),
        description: errorMessage(error, i18n.t('common:toast.hideFailed')),
        variant: 'destructive',
      });
    },
  });
}
