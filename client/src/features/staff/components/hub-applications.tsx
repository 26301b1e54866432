import type { HubApplicationView } from '@foodshare/contracts/staff-inbox';
import { Check, Download, X } from 'lucide-react';
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
import { useDecideHubApplication, useHubApplications } from '../api/staff-inbox';

/** Organisations applying to become collection hubs, and the decision on each. */
export function HubApplications() {
  const applications = useHubApplications();
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.hubApplications.label')} description={t('hubs.description')} />
      {applications.isPending ? (
        <PageSpinner label={t('hubs.loading')} />
      ) : applications.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(applications.error)}
        </p>
      ) : applications.data.length === 0 ? (
        <p className="text-muted-foreground">{t('hubs.empty')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('hubs.listLabel')}>
          {applications.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ApplicationCard({ application }: { application: HubApplicationView }) {
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideHubApplication();
  const { t } = useTranslation('admin');
  const format = useFormat();
  const status = t(`hubs.status.${application.status}`);
  return (
    <Card aria-label={application.organizationName}>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 dir="auto" className="text-xl font-bold">
            {application.organizationName}
          </h2>
          <Badge
            variant={
              application.status === 'rejected'
                ? 'destructive'
                : application.status === 'approved'
                  ? 'default'
                  : 'harvest'
            }
          >
            {status}
          </Badge>
          {application.demo ? <Badge variant="outline">{t('hubs.demo')}</Badge> : null}
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Field term={t('hubs.contact')}>
            <bdi>{application.contactName ?? t('hubs.erased')}</bdi> ·{' '}
            <bdi>{application.email ?? '–'}</bdi> · <bdi>{application.phone ?? '–'}</bdi>
          </Field>
          <Field term={t('hubs.address')}>
            <span dir="auto">{application.address}</span>
          </Field>
          <Field term={t('hubs.hubType')}>
            {t(`hubs.hubTypes.${application.hubType}`)} (
            {t(`hubs.organizationTypes.${application.organizationType}`)})
          </Field>
          <Field term={t('hubs.capacity')}>
            <span dir="auto">{application.capacity}</span>
          </Field>
          <Field term={t('hubs.openingHours')}>
            <span dir="auto">{application.operatingHours}</span>
          </Field>
          <Field term={t('hubs.applied')}>{format.dateTime(application.submittedAt)}</Field>
        </dl>
        <p dir="auto" className="text-sm whitespace-pre-line">
          {application.description}
        </p>
        {application.documents.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('hubs.documents')}>
            {application.documents.map((document) => (
              <li key={document.url}>
                <Button asChild variant="outline" size="sm">
                  <a href={document.url} download>
                    <Download aria-hidden="true" />
                    <bdi>{document.label}</bdi>
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('hubs.noDocuments')}</p>
        )}
        {application.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: application.id, decision: 'approve' })}
            >
              <Check aria-hidden="true" />
              {t('hubs.approve')}
            </Button>
            <Button
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => setRejecting(true)}
            >
              <X aria-hidden="true" />
              {t('hubs.reject')}
            </Button>
          </div>
        ) : (
          <p className="text-sm">
            {t('hubs.decidedBy', {
              status,
              name: isolate(application.decidedBy ?? t('hubs.aModerator')),
            })}
            {application.decidedAt
              ? t('hubs.decidedOn', { date: format.dateTime(application.decidedAt) })
              : ''}
            {application.reason ? (
              <>
                : <bdi>{application.reason}</bdi>
              </>
            ) : (
              '.'
            )}
          </p>
        )}
        <ReasonDialog
          open={rejecting}
          title={t('hubs.rejectTitle', { name: isolate(application.organizationName) })}
          description={t('hubs.rejectBody')}
          label={t('hubs.reason')}
          confirmLabel={t('hubs.reject')}
          destructive
          busy={decide.isPending}
          onCancel={() => setRejecting(false)}
          onConfirm={(reason) =>
            decide.mutate(
              { id: application.id, decision: 'reject', reason },
              { onSettled: () => setRejecting(false) },
            )
          }
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
