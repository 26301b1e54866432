import type { ImpactFigures, ImpactReport } from '@foodshare/contracts/impact-report';
import { stringify } from 'csv-stringify/sync';

/**
 * Exact figures as decimal text, never rounded: kilograms to the gram (three decimals), CO2e
 * kilograms to the milligram and litres to the microlitre (six).
 */
export const kgText = (grams: number): string => exactDecimal(grams, 3);
export const millionthsText = (millionths: number): string => exactDecimal(millionths, 6);

function exactDecimal(whole: number, places: number): string {
  const sign = whole < 0 ? '-' : '';
  const digits = String(Math.abs(whole)).padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** The columns of an impact CSV, in order, each with how a row's figures fill it. */
const FIGURE_COLUMNS: readonly [string, (figures: ImpactFigures) => string | number | null][] = [
  ['kg_rescued', (f) => kgText(f.exact.gramsRescued)],
  ['kg_measured', (f) => kgText(f.exact.gramsMeasured)],
  ['kg_declared', (f) => kgText(f.exact.gramsDeclared)],
  ['kg_estimated', (f) => kgText(f.exact.gramsEstimated)],
  ['meals', (f) => f.meals],
  ['co2e_kg', (f) => millionthsText(f.exact.co2eMilligrams)],
  [
    'water_litres',
    (f) => (f.exact.waterMicrolitres === null ? null : millionthsText(f.exact.waterMicrolitres)),
  ],
  ['kg_offered', (f) => kgText(f.exact.gramsOffered)],
  ['kg_not_rescued', (f) => kgText(f.exact.gramsNotRescued)],
  ['items_offered', (f) => f.itemsOffered],
  ['items_rescued', (f) => f.itemsRescued],
  ['items_not_rescued', (f) => f.itemsNotRescued],
  ['rescue_rate', (f) => f.rescueRate],
  ['donors', (f) => f.donors],
  ['takers', (f) => f.takers],
  ['revenue_aed', (f) => f.revenueAed],
  ['fee_aed', (f) => f.feeAed],
  ['grams_measured', (f) => f.exact.gramsMeasured],
  ['grams_declared', (f) => f.exact.gramsDeclared],
  ['grams_estimated', (f) => f.exact.gramsEstimated],
  ['grams_offered', (f) => f.exact.gramsOffered],
  ['grams_not_rescued', (f) => f.exact.gramsNotRescued],
  ['co2e_mg', (f) => f.exact.co2eMilligrams],
  ['water_microlitres', (f) => f.exact.waterMicrolitres],
  ['revenue_fils', (f) => f.exact.revenueFils],
  ['fee_fils', (f) => f.exact.feeFils],
];

export const IMPACT_CSV_HEADER = [
  'methodology',
  'as_of',
  'from',
  'to',
  'group_by',
  'group',
  'label',
  ...FIGURE_COLUMNS.map(([name]) => name),
];

/**
 * A report as CSV (RFC 4180: CRLF line ends, quotes where needed), UTF-8 with a byte-order mark
 * so that spreadsheet programs read Arabic names right. One header row; every row names the
 * methodology and the as-of instant, and the last row is the total.
 */
export function impactReportCsv(report: ImpactReport): string {
  const context = [
    report.methodology.id,
    report.asOf,
    report.from ?? '',
    report.to ?? '',
    report.groupBy,
  ];
  const line = (key: string, label: string, figures: ImpactFigures) => [
    ...context,
    key,
    label,
    ...FIGURE_COLUMNS.map(([, value]) => value(figures) ?? ''),
  ];
  return stringify(
    [
      IMPACT_CSV_HEADER,
      ...report.rows.map((row) => line(row.key, row.label, row)),
      line('total', 'Total', report.totals),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}

/** A file name that says what it holds: `impact-v1-month-as-of-2026-03-31.csv`. */
export function impactCsvFileName(report: ImpactReport, prefix = 'impact'): string {
  return `${prefix}-${report.methodology.id}-${report.groupBy}-as-of-${report.asOf.slice(0, 10)}.csv`;
}
