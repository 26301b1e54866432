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
  await forgetPushDevice();
  await apiWrite('POST', '/api/logout');
}

/**
 * Push goes off on this device first, while the session lasts (docs/product.md §14): the next
 * person to use the browser gets none of the news of the one who left. Never in the way of
 * signing out; loaded only then, so no page's first load carries it.
 */
async function forgetPushDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const { turnOffPush } = await import('../../notifications/api/push-device');
    await turnOffPush();
  } catch {
    // Offline or refused: the session ends anyway; the device goes when its push service says so.
  }
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
