import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';
import { forgetOfflineReads } from '../../../lib/app-updates';
import { forgetSession } from '../../../lib/session-memory';
import { userQueryKey } from './get-user';

/**
 * POST /api/logout: ends the session. (docs/product.md §7's GET stays for the app's own links; a
 * POST is what no other site can make a browser send with the cookie.)
 */
export async function logout(): Promise<void> {
  await apiWrite('POST', '/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetSession();
      void forgetOfflineReads();
      queryClient.setQueryData(userQueryKey, null);
      // Whatever else is cached may belong to the person who just left: drop it, and refetch
      // what is on screen.
      void queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== userQueryKey[0],
      });
    },
    onError: async (error) => {
      console.error('Logout failed', error);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
