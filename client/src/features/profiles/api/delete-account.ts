import { TIMINGS_MS } from '@foodshare/contracts/constants';
import { PROFILE_MESSAGES } from '@foodshare/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { apiWrite, isUnauthorizedError } from '../../../lib/api-client';
import { forgetOfflineReads } from '../../../lib/app-updates';
import { navigateTo } from '../../../lib/navigation';
import { forgetSession } from '../../../lib/session-memory';
import { toast } from '../../../lib/toast';
import { userQueryKey } from '../../auth/api/get-user';

/**
 * DELETE /api/profile: withdraws the account's available items, ends its sessions and destroys
 * its personal data. The body carries the typed confirmation, which the server checks again.
 */
export async function deleteAccount(): Promise<void> {
  await apiWrite('DELETE', '/api/profile', { confirmation: PROFILE_MESSAGES.deleteConfirmation });
}

/**
 * docs/product.md §7: toast, clear the cache, go to / after 1 s. The caller's onSuccess lets the page
 * say goodbye instead of treating the now signed-out visitor as one who must sign in.
 */
export function useDeleteAccount(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({
        title: said(PROFILE_MESSAGES.deletedTitle, 'profile.deletedTitle'),
        description: said(PROFILE_MESSAGES.deleted, 'profile.deleted'),
      });
      // First, so the page knows why nobody is signed in any more.
      options.onSuccess?.();
      forgetSession();
      void forgetOfflineReads();
      // Nobody is signed in now: every mounted view of the user hears it at once...
      queryClient.setQueryData(userQueryKey, null);
      // ...and nothing cached while they were signed in stays in memory.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      queryClient.getMutationCache().clear();
      // Not tied to the page: the move home happens even if the person has already left it.
      setTimeout(() => navigateTo('/'), TIMINGS_MS.redirectAfterAccountDeletion);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: i18n.t('common:toast.error'),
        description: said(PROFILE_MESSAGES.deleteFailed, 'profile.deleteFailed'),
        variant: 'destructive',
      });
    },
  });
}
