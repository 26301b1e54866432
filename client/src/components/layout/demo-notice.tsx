import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { signUpPath } from '../../lib/auth-links';

/** docs/product.md §1: signed-out visitors are told this is a demonstration they can browse freely. */
export function DemoNotice() {
  const { t } = useTranslation('common');
  return (
    <aside
      aria-label={t('demoNotice.label')}
      className="border-b border-harvest/40 bg-accent text-accent-foreground"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm sm:items-center sm:px-6 lg:px-8">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <p>
          <span className="font-semibold">{t('demoNotice.demo')}</span> {t('demoNotice.before')}{' '}
          <Link
            to={signUpPath()}
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            {t('demoNotice.link')}
          </Link>{' '}
          {t('demoNotice.after')}
        </p>
      </div>
    </aside>
  );
}
