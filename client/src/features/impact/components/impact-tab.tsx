import { Banknote, Cloud, Download, Receipt, Scale, Utensils } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { myImpactCsvUrl, useMyImpact } from '../api/get-my-impact';
import { MonthlyTrendChart } from './impact-charts';
import {
  HeadlineCards,
  type ImpactColumn,
  ImpactTable,
  REPORT_COLUMNS,
  useImpactFormat,
  useWeightSplit,
} from './impact-figures';
import { StatementPanel } from './statement-panel';

const BY_MONTH = { groupBy: 'month' } as const;
const STATEMENT: readonly ImpactColumn['key'][] = [
  'rescued',
  'measured',
  'declared',
  'estimated',
  'meals',
  'co2e',
  'revenue',
  'fees',
];
const STATEMENT_COLUMNS = REPORT_COLUMNS.filter((column) => STATEMENT.includes(column.key));

/**
 * A business's own impact for its ESG reporting: the food it gave or sold that changed hands,
 * by month, from the same read model as the analysts' reports. Loaded with its charts on demand.
 */
export default function ImpactTab() {
  const { t } = useTranslation(['profile', 'impact']);
  const figures = useImpactFormat();
  const weightSplit = useWeightSplit();
  const impact = useMyImpact(BY_MONTH);
  if (impact.isError) return <p role="alert">{errorMessage(impact.error)}</p>;
  if (!impact.data) return <Spinner label={t('impact.summing')} />;
  const { totals, rows, methodology } = impact.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          {t('impact.intro', {
            id: methodology.id,
            title: t(`impact:methodologies.${methodology.id}.title`),
          })}
        </p>
        <Button asChild>
          <a href={myImpactCsvUrl(BY_MONTH)} download>
            <Download aria-hidden="true" />
            {t('impact.download')}
          </a>
        </Button>
      </div>
      <HeadlineCards
        headlines={[
          {
            label: t('impact:figures.foodRescued'),
            value: figures.kg(totals.kgRescued),
            detail: weightSplit(totals),
            icon: Scale,
          },
          { label: t('impact:figures.meals'), value: figures.count(totals.meals), icon: Utensils },
          { label: t('impact:figures.co2eAvoided'), value: figures.kg(totals.co2eKg), icon: Cloud },
          {
            label: t('impact:figures.revenueRecovered'),
            value: figures.aed(totals.revenueAed),
            icon: Banknote,
          },
          {
            label: t('impact:figures.platformFees'),
            value: figures.aed(totals.feeAed),
            icon: Receipt,
          },
        ]}
      />
      {rows.length > 0 ? (
        <MonthlyTrendChart rows={rows} labels={{ co2e: t('impact:charts.co2eKg') }} />
      ) : null}
      <ImpactTable
        caption={t('impact.caption')}
        groupHeader={t('impact.month')}
        rows={rows}
        totals={totals}
        columns={STATEMENT_COLUMNS}
      />
      <StatementPanel staff={false} />
    </div>
  );
}
