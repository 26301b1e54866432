import type { ItemLifecycleStatus } from '@foodshare/contracts/enums';
import type { PersonalText } from '@foodshare/contracts/personal-data';
import { OPEN_REQUEST_STATUSES } from '@foodshare/contracts/requests';
import { openTextWith, readKeys } from '@foodshare/platform/vault/personal-data-vault';
import type { AppDatabase } from '@foodshare/read-models/database';
import {
  type FoodItemsTable,
  type FoodRequestsTable,
  foodItems,
  foodRequests,
} from '@foodshare/read-models/food-items';
import { type Selectable, sql, type Transaction } from 'kysely';
import { named, type ProjectedEvent } from '../projection';
import { insertColumns, typedArray, updatingAll } from './unnest-rows';

type Db = Transaction<AppDatabase>;

/** An item's row as written: its JSON columns as JSON text. */
export type ItemRow = Omit<Selectable<FoodItemsTable>, 'date_label' | 'safety_reasons'> & {
  date_label: string | null;
  safety_reasons: string;
};

export type RequestRow = Selectable<FoodRequestsTable>;

/** What an item's row counts from its requests, brought up to date with a change to it. */
export interface Recount {
  /** `open_requests`: the requests still waiting for the donor's answer. */
  readonly open?: boolean;
  /** `units_left` and the life they give the item (see `settledUnits`). */
  readonly units?: boolean;
}

/**
 * The units nobody holds, and the item's life as they leave it (as the decider has it): on offer
 * while units remain, reserved while the rest are held, collected once all were handed over.
 * An expired or withdrawn item stays so.
 */
export function settledUnits(
  item: Pick<ItemRow, 'units' | 'status'>,
  requests: readonly Pick<RequestRow, 'status' | 'quantity'>[],
): Pick<ItemRow, 'units_left' | 'status'> {
  let taken = 0;
  let held = false;
  for (const request of requests) {
    if (request.status === 'approved') held = true;
    if (request.status === 'approved' || request.status === 'collected') taken += request.quantity;
  }
  const status: ItemLifecycleStatus =
    item.status === 'expired' || item.status === 'withdrawn'
      ? item.status
      : item.units > taken
        ? 'available'
        : held
          ? 'reserved'
          : 'collected';
  return { units_left: Math.max(item.units - taken, 0), status };
}

/** `open_requests` counts the requests still waiting for the donor's answer. */
export function openRequests(requests: readonly Pick<RequestRow, 'status'>[]): number {
  return requests.filter((request) => request.status === 'pending').length;
}

const DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/;

/** A decimal amount as a whole number of 10^-places, with its places. */
function decimal(value: string): { readonly whole: bigint; readonly places: number } {
  const match = DECIMAL.exec(value);
  const digits = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (digits === '' && fraction === ''))
    throw new Error(`Not a decimal amount: ${JSON.stringify(value)}`);
  const whole = BigInt(`${digits || '0'}${fraction}`);
  return { whole: match[1] === '-' ? -whole : whole, places: fraction.length };
}

