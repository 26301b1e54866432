import type { QueueEntry } from '@foodshare/contracts/moderation';
import { AlarmClock, CalendarClock, History, Hourglass, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryBadge } from '../../../components/food/food-badges';
import { FoodImage } from '../../../components/food/food-image';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { SafetyReasonText } from '../../../i18n/safety-reason';
import { errorMessage } from '../../../lib/api-client';
import { useModerationQueue } from '../api/get-moderation-queue';
import { isOverdue, overdueText, waitingFor, waitingText } from '../waiting';
import { AnswersTable } from './answers-table';
import { BulkDismiss } from './bulk-dismiss';
import { CaseClaim } from './case-claim';
import { ModerationActions } from './moderation-actions';
import { ReporterStanding } from './reporter-standing';

/** What waits for a moderator, the soonest to expire first. */
export function ModerationQueue() {
  const queue = useModerationQueue();
  const { t } = useTranslation('admin');
  // Reported items chosen for dismissing their reports together (docs/product.md §18).
  const [selected, setSelected] = useState<readonly string[]>([]);
  const entries = queue.data ?? [];
  const chosen = selected.filter((id) =>
    entries.some((entry) => entry.itemId === id && entry.reports.length > 0),
  );
  const choose = (itemId: string, on: boolean) =>
    setSelected((now) => (on ? [...now, itemId] : now.filter((id) => id !== itemId)));
  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.queue.label')} description={t('queue.description')} />
      {queue.isPending ? (
        <PageSpinner label={t('queue.loading')} />
      ) : queue.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(queue.error)}
        </p>
      ) : queue.data.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-muted-foreground">{t('queue.empty')}</CardContent>
        </Card>
      ) : (
        <>
          <BulkDismiss
            entries={entries}
            selected={chosen}
            onDone={(done) => setSelected((now) => now.filter((id) => !done.includes(id)))}
          />
          <ol className="space-y-4" aria-label={t('queue.listLabel')}>
            {queue.data.map((entry) => (
              <li key={entry.itemId}>
                <QueueCard
                  entry={entry}
                  selected={chosen.includes(entry.itemId)}
                  onSelect={(on) => choose(entry.itemId, on)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function QueueCard({
  entry,
  selected,
  onSelect,
}: {
  entry: QueueEntry;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const fired = entry.reasons
    .filter((reason) => reason.verdict !== 'pass')
    .map((reason) => reason.rule);
  const { donor } = entry;
  const { t } = useTranslation('admin');
  const format = useFormat();
  const wait = waitingFor(entry.waitingMinutes);
  const { t: tools } = useTranslation('tools');
  const overdue = isOverdue(entry);
  return (
    <Card aria-label={isolate(entry.title)}>
      <CardContent className="grid gap-5 pt-6 lg:grid-cols-[12rem_1fr]">
        <FoodImage
          src={entry.imageUrl}
          alt={entry.title}
          className="h-40 w-full rounded-lg lg:h-32"
        />
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            {entry.reports.length > 0 ? (
              <label className="flex min-h-10 cursor-pointer items-center gap-2 pe-2 text-sm">
                <input
                  type="checkbox"
                  checked={selected}
                  onChange={(event) => onSelect(event.target.checked)}
                  className="size-5 shrink-0 accent-primary"
                />
                <span className="sr-only">{t('bulk.choose', { title: isolate(entry.title) })}</span>
              </label>
            ) : null}
            {entry.kind === 'flagged' ? (
              <Badge variant="harvest">{t('queue.flagged')}</Badge>
            ) : (
              <Badge variant="destructive">
                {t('queue.reported', { count: entry.reports.length })}
              </Badge>
            )}
            {entry.hidden ? <Badge variant="outline">{t('queue.hiddenFromLists')}</Badge> : null}
            {overdue ? (
              <Badge variant="destructive" data-overdue>
                <AlarmClock aria-hidden="true" className="size-3.5" />
                {overdueText(tools, t, entry.waitTargetMinutes, format.number)}
              </Badge>
            ) : null}
            <CategoryBadge category={entry.category} />
          </div>
          <CaseClaim itemId={entry.itemId} claim={entry.claim} />
          <h2 dir="auto" className="text-xl font-bold">
            {entry.title}
          </h2>
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <div className="flex items-center gap-2">
              <Hourglass
                aria-hidden="true"
                className={overdue ? 'size-4 text-destructive' : 'size-4 text-muted-foreground'}
              />
              <dt className="sr-only">{t('queue.waitingTerm')}</dt>
              <dd className={overdue ? 'font-semibold text-destructive' : undefined}>
                {t('queue.waiting', { time: waitingText(t, wait, format.number) })}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">{t('queue.pickupUntilTerm')}</dt>
              <dd>
                {entry.pickupUntil
                  ? t('queue.until', { date: format.dateTime(entry.pickupUntil) })
                  : t('queue.noEndTime')}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">{t('queue.donorTerm')}</dt>
              <dd className="truncate">
                <bdi>{donor.name}</bdi>
                {donor.username ? (
                  <>
                    {' '}
                    <bdi>@{donor.username}</bdi>
                  </>
                ) : null}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            {t('queue.donorRecord', {
              donations: t('queue.donorDonations', {
                donations: format.number(donor.donations),
                count: donor.donations,
              }),
              approved: format.number(donor.approved),
              rejected: format.number(donor.rejected),
              reports: t('queue.donorReports', {
                reports: format.number(donor.reports),
                count: donor.reports,
              }),
              takenDown: format.number(donor.takenDown),
            })}
          </p>
          {entry.kind === 'flagged' ? (
            <section aria-label={t('queue.safetyCheck')} className="space-y-1">
              <p className="text-sm font-semibold">
                {t('queue.verdict', {
                  verdict: entry.verdict ? t(`verdicts.${entry.verdict}`) : t('queue.notYetRun'),
                })}
                {entry.ruleVersion ? (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    {t('queue.rules', { version: entry.ruleVersion })}
                  </span>
                ) : null}
              </p>
              <ul className="list-disc space-y-1 ps-5 text-sm">
                {entry.reasons
                  .filter((reason) => reason.verdict !== 'pass')
                  .map((reason) => (
                    <li key={`${reason.rule}-${reason.message}`}>
                      <span className="font-semibold">
                        {t('queue.rule', { rule: reason.rule })}
                      </span>{' '}
                      ({t(`verdicts.${reason.verdict}`)}): <SafetyReasonText reason={reason} />
                    </li>
                  ))}
              </ul>
            </section>
          ) : null}
          {entry.reports.length > 0 ? (
            <section aria-label={t('queue.reports')} className="space-y-1">
              <p className="text-sm font-semibold">{t('queue.reports')}</p>
              <ul className="space-y-1 text-sm">
                {entry.reports.map((report) => (
                  <li key={report.id}>
                    <span className="font-semibold">{t(`reportReasons.${report.reason}`)}</span>{' '}
                    {t('queue.reportBy', { name: isolate(report.reporterName) })}
                    {report.details ? (
                      <>
                        : <bdi>“{report.details}”</bdi>
                      </>
                    ) : null}
                    {report.detailsErased ? `: ${t('queue.detailsErased')}` : ''}
                    <ReporterStanding report={report} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <details className="rounded-lg border px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold">{t('queue.answers')}</summary>
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
                {t('queue.replay')}
              </Link>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
