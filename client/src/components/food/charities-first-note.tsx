import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, isLanguage } from '../../i18n/language';
import { cn } from '../../lib/cn';

/** "20:30": the UAE's clock, as the server's refusal and the charities' notice write it. */
function uaeTime(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[isLanguage(language) ? language : 'en'], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));
}

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
  const { t, i18n } = useTranslation('food');
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
        {t('card.charitiesFirst')} ·{' '}
        {t('card.openToEveryoneAt', { time: uaeTime(until, i18n.resolvedLanguage) })}
      </span>
    </p>
  );
}
