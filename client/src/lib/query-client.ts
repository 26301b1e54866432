import { QUERY_STALE_TIME_MS, TIMINGS_MS } from '@foodshare/contracts/constants';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client';
import { navigateTo } from './navigation';
import { toast } from './toast';

/** SPEC §8: tell the person the session is gone, then take them to sign in (DESIGN: /auth). */
export function handleUnauthorized(): void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(() => navigateTo('/auth'), TIMINGS_MS.unauthorizedRedirect);
}

/** SPEC §7: fresh for 5 minutes, no retries, no refetch by interval, focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