/** `a + b` as `coalesce(a, 0) + b` stored in a numeric(10, 2) column: exact, rounded half away from zero. */
export function addMoney(a: string | null, b: string): string {
  const left = decimal(a ?? '0');
  const right = decimal(b);
  const places = Math.max(left.places, right.places, 2);
  const sum =
    left.whole * 10n ** BigInt(places - left.places) +
    right.whole * 10n ** BigInt(places - right.places);
  const scale = 10n ** BigInt(places - 2);
  const magnitude = sum < 0n ? -sum : sum;
  const cents = (magnitude + scale / 2n) / scale;
  const digits = cents.toString().padStart(3, '0');
  return `${sum < 0n && cents > 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const fromStored = (row: Selectable<FoodItemsTable>): ItemRow => ({
  ...row,
  date_label: row.date_label === null ? null : JSON.stringify(row.date_label),
  safety_reasons: JSON.stringify(row.safety_reasons),
});

/** The fields of this projection's events that carry a person's sealed words. */
const SEALED_FIELDS = ['pickupInstructions', 'message', 'note'] as const;

const sealedKeyId = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'keyId' in value && typeof value.keyId === 'string'
    ? value.keyId
    : undefined;

/**
 * The items and requests one batch of the food-items read model touches, read in two statements
 * before its events apply, changed in memory by its handlers, and each written once at the
 * batch's end (`write`): one multi-row upsert per table instead of a statement per event, each
 * rewriting every index of the row. What was not read ahead is read when asked. Valid for its
 * batch's transaction only.
 */
export class FoodItemsBatch {
  /** Items by id; null: known not to be there. */
  private readonly items = new Map<string, ItemRow | null>();
  /** Requests by id; null: known not to be there. */
  private readonly requests = new Map<string, RequestRow | null>();
  /** Every request of each item in `items`, by id. */
  private readonly requestsOfItem = new Map<string, Set<string>>();
  private readonly changedItems = new Set<string>();
  private readonly changedRequests = new Set<string>();

  private constructor(
    private readonly db: Db,
    /** The keys of the people whose words the batch's events seal, read once for the batch. */
    private readonly keys: ReadonlyMap<string, Buffer>,
  ) {}

  /**
   * Reads the items and requests the events name, every request of those items, and the keys
   * that open the people's words the events carry.
   */
  static async prepare(events: readonly ProjectedEvent[], db: Db): Promise<FoodItemsBatch> {
    const itemIds = new Set<string>();
    const requestIds = new Set<string>();
    const keyIds = new Set<string>();
    for (const event of events) {
      const itemId = named(event, 'itemId');
      const requestId = named(event, 'requestId');
      if (itemId) itemIds.add(itemId);
      if (requestId) requestIds.add(requestId);
      for (const field of SEALED_FIELDS) {
        const keyId = sealedKeyId((event.data as Record<string, unknown>)[field]);
        if (keyId) keyIds.add(keyId);
      }
    }
    const batch = new FoodItemsBatch(db, await readKeys(db, keyIds));
    await batch.load(itemIds, requestIds);
    return batch;
  }

  /** A person's words as the event carries them, opened with the keys read for the batch. */
  open(text: PersonalText): string | null {
    return openTextWith(this.keys, text);
  }

  private async load(itemIds: ReadonlySet<string>, requestIds: ReadonlySet<string>) {
    const items = [...itemIds].filter((id) => !this.items.has(id));
    const requests = [...requestIds].filter((id) => !this.requests.has(id));
    if (items.length > 0) {
      const rows = await this.db
        .selectFrom('food_items')
        .selectAll()
        .where(sql<boolean>`id = any(${typedArray(items, 'uuid')})`)
        .execute();
      for (const id of items) {
        this.items.set(id, null);
        this.requestsOfItem.set(id, new Set());
      }
      for (const row of rows) this.items.set(row.id, fromStored(row));
    }
    if (items.length > 0 || requests.length > 0) {
      const rows = await this.db
        .selectFrom('food_requests')
        .selectAll()
        .where(
          sql<boolean>`food_item_id = any(${typedArray(items, 'uuid')}) or id = any(${typedArray(requests, 'uuid')})`,
        )
        .execute();
      for (const id of requests) this.requests.set(id, null);
      // What this batch already holds is newer than what is stored.
      for (const row of rows) if (!this.requests.get(row.id)) this.requests.set(row.id, row);
      const loaded = new Set(items);
      for (const [id, request] of this.requests)
        if (request && loaded.has(request.food_item_id))
          this.requestsOfItem.get(request.food_item_id)?.add(id);
    }
  }

  async item(id: string): Promise<ItemRow | undefined> {
    if (!this.items.has(id)) await this.load(new Set([id]), new Set());
    return this.items.get(id) ?? undefined;
  }

  async request(id: string): Promise<RequestRow | undefined> {
    if (!this.requests.has(id)) await this.load(new Set(), new Set([id]));
    return this.requests.get(id) ?? undefined;
  }

  /** The item's requests as they stand in this batch. */
  private async requestsOf(itemId: string): Promise<RequestRow[]> {
    if (!this.requestsOfItem.has(itemId)) await this.load(new Set([itemId]), new Set());
    const ids = this.requestsOfItem.get(itemId) ?? new Set<string>();
    return [...ids].map((id) => this.requests.get(id)).filter((row): row is RequestRow => !!row);
  }

  /** Adds an item, unless it is there already. */
  async addItem(row: ItemRow): Promise<void> {
    if (await this.item(row.id)) return;
    this.items.set(row.id, row);
    this.changedItems.add(row.id);
  }

  /** Adds a request, unless it is there already. */
  async addRequest(row: RequestRow): Promise<void> {
    if (await this.request(row.id)) return;
    await this.requestsOf(row.food_item_id);
    this.requests.set(row.id, row);
    this.requestsOfItem.get(row.food_item_id)?.add(row.id);
    this.changedRequests.add(row.id);
  }

  /**
   * One update of the item, if it is there: `values` (from the row as it was), what `recount`
   * names, and the time.
   */
  async touch(
    itemId: string,
    at: string,
    values: (item: ItemRow) => Partial<ItemRow>,
    recount: Recount = {},
  ): Promise<void> {
    const item = await this.item(itemId);
    if (!item) return;
    const requests = recount.open || recount.units ? await this.requestsOf(itemId) : [];
    // Each from the row as it was, then applied to it in place: the batch owns its rows, and a
    // copy of some fifty columns per event was much of a rebuild's garbage.
    const changed = values(item);
    const open = recount.open ? { open_requests: openRequests(requests) } : undefined;
    const units = recount.units ? settledUnits(item, requests) : undefined;
    Object.assign(item, changed, open, units);
    item.updated_at = new Date(at);
    this.changedItems.add(itemId);
  }

  /** One update of the request, if it is there. */
  async updateRequest(requestId: string, at: string, values: Partial<RequestRow>): Promise<void> {
    const request = await this.request(requestId);
    if (!request) return;
    Object.assign(request, values);
    request.updated_at = new Date(at);
    this.changedRequests.add(requestId);
  }

  /** The item's pending and accepted requests close with `status`. */
  async closeRequests(itemId: string, status: RequestRow['status'], at: string): Promise<void> {
    for (const request of await this.requestsOf(itemId))
      if (OPEN_REQUEST_STATUSES.has(request.status))
        await this.updateRequest(request.id, at, { status });
  }

  /**
   * What the person wrote, and who they were to others' items, goes with the account: in the
   * rows held here and in every stored one (those held here are written over at the end).
   */
  async forgetUser(userId: string): Promise<void> {
    const { db } = this;
    await db
      .updateTable('food_requests')
      .set({ message: null, pickup_code: null })
      .where('requester_id', '=', userId)
      .execute();
    await db
      .updateTable('food_requests')
      .set({ decline_note: null })
      .where('donor_id', '=', userId)
      .execute();
    await db
      .updateTable('food_items')
      .set({ requester_id: null })
      .where('requester_id', '=', userId)
      .execute();
    await db
      .updateTable('food_items')
      .set({ pickup_instructions: null })
      .where('donor_id', '=', userId)
      .execute();
    for (const [id, request] of this.requests) {
      if (!request) continue;
      const mine = request.requester_id === userId;
      const theirs = request.donor_id === userId;
      if (mine || theirs)
        this.requests.set(id, {
          ...request,
          ...(mine ? { message: null, pickup_code: null } : {}),
          ...(theirs ? { decline_note: null } : {}),
        });
    }
    for (const [id, item] of this.items) {
      if (!item) continue;
      if (item.requester_id === userId || item.donor_id === userId)
        this.items.set(id, {
          ...item,
          ...(item.requester_id === userId ? { requester_id: null } : {}),
          ...(item.donor_id === userId ? { pickup_instructions: null } : {}),
        });
    }
  }

  /**
   * Writes every row the batch changed, once: items first, then requests, a statement each
   * (a column per parameter, `unnest-rows.ts`).
   */
  async write(): Promise<void> {
    const items = take(this.changedItems, this.items);
    const requests = take(this.changedRequests, this.requests);
    await insertColumns(
      this.db,
      foodItems.name,
      foodItems.columnTypes,
      items,
      updatingAll(foodItems.columnTypes, 'id'),
    );
    await insertColumns(
      this.db,
      foodRequests.name,
      foodRequests.columnTypes,
      requests,
      updatingAll(foodRequests.columnTypes, 'id'),
    );
  }
}

/** The rows `ids` name, and `ids` emptied. */
function take<Row>(ids: Set<string>, rows: ReadonlyMap<string, Row | null>): Row[] {
  const taken = [...ids].map((id) => rows.get(id)).filter((row): row is Row => !!row);
  ids.clear();
  return taken;
}
