import { OPEN_REQUEST_STATUSES, type RequestStatus } from '@foodshare/contracts/requests';
import { sql } from 'kysely';
import { named, type ProjectedEvent } from '../projection';
import {
  closeAccount,
  type Db,
  insertNotices,
  markListed,
  type Notice,
  type NoticeRow,
  noticeRows,
  type RememberedItem,
  type RememberedRequest,
  rememberItems,
  rememberRequests,
  setRequestStatuses,
} from './notification-statements';
import { typedArray } from './unnest-rows';

/** What a notice needs of an item: whom to tell, under which title. */
interface KnownItem {
  readonly id: string;
  readonly donor_id: string;
  readonly title: string;
  /** Approved at some time (listed). */
  listed: boolean;
}

/** What a notice needs of a request: its taker, its terms and where it stands. */
interface KnownRequest {
  readonly id: string;
  readonly item_id: string;
  readonly requester_id: string;
  readonly intent: string;
  /** Changed in place as the batch's events answer it (the batch owns what it read). */
  status: RequestStatus;
}

/** The events whose handlers close every open request of their item. */
const CLOSING = new Set<string>(['ItemExpired', 'ItemWithdrawn', 'ItemTakenDown']);

const OPEN: ReadonlySet<string> = new Set(OPEN_REQUEST_STATUSES);

const itemsKnown = (db: Db) =>
  db.selectFrom('notification_items').select(['id', 'donor_id', 'title', 'listed']);

const requestsKnown = (db: Db) =>
  db
    .selectFrom('notification_requests')
    .select(['id', 'item_id', 'requester_id', 'intent', 'status']);

/** The item's open requests, closed with `status`. */
const closeOpen = (db: Db, itemId: string, status: RequestStatus) =>
  db
    .updateTable('notification_requests')
    .set({ status })
    .where('item_id', '=', itemId)
    .where('status', 'in', [...OPEN_REQUEST_STATUSES]);

/**
 * The items and requests one batch of the notifications read model deals with, read in one
 * statement each before its events apply and kept as its own events change them, so wording a
 * notice reads nothing and every write of the batch goes behind (write-behind.ts). What was not
 * read ahead is read when asked, as before. Valid for its batch's transaction only.
 */
export class NotificationBatch {
  /** Items by id; null: known not to be there. */
  private readonly items = new Map<string, KnownItem | null>();
  /** Requests by id; null: known not to be there. */
  private readonly requests = new Map<string, KnownRequest | null>();
  /** The items whose every request is in `requests`, with those requests' ids. */
  private readonly requestsOfItem = new Map<string, Set<string>>();
  /** Notices caused and not yet written. */
  private notices: NoticeRow[] = [];
  /**
   * Items, requests and request statuses not yet written: written together, a statement each,
   * before any other statement of the batch on these tables and at its end (`write`).
   */
  private newItems: RememberedItem[] = [];
  /** Items approved by the batch's events, marked listed after its new items are written. */
  private listedItems = new Set<string>();
  private newRequests: RememberedRequest[] = [];
  private statuses = new Map<string, RequestStatus>();
  /**
   * The new requests known not to be stored (read ahead and not found), by id, until written:
   * an answer to one of them goes into its row, not into an UPDATE of the row just inserted.
   */
  private unwritten = new Map<string, { status: RequestStatus }>();

  private constructor(private readonly db: Db) {}

  /** Reads the items and requests the events name, and every request of an item they close. */
  static async prepare(events: readonly ProjectedEvent[], db: Db): Promise<NotificationBatch> {
    const batch = new NotificationBatch(db);
    const itemIds = new Set<string>();
    const requestIds = new Set<string>();
    const closing = new Set<string>();
    for (const event of events) {
      const itemId = named(event, 'itemId');
      const requestId = named(event, 'requestId');
      if (itemId) itemIds.add(itemId);
      if (requestId) requestIds.add(requestId);
      if (itemId && CLOSING.has(event.type)) closing.add(itemId);
    }
    if (itemIds.size > 0) {
      const rows = await itemsKnown(db)
        .where(sql<boolean>`id = any(${typedArray([...itemIds], 'uuid')})`)
        .execute();
      for (const id of itemIds) batch.items.set(id, null);
      for (const row of rows) batch.items.set(row.id, row);
    }
    if (requestIds.size > 0 || closing.size > 0) {
      const rows = await requestsKnown(db)
        .where(
          sql<boolean>`id = any(${typedArray([...requestIds], 'uuid')}) or item_id = any(${typedArray([...closing], 'uuid')})`,
        )
        .execute();
      for (const id of requestIds) batch.requests.set(id, null);
      for (const itemId of closing) batch.requestsOfItem.set(itemId, new Set());
      for (const row of rows) {
        batch.requests.set(row.id, row);
        batch.requestsOfItem.get(row.item_id)?.add(row.id);
      }
    }
    return batch;
  }

