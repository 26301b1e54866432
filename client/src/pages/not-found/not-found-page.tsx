import { CircleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { DocumentTitle } from '../../i18n/document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <DocumentTitle page={t('notFound.title')} />
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <CircleExclamationPoint
              aria-hidden="true"
              className="size-8 shrink-0 text-destructive"
            />
            <h1 className="text-2xl font-extrabold tracking-tight">{t('notFound.heading')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('notFound.body')}</p>
          <Button asChild variant="outline">
            <Link to="/">{t('notFound.backHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
