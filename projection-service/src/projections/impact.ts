import { parseEvent } from '@foodshare/contracts/events';
import { donationSubmittedSchema, foodEventSchema } from '@foodshare/contracts/food-events';
import { type MethodologyId, methodologyById } from '@foodshare/contracts/impact-methodology';
import { userProfileUpdatedSchema, userRegisteredSchema } from '@foodshare/contracts/user-events';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppDatabase } from '../database';
import type { Projection } from '../projection';
import {
  emptyFold,
  foldImpact,
  IMPACT_EVENT_TYPES,
  type ImpactEvent,
  type ImpactFact,
  type ImpactItem,
  type RecordedImpactEvent,
} from './impact-fold';
import { impactProjectionName, impactTables } from './impact-rows';

const impactEventSchema = z.discriminatedUnion('type', [
  userRegisteredSchema,
  userProfileUpdatedSchema,
  donationSubmittedSchema,
  ...foodEventSchema.options.filter(
    (option) =>
      IMPACT_EVENT_TYPES.has(option.shape.type.value) &&
      option.shape.type.value !== 'DonationSubmitted',
  ),
]);

/** Rows per INSERT, well below PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_STATEMENT = 2_000;

/**
 * The impact read model of one methodology (`impact-v1`, `impact-v2`): facts that reports sum,
 * each traceable to its event. Applied a batch at a time (a few statements per batch), so a
 * rebuild from position 0 keeps pace with the log; the same code runs live and in rebuilds.
 */
