import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { uaeTime } from '../../lib/pickup-window';

/**
 * A listing still offered to verified charities first (docs/product.md §20): everyone sees when it
 * opens to them. Nothing once its time has come.
 */
export function CharitiesFirstNote({
  until,
  now,
  className,
}: {
  until: string | null | undefined;
  now: Date;
  className?: string;
}) {
  const { t } = useTranslation('food');
  const { locale } = useFormat();
  if (!until || new Date(until).getTime() <= now.getTime()) return null;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 rounded-md bg-accent px-2 py-1 text-xs font-semibold text-accent-foreground',
        className,
      )}
    >
      <HeartHandshake aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {t('card.charitiesFirst')} · {t('card.openToEveryoneAt', { time: uaeTime(until, locale) })}
      </span>
    </p>
  );
}
