import type { EmirateOrUnknown } from '@foodshare/contracts/emirates';
import type { FoodCategory, UserRole } from '@foodshare/contracts/enums';
import type { FlwDestination, SurplusCause } from '@foodshare/contracts/impact-destinations';
import type { MethodologyId, WeightBasis } from '@foodshare/contracts/impact-methodology';
import type { ColumnType } from 'kysely';
import {
  bigint,
  bool,
  createTable,
  date,
  integer,
  type ReadModelSchema,
  type RowOf,
  type Table,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/** What a fact records: food offered, food that changed hands, food that did not. */
export type ImpactFactKind = 'offered' | 'rescued' | 'not_rescued';

/**
 * Every figure reports sum: one row per offer, handover, expiry or withdrawal, and a pair per
 * destination its donor records for what was not rescued (docs/product.md §13): one taking the
 * weight from where it was counted (grams and `items` negative), one adding it under the
 * destination. Facts are only ever inserted, so a report as of an earlier instant still finds
 * what was known then.
 */
const factColumns = {
  id: text().primaryKey(),
  kind: text<ImpactFactKind>().notNull(),
  reason: text(),
  /** Not rescued: what became of it, as its donor said; null while not recorded. */
  destination: text<FlwDestination>(),
  /** Why there was a surplus, as the donor said when listing it; null: not recorded. */
  cause: text<SurplusCause>(),
  /** Not rescued: +1, or −1 where a destination moves the item to another group. */
  items: integer().notNull(),
  item_id: uuid().notNull(),
  donor_id: uuid().notNull(),
  taker_id: uuid(),
  donor_role: text<UserRole>(),
  category: text<FoodCategory>().notNull(),
  emirate: text<EmirateOrUnknown>().notNull(),
  basis: text<WeightBasis>().notNull(),
  grams: integer().notNull(),
  co2e_mg: bigint<ColumnType<string, number, number>>().notNull(),
  water_ul: bigint<ColumnType<string, number, number>>(),
  revenue_fils: integer().notNull(),
  fee_fils: integer().notNull(),
  /** The UAE day it happened, YYYY-MM-DD. */
  day: date<string>().notNull(),
  occurred_at: timestamptz<ColumnType<Date, string, string>>().notNull(),
  /** When the log recorded it: `asOf` leaves out what was recorded later. */
  recorded_at: timestamptz().notNull(),
};

/** What the projection keeps of each item between events. */
const itemColumns = {
  item_id: uuid().primaryKey(),
  donor_id: uuid().notNull(),
  donor_role: text<UserRole>(),
  category: text<FoodCategory>().notNull(),
  emirate: text<EmirateOrUnknown>().notNull(),
  listing_grams: integer().notNull(),
  listing_basis: text<'declared' | 'estimated'>().notNull(),
  units: integer(),
  offered: bool().notNull(),
  rescued_listing_grams: integer().notNull(),
  ended: bool().notNull(),
  cause: text<SurplusCause>(),
  /** Ended uncollected: why and when, and what was left of its listing weight then. */
  end_reason: text(),
  ended_at: text(),
  left_grams: integer(),
  /** Where what was left is counted now: its destination (null: not recorded) and weight. */
  destination: text<FlwDestination>(),
  counted_grams: integer(),
  counted_basis: text<WeightBasis>(),
};

/** Each person's role, so that facts carry the donor's type. */
const peopleColumns = {
  user_id: uuid().primaryKey(),
  role: text<UserRole>().notNull(),
};

/** Each methodology's read model has tables (and public views) of its own, of the same columns. */
export function impactTables(methodology: MethodologyId) {
  return {
    facts: table(`impact_${methodology}_facts`, factColumns),
    items: table(`impact_${methodology}_items`, itemColumns),
    people: table(`impact_${methodology}_people`, peopleColumns),
  };
}

type ImpactTable<Kind extends keyof ReturnType<typeof impactTables>> = RowOf<
  Table<string, ReturnType<typeof impactTables>[Kind]['columns']>
>;
export type ImpactFactsTable = ImpactTable<'facts'>;
export type ImpactItemsTable = ImpactTable<'items'>;
export type ImpactPeopleTable = ImpactTable<'people'>;

export type ImpactReadModels = {
  [M in MethodologyId as `impact_${M}_facts`]: ImpactFactsTable;
} & {
  [M in MethodologyId as `impact_${M}_items`]: ImpactItemsTable;
} & {
  [M in MethodologyId as `impact_${M}_people`]: ImpactPeopleTable;
};

export function impactSchema(
  methodology: MethodologyId,
): ReadModelSchema<keyof ImpactReadModels & string> {
  const { facts, items, people } = impactTables(methodology);
  return {
    tables: [facts.name, items.name, people.name],
    async createTables(db) {
      await createTable(db, facts);
      await createTable(db, items);
      await createTable(db, people);
    },
    // The reports' (by day, by donor): facts are only ever inserted.
    async createReadIndexes(db) {
      await db.schema
        .createIndex(`${facts.name}_day`)
        .ifNotExists()
        .on(facts.name)
        .columns(['day', 'recorded_at'])
        .execute();
      await db.schema
        .createIndex(`${facts.name}_donor`)
        .ifNotExists()
        .on(facts.name)
        .column('donor_id')
        .execute();
    },
  };
}
