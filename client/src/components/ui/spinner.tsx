import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-8 animate-spin text-primary', className)}
      />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

/** A spinner centred in the space a page would take. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}
