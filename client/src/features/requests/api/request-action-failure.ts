import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  errorMessage,
  genericErrorMessage,
  isUnauthorizedError,
} from '../../../lib/api-client';
import { type ToastInput, toast } from '../../../lib/toast';
import { refreshAfterRequestChange } from './refresh-after-request-change';

/**
 * What to say when answering, cancelling or handing over fails: the server's own reason where
 * it gave one a person can act on (already reserved, no longer pending), else try again.
 */
export function requestActionFailureToast(title: string, error: unknown): ToastInput {
  // The server's reason in the person's language (by its code), else the generic try-again.
  const reason =
    error instanceof ApiError && error.status < 500 && error.body ? errorMessage(error) : undefined;
  return {
    title,
    description: reason ?? genericErrorMessage(),
    variant: 'destructive',
  };
}

/**
 * One action on a request or a handover: a toast on success, the server's reason on failure
 * (a 401 is handled by the app, and `quiet` errors by the form that shows them), and the lists
 * refreshed either way, since someone else may have acted meanwhile.
 */
export function useRequestAction<Input, Answer>(options: {
  readonly mutationFn: (input: Input) => Promise<Answer>;
  /** What to say once it is done; a function words it from the answer. */
  readonly success: ToastInput | ((answer: Answer) => ToastInput);
  readonly failureTitle: string;
  readonly quiet?: (error: unknown) => boolean;
}) {
  const queryClient: QueryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (answer) => {
      const { success } = options;
      toast(typeof success === 'function' ? success(answer) : success);
      await refreshAfterRequestChange(queryClient);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error) || options.quiet?.(error)) return;
      toast(requestActionFailureToast(options.failureTitle, error));
      await refreshAfterRequestChange(queryClient);
    },
  });
}
