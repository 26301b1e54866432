import { type LoginPayload, type User, userSchema } from '@foodshare/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** POST /api/login: the demonstration sign-in, by username only. */
export async function login(payload: LoginPayload): Promise<User> {
  const response = await apiWrite('POST', '/api/login', payload);
  return userSchema.parse(await response.json());
}

/**
 * The mutation sets the cached current user to the answer and refreshes it (docs/product.md §4). The
 * caller's onSuccess runs even when the page that asked has already unmounted, which it does:
 * a signed-in user is sent away from /auth.
 */
export function useLogin(options: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      options.onSuccess?.(user);
    },
  });
}
