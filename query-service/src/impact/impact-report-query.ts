import { EMIRATE_LABELS, type EmirateOrUnknown } from '@foodshare/contracts/emirates';
import { USER_ROLE_LABELS, type UserRole } from '@foodshare/contracts/enums';
import { CATEGORY_LABELS } from '@foodshare/contracts/food-kinds';
import { DESTINATION_LABELS, SURPLUS_CAUSE_LABELS } from '@foodshare/contracts/impact-destinations';
import {
  co2eKgFromMilligrams,
  type ImpactMethodology,
  kgFromGrams,
  litresFromMicrolitres,
  type MethodologyId,
  mealsFromGrams,
  methodologyById,
} from '@foodshare/contracts/impact-methodology';
import {
  asOfInstant,
  type ImpactFigures,
  type ImpactGrouping,
  type ImpactReport,
  type ImpactRow,
  type impactQuerySchema,
} from '@foodshare/contracts/impact-report';
import { fromFils } from '@foodshare/contracts/requests';
import { displayName } from '@foodshare/contracts/users';
import type { AppDatabase } from '@foodshare/read-models/database';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';

/** Sums as PostgreSQL returns them: bigint and numeric sums arrive as text. */
interface SummedRow {
  key: string | null;
  grams_measured: string | null;
  grams_declared: string | null;
  grams_estimated: string | null;
  grams_offered: string | null;
  grams_not_rescued: string | null;
  co2e_mg: string | null;
  water_ul: string | null;
  items_offered: string;
  items_rescued: string;
  items_not_rescued: string;
  donors: string;
  takers: string;
  revenue_fils: string | null;
  fee_fils: string | null;
}

const GROUP_KEYS: Record<ImpactGrouping, RawBuilder<string>> = {
  month: sql`to_char(day, 'YYYY-MM')`,
  week: sql`to_char(day, 'IYYY-"W"IW')`,
  category: sql`category`,
  emirate: sql`emirate`,
  donorType: sql`coalesce(donor_role, 'unknown')`,
  donor: sql`donor_id::text`,
  // Food redistributed to people apart from what became of the rest (docs/product.md §13).
  destination: sql`case kind when 'rescued' then 'redistributed_to_people'
    else coalesce(destination, 'not_recorded') end`,
  cause: sql`coalesce(cause, 'not_recorded')`,
};

/**
 * What a grouping leaves out of its rows (not the totals): offers have no destination, and a
 * destination everything recorded there was moved from (a correction) has no row.
 */
const GROUP_FILTERS: Partial<
  Record<ImpactGrouping, { where: RawBuilder<boolean>; having: RawBuilder<boolean> }>
> = {
  destination: {
    where: sql<boolean>`kind <> 'offered'`,
    having: sql<boolean>`bool_or(kind = 'rescued') or sum(items) <> 0`,
  },
};

const whole = (value: string | null): number => (value === null ? 0 : Number(value));

export type ImpactReportOptions = z.output<typeof impactQuerySchema> & {
  /** Only this donor's food (GET /api/my-impact). */
  readonly donorId?: string;
  /** The instant "now" stands for when no asOf is given. */
  readonly now: Date;
};

/**
 * A report summed from the methodology's impact facts: every figure is a sum of whole numbers
 * over facts recorded at or before `asOf`, so the same query gives the same answer later.
 */
export async function impactReport(
  db: Kysely<AppDatabase>,
  options: ImpactReportOptions,
): Promise<ImpactReport> {
  const methodology = methodologyById(options.methodology);
  const asOf = options.asOf ? asOfInstant(options.asOf) : options.now;
  const filters = [sql`recorded_at <= ${asOf}`];
  if (options.from) filters.push(sql`day >= ${options.from}::date`);
  if (options.to) filters.push(sql`day <= ${options.to}::date`);
  if (options.donorId) filters.push(sql`donor_id = ${options.donorId}::uuid`);
  const where = sql.join(filters, sql` and `);
  const table = sql.table(factsTable(options.methodology));
  const key = GROUP_KEYS[options.groupBy];
  const only = GROUP_FILTERS[options.groupBy];
  const grouped = await sql<SummedRow>`
    select ${key} as key, ${SUMS} from ${table}
    where ${where} ${only ? sql`and ${only.where}` : sql``}
    group by 1 ${only ? sql`having ${only.having}` : sql``} order by 1`.execute(db);
  const [total] = (
    await sql<SummedRow>`select null as key, ${SUMS} from ${table} where ${where}`.execute(db)
  ).rows;
  const labels = await groupLabels(db, options.groupBy, grouped.rows);
  return {
    methodology: { id: methodology.id, title: methodology.title },
    asOf: asOf.toISOString(),
    from: options.from ?? null,
    to: options.to ?? null,
    groupBy: options.groupBy,
    rows: grouped.rows.map(
      (row): ImpactRow => ({
        key: row.key ?? '',
        label: labels(row.key ?? ''),
        ...figures(row, methodology),
      }),
    ),
    totals: figures(total ?? null, methodology),
  };
}

