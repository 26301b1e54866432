import type { CharityVerificationRow } from '@foodshare/contracts/charities';
import { BadgeCheck, Ban, Download, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { useFoodLabels } from '../../../lib/food-labels';
import { toast } from '../../../lib/toast';
import {
  useCharityVerifications,
  useDecideCharityVerification,
} from '../api/charity-verifications';

/** The moderators' "Charity verifications" tab (docs/product.md §20): waiting applications first. */
export function CharityVerifications() {
  const applications = useCharityVerifications();
  const { t } = useTranslation('charities');
  return (
    <div className="space-y-4">
      <PageHeader title={t('queue.tabCharities')} description={t('queue.description')} />
      {applications.isPending ? (
        <PageSpinner label={t('queue.loading')} />
      ) : applications.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(applications.error)}
        </p>
      ) : applications.data.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-muted-foreground">{t('queue.empty')}</CardContent>
        </Card>
      ) : (
        <ul className="space-y-4" aria-label={t('queue.listLabel')}>
          {applications.data.map((application) => (
            <li key={application.applicationId}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Asking = 'reject' | 'revoke' | null;

function ApplicationCard({ application }: { application: CharityVerificationRow }) {
  const { t } = useTranslation('charities');
  const format = useFormat();
  const labels = useFoodLabels();
  const decide = useDecideCharityVerification();
  const [asking, setAsking] = useState<Asking>(null);
  const name = application.name ?? application.username ?? t('allocation.unnamed');
  const send = (decision: 'verify' | 'reject' | 'revoke', reason?: string) =>
    decide.mutate(
      { charityId: application.charityId, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => toast({ title: t('queue.done') }),
        onError: (error) =>
          toast({
            title: t('queue.failed'),
            description: errorMessage(error),
            variant: 'destructive',
          }),
        onSettled: () => setAsking(null),
      },
    );
  return (
    <Card aria-label={isolate(name)}>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 dir="auto" className="text-xl font-bold">
            {name}
          </h2>
          {application.username ? (
            <bdi className="text-sm text-muted-foreground">@{application.username}</bdi>
          ) : null}
          <Badge
            variant={
              application.status === 'verified'
                ? 'default'
                : application.status === 'pending'
                  ? 'harvest'
                  : 'destructive'
            }
          >
            {t(`status.${application.status}`)}
          </Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Field term={t('queue.licence')}>
            <bdi>{application.licenceNumber}</bdi>
          </Field>
          <Field term={t('queue.authority')}>
            <span dir="auto">{application.issuingAuthority}</span>
          </Field>
          <Field term={t('queue.emirate')}>{labels.emirate(application.emirate)}</Field>
          <Field term={t('queue.applied')}>{format.dateTime(application.appliedAt)}</Field>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={application.licenceDocument.url} download>
              <Download aria-hidden="true" />
              {t('queue.download')}
            </a>
          </Button>
          {application.status === 'pending' ? (
            <>
              <Button size="sm" disabled={decide.isPending} onClick={() => send('verify')}>
                <BadgeCheck aria-hidden="true" />
                {t('queue.verify')}
              </Button>
              <Button
                size="sm"
                variant="destructive"
                disabled={decide.isPending}
                onClick={() => setAsking('reject')}
              >
                <X aria-hidden="true" />
                {t('queue.reject')}
              </Button>
            </>
          ) : null}
          {application.status === 'verified' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => setAsking('revoke')}
            >
              <Ban aria-hidden="true" />
              {t('queue.revoke')}
            </Button>
          ) : null}
        </div>
        {application.decidedAt ? (
          <p className="text-sm text-muted-foreground">
            {t('queue.decided', { date: format.dateTime(application.decidedAt) })}
            {application.reason ? (
              <>
                {' · '}
                <bdi>{application.reason}</bdi>
              </>
            ) : null}
          </p>
        ) : null}
        <ReasonDialog
          open={asking !== null}
          title={t(asking === 'revoke' ? 'queue.revokeTitle' : 'queue.rejectTitle', {
            name: isolate(name),
          })}
          description={t('queue.reasonBody')}
          label={t('queue.reason')}
          confirmLabel={asking === 'revoke' ? t('queue.revoke') : t('queue.reject')}
          destructive
          busy={decide.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => send(asking ?? 'reject', reason)}
        />
      </CardContent>
    </Card>
  );
}

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-muted-foreground uppercase">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
