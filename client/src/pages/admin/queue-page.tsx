import type { QueueEntry } from '@foodshare/contracts/moderation';
import { REPORT_REASON_LABELS } from '@foodshare/contracts/moderation';
import { CalendarClock, History, Hourglass, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useModerationQueue } from '../../api/get-moderation-queue';
import { CategoryBadge } from '../../components/food/food-badges';
import { FoodImage } from '../../components/food/food-image';
import { AnswersTable } from '../../components/moderation/answers-table';
import { ModerationActions } from '../../components/moderation/moderation-actions';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { SafetyReasonText } from '../../i18n/safety-reason';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/food-format';
import { StaffGuard } from './staff-guard';
import { waitingFor } from './waiting';

/** /admin/queue: what waits for a moderator, the soonest to expire first. */
export function QueuePage() {
  return (
    <StaffGuard roles={['moderator']}>
      <Queue />
    </StaffGuard>
  );
}

function Queue() {
  const queue = useModerationQueue();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Review queue"
        description="Donations the automated check flagged and items members reported. The soonest to expire comes first."
      />
      {queue.isPending ? (
        <PageSpinner label="Loading the review queue" />
      ) : queue.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(queue.error)}
        </p>
      ) : queue.data.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-muted-foreground">
            Nothing is waiting for a moderator. Well done.
          </CardContent>
        </Card>
      ) : (
        <ol className="space-y-4" aria-label="Waiting for a moderator">
          {queue.data.map((entry) => (
            <li key={entry.itemId}>
              <QueueCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function QueueCard({ entry }: { entry: QueueEntry }) {
  const fired = entry.reasons
    .filter((reason) => reason.verdict !== 'pass')
    .map((reason) => reason.rule);
  const { donor } = entry;
  return (
    <Card aria-label={entry.title}>
      <CardContent className="grid gap-5 pt-6 lg:grid-cols-[12rem_1fr]">
        <FoodImage
          src={entry.imageUrl}
          alt={entry.title}
          className="h-40 w-full rounded-lg lg:h-32"
        />
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            {entry.kind === 'flagged' ? (
              <Badge variant="harvest">Flagged by the check</Badge>
            ) : (
              <Badge variant="destructive">Reported ({entry.reports.length})</Badge>
            )}
            {entry.hidden ? <Badge variant="outline">Hidden from lists</Badge> : null}
            <CategoryBadge category={entry.category} />
          </div>
          <h2 className="text-xl font-bold">{entry.title}</h2>
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <div className="flex items-center gap-2">
              <Hourglass aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">Waiting</dt>
              <dd>Waiting {waitingFor(entry.waitingMinutes)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">Available until</dt>
              <dd>
                {entry.availableUntil
                  ? `Until ${formatDateTime(entry.availableUntil)}`
                  : 'No end time'}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">Donor</dt>
              <dd className="truncate">
                {donor.name}
                {donor.username ? ` @${donor.username}` : ''}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            Donor’s record: {donor.donations} donations, {donor.approved} approved, {donor.rejected}{' '}
            rejected, {donor.reports} reports received, {donor.takenDown} taken down.
          </p>
          {entry.kind === 'flagged' ? (
            <section aria-label="Safety check" className="space-y-1">
              <p className="text-sm font-semibold">
                Verdict: {entry.verdict ?? 'not yet run'}
                {entry.ruleVersion ? (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    (rules {entry.ruleVersion})
                  </span>
                ) : null}
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {entry.reasons
                  .filter((reason) => reason.verdict !== 'pass')
                  .map((reason) => (
                    <li key={`${reason.rule}-${reason.message}`}>
                      <span className="font-semibold">Rule #{reason.rule}</span> ({reason.verdict}
                      ): <SafetyReasonText reason={reason} />
                    </li>
                  ))}
              </ul>
            </section>
          ) : null}
          {entry.reports.length > 0 ? (
            <section aria-label="Reports" className="space-y-1">
              <p className="text-sm font-semibold">Reports</p>
              <ul className="space-y-1 text-sm">
                {entry.reports.map((report) => (
                  <li key={report.id}>
                    <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span> by{' '}
                    {report.reporterName}
                    {report.details ? `: “${report.details}”` : ''}
                    {report.detailsErased ? ': (details erased)' : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <details className="rounded-lg border px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold">
              Questionnaire answers
            </summary>
            <div className="mt-2 overflow-x-auto">
              <AnswersTable answers={entry.answers} firedRules={fired} />
            </div>
          </details>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ModerationActions
              itemId={entry.itemId}
              title={entry.title}
              flagged={entry.kind === 'flagged'}
              reported={entry.reports.length > 0}
            />
            <Button asChild variant="ghost">
              <Link to={`/admin/donations/${entry.itemId}`}>
                <History aria-hidden="true" />
                Replay history
              </Link>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
