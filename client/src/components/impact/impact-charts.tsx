import type { ImpactRow } from '@foodshare/contracts/impact-report';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The impact charts (recharts), drawn without animation so that what is shown is the data. Imported only by pages that are themselves loaded on demand, so
 * the chart library is fetched only when an impact page opens.
 */
const COLOURS = { rescued: '#15803d', co2e: '#0369a1', compare: '#b45309', offered: '#a3a3a3' };

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
  const other = new Map(comparison?.map((row) => [row.key, row.co2eKg]));
  const data = rows.map((row) => ({
    month: row.label,
    rescued: row.kgRescued,
    co2e: row.co2eKg,
    ...(comparison ? { compare: other.get(row.key) ?? 0 } : {}),
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" />
        <YAxis unit=" kg" width={72} />
        <Tooltip />
        <Legend />
        <Line
          type="monotone"
          dataKey="rescued"
          name="Food rescued (kg)"
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
  );
}

export function BreakdownChart({ rows }: { rows: readonly ImpactRow[] }) {
  const data = rows.map((row) => ({
    name: row.label,
    rescued: row.kgRescued,
    notRescued: row.kgNotRescued,
  }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, 40 * data.length + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" unit=" kg" />
        <YAxis type="category" dataKey="name" width={112} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar
          isAnimationActive={false}
          dataKey="rescued"
          name="Rescued (kg)"
          fill={COLOURS.rescued}
          stackId="kg"
        />
        <Bar
          isAnimationActive={false}
          dataKey="notRescued"
          name="Not rescued (kg)"
          fill={COLOURS.offered}
          stackId="kg"
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