  async item(id: string): Promise<KnownItem | undefined> {
    if (!this.items.has(id)) {
      await this.writeRows();
      const row = await itemsKnown(this.db).where('id', '=', id).executeTakeFirst();
      this.items.set(id, row ?? null);
    }
    return this.items.get(id) ?? undefined;
  }

  async request(id: string): Promise<KnownRequest | undefined> {
    if (!this.requests.has(id)) {
      await this.writeRows();
      const row = await requestsKnown(this.db).where('id', '=', id).executeTakeFirst();
      this.requests.set(id, row ?? null);
    }
    return this.requests.get(id) ?? undefined;
  }

  async rememberItem(item: RememberedItem): Promise<void> {
    this.newItems.push(item);
    // An item already there stays as it was; one not read ahead is read when asked.
    if (this.items.get(item.id) === null)
      this.items.set(item.id, {
        id: item.id,
        donor_id: item.donorId,
        title: item.title,
        listed: false,
      });
  }

  /** The item was approved: listed, which the batch's later events and later batches know. */
  markListed(item: KnownItem): void {
    item.listed = true;
    this.listedItems.add(item.id);
  }

  async rememberRequest(request: RememberedRequest): Promise<void> {
    const known = this.requests.get(request.id);
    if (known === null) {
      const row = { ...request, status: 'pending' as RequestStatus };
      this.unwritten.set(request.id, row);
      this.newRequests.push(row);
    } else this.newRequests.push(request);
    if (known === undefined) {
      // Not read ahead: whether it was there is unknown, so its item's requests are no longer known.
      this.requestsOfItem.delete(request.itemId);
      return;
    }
    if (known !== null) return;
    this.requests.set(request.id, {
      id: request.id,
      item_id: request.itemId,
      requester_id: request.requesterId,
      intent: request.intent,
      status: 'pending',
    });
    this.requestsOfItem.get(request.itemId)?.add(request.id);
  }

  async setRequestStatus(id: string, status: RequestStatus): Promise<void> {
    const unwritten = this.unwritten.get(id);
    if (unwritten) unwritten.status = status;
    else {
      // Written after the batch's new requests, so a request made and answered in it is answered.
      this.statuses.delete(id);
      this.statuses.set(id, status);
    }
    const known = this.requests.get(id);
    if (known) known.status = status;
  }

  /** Closes the item's open requests and answers their takers. */
  async closeOpenRequests(itemId: string, status: RequestStatus): Promise<string[]> {
    const ids = this.requestsOfItem.get(itemId);
    await this.writeRows();
    if (!ids) {
      const closed = await closeOpen(this.db, itemId, status)
        .returning(['id', 'requester_id'])
        .execute();
      for (const { id } of closed) {
        const known = this.requests.get(id);
        if (known) known.status = status;
      }
      return [...new Set(closed.map((row) => row.requester_id))];
    }
    const open = [...ids]
      .map((id) => this.requests.get(id))
      .filter((request): request is KnownRequest => Boolean(request && OPEN.has(request.status)));
    if (open.length === 0) return [];
    // Answers nothing, so it goes behind with the batch's other writes.
    await closeOpen(this.db, itemId, status).execute();
    for (const request of open) request.status = status;
    return [...new Set(open.map((request) => request.requester_id))];
  }

  /** The notices one event causes, written with the batch's others (`writeNotices`). */
  notify(
    event: { readonly id: string; readonly createdAt: Date },
    itemId: string,
    at: string,
    notices: readonly Notice[],
  ): void {
    for (const row of noticeRows(event, itemId, at, notices)) this.notices.push(row);
  }

  /** Writes the items, requests and statuses kept so far: a statement each. */
  async writeRows(): Promise<void> {
    const [items, listed, requests, statuses] = [
      this.newItems,
      this.listedItems,
      this.newRequests,
      this.statuses,
    ];
    this.newItems = [];
    this.listedItems = new Set();
    this.newRequests = [];
    this.statuses = new Map();
    this.unwritten = new Map();
    await rememberItems(this.db, items);
    await markListed(this.db, [...listed]);
    await rememberRequests(this.db, requests);
    await setRequestStatuses(this.db, statuses);
  }

  /** What the batch kept, written at its end: its rows, then its notices. */
  async write(): Promise<void> {
    await this.writeRows();
    await this.writeNotices();
  }

  /** Writes the notices caused so far, in one statement: before anything else on them, and last. */
  async writeNotices(): Promise<void> {
    const rows = this.notices;
    this.notices = [];
    await insertNotices(this.db, rows);
  }

  /** Forgets a deleted account entirely, and writes nothing for it again. */
  async closeAccount(userId: string): Promise<void> {
    await this.write();
    await closeAccount(this.db, userId);
    for (const [id, item] of this.items) if (item?.donor_id === userId) this.items.set(id, null);
    for (const [id, request] of this.requests)
      if (request?.requester_id === userId) {
        this.requests.set(id, null);
        this.requestsOfItem.get(request.item_id)?.delete(id);
      }
  }
}