function factsTable(methodology: MethodologyId): string {
  return `impact_${methodology}_facts`;
}

const SUMS = sql`
  sum(grams) filter (where kind = 'rescued' and basis = 'measured') as grams_measured,
  sum(grams) filter (where kind = 'rescued' and basis = 'declared') as grams_declared,
  sum(grams) filter (where kind = 'rescued' and basis = 'estimated') as grams_estimated,
  sum(grams) filter (where kind = 'offered') as grams_offered,
  sum(grams) filter (where kind = 'not_rescued') as grams_not_rescued,
  sum(co2e_mg) filter (where kind = 'rescued') as co2e_mg,
  sum(water_ul) filter (where kind = 'rescued') as water_ul,
  count(distinct item_id) filter (where kind = 'offered') as items_offered,
  count(distinct item_id) filter (where kind = 'rescued') as items_rescued,
  coalesce(sum(items) filter (where kind = 'not_rescued'), 0) as items_not_rescued,
  count(distinct donor_id) filter (where kind in ('offered', 'rescued')) as donors,
  count(distinct taker_id) filter (where kind = 'rescued') as takers,
  sum(revenue_fils) filter (where kind = 'rescued') as revenue_fils,
  sum(fee_fils) filter (where kind = 'rescued') as fee_fils`;

/** A row of sums as figures: exact sums, and the same in kilograms and litres, unrounded. */
export function figures(row: SummedRow | null, methodology: ImpactMethodology): ImpactFigures {
  const measured = whole(row?.grams_measured ?? null);
  const declared = whole(row?.grams_declared ?? null);
  const estimated = whole(row?.grams_estimated ?? null);
  const rescued = measured + declared + estimated;
  const offered = whole(row?.grams_offered ?? null);
  const hasWater = methodology.factors.some((factor) => factor.quantity === 'water_per_kg');
  const water = hasWater ? whole(row?.water_ul ?? null) : null;
  const co2e = whole(row?.co2e_mg ?? null);
  const revenue = whole(row?.revenue_fils ?? null);
  const fee = whole(row?.fee_fils ?? null);
  return {
    kgMeasured: kgFromGrams(measured),
    kgDeclared: kgFromGrams(declared),
    kgEstimated: kgFromGrams(estimated),
    kgRescued: kgFromGrams(rescued),
    meals: mealsFromGrams(rescued, methodology),
    co2eKg: co2eKgFromMilligrams(co2e),
    waterLitres: water === null ? null : litresFromMicrolitres(water),
    kgOffered: kgFromGrams(offered),
    kgNotRescued: kgFromGrams(whole(row?.grams_not_rescued ?? null)),
    itemsOffered: whole(row?.items_offered ?? null),
    itemsRescued: whole(row?.items_rescued ?? null),
    itemsNotRescued: whole(row?.items_not_rescued ?? null),
    rescueRate: offered > 0 ? Math.round((rescued / offered) * 1000) / 1000 : null,
    donors: whole(row?.donors ?? null),
    takers: whole(row?.takers ?? null),
    revenueAed: fromFils(revenue),
    feeAed: fromFils(fee),
    exact: {
      gramsMeasured: measured,
      gramsDeclared: declared,
      gramsEstimated: estimated,
      gramsRescued: rescued,
      gramsOffered: offered,
      gramsNotRescued: whole(row?.grams_not_rescued ?? null),
      co2eMilligrams: co2e,
      waterMicrolitres: water,
      revenueFils: revenue,
      feeFils: fee,
    },
  };
}

/** What a person reads for each group's key: a month as is, a category or donor by name. */
async function groupLabels(
  db: Kysely<AppDatabase>,
  groupBy: ImpactGrouping,
  rows: readonly SummedRow[],
): Promise<(key: string) => string> {
  switch (groupBy) {
    case 'month':
    case 'week':
      return (key) => key;
    case 'category':
      return (key) => CATEGORY_LABELS[key as keyof typeof CATEGORY_LABELS] ?? key;
    case 'emirate':
      return (key) => EMIRATE_LABELS[key as EmirateOrUnknown] ?? key;
    case 'destination':
      return (key) => DESTINATION_LABELS[key as keyof typeof DESTINATION_LABELS] ?? key;
    case 'cause':
      return (key) => SURPLUS_CAUSE_LABELS[key as keyof typeof SURPLUS_CAUSE_LABELS] ?? key;
    case 'donorType':
      return (key) => USER_ROLE_LABELS[key as UserRole] ?? 'Unknown';
    case 'donor': {
      const ids = rows.flatMap((row) => (row.key ? [row.key] : []));
      const users =
        ids.length === 0
          ? []
          : await db
              .selectFrom('users')
              .select(['id', 'username', 'first_name', 'last_name', 'business_name'])
              .where('id', 'in', ids)
              .execute();
      const names = new Map(
        users.map((user) => [
          user.id,
          displayName({
            businessName: user.business_name,
            firstName: user.first_name,
            lastName: user.last_name,
          }) || user.username,
        ]),
      );
      return (key) => names.get(key) ?? 'Deleted account';
    }
  }
}
