import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite, errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
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
      toast({ title: 'Hidden', description: 'The item is hidden from your list.' });
      await queryClient.invalidateQueries({ queryKey: myDonationsQueryKey });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to hide the item. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