export function impactProjection(methodologyId: MethodologyId): Projection {
  const methodology = methodologyById(methodologyId);
  const names = impactTables(methodologyId);
  // One table's name stands for both methodologies' (same columns) in the typed builder.
  const t = names as unknown as {
    facts: 'impact_v1_facts';
    items: 'impact_v1_items';
    people: 'impact_v1_people';
  };
  return {
    name: impactProjectionName(methodologyId),
    version: 1,
    tables: [names.facts, names.items, names.people],
    async createTables(db: Kysely<unknown>) {
      await db.schema
        .createTable(names.facts)
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('reason', 'text')
        .addColumn('item_id', 'uuid', (column) => column.notNull())
        .addColumn('donor_id', 'uuid', (column) => column.notNull())
        .addColumn('taker_id', 'uuid')
        .addColumn('donor_role', 'text')
        .addColumn('category', 'text', (column) => column.notNull())
        .addColumn('emirate', 'text', (column) => column.notNull())
        .addColumn('basis', 'text', (column) => column.notNull())
        .addColumn('grams', 'integer', (column) => column.notNull())
        .addColumn('co2e_mg', 'bigint', (column) => column.notNull())
        .addColumn('water_ul', 'bigint')
        .addColumn('revenue_fils', 'integer', (column) => column.notNull())
        .addColumn('fee_fils', 'integer', (column) => column.notNull())
        .addColumn('day', 'date', (column) => column.notNull())
        .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
        .addColumn('recorded_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex(`${names.facts}_day`)
        .on(names.facts)
        .columns(['day', 'recorded_at'])
        .execute();
      await db.schema
        .createIndex(`${names.facts}_donor`)
        .on(names.facts)
        .column('donor_id')
        .execute();
      await db.schema
        .createTable(names.items)
        .addColumn('item_id', 'uuid', (column) => column.primaryKey())
        .addColumn('donor_id', 'uuid', (column) => column.notNull())
        .addColumn('donor_role', 'text')
        .addColumn('category', 'text', (column) => column.notNull())
        .addColumn('emirate', 'text', (column) => column.notNull())
        .addColumn('listing_grams', 'integer', (column) => column.notNull())
        .addColumn('listing_basis', 'text', (column) => column.notNull())
        .addColumn('units', 'integer')
        .addColumn('offered', 'boolean', (column) => column.notNull())
        .addColumn('rescued_listing_grams', 'integer', (column) => column.notNull())
        .addColumn('ended', 'boolean', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable(names.people)
        .addColumn('user_id', 'uuid', (column) => column.primaryKey())
        .addColumn('role', 'text', (column) => column.notNull())
        .execute();
    },
    handlers: {},
    async applyBatch(events: readonly RecordedEvent[], db: Transaction<AppDatabase>) {
      const parsed = parseImpactEvents(events);
      if (parsed.length === 0) return;
      const fold = emptyFold();
      const { itemIds, donorIds } = wanted(parsed);
      if (itemIds.length > 0) {
        const rows = await db
          .selectFrom(t.items)
          .selectAll()
          .where('item_id', 'in', itemIds)
          .execute();
        for (const row of rows) fold.items.set(row.item_id, itemFromRow(row));
      }
      if (donorIds.length > 0) {
        const rows = await db
          .selectFrom(t.people)
          .selectAll()
          .where('user_id', 'in', donorIds)
          .execute();
        for (const row of rows) fold.people.set(row.user_id, row.role);
      }
      foldImpact(fold, parsed, methodology);

      const people = [...fold.changedPeople].flatMap((userId) => {
        const role = fold.people.get(userId);
        return role ? [{ user_id: userId, role }] : [];
      });
      for (const chunk of chunks(people)) {
        await db
          .insertInto(t.people)
          .values(chunk)
          .onConflict((conflict) =>
            conflict.column('user_id').doUpdateSet({ role: sql.ref('excluded.role') }),
          )
          .execute();
      }
      const items = [...fold.changedItems].flatMap((itemId) => {
        const item = fold.items.get(itemId);
        return item ? [itemToRow(item)] : [];
      });
      for (const chunk of chunks(items)) {
        await db
          .insertInto(t.items)
          .values(chunk)
          .onConflict((conflict) =>
            conflict.column('item_id').doUpdateSet({
              offered: sql.ref('excluded.offered'),
              rescued_listing_grams: sql.ref('excluded.rescued_listing_grams'),
              ended: sql.ref('excluded.ended'),
            }),
          )
          .execute();
      }
      for (const chunk of chunks(fold.facts.map(factToRow))) {
        await db
          .insertInto(t.facts)
          .values(chunk)
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
      }
    },
  };
}

/** The batch's events that impact counts, parsed (and upcast) once. */
function parseImpactEvents(events: readonly RecordedEvent[]): RecordedImpactEvent[] {
  const parsed: RecordedImpactEvent[] = [];
  for (const event of events) {
    if (!IMPACT_EVENT_TYPES.has(event.type)) continue;
    parsed.push({
      id: event.id,
      recordedAt: event.createdAt,
      event: parseEvent(impactEventSchema, event) as ImpactEvent,
    });
  }
  return parsed;
}

/** The stored items and donors the batch needs. */
function wanted(parsed: readonly RecordedImpactEvent[]) {
  const itemIds = new Set<string>();
  const donorIds = new Set<string>();
  for (const { event } of parsed) {
    if (event.type === 'DonationSubmitted') donorIds.add(event.data.donorId);
    else if ('itemId' in event.data) itemIds.add(event.data.itemId);
  }
  return { itemIds: [...itemIds], donorIds: [...donorIds] };
}

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    yield rows.slice(start, start + ROWS_PER_STATEMENT);
}

type ItemRow = AppDatabase['impact_v1_items'];

function itemFromRow(row: ItemRow): ImpactItem {
  return {
    itemId: row.item_id,
    donorId: row.donor_id,
    donorRole: row.donor_role,
    category: row.category,
    emirate: row.emirate,
    listingGrams: row.listing_grams,
    listingBasis: row.listing_basis,
    units: row.units,
    offered: row.offered,
    rescuedListingGrams: row.rescued_listing_grams,
    ended: row.ended,
  };
}

function itemToRow(item: ImpactItem): ItemRow {
  return {
    item_id: item.itemId,
    donor_id: item.donorId,
    donor_role: item.donorRole,
    category: item.category,
    emirate: item.emirate,
    listing_grams: item.listingGrams,
    listing_basis: item.listingBasis,
    units: item.units,
    offered: item.offered,
    rescued_listing_grams: item.rescuedListingGrams,
    ended: item.ended,
  };
}

function factToRow(fact: ImpactFact) {
  return {
    id: fact.id,
    kind: fact.kind,
    reason: fact.reason,
    item_id: fact.itemId,
    donor_id: fact.donorId,
    taker_id: fact.takerId,
    donor_role: fact.donorRole,
    category: fact.category,
    emirate: fact.emirate,
    basis: fact.basis,
    grams: fact.grams,
    co2e_mg: fact.co2eMilligrams,
    water_ul: fact.waterMicrolitres,
    revenue_fils: fact.revenueFils,
    fee_fils: fact.feeFils,
    day: fact.day,
    occurred_at: fact.occurredAt,
    recorded_at: fact.recordedAt,
  };
}
