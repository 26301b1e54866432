import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRead } from '../lib/api-client';
import { userQueryKey } from './get-user';

/** GET /api/logout: ends the session. */
export async function logout(): Promise<void> {
  await apiRead('/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
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
