import { METHODOLOGY_IDS, type MethodologyId } from '@foodshare/contracts/impact-methodology';
import {
  IMPACT_GROUPINGS,
  type ImpactGrouping,
  type ImpactQuery,
} from '@foodshare/contracts/impact-report';
import { Cloud, Download, RefreshCw, Scale, Store, Target, Utensils } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { impactReportCsvUrl, useImpactReport } from '../api/get-impact-report';
import { DateField } from './date-field';
import { BreakdownChart, MonthlyTrendChart } from './impact-charts';
import { HeadlineCards, ImpactTable, useImpactFormat, useWeightSplit } from './impact-figures';
import { RebuildPanel } from './impact-rebuild-panel';
import { StatementPanel } from './statement-panel';

/** The report's three date bounds, each a date field of the same shape. */
const DATE_FILTERS = [
  { name: 'from', id: 'impact-from' },
  { name: 'to', id: 'impact-to' },
  { name: 'asOf', id: 'impact-as-of' },
] as const;

/** Kilograms of food a meal counts for (the published methodology's factor). */
const KG_PER_MEAL = 0.42;

const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

const isMethodology = (value: string | null): value is MethodologyId =>
  (METHODOLOGY_IDS as readonly (string | null)[]).includes(value);
const isGrouping = (value: string | null): value is ImpactGrouping =>
  (IMPACT_GROUPINGS as readonly (string | null)[]).includes(value);

/** The filters live in the address, so a report can be shared and reproduced. */
function useImpactFilters() {
  const [params, setParams] = useSearchParams();
  const methodologyParam = params.get('methodology');
  const groupParam = params.get('groupBy');
  const filters = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    asOf: params.get('asOf') ?? '',
    methodology: isMethodology(methodologyParam) ? methodologyParam : 'v1',
    groupBy: isGrouping(groupParam) ? groupParam : 'month',
    compare: params.get('compare') === '1',
  } as const;
  // From the address as it is when applied: two quick changes must not undo each other.
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

