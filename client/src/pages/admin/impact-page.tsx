import { METHODOLOGY_IDS, type MethodologyId } from '@foodshare/contracts/impact-methodology';
import {
  IMPACT_GROUPINGS,
  type ImpactGrouping,
  type ImpactQuery,
} from '@foodshare/contracts/impact-report';
import { Cloud, Download, RefreshCw, Scale, Store, Target, Utensils } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { impactReportCsvUrl, useImpactReport } from '../../api/get-impact-report';
import { BreakdownChart, MonthlyTrendChart } from '../../components/impact/impact-charts';
import {
  formatCount,
  formatKg,
  formatRate,
  HeadlineCards,
  ImpactTable,
  weightSplit,
} from '../../components/impact/impact-figures';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { RebuildPanel } from './impact-rebuild-panel';
import { StaffGuard } from './staff-guard';

/** /admin/impact: the analysts' impact reports, from the event log. */
export function ImpactPage() {
  return (
    <StaffGuard roles={['analyst', 'moderator']}>
      <Impact />
    </StaffGuard>
  );
}

const GROUPING_LABELS: Record<ImpactGrouping, string> = {
  month: 'Month',
  week: 'Week',
  category: 'Category',
  emirate: 'Emirate',
  donorType: 'Donor type',
  donor: 'Donor',
};

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

function Impact() {
  const { filters, set } = useImpactFilters();
  const base: ImpactQuery = {
    from: filters.from || undefined,
    to: filters.to || undefined,
    asOf: filters.asOf || undefined,
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

  return (
    <div className="space-y-6">
      <PageHeader
        title="Impact"
        description="Food rescued, meals and CO2e avoided, summed from the event log with a published methodology."
      />
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-3 lg:grid-cols-6">
          <Filter label="From" id="impact-from">
            <input
              id="impact-from"
              type="date"
              className={selectClass}
              value={filters.from}
              onChange={(event) => set('from', event.target.value)}
            />
          </Filter>
          <Filter label="To" id="impact-to">
            <input
              id="impact-to"
              type="date"
              className={selectClass}
              value={filters.to}
              onChange={(event) => set('to', event.target.value)}
            />
          </Filter>
          <Filter label="As of" id="impact-as-of">
            <input
              id="impact-as-of"
              type="date"
              className={selectClass}
              value={filters.asOf}
              onChange={(event) => set('asOf', event.target.value)}
            />
          </Filter>
          <Filter label="Group by" id="impact-group">
            <select
              id="impact-group"
              className={selectClass}
              value={filters.groupBy}
              onChange={(event) => set('groupBy', event.target.value)}
            >
              {IMPACT_GROUPINGS.map((grouping) => (
                <option key={grouping} value={grouping}>
                  {GROUPING_LABELS[grouping]}
                </option>
              ))}
            </select>
          </Filter>
          <Filter label="Methodology" id="impact-methodology">
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
            Compare with {other}
          </label>
        </CardContent>
      </Card>

      {months.isError ? <p role="alert">{errorMessage(months.error)}</p> : null}
      {totals ? (
        <HeadlineCards
          headlines={[
            {
              label: 'Food rescued',
              value: formatKg(totals.kgRescued),
              detail: weightSplit(totals),
              icon: Scale,
            },
            {
              label: 'Meals',
              value: formatCount(totals.meals),
              detail: 'at 0.42 kg a meal',
              icon: Utensils,
            },
            {
              label: 'CO2e avoided',
              value: formatKg(totals.co2eKg),
              detail: compared.data
                ? `${formatKg(compared.data.totals.co2eKg)} with ${other}`
                : `methodology ${filters.methodology}`,
              icon: Cloud,
            },
            {
              label: 'Rescue rate',
              value: formatRate(totals.rescueRate),
              detail: `${formatKg(totals.kgRescued)} of ${formatKg(totals.kgOffered)} offered`,
              icon: Target,
            },
            {
              label: 'Active donors',
              value: formatCount(totals.donors),
              detail: `${formatCount(totals.takers)} takers`,
              icon: Store,
            },
          ]}
        />
      ) : (
        <Spinner label="Summing the log" />
      )}
      {months.data ? (
        <p className="text-sm text-muted-foreground">
          As of {new Date(months.data.asOf).toLocaleString('en-GB', { timeZone: 'Asia/Dubai' })}{' '}
          (UAE), methodology <strong>{months.data.methodology.id}</strong>:{' '}
          {months.data.methodology.title}.
        </p>
      ) : null}

      <RebuildPanel methodology={filters.methodology} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Monthly trend</CardTitle>
          </CardHeader>
          <CardContent>
            {months.data ? (
              <MonthlyTrendChart
                rows={months.data.rows}
                comparison={filters.compare ? compared.data?.rows : undefined}
                labels={{
                  co2e: `CO2e avoided, ${filters.methodology} (kg)`,
                  compare: `CO2e avoided, ${other} (kg)`,
                }}
              />
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>By category</CardTitle>
          </CardHeader>
          <CardContent>
            {categories.data ? <BreakdownChart rows={categories.data.rows} /> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>By emirate</CardTitle>
          </CardHeader>
          <CardContent>
            {emirates.data ? <BreakdownChart rows={emirates.data.rows} /> : null}
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">By {GROUPING_LABELS[filters.groupBy].toLowerCase()}</h2>
        <Button asChild variant="outline">
          <a href={impactReportCsvUrl({ ...base, groupBy: filters.groupBy })} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
      {table.data ? (
        <ImpactTable
          caption="Impact report"
          groupHeader={GROUPING_LABELS[filters.groupBy]}
          rows={table.data.rows}
          totals={table.data.totals}
        />
      ) : (
        <Spinner label="Loading the table" />
      )}
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <RefreshCw aria-hidden="true" className="size-3" />
        Every figure is a sum of events; the factors and their sources are at
        /api/impact/methodology.
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
