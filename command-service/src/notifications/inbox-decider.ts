import { parseEvent } from '@foodshare/contracts/events';
import { type InboxEvent, inboxEventSchema } from '@foodshare/contracts/notifications';
import type { Decider } from '../command-handling/decider';

/** An `inbox-<userId>` stream: the read marks a person set on their notifications. */
export interface InboxState {
  /** Notifications marked one by one, so a repeated mark appends nothing. */
  readonly read: ReadonlySet<string>;
}

/**
 * Decided from the inbox stream alone. Which notifications exist, and whose, the inbox cannot
 * know: they are the read side's, drawn from other streams' events. So a mark is recorded for
 * any id, in the marker's own inbox, and the notifications read model applies it to that
 * person's notification of that id only. Someone else's id, or no one's, is answered as one's
 * own is and changes nothing anyone sees: ids reveal nothing. An id is only learnt from one's
 * own list, which the read model drew from events before the mark, so a mark always finds its
 * notification there.
 */
export type InboxCommand =
  | {
      readonly type: 'MarkNotificationRead';
      readonly userId: string;
      readonly notificationId: string;
      readonly now: Date;
    }
  | {
      /** Marks every notification the person has when it is recorded; later ones stay unread. */
      readonly type: 'MarkAllNotificationsRead';
      readonly userId: string;
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
        if (state.read.has(command.notificationId)) return [];
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
  parse: (recorded, streamStart) => parseEvent(inboxEventSchema, recorded, streamStart),
};
