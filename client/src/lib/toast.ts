import { TOAST } from '@foodshare/contracts/constants';
import { i18n } from '../i18n/i18n';
import { isOnline } from './connection';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type Listener = () => void;

/**
 * The app's toasts (docs/product.md §9: one visible at a time, 5000 ms by default). A small store outside
 * React, so code that is not a component (the query client's error handler) can raise one.
 */
export function createToastStore(
  limit: number = TOAST.visibleAtOnce,
  defaultDurationMs: number = TOAST.durationMs,
) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  function publish(next: readonly Toast[]): void {
    for (const dropped of toasts) {
      if (!next.includes(dropped)) clearTimer(dropped.id);
    }
    toasts = next;
    for (const listener of listeners) listener();
  }

  function clearTimer(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function dismiss(id: number): void {
    publish(toasts.filter((toast) => toast.id !== id));
  }

  function show(input: ToastInput): number {
    const toast: Toast = {
      id: nextId++,
      title: input.title,
      variant: input.variant ?? 'default',
      durationMs: input.durationMs ?? defaultDurationMs,
      ...(input.description === undefined ? {} : { description: input.description }),
    };
    publish([toast, ...toasts].slice(0, limit));
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), toast.durationMs),
    );
    return toast.id;
  }

  return {
    show,
    dismiss,
    getToasts: (): readonly Toast[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

/**
 * Raises a toast. Offline, a failure says why (docs/product.md §19): whatever went wrong, its
 * description is that nothing was sent and to try again once back online.
 */
export function toast(input: ToastInput): number {
  if (input.variant === 'destructive' && !isOnline())
    return toastStore.show({ ...input, description: offlineMessage() });
  return toastStore.show(input);
}

function offlineMessage(): string {
  return (
    i18n.t('common:errors.offline') ||
    'You are offline: nothing was sent. Try again when you are back online.'
  );
}
