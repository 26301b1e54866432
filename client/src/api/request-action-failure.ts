import { ApiError } from '../lib/api-client';
import type { ToastInput } from '../lib/toast';

/**
 * What to say when answering, cancelling or handing over fails: the server's own reason where
 * it gave one a person can act on (already reserved, no longer pending), else try again.
 */
export function requestActionFailureToast(title: string, error: unknown): ToastInput {
  const reason =
    error instanceof ApiError && error.status < 500 && error.body ? error.body.message : undefined;
  return {
    title,
    description: reason ?? 'Something went wrong. Please try again.',
    variant: 'destructive',
  };
}
