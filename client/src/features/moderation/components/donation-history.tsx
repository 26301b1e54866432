import type { DonationHistory, HistoryEntry } from '@foodshare/contracts/moderation-history';
import type { TFunction } from 'i18next';
import { ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { SafetyReasonText } from '../../../i18n/safety-reason';
import { systemActorName } from '../../../lib/actor-names';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUser } from '../../auth/api/get-user';
import { RuleVersionComparison } from '../../rules/components/rule-comparison';
import { useDonationHistory } from '../api/get-donation-history';
import { describeValue, useHistoryStep } from '../history-stepper';
import { AnswersTable } from './answers-table';
import { ModerationActions } from './moderation-actions';

/** An item's history, replayed step by step. */
export function DonationHistoryReplay({ itemId }: { itemId: string }) {
  const history = useDonationHistory(itemId);
  const { t } = useTranslation('admin');
  if (history.isPending) return <PageSpinner label={t('history.loading')} />;
  if (history.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(history.error)}
      </p>
    );
  // Keyed by the event count: a new event starts the stepper again at the newest step.
  return <Replay key={history.data.events.length} history={history.data} />;
}

function actorText(t: TFunction<'admin'>, entry: HistoryEntry): string {
  const actor = t(`history.actors.${entry.actor.kind}`);
  const job = entry.actor.kind === 'system' ? systemActorName(t, entry.actor.id) : null;
  if (job) return `${actor}: ${job}`;
  return entry.actor.name ? `${actor}: ${isolate(entry.actor.name)}` : actor;
}

function Replay({ history }: { history: DonationHistory }) {
  const { user } = useUser();
  const { step, go } = useHistoryStep(history.events.length);
  const { t } = useTranslation('admin');
  const format = useFormat();
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
      <BackLink to="/admin/donations">{t('history.allDonations')}</BackLink>
      <PageHeader
        title={history.title}
        userTitle
        description={t('history.description')}
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
            <CardTitle level={2} className="text-lg">
              {t('history.timeline')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="space-y-1" aria-label={t('history.events')}>
              {history.events.map((entry, index) => (
                <li key={entry.position}>
                  <button
                    type="button"
                    onClick={() => go(index)}
                    aria-current={index === step ? 'step' : undefined}
                    className={cn(
                      'w-full rounded-md px-3 py-2 text-start text-sm transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring',
                      index === step && 'bg-primary text-primary-foreground hover:bg-primary',
                    )}
                  >
                    <span className="block font-semibold">
                      {format.number(index + 1)}. <bdi>{entry.type}</bdi>
                    </span>
                    <span
                      className={cn('block text-xs', index !== step && 'text-muted-foreground')}
                    >
                      {actorText(t, entry)} · {format.dateTime(entry.recordedAt)}
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
            <CardTitle level={2} className="text-lg">
              {t('history.safetyCheck')}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p>
              <span className="font-semibold">{t('history.recorded')}</span>{' '}
              {history.safety.recorded
                ? t('history.recordedVerdict', {
                    verdict: t(`verdicts.${history.safety.recorded.verdict}`),
                    version: history.safety.recorded.ruleVersion,
                  })
                : t('history.notRun')}
            </p>
            <p>
              <span className="font-semibold">{t('history.todaysRules')}</span>{' '}
              {t('history.recordedVerdict', {
                verdict: t(`verdicts.${history.safety.today.verdict}`),
                version: history.safety.today.ruleVersion,
              })}
            </p>
            {history.safety.verdictChanged ? (
              <p className="flex items-start gap-2 rounded-md bg-accent px-3 py-2 text-accent-foreground">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('history.rulesChanged')}
              </p>
            ) : null}
            <ul className="list-disc space-y-1 ps-5">
              {history.safety.today.reasons.map((reason) => (
                <li key={`${reason.rule}-${reason.message}`}>
                  <span className="font-semibold">#{reason.rule}</span> (
                  {t(`verdicts.${reason.verdict}`)}): <SafetyReasonText reason={reason} />
                </li>
              ))}
            </ul>
            {history.safety.comparison ? (
              <RuleVersionComparison comparison={history.safety.comparison} />
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2} className="text-lg">
              {t('history.answers')}
            </CardTitle>
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
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Card aria-live="polite">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle level={2} className="text-lg">
            {t('history.step', {
              step: format.number(step + 1),
              total: format.number(count),
              type: isolate(entry.type),
            })}
          </CardTitle>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => go(step - 1)} disabled={step === 0}>
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
              {t('history.previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => go(step + 1)}
              disabled={step === count - 1}
            >
              {t('history.next')}
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          </div>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('history.actor')}</dt>
          <dd className="break-all">
            {actorText(t, entry)}{' '}
            <span className="text-muted-foreground">
              (<bdi>{entry.actor.id}</bdi>)
            </span>
          </dd>
          <dt className="font-semibold">{t('history.recordedAt')}</dt>
          <dd>{format.dateTime(entry.recordedAt)}</dd>
          <dt className="font-semibold">{t('history.position')}</dt>
          <dd>
            {t('history.positionRevision', {
              position: entry.position,
              revision: format.number(entry.revision),
            })}
          </dd>
          <dt className="font-semibold">{t('history.correlation')}</dt>
          <dd dir="ltr" data-verbatim className="break-all text-start">
            {entry.correlationId}
          </dd>
          <dt className="font-semibold">{t('history.causation')}</dt>
          <dd dir="ltr" data-verbatim className="break-all text-start">
            {entry.causationId}
          </dd>
        </dl>
      </CardHeader>
      <CardContent className="grid gap-4 2xl:grid-cols-2">
        <section aria-label={t('history.eventData')} className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">{t('history.data')}</h3>
          {/* The event as recorded, word for word. */}
          <pre
            dir="ltr"
            data-verbatim
            className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-start text-xs"
          >
            {JSON.stringify(entry.data, null, 2)}
          </pre>
        </section>
        <section aria-label={t('history.stateAfter')} className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">{t('history.stateAfter')}</h3>
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
                  <bdi>{key}</bdi>
                  {changed.has(key) ? (
                    <span className="ms-1 text-accent-foreground">{t('history.changed')}</span>
                  ) : null}
                </dt>
                <dd dir="auto" className="break-all whitespace-pre-wrap">
                  {describeValue(value, t('history.none'))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