/** The analysts' impact reports, from the event log. */
export function ImpactReport() {
  const { filters, set } = useImpactFilters();
  // A date still being typed is not asked for.
  const complete = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const base: ImpactQuery = {
    from: complete(filters.from),
    to: complete(filters.to),
    asOf: complete(filters.asOf),
    methodology: filters.methodology,
  };
  const other: MethodologyId = filters.methodology === 'v1' ? 'v2' : 'v1';
  const table = useImpactReport({ ...base, groupBy: filters.groupBy });
  const months = useImpactReport({ ...base, groupBy: 'month' });
  const categories = useImpactReport({ ...base, groupBy: 'category' });
  const emirates = useImpactReport({ ...base, groupBy: 'emirate' });
  const compared = useImpactReport(
    { ...base, methodology: other, groupBy: 'month' },
    { enabled: filters.compare },
  );
  const totals = months.data?.totals;
  const { t } = useTranslation(['admin', 'impact']);
  const figures = useImpactFormat();
  const weightSplit = useWeightSplit();
  const asOf = (iso: string) =>
    new Intl.DateTimeFormat(figures.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    }).format(new Date(iso));

  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.impact.label')} description={t('impact.description')} />
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-3">
          {DATE_FILTERS.map(({ name, id }) => (
            <DateField
              key={name}
              id={id}
              legend={t(`impact.${name}`)}
              value={filters[name]}
              onChange={(value) => set(name, value)}
            />
          ))}
          <Filter label={t('impact.groupBy')} id="impact-group">
            <select
              id="impact-group"
              className={selectClass}
              value={filters.groupBy}
              onChange={(event) => set('groupBy', event.target.value)}
            >
              {IMPACT_GROUPINGS.map((grouping) => (
                <option key={grouping} value={grouping}>
                  {t(`impact.groupings.${grouping}`)}
                </option>
              ))}
            </select>
          </Filter>
          <Filter label={t('impact.methodology')} id="impact-methodology">
            <select
              id="impact-methodology"
              className={selectClass}
              value={filters.methodology}
              onChange={(event) => set('methodology', event.target.value)}
            >
              {METHODOLOGY_IDS.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </Filter>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={filters.compare}
              onChange={(event) => set('compare', event.target.checked ? '1' : '')}
            />
            {t('impact.compareWith', { other })}
          </label>
        </CardContent>
      </Card>

      {months.isError ? <p role="alert">{errorMessage(months.error)}</p> : null}
      {totals ? (
        <HeadlineCards
          headlines={[
            {
              label: t('impact:figures.foodRescued'),
              value: figures.kg(totals.kgRescued),
              detail: weightSplit(totals),
              icon: Scale,
            },
            {
              label: t('impact:figures.meals'),
              value: figures.count(totals.meals),
              detail: t('impact.mealsDetail', { kg: figures.kg(KG_PER_MEAL) }),
              icon: Utensils,
            },
            {
              label: t('impact:figures.co2eAvoided'),
              value: figures.kg(totals.co2eKg),
              detail: compared.data
                ? t('impact.withOther', { kg: figures.kg(compared.data.totals.co2eKg), other })
                : t('impact.methodologyNamed', { id: filters.methodology }),
              icon: Cloud,
            },
            {
              label: t('impact:figures.rescueRate'),
              value: figures.rate(totals.rescueRate),
              detail: t('impact.rateDetail', {
                rescued: figures.kg(totals.kgRescued),
                offered: figures.kg(totals.kgOffered),
              }),
              icon: Target,
            },
            {
              label: t('impact:figures.activeDonors'),
              value: figures.count(totals.donors),
              detail: t('impact.takers', { n: figures.count(totals.takers), count: totals.takers }),
              icon: Store,
            },
          ]}
        />
      ) : (
        <Spinner label={t('impact.summing')} />
      )}
      {months.data ? (
        <p className="text-sm text-muted-foreground">
          {t('impact.asOfLine', { date: asOf(months.data.asOf) })}{' '}
          <strong>{months.data.methodology.id}</strong>:{' '}
          {t(`impact:methodologies.${months.data.methodology.id}.title`)}.
        </p>
      ) : null}

      <RebuildPanel methodology={filters.methodology} />

      <StatementPanel staff />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle level={2}>{t('impact.monthlyTrend')}</CardTitle>
          </CardHeader>
          <CardContent>
            {months.data ? (
              <MonthlyTrendChart
                rows={months.data.rows}
                comparison={filters.compare ? compared.data?.rows : undefined}
                labels={{
                  co2e: t('impact.co2eWith', { methodology: filters.methodology }),
                  compare: t('impact.co2eWith', { methodology: other }),
                }}
              />
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('impact.byCategory')}</CardTitle>
          </CardHeader>
          <CardContent>
            {categories.data ? <BreakdownChart rows={categories.data.rows} /> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('impact.byEmirate')}</CardTitle>
          </CardHeader>
          <CardContent>
            {emirates.data ? <BreakdownChart rows={emirates.data.rows} /> : null}
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t(`impact.by.${filters.groupBy}`)}</h2>
        <Button asChild variant="outline">
          <a href={impactReportCsvUrl({ ...base, groupBy: filters.groupBy })} download>
            <Download aria-hidden="true" />
            {t('impact.downloadCsv')}
          </a>
        </Button>
      </div>
      {table.data ? (
        <ImpactTable
          caption={t('impact.caption')}
          groupHeader={t(`impact.groupings.${filters.groupBy}`)}
          rows={table.data.rows}
          totals={table.data.totals}
          groupBy={filters.groupBy}
        />
      ) : (
        <Spinner label={t('impact.loadingTable')} />
      )}
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <RefreshCw aria-hidden="true" className="size-3" />
        {t('impact.sums')} <bdi dir="ltr">/api/impact/methodology</bdi>.
      </p>
    </div>
  );
}

function Filter({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
