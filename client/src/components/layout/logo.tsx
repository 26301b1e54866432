import { Leaf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      className={cn(
        'flex items-center gap-2 font-extrabold tracking-tight text-foreground',
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Leaf aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg">{t('productName')}</span>
    </Link>
  );
}
