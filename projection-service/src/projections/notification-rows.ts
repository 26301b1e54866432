import type { NotificationParams, NotificationType } from '@foodshare/contracts/notifications';
import type { RequestIntent, RequestStatus } from '@foodshare/contracts/requests';
import type { ColumnType } from 'kysely';

export interface NotificationsTable {
  /** Derived from the event, recipient and type: a rebuild reproduces it (and its read mark). */
  id: string;
  user_id: string;
  title: string;
  message: string | null;
  type: NotificationType;
  /** jsonb: the values the words were made of (contracts' NotificationParams), for translation. */
  params: ColumnType<NotificationParams, string, string>;
  is_read: boolean;
  related_item_id: string | null;
  created_at: Date;
  /** The order the projection wrote them: breaks ties between equal created_at. */
  seq: ColumnType<string, never, never>;
}

/** What the notifications projection knows of each item: whom to tell, and its title. */
export interface NotificationItemsTable {
  id: string;
  donor_id: string;
  title: string;
  is_marketplace: boolean;
  /** What a buyer pays: the discounted price, else the original one. */
  price: string | null;
}

/** What the notifications projection knows of each request: its taker and where it stands. */
export interface NotificationRequestsTable {
  id: string;
  item_id: string;
  requester_id: string;
  intent: RequestIntent;
  price: string | null;
  status: RequestStatus;
}

/** Deleted accounts, by id only: nothing is written for them again. */
export interface NotificationClosedAccountsTable {
  user_id: string;
}
