import type { DonationHistory, HistoryEntry } from '@foodshare/contracts/moderation-history';
import { ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useDonationHistory } from '../../api/get-donation-history';
import { useUser } from '../../api/get-user';
import { BackLink } from '../../components/back-link';
import { AnswersTable } from '../../components/moderation/answers-table';
import { ModerationActions } from '../../components/moderation/moderation-actions';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { SafetyReasonText } from '../../i18n/safety-reason';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/food-format';
import { describeValue, useHistoryStep } from './history-stepper';
import { StaffGuard } from './staff-guard';

/** /admin/donations/:id: an item's history replayed step by step. */
export function DonationHistoryPage() {
  const { id = '' } = useParams();
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <History itemId={id} />
    </StaffGuard>
  );
}

function History({ itemId }: { itemId: string }) {
  const history = useDonationHistory(itemId);
  if (history.isPending) return <PageSpinner label="Replaying the donation’s history" />;
  if (history.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(history.error)}
      </p>
    );
  // Keyed by the event count: a new event starts the stepper again at the newest step.
  return <Replay key={history.data.events.length} history={history.data} />;
}

const ACTOR_WORDS: Record<HistoryEntry['actor']['kind'], string> = {
  donor: 'Donor',
  taker: 'Taker',
  member: 'Member',
  moderator: 'Moderator',
  system: 'System job',
  operator: 'Operator',
};

function actorText(entry: HistoryEntry): string {
  const word = ACTOR_WORDS[entry.actor.kind];
  return entry.actor.name ? `${word}: ${entry.actor.name}` : word;
}

function Replay({ history }: { history: DonationHistory }) {
  const { user } = useUser();
  const { step, go } = useHistoryStep(history.events.length);
  const current = history.events[step];
  const last = history.events.at(-1)?.state ?? {};
  const flagged = last.review === 'flagged' && last.status === 'available' && !last.hiddenByReports;
  const reported =
    typeof last.openReports === 'object' &&
    last.openReports !== null &&
    Object.keys(last.openReports).length > 0;
  const moderator = user?.staffRoles.includes('moderator') ?? false;
  const fired = (history.safety.recorded?.reasons ?? [])
    .filter((reason) => reason.verdict !== 'pass')
    .map((reason) => reason.rule);

  return (
    <div className="space-y-6">
      <BackLink to="/admin/donations">All donations</BackLink>
      <PageHeader
        title={history.title}
        description={`Every event of this donation, in order. Step with the buttons or the ← and → keys.`}
        actions={
          moderator && (flagged || reported) ? (
            <ModerationActions
              itemId={history.itemId}
              title={history.title}
              flagged={flagged}
              reported={reported}
            />
          ) : undefined
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Timeline</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="space-y-1" aria-label="Events">
              {history.events.map((entry, index) => (
                <li key={entry.position}>
                  <button
                    type="button"
                    onClick={() => go(index)}
                    aria-current={index === step ? 'step' : undefined}
                    className={cn(
                      'w-full rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring',
                      index === step && 'bg-primary text-primary-foreground hover:bg-primary',
                    )}
                  >
                    <span className="block font-semibold">
                      {index + 1}. {entry.type}
                    </span>
                    <span className="block text-xs opacity-80">
                      {actorText(entry)} · {formatDateTime(entry.recordedAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
        {current ? (
          <StepDetails entry={current} step={step} count={history.events.length} go={go} />
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Safety check</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p>
              <span className="font-semibold">Recorded:</span>{' '}
              {history.safety.recorded
                ? `${history.safety.recorded.verdict} (rules ${history.safety.recorded.ruleVersion})`
                : 'the check has not run'}
            </p>
            <p>
              <span className="font-semibold">Today’s rules:</span> {history.safety.today.verdict}{' '}
              (rules {history.safety.today.ruleVersion})
            </p>
            {history.safety.verdictChanged ? (
              <p className="flex items-start gap-2 rounded-md bg-accent px-3 py-2 text-accent-foreground">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                The rules have changed since: today they would answer differently.
              </p>
            ) : null}
            <ul className="list-disc space-y-1 pl-5">
              {history.safety.today.reasons.map((reason) => (
                <li key={`${reason.rule}-${reason.message}`}>
                  <span className="font-semibold">#{reason.rule}</span> ({reason.verdict}):{' '}
                  <SafetyReasonText reason={reason} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Answers</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <AnswersTable answers={history.answers} firedRules={fired} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function StepDetails({
  entry,
  step,
  count,
  go,
}: {
  entry: HistoryEntry;
  step: number;
  count: number;
  go: (step: number) => void;
}) {
  const changed = new Set(entry.changed);
  return (
    <Card aria-live="polite">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-lg">
            Step {step + 1} of {count}: {entry.type}
          </CardTitle>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => go(step - 1)} disabled={step === 0}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => go(step + 1)}
              disabled={step === count - 1}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Actor</dt>
          <dd className="break-all">
            {actorText(entry)} <span className="text-muted-foreground">({entry.actor.id})</span>
          </dd>
          <dt className="font-semibold">Recorded</dt>
          <dd>{formatDateTime(entry.recordedAt)}</dd>
          <dt className="font-semibold">Position</dt>
          <dd>
            {entry.position} (revision {entry.revision})
          </dd>
          <dt className="font-semibold">Correlation</dt>
          <dd className="break-all">{entry.correlationId}</dd>
          <dt className="font-semibold">Causation</dt>
          <dd className="break-all">{entry.causationId}</dd>
        </dl>
      </CardHeader>
      <CardContent className="grid gap-4 2xl:grid-cols-2">
        <section aria-label="Event data" className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">Data</h3>
          <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs">
            {JSON.stringify(entry.data, null, 2)}
          </pre>
        </section>
        <section aria-label="State after this event" className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">State after this event</h3>
          <dl className="divide-y rounded-md border text-xs">
            {Object.entries(entry.state).map(([key, value]) => (
              <div
                key={key}
                data-changed={changed.has(key) ? 'true' : undefined}
                className={cn(
                  'grid grid-cols-[9rem_1fr] gap-2 px-3 py-1.5',
                  changed.has(key) && 'bg-accent',
                )}
              >
                <dt className="font-semibold">
                  {key}
                  {changed.has(key) ? (
                    <span className="ml-1 text-accent-foreground">● changed</span>
                  ) : null}
                </dt>
                <dd className="break-all whitespace-pre-wrap">{describeValue(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
