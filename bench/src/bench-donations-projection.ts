import { formatPosition, type RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { Projection } from '@foodshare/projection-service/engine';
import { CompiledQuery } from 'kysely';
import { z } from 'zod';

/** The bench read model's one table: a row per submitted donation. */
export const DONATIONS_TABLE = 'bench_donations';

export interface DonationsTable {
  donation_id: string;
  title: string;
  quantity: number;
  hub_id: string;
  submitted_by: string;
  event_position: string;
}

/** The table's columns in the order a COPY or a multi-row INSERT lists them. */
export const DONATION_COLUMNS = [
  'donation_id',
  'title',
  'quantity',
  'hub_id',
  'submitted_by',
  'event_position',
] as const satisfies readonly (keyof DonationsTable)[];

/** Not part of AppDatabase: the table is the bench's own and is not exposed as a view. */
type BenchReadModel = { [DONATIONS_TABLE]: DonationsTable };

const donationSubmitted = z.object({
  donationId: z.string(),
  title: z.string(),
  quantity: z.number(),
  hubId: z.string(),
});

/** The read model's one rule: a row per DonationSubmitted, every other event ignored. */
export function donationRow(event: RecordedEvent): DonationsTable | null {
  if (event.type !== 'DonationSubmitted') return null;
  const data = donationSubmitted.parse(event.data);
  return {
    donation_id: data.donationId,
    title: data.title,
    quantity: data.quantity,
    hub_id: data.hubId,
    submitted_by: event.metadata.actor,
    event_position: formatPosition(event.position),
  };
}

export function donationRows(events: readonly RecordedEvent[]): DonationsTable[] {
  return events.map(donationRow).filter((row) => row !== null);
}

/**
 * Both variants own the same table, created in their generation's schema. `tables` is empty so
 * no public view is made: the bench reads the generation's schema directly.
 */
const readModel = {
  version: 1,
  tables: [],
  async createTables(db) {
    await db.schema
      .createTable(DONATIONS_TABLE)
      .addColumn('donation_id', 'text', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('quantity', 'integer', (column) => column.notNull())
      .addColumn('hub_id', 'text', (column) => column.notNull())
      .addColumn('submitted_by', 'text', (column) => column.notNull())
      .addColumn('event_position', 'text', (column) => column.notNull())
      .execute();
  },
} satisfies Pick<Projection, 'version' | 'tables' | 'createTables'>;

/**
 * One INSERT of any number of rows, sent as one JSON array that the server turns back into rows
 * of the table's own type: one parameter however many rows, where a multi-row VALUES has six
 * per row for a query builder to compile and the server to parse. One array parameter per
 * column (unnest) costs the server a little less but Node half as much again (the driver builds
 * array literals string by string), and Node's time is what limits a catch-up.
 */
export function insertDonations(
  table: string,
  rows: readonly DonationsTable[],
): { text: string; values: [string] } {
  return {
    text: `INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $1::json)`,
    values: [JSON.stringify(rows)],
  };
}

/**
 * The way a read model that must catch up fast writes: one INSERT per batch. Written to the
 * runner's interface itself (every event type, no parse beyond its rows'), the least a read
 * model can cost the runner.
 */
export const donationsWrittenPerBatch: Projection = {
  ...readModel,
  name: 'bench-donations-per-batch',
  async applyBatch(events, trx) {
    const rows = donationRows(events);
    if (rows.length === 0) return;
    // The table resolves through the generation's search_path, as the query builder's would.
    const { text, values } = insertDonations(DONATIONS_TABLE, rows);
    await trx.executeQuery(CompiledQuery.raw(text, values));
  },
};

/** For comparison, a handler's way: one INSERT per event, of the one type it acts on. */
export const donationsWrittenPerEvent: Projection = {
  ...readModel,
  name: 'bench-donations-per-event',
  eventTypes: new Set(['DonationSubmitted']),
  async applyBatch(events, trx) {
    for (const event of events) {
      const row = donationRow(event);
      if (row)
        await trx.withTables<BenchReadModel>().insertInto(DONATIONS_TABLE).values(row).execute();
    }
  },
};
