import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type Toast, toastStore } from '../../lib/toast';

/** Renders the toast store; polite for news, assertive for errors. */
export function Toaster() {
  // The same answer in a page prerendered to HTML (none yet).
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getToasts,
    toastStore.getToasts,
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-[100] flex flex-col items-center gap-2 px-4 md:inset-x-auto md:end-4 md:bottom-4 md:items-end">
      <div aria-live="polite" className="contents">
        {toasts
          .filter((toast) => toast.variant !== 'destructive')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} />
          ))}
      </div>
      <div aria-live="assertive" className="contents">
        {toasts
          .filter((toast) => toast.variant === 'destructive')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const destructive = toast.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      data-variant={toast.variant}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-lg border p-4 shadow-lg',
        destructive
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'bg-card text-card-foreground',
      )}
    >
      <div className="grid flex-1 gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {/* Full strength: a faded line on the red of an error falls under 4.5:1. */}
        {toast.description ? <p className="text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        className="rounded-sm opacity-70 transition-opacity hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('toast.dismiss')}</span>
      </button>
    </div>
  );
}
