import { type Insertable, sql, type Transaction, type Updateable } from 'kysely';
import type { AppDatabase, ModerationItemsTable } from '../database';
import { type ColumnTypes, insertColumns } from './unnest-rows';

type Db = Transaction<AppDatabase>;
type NewItem = Insertable<ModerationItemsTable>;
type ItemChanges = Updateable<ModerationItemsTable>;

/** A new item's columns as the batch writes them (`unnest-rows.ts`). */
const ITEM_COLUMNS: ColumnTypes<NewItem> = {
  id: 'uuid',
  donor_id: 'uuid',
  title: 'text',
  category: 'text',
  image_url: 'text',
  available_until: 'timestamptz',
  submitted_at: 'timestamptz',
  answers: 'jsonb',
  review_status: 'text',
  status: 'text',
  safety_verdict: 'text',
  safety_reasons: 'jsonb',
  rule_version: 'text',
  flagged_at: 'timestamptz',
  hidden: 'boolean',
  hidden_at: 'timestamptz',
  taken_down: 'boolean',
  decided_by: 'text',
  decided_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/**
 * The moderation items one batch changes, written at its end: an item first seen in the batch
 * goes in with every later change of the batch already made (one row of one multi-row INSERT),
 * and an item stored before gets one UPDATE with its changes merged, in the order they came.
 * Every change is a blind write, so nothing needs reading; the one conditional change (a
 * released reservation) is decided here when the batch itself set the item's status, and left to
 * the server otherwise, after what the batch changed before it. Valid for its batch only.
 */
export class ModerationBatch {
  private readonly inserts = new Map<string, NewItem>();
  private updates = new Map<string, ItemChanges>();

  constructor(private readonly db: Db) {}

  insert(item: NewItem): void {
    if (!this.inserts.has(item.id)) this.inserts.set(item.id, item);
  }

  /** The item's `changes`, made at `at` (its `updated_at`). */
  change(itemId: string, at: Date | string, changes: ItemChanges): void {
    // Merged in place: the batch owns the rows it holds (a copy per event was mostly garbage).
    const held = this.inserts.get(itemId) ?? this.updates.get(itemId);
    if (held) {
      Object.assign(held, changes);
      held.updated_at = at;
    } else this.updates.set(itemId, { ...changes, updated_at: at });
  }

  /** The item is available again if it was reserved. */
  async releaseReservation(itemId: string, at: Date | string): Promise<void> {
    const status = this.inserts.get(itemId)?.status ?? this.updates.get(itemId)?.status;
    if (status !== undefined) {
      if (status === 'reserved') this.change(itemId, at, { status: 'available' });
      return;
    }
    await this.writeUpdate(itemId);
    await this.db
      .updateTable('moderation_items')
      .set({ status: 'available', updated_at: at })
      .where('id', '=', itemId)
      .where('status', '=', 'reserved')
      .execute();
  }

  /** What the batch changed, written: a statement for the new items, one per stored item. */
  async write(): Promise<void> {
    const inserts = [...this.inserts.values()];
    this.inserts.clear();
    await insertColumns(
      this.db,
      'moderation_items',
      ITEM_COLUMNS,
      inserts,
      sql`on conflict (id) do nothing`,
    );
    for (const itemId of [...this.updates.keys()]) await this.writeUpdate(itemId);
  }

  private async writeUpdate(itemId: string): Promise<void> {
    const changes = this.updates.get(itemId);
    if (!changes) return;
    this.updates.delete(itemId);
    await this.db.updateTable('moderation_items').set(changes).where('id', '=', itemId).execute();
  }
}
