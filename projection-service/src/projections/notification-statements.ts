import type { NotificationParams, NotificationType } from '@foodshare/contracts/notifications';
import type { RequestIntent, RequestStatus } from '@foodshare/contracts/requests';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import type { AppDatabase } from '@foodshare/read-models/database';
import {
  notificationItems,
  notificationRequests,
  notifications,
} from '@foodshare/read-models/notifications';
import { columnTypesWithout } from '@foodshare/read-models/table';
import { sql, type Transaction } from 'kysely';
import { insertColumns, instant, typedArray } from './unnest-rows';

/*
 * The statements on the notifications read model's tables (read-models' notifications): the
 * notices written, and what the projection remembers of items, requests and closed accounts.
 */

export type Db = Transaction<AppDatabase>;

export interface Notice {
  readonly userId: string;
  readonly type: NotificationType;
  readonly text: {
    readonly title: string;
    readonly message: string;
    readonly params: NotificationParams;
  };
}

export const notice = (userId: string, type: NotificationType, text: Notice['text']): Notice => ({
  userId,
  type,
  text,
});

/**
 * Notifications arrived with this release. What happened before it is recorded too, as
 * history, but already read: an upgraded installation should not greet everyone with '9+'.
 * A fixed instant, so every rebuild gives the same read marks.
 */
export const NOTIFICATIONS_SINCE = new Date('2026-11-21T21:30:00Z');

/**
 * The rows of the notices one event causes. The id is derived from the event, the recipient and
 * the type, so a rebuild from position 0 writes the same ids, and the read marks (which name
 * those ids) land on the same rows again.
 */
export function noticeRows(
  event: { readonly id: string; readonly createdAt: Date },
  itemId: string,
  at: string,
  notices: readonly Notice[],
): NoticeRow[] {
  return notices.map((each) => ({
    id: uuidFromHash(event.id, each.userId, each.type),
    user_id: each.userId,
    title: each.text.title,
    message: each.text.message,
    type: each.type,
    params: JSON.stringify(each.text.params),
    is_read: event.createdAt < NOTIFICATIONS_SINCE,
    related_item_id: itemId,
    created_at: instant(at),
  }));
}

/**
 * Writes notices in their order, in one statement: a typed array per column (`unnest`), however
 * many notices the batch caused.
 */
export async function insertNotices(db: Db, rows: readonly NoticeRow[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = sql.join(
    NOTICE_COLUMNS.map((column) =>
      typedArray(
        rows.map((row) => row[column]),
        NOTICE_TYPES[column],
      ),
    ),
  );
  const columns = sql.join(NOTICE_COLUMNS.map((column) => sql.ref(column)));
  // The server leaves out closed accounts; `seq` follows the order the notices were caused in.
  await sql`insert into notifications (${columns})
    select ${sql.join(NOTICE_COLUMNS.map((column) => sql.ref(`notice.${column}`)))}
    from unnest(${arrays}) with ordinality as notice(${columns}, ord)
    where not exists (select from notification_closed_accounts closed
      where closed.user_id = notice.user_id)
    order by notice.ord
    on conflict (id) do nothing`.execute(db);
}

/** Every column but `seq`, which the server numbers in the order the notices are inserted. */
const NOTICE_TYPES = columnTypesWithout(notifications.columnTypes, 'seq');
const NOTICE_COLUMNS = Object.keys(NOTICE_TYPES) as (keyof typeof NOTICE_TYPES)[];

export type NoticeRow = {
  id: string;
  user_id: string;
  title: string;
  message: string;
  type: NotificationType;
  /** JSON text of the words' values. */
  params: string;
  is_read: boolean;
  related_item_id: string;
  /** A Date, or the event's own text of the instant (`instant`). */
  created_at: Date | string;
};

/** Each request's new status, in one statement (a typed array per column, `unnest`). */
export async function setRequestStatuses(
  db: Db,
  statuses: ReadonlyMap<string, RequestStatus>,
): Promise<void> {
  if (statuses.size === 0) return;
  await db
    .updateTable('notification_requests')
    .from(
      sql<{
        id: string;
        status: RequestStatus;
      }>`unnest(${typedArray([...statuses.keys()], 'uuid')}, ${typedArray([...statuses.values()], 'text')})`.as<'changed'>(
        sql`changed(id, status)`,
      ),
    )
    .set((eb) => ({ status: eb.ref('changed.status') }))
    .whereRef('notification_requests.id', '=', 'changed.id')
    .execute();
}

export interface RememberedItem {
  readonly id: string;
  readonly donorId: string;
  readonly title: string;
  readonly isMarketplace: boolean;
  readonly price: string | null;
}

/** Remembers new items: whom to tell about each, under which title (one statement, `unnest`). */
export async function rememberItems(db: Db, items: readonly RememberedItem[]): Promise<void> {
  if (items.length === 0) return;
  await insertColumns(
    db,
    notificationItems.name,
    notificationItems.columnTypes,
    items.map((item) => ({
      id: item.id,
      donor_id: item.donorId,
      title: item.title,
      is_marketplace: item.isMarketplace,
      price: item.price,
      listed: false,
    })),
    sql`on conflict (id) do nothing`,
  );
}

/** Marks items approved: listed once, an item stays so. */
export async function markListed(db: Db, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .updateTable(notificationItems.name)
    .set({ listed: true })
    .where(sql<boolean>`id = any(${typedArray([...itemIds], 'uuid')})`)
    .execute();
}

export interface RememberedRequest {
  readonly id: string;
  readonly itemId: string;
  readonly requesterId: string;
  readonly intent: RequestIntent;
  readonly price: string | null;
  /** Where it stands when written: waiting for an answer unless the batch already answered it. */
  readonly status?: RequestStatus;
}

/** Remembers new requests, each waiting for an answer or as answered (one statement, `unnest`). */
export async function rememberRequests(
  db: Db,
  requests: readonly RememberedRequest[],
): Promise<void> {
  if (requests.length === 0) return;
  await insertColumns(
    db,
    notificationRequests.name,
    notificationRequests.columnTypes,
    requests.map((request) => ({
      id: request.id,
      item_id: request.itemId,
      requester_id: request.requesterId,
      intent: request.intent,
      price: request.price,
      status: request.status ?? 'pending',
    })),
    sql`on conflict (id) do nothing`,
  );
}

/** Forgets a deleted account entirely, and writes nothing for it again. */
export async function closeAccount(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_requests').where('requester_id', '=', userId).execute();
  await db.deleteFrom('notification_items').where('donor_id', '=', userId).execute();
  await db
    .insertInto('notification_closed_accounts')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
