import type { ImpactRow } from '@foodshare/contracts/impact-report';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  type LegendPayload,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { directionOf, isLanguage } from '../../../i18n/language';
import { useImpactFormat } from './impact-figures';

/**
 * The impact charts (recharts), drawn without animation so that what is shown is the data. Imported only by pages that are themselves loaded on demand, so
 * the chart library is fetched only when an impact page opens.
 *
 * Right to left, time and quantity run from the right: the category axis is reversed and the
 * value axis stands on the right, as an Arabic reader expects; figures go through Intl.
 */
const COLOURS = { rescued: '#15803d', co2e: '#0369a1', compare: '#b45309', offered: '#a3a3a3' };

/**
 * The legend as a plain list in the page's direction: recharts' own names each swatch
 * "<series> legend icon" in English; the swatch is decoration, the series' name is the text.
 */
function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  const { i18n } = useTranslation('impact');
  return (
    <ul dir={i18n.dir()} className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs">
      {payload?.map((entry) => (
        <li key={String(entry.value)} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-sm"
            style={{ background: entry.color }}
          />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}

function useChartLocale() {
  const { i18n } = useTranslation('impact');
  const figures = useImpactFormat();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const rtl = directionOf(language) === 'rtl';
  return {
    rtl,
    kg: figures.kg,
    label: figures.label,
    /** Tooltip values in the person's language; recharts hands over what the data holds. */
    tooltipValue: (value: unknown) =>
      typeof value === 'number' ? figures.kg(value) : String(value),
  };
}

export function MonthlyTrendChart({
  rows,
  comparison,
  labels,
}: {
  rows: readonly ImpactRow[];
  /** The same months under another methodology: its CO2e drawn beside this one's. */
  comparison?: readonly ImpactRow[] | undefined;
  labels: { co2e: string; compare?: string };
}) {
  const { t } = useTranslation('impact');
  const { rtl, kg, label, tooltipValue } = useChartLocale();
  const other = new Map(comparison?.map((row) => [row.key, row.co2eKg]));
  const data = rows.map((row) => ({
    month: label(row),
    rescued: row.kgRescued,
    co2e: row.co2eKg,
    ...(comparison ? { compare: other.get(row.key) ?? 0 } : {}),
  }));
  return (
    // The drawing stays left to right (SVG anchors its labels by it); the axes mirror instead.
    <div dir="ltr">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart
          data={data}
          margin={{ top: 8, right: rtl ? 0 : 16, bottom: 0, left: rtl ? 16 : 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" reversed={rtl} padding={{ left: 24, right: 24 }} />
          <YAxis tickFormatter={kg} width={80} orientation={rtl ? 'right' : 'left'} />
          <Tooltip formatter={tooltipValue} wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} />
          <Legend content={ChartLegend} />
          <Line
            type="monotone"
            dataKey="rescued"
            name={t('charts.rescuedKg')}
            stroke={COLOURS.rescued}
            strokeWidth={2}
          />
          <Line
            type="monotone"
            dataKey="co2e"
            name={labels.co2e}
            stroke={COLOURS.co2e}
            strokeWidth={2}
          />
          {comparison ? (
            <Line
              type="monotone"
              dataKey="compare"
              name={labels.compare}
              stroke={COLOURS.compare}
              strokeWidth={2}
              strokeDasharray="5 4"
            />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function BreakdownChart({ rows }: { rows: readonly ImpactRow[] }) {
  const { t } = useTranslation('impact');
  const { rtl, kg, label, tooltipValue } = useChartLocale();
  const data = rows.map((row) => ({
    name: label(row),
    rescued: row.kgRescued,
    notRescued: row.kgNotRescued,
  }));
  return (
    // The drawing stays left to right (SVG anchors its labels by it); the axes mirror instead.
    <div dir="ltr">
      <ResponsiveContainer width="100%" height={Math.max(160, 40 * data.length + 60)}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 8, right: rtl ? 8 : 16, bottom: 0, left: rtl ? 16 : 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" tickFormatter={kg} reversed={rtl} />
          <YAxis
            type="category"
            dataKey="name"
            width={112}
            tick={{ fontSize: 12 }}
            orientation={rtl ? 'right' : 'left'}
          />
          <Tooltip formatter={tooltipValue} wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} />
          <Legend content={ChartLegend} />
          <Bar
            isAnimationActive={false}
            dataKey="rescued"
            name={t('charts.barRescued')}
            fill={COLOURS.rescued}
            stackId="kg"
          />
          <Bar
            isAnimationActive={false}
            dataKey="notRescued"
            name={t('charts.barNotRescued')}
            fill={COLOURS.offered}
            stackId="kg"
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
