import { EMIRATES, FOOD_CATEGORIES, USER_ROLES } from '@foodshare/contracts/constants';
import type { FlwDestination, SurplusCause } from '@foodshare/contracts/impact-destinations';
import type { ImpactFigures, ImpactGrouping, ImpactRow } from '@foodshare/contracts/impact-report';
import type { LucideIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../../i18n/format';
import { cn } from '../../../lib/cn';

type GroupKey =
  | (typeof FOOD_CATEGORIES)[number]
  | (typeof EMIRATES)[number]
  | (typeof USER_ROLES)[number];
const GROUP_KEYS: ReadonlySet<string> = new Set<GroupKey>([
  ...FOOD_CATEGORIES,
  ...EMIRATES,
  ...USER_ROLES,
]);
const isGroupKey = (key: string): key is GroupKey => GROUP_KEYS.has(key);
const isCategory = (key: GroupKey): key is (typeof FOOD_CATEGORIES)[number] =>
  (FOOD_CATEGORIES as readonly string[]).includes(key);
const isEmirate = (key: GroupKey): key is (typeof EMIRATES)[number] =>
  (EMIRATES as readonly string[]).includes(key);

const DAY_MS = 86_400_000;

/** The Monday that starts ISO week `week` of ISO year `year` (week 1 holds 4 January), in UTC. */
export function isoWeekStart(year: number, week: number): Date {
  const fourthOfJanuary = Date.UTC(year, 0, 4);
  const weekday = (new Date(fourthOfJanuary).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(fourthOfJanuary - weekday * DAY_MS + (week - 1) * 7 * DAY_MS);
}

/** A row's key when the report is grouped by destination or by cause. */
export type OutcomeKey = FlwDestination | 'redistributed_to_people' | 'not_recorded' | SurplusCause;

/**
 * Impact figures in the person's language: kilograms, counts, rates and AED through Intl, and a
 * group's name (`groupName` from the catalogue, for the categories, emirates and roles it knows;
 * `outcomeName` for destinations and causes, whose keys other groupings share, such as `other`).
 */
export function impactFormat(
  format: Formatters,
  groupName: (key: GroupKey) => string,
  outcomeName: (grouping: 'destination' | 'cause', key: OutcomeKey) => string = (_, key) => key,
) {
  const kg = (value: number) =>
    format.number(value, {
      style: 'unit',
      unit: 'kilogram',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
  return {
    locale: format.locale,
    kg,
    count: (value: number) => format.number(value, { maximumFractionDigits: 1 }),
    /** An AED amount in a column headed "(AED)": the figure alone, to the fils. */
    fils: (amount: string) =>
      format.number(Number(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    rate: (rate: number | null) =>
      rate === null ? '—' : format.number(rate, { style: 'percent', maximumFractionDigits: 1 }),
    aed: (amount: string) => format.aed(amount) ?? amount,
    /**
     * A group's name: a month ('2026-03') or an ISO week ('2026-W09', as its Monday to Sunday) in
     * the person's calendar words, a category, emirate or role from the catalogue, else as the
     * server says (a donor's name).
     */
    label: (row: Pick<ImpactRow, 'key' | 'label'>, groupBy?: ImpactGrouping) => {
      if (groupBy === 'destination' || groupBy === 'cause')
        return outcomeName(groupBy, row.key as OutcomeKey);
      if (isGroupKey(row.key)) return groupName(row.key);
      const week = /^(\d{4})-W(\d{2})$/.exec(row.key);
      if (week) {
        const monday = isoWeekStart(Number(week[1]), Number(week[2]));
        return new Intl.DateTimeFormat(format.locale, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).formatRange(monday, new Date(monday.getTime() + 6 * DAY_MS));
      }
      const month = /^(\d{4})-(\d{2})$/.exec(row.key);
      if (!month) return row.label;
      const at = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
      return new Intl.DateTimeFormat(format.locale, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(at);
    },
  };
}

export type ImpactFormat = ReturnType<typeof impactFormat>;

export function useImpactFormat(): ImpactFormat {
  const format = useFormat();
  // Categories and emirates are named as the food pages name them, roles as everywhere else. The
  // impact pages load the food catalogue with their route; elsewhere (the home page's figures)
  // no group is named, so nothing waits for it.
  const { t } = useTranslation(['food', 'common', 'impact'], { useSuspense: false });
  return useMemo(
    () =>
      impactFormat(
        format,
        (key) =>
          isCategory(key)
            ? t(`food:labels.category.${key}`)
            : isEmirate(key)
              ? t(`food:labels.emirate.${key}`)
              : t(`common:roles.${key}`),
        (grouping, key) =>
          grouping === 'destination'
            ? t(
                `impact:destinations.${key as FlwDestination | 'redistributed_to_people' | 'not_recorded'}`,
              )
            : t(`impact:causes.${key as SurplusCause | 'not_recorded'}`),
      ),
    [format, t],
  );
}

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
            <headline.icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {headline.label}
          </dt>
          <dd className="text-2xl font-extrabold tabular-nums">
            <bdi>{headline.value}</bdi>
          </dd>
          {headline.detail ? (
            <dd className="text-xs text-muted-foreground">{headline.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** Where the kilograms come from: weighed at handover, declared on the listing, estimated. */
export function useWeightSplit(): (figures: ImpactFigures) => string {
  const { t } = useTranslation('impact');
  const figures = useImpactFormat();
  return (split) =>
    t('figures.weightSplit', {
      measured: figures.kg(split.kgMeasured),
      declared: figures.kg(split.kgDeclared),
      estimated: figures.kg(split.kgEstimated),
    });
}

/** A table column: its header is the `impact` catalogue's `columns.<key>`. */
export interface ImpactColumn {
  readonly key:
    | 'rescued'
    | 'measured'
    | 'declared'
    | 'estimated'
    | 'meals'
    | 'co2e'
    | 'offered'
    | 'notRescued'
    | 'itemsRescued'
    | 'rescueRate'
    | 'donors'
    | 'takers'
    | 'revenue'
    | 'fees';
  readonly value: (figures: ImpactFigures, format: ImpactFormat, itemsOf: ItemsOf) => string;
}

type ItemsOf = (rescued: string, offered: string) => string;

export const REPORT_COLUMNS: readonly ImpactColumn[] = [
  { key: 'rescued', value: (f, x) => x.kg(f.kgRescued) },
  { key: 'measured', value: (f, x) => x.kg(f.kgMeasured) },
  { key: 'declared', value: (f, x) => x.kg(f.kgDeclared) },
  { key: 'estimated', value: (f, x) => x.kg(f.kgEstimated) },
  { key: 'meals', value: (f, x) => x.count(f.meals) },
  { key: 'co2e', value: (f, x) => x.kg(f.co2eKg) },
  { key: 'offered', value: (f, x) => x.kg(f.kgOffered) },
  { key: 'notRescued', value: (f, x) => x.kg(f.kgNotRescued) },
  {
    key: 'itemsRescued',
    value: (f, x, itemsOf) => itemsOf(x.count(f.itemsRescued), x.count(f.itemsOffered)),
  },
  { key: 'rescueRate', value: (f, x) => x.rate(f.rescueRate) },
  { key: 'donors', value: (f, x) => x.count(f.donors) },
  { key: 'takers', value: (f, x) => x.count(f.takers) },
  { key: 'revenue', value: (f, x) => x.fils(f.revenueAed) },
  { key: 'fees', value: (f, x) => x.fils(f.feeAed) },
];

/** One row per group and the total, with the columns asked for. */
export function ImpactTable({
  caption,
  groupHeader,
  rows,
  totals,
  columns = REPORT_COLUMNS,
  groupBy,
  className,
}: {
  caption: string;
  groupHeader: string;
  rows: readonly ImpactRow[];
  /** What the rows are grouped by, where their keys need it to be named. */
  groupBy?: ImpactGrouping;
  totals: ImpactFigures;
  columns?: readonly ImpactColumn[];
  className?: string;
}) {
  const { t } = useTranslation('impact');
  const format = useImpactFormat();
  const itemsOf: ItemsOf = (rescued, offered) => t('table.itemsOf', { rescued, offered });
  const captionId = useId();
  return (
    // A table wider than the screen scrolls: focusable, so the keyboard scrolls it too.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border bg-card', className)}
    >
      <table className="w-full text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-secondary/60 text-start">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {groupHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-3 py-2 text-end font-semibold whitespace-nowrap"
              >
                {t(`columns.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t">
              <th
                scope="row"
                dir="auto"
                className="px-3 py-2 text-start font-medium whitespace-nowrap"
              >
                {format.label(row, groupBy)}
              </th>
              {columns.map((column) => (
                <td key={column.key} className="px-3 py-2 text-end tabular-nums whitespace-nowrap">
                  {column.value(row, format, itemsOf)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t-2 bg-secondary/30 font-semibold">
            <th scope="row" className="px-3 py-2 text-start">
              {t('table.total')}
            </th>
            {columns.map((column) => (
              <td key={column.key} className="px-3 py-2 text-end tabular-nums whitespace-nowrap">
                {column.value(totals, format, itemsOf)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
