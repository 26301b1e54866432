import {
  METRIC_ACTIONS,
  type ModerationMetrics,
  moderationMetricsQuerySchema,
} from '@foodshare/contracts/moderation-metrics';
import {
  Gavel,
  Hourglass,
  Scale,
  ShieldCheck,
  Thermometer,
  ThermometerSnowflake,
  Timer,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import { errorMessage } from '../../../lib/api-client';
import { useModerationMetrics } from '../api/get-moderation-metrics';
import { type Headline, MetricCards } from './metric-cards';
import { ModeratorsChart, QueueChart } from './metrics-charts';

const inputClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';

const FIELDS = [
  { name: 'from', id: 'metrics-from' },
  { name: 'to', id: 'metrics-to' },
] as const;

/** The period lives in the address, so a view of the figures can be shared. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const period = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const set = (name: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { period, set };
}

/** /admin/metrics: the moderation team's figures, for moderators and analysts. */
export function ModerationMetricsReport() {
  const { period, set } = usePeriod();
  const { t } = useTranslation(['tools', 'admin']);
  const { t: common } = useTranslation();
  const query = { from: period.from || undefined, to: period.to || undefined };
  const checked = moderationMetricsQuerySchema.safeParse(query);
  const fieldError = (name: 'from' | 'to') =>
    checked.success
      ? undefined
      : translateSchemaMessage(
          common,
          checked.error.issues.find((issue) => issue.path[0] === name)?.message,
        );
  const metrics = useModerationMetrics(query, { enabled: checked.success });
  return (
    <div className="space-y-6">
      <PageHeader title={t('admin:nav.metrics.label')} description={t('metrics.description')} />
      <Card>
        <CardContent className="pt-6">
          <fieldset className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
            <legend className="sr-only">{t('metrics.period')}</legend>
            {FIELDS.map(({ name, id }) => {
              const error = fieldError(name);
              return (
                <div key={name} className="space-y-1.5">
                  <label htmlFor={id} className="text-sm font-medium">
                    {t(`metrics.${name}`)}
                  </label>
                  <input
                    id={id}
                    type="date"
                    className={inputClass}
                    value={period[name] || (metrics.data?.[name] ?? '')}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => set(name, event.target.value)}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="text-sm text-destructive">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        </CardContent>
      </Card>
      {metrics.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(metrics.error)}
        </p>
      ) : null}
      {metrics.data ? (
        <Figures metrics={metrics.data} />
      ) : checked.success ? (
        <Spinner label={t('metrics.loading')} />
      ) : null}
    </div>
  );
}

function Figures({ metrics }: { metrics: ModerationMetrics }) {
  const { t } = useTranslation(['tools', 'admin']);
  const format = useFormat();
  const number = (value: number) => format.number(value);
  const percent = (share: number | null) =>
    share === null
      ? t('metrics.notAvailable')
      : format.number(share, { style: 'percent', maximumFractionDigits: 1 });
  // Intl words the unit in the person's language: '76 min', '2.5 hr'.
  const minutes = (value: number | null) =>
    value === null
      ? t('metrics.notAvailable')
      : value < 120
        ? format.number(value, { style: 'unit', unit: 'minute', maximumFractionDigits: 1 })
        : format.number(value / 60, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
  const { decisionTimes, reports, hidden, appeals, handovers } = metrics;
  // A day's sample is taken at its end: it is labelled with the day it closes.
  const dayOf = (at: string) => new Date(new Date(at).getTime() - 1);
  const sampleLabel = (at: string) =>
    metrics.bucket === 'hour' ? format.time(at) : format.date(dayOf(at));
  const shortDay = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short' });
  // The chart's ticks: short, and without the bidi marks Intl puts in, which SVG text shows.
  const tickLabel = (at: string) =>
    (metrics.bucket === 'hour' ? format.time(at) : shortDay.format(dayOf(at))).replace(
      /[\u200e\u200f\u061c]/g,
      '',
    );
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {t('metrics.periodLine', {
          from: format.calendarDate(metrics.from),
          to: format.calendarDate(metrics.to),
        })}
      </p>
      <MetricCards
        headlines={
          [
            {
              label: t('metrics.medianWait'),
              value: minutes(decisionTimes.medianMinutes),
              empty: decisionTimes.medianMinutes === null,
              detail: decisionTimes.decided
                ? t('metrics.decisionsCounted', { decided: number(decisionTimes.decided) })
                : t('metrics.noDecisions'),
              icon: Timer,
            },
            {
              label: t('metrics.p90Wait'),
              value: minutes(decisionTimes.p90Minutes),
              empty: decisionTimes.p90Minutes === null,
              icon: Hourglass,
            },
            {
              label: t('metrics.reportsUpheld'),
              value: percent(reports.upheldShare),
              empty: reports.upheldShare === null,
              detail: t('metrics.reportsDetail', {
                made: number(reports.made),
                resolved: number(reports.resolved),
                upheld: number(reports.upheld),
              }),
              icon: ShieldCheck,
            },
            {
              label: t('metrics.hiddenKept'),
              value: percent(hidden.keptShare),
              empty: hidden.keptShare === null,
              detail: t('metrics.hiddenDetail', {
                hidden: number(hidden.hidden),
                settled: number(hidden.settled),
                kept: number(hidden.kept),
              }),
              icon: Scale,
            },
            {
              label: t('metrics.appealsOverturned'),
              value: percent(appeals.overturnedShare),
              empty: appeals.overturnedShare === null,
              detail: t('metrics.appealsDetail', {
                lodged: number(appeals.lodged),
                decided: number(appeals.decided),
                overturned: number(appeals.overturned),
              }),
              icon: Gavel,
            },
            {
              label: t('metrics.handoversMeasured'),
              value: percent(handovers.readingShare),
              empty: handovers.readingShare === null,
              detail: t('metrics.handoversMeasuredDetail', {
                measurable: number(handovers.measurable),
                withReading: number(handovers.withReading),
              }),
              icon: Thermometer,
            },
            {
              label: t('metrics.handoversOutOfRange'),
              value: percent(handovers.outOfRangeShare),
              empty: handovers.outOfRangeShare === null,
              detail: t('metrics.handoversOutOfRangeDetail', {
                outOfRange: number(handovers.outOfRange),
                refused: number(handovers.refused),
              }),
              icon: ThermometerSnowflake,
            },
          ] satisfies Headline[]
        }
      />
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('metrics.queueChart')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {metrics.bucket === 'hour' ? t('metrics.queueHourly') : t('metrics.queueDaily')}
          </p>
        </CardHeader>
        <CardContent className="space-y-3">
          <QueueChart queue={metrics.queue} label={tickLabel} number={number} />
          <details className="rounded-lg border px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold">
              {t('metrics.figuresTable')}
            </summary>
            <div className="mt-2 max-h-72 overflow-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('metrics.queueChart')}</caption>
                <thead>
                  <tr className="border-b text-start">
                    <th scope="col" className="py-1 text-start font-semibold">
                      {t('metrics.at')}
                    </th>
                    <th scope="col" className="py-1 text-end font-semibold">
                      {t('metrics.waiting')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {metrics.queue.map((sample) => (
                    <tr key={sample.at} className="border-b last:border-0">
                      <td className="py-1">{sampleLabel(sample.at)}</td>
                      <td className="py-1 text-end tabular-nums">{number(sample.length)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('metrics.moderatorsChart')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {metrics.moderators.length === 0 ? (
            <p className="text-muted-foreground">{t('metrics.moderatorsEmpty')}</p>
          ) : (
            <>
              <ModeratorsChart moderators={metrics.moderators} number={number} />
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('metrics.moderatorsChart')}</caption>
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className="py-1 pe-3 text-start font-semibold">
                        {t('metrics.moderator')}
                      </th>
                      {METRIC_ACTIONS.map((action) => (
                        <th key={action} scope="col" className="px-2 py-1 text-end font-semibold">
                          {t(`metrics.actions.${action}`)}
                        </th>
                      ))}
                      <th scope="col" className="ps-2 py-1 text-end font-semibold">
                        {t('metrics.total')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {metrics.moderators.map((moderator) => (
                      <tr key={moderator.moderatorId} className="border-b last:border-0">
                        <th scope="row" className="py-1 pe-3 text-start font-medium">
                          <bdi>{moderator.name}</bdi>
                        </th>
                        {METRIC_ACTIONS.map((action) => (
                          <td key={action} className="px-2 py-1 text-end tabular-nums">
                            {number(moderator.byAction[action] ?? 0)}
                          </td>
                        ))}
                        <td className="ps-2 py-1 text-end font-semibold tabular-nums">
                          {number(moderator.total)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
