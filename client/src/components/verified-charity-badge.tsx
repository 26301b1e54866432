import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

/** A verified charity's badge (docs/product.md §20), on its profile and on its requests. */
export function VerifiedCharityBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="secondary" className={cn('gap-1', className)}>
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('verifiedCharity')}
    </Badge>
  );
}
