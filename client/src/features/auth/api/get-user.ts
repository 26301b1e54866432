import type { User } from '@foodshare/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { mightBeSignedIn, rememberSession } from '../../../lib/session-memory';

export const userQueryKey = ['user'] as const;

/**
 * GET /api/user: the signed-in user, or null when signed out (a 401). The schema (and zod) is
 * fetched alongside the answer, not before the first render: a signed-out visitor's page needs
 * neither to draw. A visitor who has never signed in on this browser (no signed-in hint, no
 * earlier session) is not asked about at all: nobody can be signed in.
 */
export async function getUser(): Promise<User | null> {
  if (!mightBeSignedIn()) return null;
  const [answer, { userSchema }] = await Promise.all([
    apiRead('/api/user', { on401: 'returnNull' }),
    import('@foodshare/contracts/users'),
  ]);
  if (answer === null) return null;
  const user = userSchema.parse(answer);
  rememberSession();
  return user;
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    // Nobody can be signed in: known at once, so the first paint is the visitor's (no shift).
    initialData: () => (mightBeSignedIn() ? undefined : null),
  });
}

export interface CurrentUser {
  /** The user, or null when signed out or when the server cannot be reached. */
  user: User | null;
  isLoading: boolean;
}

export function useUser(): CurrentUser {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}
