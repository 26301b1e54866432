import { QUERY_STALE_TIME_MS, TIMINGS_MS } from '@foodshare/contracts/constants';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { isUnauthorizedError } from './api-client';
import { navigateTo } from './navigation';
import { hadSession } from './session-memory';
import { toast } from './toast';

/**
 * docs/product.md §8: tell the person the session is gone, then take them to sign in at /auth. A
 * visitor who never signed in was not logged out: they are asked to sign in, on the Login tab.
 */
export function handleUnauthorized(): void {
  if (hadSession()) {
    toast({
      title: i18n.t('errors:profile.loginRequiredTitle'),
      description: i18n.t('errors:profile.loginRequired'),
      variant: 'destructive',
    });
  } else {
    toast({
      title: i18n.t('common:toast.signInTitle'),
      description: i18n.t('common:toast.signIn'),
    });
  }
  setTimeout(() => navigateTo('/auth'), TIMINGS_MS.unauthorizedRedirect);
}

/** Set in a mutation's `meta` when its own error handling covers a 401. */
export const HANDLES_UNAUTHORIZED = 'handlesUnauthorized';

/** docs/product.md §7: fresh for 5 minutes, no retries, no refetch by interval, focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        // A mutation that tells the person itself (the donation form's 'Account Required') opts out.
        if (mutation.meta?.[HANDLES_UNAUTHORIZED] === true) return;
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
