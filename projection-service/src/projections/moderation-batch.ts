import type { ItemLifecycleStatus } from '@foodshare/contracts/enums';
import type { RequestStatus } from '@foodshare/contracts/requests';
import type { AppDatabase } from '@foodshare/read-models/database';
import {
  type ModerationItemsTable,
  type ModerationRequestsTable,
  moderationItems,
  moderationRequests,
} from '@foodshare/read-models/moderation';
import { type Insertable, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { named, type ProjectedEvent } from '../projection';
import { settledUnits } from './food-items-batch';
import { insertColumns, typedArray, updatingAll } from './unnest-rows';

type Db = Transaction<AppDatabase>;
type NewItem = Insertable<ModerationItemsTable>;
type ItemChanges = Updateable<ModerationItemsTable>;
type RequestRow = Selectable<ModerationRequestsTable>;

/** What an item's life follows from, besides its requests. */
interface Life {
  readonly units: number;
  readonly status: ItemLifecycleStatus;
}

/** The events that move a request, and with it the item's life: their items are read ahead. */
const REQUEST_EVENTS: ReadonlySet<string> = new Set([
  'ItemRequested',
  'RequestAccepted',
  'ItemReserved',
  'RequestDeclined',
  'RequestCancelled',
  'ReservationReleased',
  'ItemCollected',
]);

/**
 * The moderation items one batch changes, written at its end: an item first seen in the batch
 * goes in with every later change of the batch already made (one row of one multi-row INSERT),
 * and an item stored before gets one UPDATE with its changes merged, in the order they came.
 * Those changes are blind writes, but an item's life is not: an offer sold by the unit stays
 * available while units remain, so the items whose requests move are read ahead with their
 * requests (two statements per batch), and their life is settled as the decider settles it.
 * Valid for its batch only.
 */
export class ModerationBatch {
  private readonly inserts = new Map<string, NewItem>();
  private readonly updates = new Map<string, ItemChanges>();
  /** Stored items read ahead, as stored; null: not stored. */
  private readonly stored = new Map<string, Life | null>();
  /** The requests of every item read ahead or inserted, by id. */
  private readonly requests = new Map<string, RequestRow>();
  private readonly requestsOfItem = new Map<string, Set<string>>();
  private readonly changedRequests = new Set<string>();

  private constructor(private readonly db: Db) {}

  /** Reads the items the batch's request events name, and every request of them. */
  static async prepare(events: readonly ProjectedEvent[], db: Db): Promise<ModerationBatch> {
    const itemIds = new Set<string>();
    for (const event of events) {
      const itemId = REQUEST_EVENTS.has(event.type) ? named(event, 'itemId') : undefined;
      if (itemId) itemIds.add(itemId);
    }
    const batch = new ModerationBatch(db);
    await batch.load(itemIds);
    return batch;
  }

  private async load(itemIds: ReadonlySet<string>): Promise<void> {
    if (itemIds.size === 0) return;
    const ids = typedArray([...itemIds], 'uuid');
    const items = await this.db
      .selectFrom('moderation_items')
      .select(['id', 'units', 'status'])
      .where(sql<boolean>`id = any(${ids})`)
      .execute();
    const requests = await this.db
      .selectFrom('moderation_requests')
      .selectAll()
      .where(sql<boolean>`item_id = any(${ids})`)
      .execute();
    for (const id of itemIds) {
      this.stored.set(id, null);
      this.requestsOfItem.set(id, new Set());
    }
    for (const { id, units, status } of items) this.stored.set(id, { units, status });
    for (const request of requests) {
      this.requests.set(request.id, request);
      this.requestsOfItem.get(request.item_id)?.add(request.id);
    }
  }

  private async requestsOf(itemId: string): Promise<Set<string>> {
    if (!this.requestsOfItem.has(itemId)) await this.load(new Set([itemId]));
    return this.requestsOfItem.get(itemId) ?? new Set();
  }

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

  /** A request the item received, unless it is known already. */
  async addRequest(request: RequestRow): Promise<void> {
    const ofItem = await this.requestsOf(request.item_id);
    if (this.requests.has(request.id)) return;
    this.requests.set(request.id, request);
    ofItem.add(request.id);
    this.changedRequests.add(request.id);
  }

  /** The request got this far at `at`, and the item's life follows. */
  async moveRequest(
    itemId: string,
    requestId: string,
    status: RequestStatus,
    at: Date | string,
  ): Promise<void> {
    await this.requestsOf(itemId);
    const request = this.requests.get(requestId);
    if (request) {
      request.status = status;
      this.changedRequests.add(requestId);
    }
    await this.settle(itemId, at);
  }

  /**
   * The item's life as its requests leave it (`settledUnits`, the decider's rule): on offer while
   * units remain, reserved while the rest are held, collected once all were handed over.
   */
  async settle(itemId: string, at: Date | string): Promise<void> {
    const ids = await this.requestsOf(itemId);
    const inserted = this.inserts.get(itemId);
    const stored = this.stored.get(itemId);
    const units = inserted?.units ?? stored?.units;
    const status = inserted?.status ?? this.updates.get(itemId)?.status ?? stored?.status;
    if (units === undefined || status === undefined) return;
    const requests: RequestRow[] = [];
    for (const id of ids) {
      const request = this.requests.get(id);
      if (request) requests.push(request);
    }
    this.change(itemId, at, { status: settledUnits({ units, status }, requests).status });
  }

  /**
   * What the batch changed, written: a statement for the new items, one for the requests, one
   * per stored item.
   */
  async write(): Promise<void> {
    const inserts = [...this.inserts.values()];
    this.inserts.clear();
    await insertColumns(
      this.db,
      moderationItems.name,
      moderationItems.columnTypes,
      inserts,
      sql`on conflict (id) do nothing`,
    );
    const requests = [...this.changedRequests].flatMap((id) => this.requests.get(id) ?? []);
    this.changedRequests.clear();
    await insertColumns(
      this.db,
      moderationRequests.name,
      moderationRequests.columnTypes,
      requests,
      updatingAll(moderationRequests.columnTypes, 'id'),
    );
    for (const [itemId, changes] of this.updates)
      await this.db.updateTable('moderation_items').set(changes).where('id', '=', itemId).execute();
    this.updates.clear();
  }
}
