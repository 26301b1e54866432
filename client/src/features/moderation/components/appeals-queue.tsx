import type { AppealEntry } from '@foodshare/contracts/casework';
import type { AppealDecision } from '@foodshare/contracts/casework-events';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FoodImage } from '../../../components/food/food-image';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { PageSpinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../../auth/api/get-user';
import { useAppeals, useDecideAppeal } from '../api/casework';

/** /admin/appeals: donors' appeals, oldest first, each decided by other eyes (docs/product.md §18). */
export function AppealsQueue() {
  const appeals = useAppeals();
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.appeals.label')} description={t('nav.appeals.description')} />
      {appeals.isPending ? (
        <PageSpinner label={t('appeals.loading')} />
      ) : appeals.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(appeals.error)}
        </p>
      ) : appeals.data.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-muted-foreground">{t('appeals.empty')}</CardContent>
        </Card>
      ) : (
        <ol className="space-y-4" aria-label={t('appeals.listLabel')}>
          {appeals.data.map((entry) => (
            <li key={entry.appealId}>
              <AppealCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function AppealCard({ entry }: { entry: AppealEntry }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { user } = useUser();
  const decide = useDecideAppeal();
  const [reason, setReason] = useState('');
  const id = useId();
  const own = user?.id === entry.originalDecisionBy;
  const submit = (decision: AppealDecision) =>
    decide.mutate({ appealId: entry.appealId, decision, reason });
  return (
    <Card aria-label={isolate(entry.title)}>
      <CardContent className="grid gap-5 pt-6 lg:grid-cols-[10rem_1fr]">
        <FoodImage src={entry.imageUrl} alt={entry.title} className="h-32 w-full rounded-lg" />
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="harvest">{t(`appeals.grounds.${entry.grounds}`)}</Badge>
            <span className="text-sm text-muted-foreground">
              {t('appeals.lodged', { date: format.dateTime(entry.lodgedAt) })}
            </span>
          </div>
          <h2 dir="auto" className="text-xl font-bold">
            {entry.title}
          </h2>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-semibold">
                {t('appeals.original', { name: isolate(entry.originalDecisionByName) })}
              </dt>
              <dd dir="auto">{entry.originalReason ?? '—'}</dd>
            </div>
            <div>
              <dt className="font-semibold">
                {t('appeals.donorSays', { name: isolate(entry.donorName) })}
              </dt>
              <dd dir="auto" className="whitespace-pre-wrap">
                {entry.message ?? t('appeals.messageErased')}
              </dd>
            </div>
          </dl>
          {own ? (
            <p className="text-sm text-muted-foreground">{t('appeals.ownDecision')}</p>
          ) : (
            <div className="space-y-2">
              <Label htmlFor={`${id}-reason`}>{t('appeals.reason')}</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={1000}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={decide.isPending || reason.trim() === ''}
                  onClick={() => submit('overturn')}
                >
                  {t('appeals.overturn')}
                </Button>
                <Button
                  variant="outline"
                  disabled={decide.isPending || reason.trim() === ''}
                  onClick={() => submit('uphold')}
                >
                  {t('appeals.uphold')}
                </Button>
              </div>
            </div>
          )}
          <Button asChild variant="ghost" size="sm">
            <Link to={`/admin/donations/${entry.itemId}`}>
              <History aria-hidden="true" />
              {t('queue.replay')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
