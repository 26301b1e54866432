import type { HubApplicationView } from '@foodshare/contracts/staff-inbox';
import { Check, Download, X } from 'lucide-react';
import { useState } from 'react';
import { useDecideHubApplication, useHubApplications } from '../../api/staff-inbox';
import { ReasonDialog } from '../../components/moderation/reason-dialog';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/food-format';
import { StaffGuard } from './staff-guard';

const STATUS_WORDS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** /admin/hub-applications: organisations applying to become collection hubs. */
export function HubApplicationsPage() {
  return (
    <StaffGuard roles={['moderator']}>
      <Applications />
    </StaffGuard>
  );
}

function Applications() {
  const applications = useHubApplications();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Hub applications"
        description="Approving one registers the hub on Collection Hubs. Documents download to your device only."
      />
      {applications.isPending ? (
        <PageSpinner label="Loading hub applications" />
      ) : applications.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(applications.error)}
        </p>
      ) : applications.data.length === 0 ? (
        <p className="text-muted-foreground">No applications yet.</p>
      ) : (
        <ul className="space-y-4" aria-label="Applications">
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
  return (
    <Card aria-label={application.organizationName}>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-bold">{application.organizationName}</h2>
          <Badge
            variant={
              application.status === 'rejected'
                ? 'destructive'
                : application.status === 'approved'
                  ? 'default'
                  : 'harvest'
            }
          >
            {STATUS_WORDS[application.status]}
          </Badge>
          {application.demo ? <Badge variant="outline">Demo application</Badge> : null}
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Field term="Contact">
            {application.contactName ?? 'Erased'} · {application.email ?? '–'} ·{' '}
            {application.phone ?? '–'}
          </Field>
          <Field term="Address">{application.address}</Field>
          <Field term="Hub type">
            {application.hubType} ({application.organizationType})
          </Field>
          <Field term="Capacity">{application.capacity}</Field>
          <Field term="Opening hours">{application.operatingHours}</Field>
          <Field term="Applied">{formatDateTime(application.submittedAt)}</Field>
        </dl>
        <p className="text-sm whitespace-pre-line">{application.description}</p>
        {application.documents.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Documents">
            {application.documents.map((document) => (
              <li key={document.url}>
                <Button asChild variant="outline" size="sm">
                  <a href={document.url} download>
                    <Download aria-hidden="true" />
                    {document.label}
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No documents (a demo application).</p>
        )}
        {application.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: application.id, decision: 'approve' })}
            >
              <Check aria-hidden="true" />
              Approve and register hub
            </Button>
            <Button
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => setRejecting(true)}
            >
              <X aria-hidden="true" />
              Reject
            </Button>
          </div>
        ) : (
          <p className="text-sm">
            {STATUS_WORDS[application.status]} by {application.decidedBy ?? 'a moderator'}
            {application.decidedAt ? ` on ${formatDateTime(application.decidedAt)}` : ''}
            {application.reason ? `: ${application.reason}` : '.'}
          </p>
        )}
        <ReasonDialog
          open={rejecting}
          title={`Reject ${application.organizationName}?`}
          description="The reason is kept with the application."
          label="Reason"
          confirmLabel="Reject"
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
