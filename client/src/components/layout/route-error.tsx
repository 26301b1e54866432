import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { DocumentTitle } from '../../i18n/document-title';
import { Button } from '../ui/button';

/** What a page that crashed (or failed to load) shows instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <DocumentTitle page={t('routeError.title')} />
      <h1 className="text-2xl font-extrabold tracking-tight">{t('routeError.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('routeError.body')}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button asChild variant="outline">
          <a href="/">{t('routeError.goHome')}</a>
        </Button>
      </div>
    </div>
  );
}
