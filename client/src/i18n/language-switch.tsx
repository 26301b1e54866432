import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { chooseLanguage } from './i18n';
import { isLanguage } from './language';

/**
 * The header's language switch: one button offering the other language, named in that language
 * (what a person who reads only it looks for); its accessible name starts with "Language" in the
 * current one.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const other = current === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      onClick={() => void chooseLanguage(other)}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-muted-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('language.label')}: </span>
      <span lang={other}>{t(`language.${other}`)}</span>
    </button>
  );
}
