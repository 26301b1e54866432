import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { ApiError, apiWrite, errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refreshAfterModeration } from '../../moderation/api/moderation-keys';

/**
 * POST /api/moderation/food-items/:id/claim: the moderator takes the case, so no one else works
 * on it at the same time. A server without the route answers 404: the menu says claiming is not
 * available yet rather than failing.
 */
export async function claimCase(itemId: string): Promise<'claimed' | 'unavailable'> {
  try {
    await apiWrite('POST', `/api/moderation/food-items/${encodeURIComponent(itemId)}/claim`, {});
    return 'claimed';
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 404 &&
      error.body?.code !== 'server.foodItemMissing'
    )
      return 'unavailable';
    throw error;
  }
}

export function useClaimCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCase,
    onSuccess: async (outcome) => {
      if (outcome === 'unavailable') {
        toast({ title: i18n.t('tools:menu.claimUnavailable') });
        return;
      }
      toast({ title: i18n.t('tools:menu.claimed') });
      await refreshAfterModeration(queryClient);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: errorMessage(error), variant: 'destructive' });
    },
  });
}
