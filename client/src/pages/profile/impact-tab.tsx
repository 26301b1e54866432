import { Banknote, Cloud, Download, Receipt, Scale, Utensils } from 'lucide-react';
import { myImpactCsvUrl, useMyImpact } from '../../api/get-my-impact';
import { MonthlyTrendChart } from '../../components/impact/impact-charts';
import {
  formatCount,
  formatKg,
  HeadlineCards,
  ImpactTable,
  REPORT_COLUMNS,
  weightSplit,
} from '../../components/impact/impact-figures';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';

const BY_MONTH = { groupBy: 'month' } as const;
const STATEMENT_COLUMNS = REPORT_COLUMNS.filter((column) =>
  [
    'Rescued',
    'Measured',
    'Declared',
    'Estimated',
    'Meals',
    'CO2e avoided',
    'Revenue (AED)',
    'Fees (AED)',
  ].includes(column.header),
);

/**
 * A business's own impact for its ESG reporting: the food it gave or sold that changed hands,
 * by month, from the same read model as the analysts' reports. Loaded with its charts on demand.
 */
export default function ImpactTab() {
  const impact = useMyImpact(BY_MONTH);
  if (impact.isError) return <p role="alert">{errorMessage(impact.error)}</p>;
  if (!impact.data) return <Spinner label="Summing your impact" />;
  const { totals, rows, methodology } = impact.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Food of yours that changed hands, counted with methodology {methodology.id} (
          {methodology.title}). Weights you confirm at handover count as measured.
        </p>
        <Button asChild>
          <a href={myImpactCsvUrl(BY_MONTH)} download>
            <Download aria-hidden="true" />
            Download ESG statement
          </a>
        </Button>
      </div>
      <HeadlineCards
        headlines={[
          {
            label: 'Food rescued',
            value: formatKg(totals.kgRescued),
            detail: weightSplit(totals),
            icon: Scale,
          },
          { label: 'Meals', value: formatCount(totals.meals), icon: Utensils },
          { label: 'CO2e avoided', value: formatKg(totals.co2eKg), icon: Cloud },
          { label: 'Revenue recovered', value: `AED ${totals.revenueAed}`, icon: Banknote },
          { label: 'Platform fees', value: `AED ${totals.feeAed}`, icon: Receipt },
        ]}
      />
      {rows.length > 0 ? (
        <MonthlyTrendChart rows={rows} labels={{ co2e: 'CO2e avoided (kg)' }} />
      ) : null}
      <ImpactTable
        caption="Your impact by month"
        groupHeader="Month"
        rows={rows}
        totals={totals}
        columns={STATEMENT_COLUMNS}
      />
    </div>
  );
}
