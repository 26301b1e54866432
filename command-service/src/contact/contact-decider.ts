import { type ContactEvent, contactMessageReceivedSchema } from '@foodshare/contracts/contact';
import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import {
  contactMessageHandledSchema,
  contactMessageReopenedSchema,
  STAFF_INBOX_MESSAGES,
} from '@foodshare/contracts/staff-inbox';
import { z } from 'zod';
import type { Decider } from '../command-handling/decider';

const contactStreamEventSchema = z.discriminatedUnion('type', [
  contactMessageReceivedSchema,
  contactMessageHandledSchema,
  contactMessageReopenedSchema,
]);
export type ContactStreamEvent = z.infer<typeof contactStreamEventSchema>;

export type ContactState =
  | { readonly status: 'none' }
  | { readonly status: 'unhandled' | 'handled'; readonly messageId: string };

export type ContactCommand =
  /** The contact form's message, recorded once. */
  | ContactEvent
  | {
      readonly type: 'MarkContactMessage';
      readonly handled: boolean;
      readonly moderatorId: string;
      readonly now: Date;
    };

/** `contact-<id>`: one message from the contact form, marked handled (or not) by staff. */
export const contactDecider: Decider<ContactCommand, ContactStreamEvent, ContactState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'ContactMessageReceived':
        return { status: 'unhandled', messageId: event.data.messageId };
      case 'ContactMessageHandled':
        return state.status === 'none' ? state : { ...state, status: 'handled' };
      case 'ContactMessageReopened':
        return state.status === 'none' ? state : { ...state, status: 'unhandled' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'ContactMessageReceived') {
      if (state.status !== 'none') throw new DomainError('conflict', 'This was already submitted.');
      return [command];
    }
    if (state.status === 'none')
      throw new DomainError('not_found', STAFF_INBOX_MESSAGES.unknownMessage);
    // Marking it as it already is changes nothing.
    if ((state.status === 'handled') === command.handled) return [];
    const at = command.now.toISOString();
    return command.handled
      ? [
          {
            type: 'ContactMessageHandled',
            data: { messageId: state.messageId, handledBy: command.moderatorId, handledAt: at },
          },
        ]
      : [
          {
            type: 'ContactMessageReopened',
            data: { messageId: state.messageId, reopenedBy: command.moderatorId, reopenedAt: at },
          },
        ];
  },
  parse: (recorded, streamStart) => parseEvent(contactStreamEventSchema, recorded, streamStart),
};

export const contactStreamId = (messageId: string) => `contact-${messageId}`;
