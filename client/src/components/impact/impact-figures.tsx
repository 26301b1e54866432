import type { ImpactFigures, ImpactRow } from '@foodshare/contracts/impact-report';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

export const formatKg = (kg: number) => `${number.format(kg)} kg`;
export const formatRate = (rate: number | null) => (rate === null ? '—' : percent.format(rate));
export const formatCount = (count: number) => number.format(count);

export interface Headline {
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
  readonly icon: LucideIcon;
}

/** The figures that head an impact page, as cards. */
export function HeadlineCards({ headlines }: { headlines: readonly Headline[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {headlines.map((headline) => (
        <div
          key={headline.label}
          className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <headline.icon aria-hidden="true" className="size-4 text-primary" />
            {headline.label}
          </dt>
          <dd className="text-2xl font-extrabold tabular-nums">{headline.value}</dd>
          {headline.detail ? (
            <dd className="text-xs text-muted-foreground">{headline.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** Where the kilograms come from: weighed at handover, declared on the listing, estimated. */
export function weightSplit(figures: ImpactFigures): string {
  return `${formatKg(figures.kgMeasured)} measured · ${formatKg(figures.kgDeclared)} declared · ${formatKg(figures.kgEstimated)} estimated`;
}

interface Column {
  readonly header: string;
  readonly value: (figures: ImpactFigures) => string;
}

export const REPORT_COLUMNS: readonly Column[] = [
  { header: 'Rescued', value: (f) => formatKg(f.kgRescued) },
  { header: 'Measured', value: (f) => formatKg(f.kgMeasured) },
  { header: 'Declared', value: (f) => formatKg(f.kgDeclared) },
  { header: 'Estimated', value: (f) => formatKg(f.kgEstimated) },
  { header: 'Meals', value: (f) => formatCount(f.meals) },
  { header: 'CO2e avoided', value: (f) => formatKg(f.co2eKg) },
  { header: 'Offered', value: (f) => formatKg(f.kgOffered) },
  { header: 'Not rescued', value: (f) => formatKg(f.kgNotRescued) },
  { header: 'Items rescued', value: (f) => `${f.itemsRescued} of ${f.itemsOffered}` },
  { header: 'Rescue rate', value: (f) => formatRate(f.rescueRate) },
  { header: 'Donors', value: (f) => formatCount(f.donors) },
  { header: 'Takers', value: (f) => formatCount(f.takers) },
  { header: 'Revenue (AED)', value: (f) => f.revenueAed },
  { header: 'Fees (AED)', value: (f) => f.feeAed },
];

/** One row per group and the total, with the columns asked for. */
export function ImpactTable({
  caption,
  groupHeader,
  rows,
  totals,
  columns = REPORT_COLUMNS,
  className,
}: {
  caption: string;
  groupHeader: string;
  rows: readonly ImpactRow[];
  totals: ImpactFigures;
  columns?: readonly Column[];
  className?: string;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border bg-card', className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-secondary/60 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {groupHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-3 py-2 text-right font-semibold whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {row.label}
              </th>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className="px-3 py-2 text-right tabular-nums whitespace-nowrap"
                >
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t-2 bg-secondary/30 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {columns.map((column) => (
              <td
                key={column.header}
                className="px-3 py-2 text-right tabular-nums whitespace-nowrap"
              >
                {column.value(totals)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
