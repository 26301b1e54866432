import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { apiWrite } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { foodItemsKeys } from './get-food-items';
import { myDonationsQueryKey } from './get-my-donations';

/** DELETE /api/food-items/{id}: the donor withdraws their own item. */
export async function deleteFoodItem(id: string): Promise<void> {
  await apiWrite('DELETE', `/api/food-items/${encodeURIComponent(id)}`);
}

/** docs/product.md §7 and §8: the toasts belong to the call, wherever it is made from. */
export function useDeleteFoodItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFoodItem,
    onSuccess: async () => {
      toast({
        title: i18n.t('common:toast.success'),
        description: i18n.t('common:toast.itemDeleted'),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: foodItemsKeys.all }),
        queryClient.invalidateQueries({ queryKey: myDonationsQueryKey }),
      ]);
    },
    onError: () => {
      toast({
        title: i18n.t('common:toast.error'),
        description: i18n.t('common:toast.deleteFailed'),
        variant: 'destructive',
      });
    },
  });
}
