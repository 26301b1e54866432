import {
  type InboxEvent,
  inboxEventSchema,
  NOTIFICATION_MESSAGES,
} from '@foodshare/contracts/notifications';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Decider } from '../command-handler';

/** An `inbox-<userId>` stream: the read marks a person set on their notifications. */
export interface InboxState {
  /** Notifications marked one by one, so a repeated mark appends nothing. */
  readonly read: ReadonlySet<string>;
}

/** A notification as the read model shows it when the person asks; null when there is none. */
export interface NotificationSeen {
  readonly userId: string;
  readonly isRead: boolean;
}

export type InboxCommand =
  | {
      readonly type: 'MarkNotificationRead';
      readonly userId: string;
      readonly notificationId: string;
      readonly notification: NotificationSeen | null;
      readonly now: Date;
    }
  | {
      readonly type: 'MarkAllNotificationsRead';
      readonly userId: string;
      /** Unread notifications the person has now: with none, there is nothing to mark. */
      readonly unread: number;
      readonly now: Date;
    };

export const inboxDecider: Decider<InboxCommand, InboxEvent, InboxState> = {
  initialState: { read: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationRead':
        return { read: new Set(state.read).add(event.data.notificationId) };
      case 'AllNotificationsRead':
        return state;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MarkNotificationRead': {
        const { notification } = command;
        // Someone else's notification is answered as if it did not exist: ids reveal nothing.
        if (!notification || notification.userId !== command.userId)
          throw new DomainError('not_found', NOTIFICATION_MESSAGES.notFound, 'id');
        if (notification.isRead || state.read.has(command.notificationId)) return [];
        return [
          {
            type: 'NotificationRead',
            data: {
              userId: command.userId,
              notificationId: command.notificationId,
              readAt: command.now.toISOString(),
            },
          },
        ];
      }
      case 'MarkAllNotificationsRead':
        if (command.unread === 0) return [];
        return [
          {
            type: 'AllNotificationsRead',
            data: { userId: command.userId, readAt: command.now.toISOString() },
          },
        ];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded) => inboxEventSchema.parse({ type: recorded.type, data: recorded.data }),
};
