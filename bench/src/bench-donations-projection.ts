import { formatPosition, type RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { Projection } from '@foodshare/projection-service/projection';
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

const ROWS_PER_STATEMENT = Math.floor(65_535 / DONATION_COLUMNS.length);

/** The way a read model that must catch up fast is written: one multi-row INSERT per batch. */
export const donationsWrittenPerBatch: Projection = {
  ...readModel,
  name: 'bench-donations-per-batch',
  handlers: {},
  async applyBatch(events, trx) {
    const rows = donationRows(events);
    // A statement takes at most 65,535 parameters, so only a batch beyond that is split.
    for (let offset = 0; offset < rows.length; offset += ROWS_PER_STATEMENT) {
      await trx
        .withTables<BenchReadModel>()
        .insertInto(DONATIONS_TABLE)
        .values(rows.slice(offset, offset + ROWS_PER_STATEMENT))
        .execute();
    }
  },
};

/** The usual shape of a projection, for comparison: one handler, so one INSERT, per event. */
export const donationsWrittenPerEvent: Projection = {
  ...readModel,
  name: 'bench-donations-per-event',
  handlers: {
    async DonationSubmitted(event, trx) {
      const row = donationRow(event);
      if (row)
        await trx.withTables<BenchReadModel>().insertInto(DONATIONS_TABLE).values(row).execute();
    },
  },
};
