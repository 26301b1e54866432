import { type MethodologyId, methodologyById } from '@foodshare/contracts/impact-methodology';
import type { AppDatabase } from '@foodshare/read-models/database';
import { impactSchema, impactTables } from '@foodshare/read-models/impact';
import { impactProjectionName } from '@foodshare/read-models/names';
import { sql, type Transaction } from 'kysely';
import { defineProjection, type Projection } from '../projection';
import {
  emptyFold,
  foldImpactEvent,
  type ImpactFact,
  type ImpactFold,
  type ImpactItem,
  impactEventSchema,
  type RecordedImpactEvent,
} from './impact-fold';
import { insertColumns, typedArray } from './unnest-rows';

/**
 * The impact read model of one methodology (`impact-v1`, `impact-v2`): facts that reports sum,
 * each traceable to its event. A batch's events fold into its unit of work (impact-fold.ts),
 * which reads the items and people they need in two statements and writes what changed in three,
 * so a rebuild from position 0 keeps pace with the log; the same code runs live and in rebuilds.
 */
export function impactProjection(methodologyId: MethodologyId): Projection {
  const methodology = methodologyById(methodologyId);
  const tables = impactTables(methodologyId);
  // One table's name stands for both methodologies' (same columns) in the typed builder.
  const t = {
    facts: tables.facts.name,
    items: tables.items.name,
    people: tables.people.name,
  } as unknown as Tables;
  const fold = (event: RecordedImpactEvent, _db: unknown, batch: ImpactFold) =>
    foldImpactEvent(batch, event, methodology);
  return defineProjection<ImpactFold, typeof impactEventSchema>({
    name: impactProjectionName(methodologyId),
    // 2: facts carry the cause of the surplus and, not rescued, its destination.
    version: 2,
    ...impactSchema(methodologyId),
    // Read on the fields impact uses only: a rebuild parses every event impact counts.
    events: impactEventSchema,
    prepareBatch: (events, db) => readStored(db, t, events),
    on: {
      UserRegistered: fold,
      UserProfileUpdated: fold,
      DonationSubmitted: fold,
      DonationApproved: fold,
      ItemCollected: fold,
      ItemExpired: fold,
      ItemWithdrawn: fold,
      ItemTakenDown: fold,
      ItemDestinationRecorded: fold,
    },
    finishBatch: (batch, db) => writeChanges(db, tables, batch),
  });
}

/** The tables of one methodology as the typed builder names them (both have the same columns). */
type Tables = { facts: 'impact_v1_facts'; items: 'impact_v1_items'; people: 'impact_v1_people' };

/** A batch's unit of work: the stored items and donors its events need (`wanted`), read once. */
async function readStored(
  db: Transaction<AppDatabase>,
  t: Tables,
  events: readonly RecordedImpactEvent[],
): Promise<ImpactFold> {
  const fold = emptyFold();
  const { itemIds, donorIds } = wanted(events);
  if (itemIds.length > 0) {
    const rows = await db
      .selectFrom(t.items)
      .selectAll()
      .where(sql<boolean>`item_id = any(${typedArray(itemIds, 'uuid')})`)
      .execute();
    for (const row of rows) fold.items.set(row.item_id, itemFromRow(row));
  }
  if (donorIds.length > 0) {
    const rows = await db
      .selectFrom(t.people)
      .selectAll()
      .where(sql<boolean>`user_id = any(${typedArray(donorIds, 'uuid')})`)
      .execute();
    for (const row of rows) fold.people.set(row.user_id, row.role);
  }
  return fold;
}

/** Writes what the batch's events changed: people and items in place, facts as new rows. */
async function writeChanges(
  db: Transaction<AppDatabase>,
  tables: ReturnType<typeof impactTables>,
  fold: ImpactFold,
): Promise<void> {
  const people = [...fold.changedPeople].flatMap((userId) => {
    const role = fold.people.get(userId);
    return role ? [{ user_id: userId, role }] : [];
  });
  await insertColumns(
    db,
    tables.people.name,
    tables.people.columnTypes,
    people,
    sql`on conflict (user_id) do update set role = excluded.role`,
  );
  const items = [...fold.changedItems].flatMap((itemId) => {
    const item = fold.items.get(itemId);
    return item ? [itemToRow(item)] : [];
  });
  await insertColumns(
    db,
    tables.items.name,
    tables.items.columnTypes,
    items,
    sql`
    on conflict (item_id) do update set offered = excluded.offered,
      rescued_listing_grams = excluded.rescued_listing_grams, ended = excluded.ended,
      end_reason = excluded.end_reason, ended_at = excluded.ended_at,
      left_grams = excluded.left_grams, destination = excluded.destination,
      counted_grams = excluded.counted_grams, counted_basis = excluded.counted_basis`,
  );
  // New rows by construction: a fact's id is its event's id and kind, an event makes at most
  // one fact, and the runner applies an event once per generation (its checkpoint commits
  // with its rows). So a rebuild's facts may go by COPY. Only a log holding one event id
  // twice (the PostgreSQL store refuses that) could repeat one: COPY then fails the batch,
  // and its events applied one at a time skip the fact already there.
  await insertColumns(
    db,
    tables.facts.name,
    tables.facts.columnTypes,
    fold.facts.map(factToRow),
    sql`on conflict (id) do nothing`,
    { copyWhenMany: true },
  );
}

/**
 * The stored items and donors the batch needs: not those an earlier event of the batch makes
 * (an item's submission, a person's registration), which the fold holds by then. In a rebuild
 * most of an item's life falls in one batch, so most of its look-ups would find nothing.
 */
function wanted(events: readonly RecordedImpactEvent[]) {
  const made = new Set<string>();
  const known = new Set<string>();
  const itemIds = new Set<string>();
  const donorIds = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'UserRegistered':
      case 'UserProfileUpdated':
        known.add(event.data.userId);
        break;
      case 'DonationSubmitted':
        made.add(event.data.itemId);
        if (!known.has(event.data.donorId)) donorIds.add(event.data.donorId);
        break;
      default:
        if (!made.has(event.data.itemId)) itemIds.add(event.data.itemId);
    }
  }
  return { itemIds: [...itemIds], donorIds: [...donorIds] };
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
    cause: row.cause,
    endReason: row.end_reason,
    endedAt: row.ended_at,
    leftGrams: row.left_grams,
    destination: row.destination,
    countedGrams: row.counted_grams,
    countedBasis: row.counted_basis,
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
    cause: item.cause,
    end_reason: item.endReason,
    ended_at: item.endedAt,
    left_grams: item.leftGrams,
    destination: item.destination,
    counted_grams: item.countedGrams,
    counted_basis: item.countedBasis,
  };
}

function factToRow(fact: ImpactFact) {
  return {
    id: fact.id,
    kind: fact.kind,
    reason: fact.reason,
    destination: fact.destination,
    cause: fact.cause,
    items: fact.items,
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
