import { type RegisterCommandInput, type User, userSchema } from '@foodshare/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';
import { statsQueryKey } from '../../impact/api/get-stats';
import { userQueryKey } from './get-user';

/** POST /api/register: creates the account and signs it in. */
export async function register(payload: RegisterCommandInput): Promise<User> {
  const response = await apiWrite('POST', '/api/register', payload);
  return userSchema.parse(await response.json());
}

/**
 * The mutation sets the cached current user to the answer and refreshes it (docs/product.md §4), and
 * refreshes the counters the new member changes. The
 * caller's onSuccess runs even when the page that asked has already unmounted, which it does:
 * a signed-in user is sent away from /auth.
 */
export function useRegister(options: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      // A new member changes the public counters; the read waits for the projection (read-your-writes).
      void queryClient.invalidateQueries({ queryKey: statsQueryKey });
      options.onSuccess?.(user);
    },
  });
}
