import type { NotificationParams, NotificationType } from '@foodshare/contracts/notifications';
import type { RequestIntent, RequestStatus } from '@foodshare/contracts/requests';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../database';
import { insertColumns, instant, typedArray } from './unnest-rows';

/*
 * The tables of the notifications read model and the statements on them: the notifications
 * themselves, and what the projection remembers of items, requests and closed accounts to know
 * whom an event concerns (it reads no other projection's tables).
 */

export async function createNotificationTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('message', 'text')
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('params', 'jsonb', (column) => column.notNull())
    .addColumn('is_read', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('related_item_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('seq', 'bigint', (column) => column.generatedAlwaysAsIdentity())
    .execute();
  await sql`create index on notifications (user_id, created_at desc, seq desc)`.execute(db);
  // The unread count on every list and every live update.
  await sql`create index on notifications (user_id) where not is_read`.execute(db);
  await db.schema
    .createTable('notification_items')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('donor_id', 'uuid', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('is_marketplace', 'boolean', (column) => column.notNull())
    .addColumn('price', sql`numeric(10, 2)`)
    .execute();
  await sql`create index on notification_items (donor_id)`.execute(db);
  await db.schema
    .createTable('notification_requests')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('item_id', 'uuid', (column) => column.notNull())
    .addColumn('requester_id', 'uuid', (column) => column.notNull())
    .addColumn('intent', 'text', (column) => column.notNull())
    .addColumn('price', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .execute();
  await sql`create index on notification_requests (item_id, status)`.execute(db);
  await sql`create index on notification_requests (requester_id)`.execute(db);
  await db.schema
    .createTable('notification_closed_accounts')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .execute();
}

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

const NOTICE_TYPES: { readonly [K in keyof NoticeRow]: string } = {
  id: 'uuid',
  user_id: 'uuid',
  title: 'text',
  message: 'text',
  type: 'text',
  params: 'jsonb',
  is_read: 'boolean',
  related_item_id: 'uuid',
  created_at: 'timestamptz',
};

const NOTICE_COLUMNS = [
  'id',
  'user_id',
  'title',
  'message',
  'type',
  'params',
  'is_read',
  'related_item_id',
  'created_at',
] as const;

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
    'notification_items',
    { id: 'uuid', donor_id: 'uuid', title: 'text', is_marketplace: 'boolean', price: 'numeric' },
    items.map((item) => ({
      id: item.id,
      donor_id: item.donorId,
      title: item.title,
      is_marketplace: item.isMarketplace,
      price: item.price,
    })),
    sql`on conflict (id) do nothing`,
  );
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
    'notification_requests',
    {
      id: 'uuid',
      item_id: 'uuid',
      requester_id: 'uuid',
      intent: 'text',
      price: 'text',
      status: 'text',
    },
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
