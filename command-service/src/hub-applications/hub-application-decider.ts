import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import {
  hubApplicationSubmittedSchema,
  type HubApplicationEvent as Submitted,
} from '@foodshare/contracts/hub-applications';
import {
  hubApplicationApprovedSchema,
  hubApplicationRejectedSchema,
  STAFF_INBOX_MESSAGES,
} from '@foodshare/contracts/staff-inbox';
import { z } from 'zod';
import type { Decider } from '../command-handling/decider';

const hubApplicationEventSchema = z.discriminatedUnion('type', [
  hubApplicationSubmittedSchema,
  hubApplicationApprovedSchema,
  hubApplicationRejectedSchema,
]);
export type HubApplicationStreamEvent = z.infer<typeof hubApplicationEventSchema>;

export type HubApplicationState =
  | { readonly status: 'none' }
  | {
      readonly status: 'pending' | 'approved' | 'rejected';
      readonly application: Submitted['data'];
      readonly hubId: string | null;
    };

export type HubApplicationCommand =
  /** The wizard's application, recorded once. */
  | Submitted
  | {
      readonly type: 'ApproveHubApplication';
      readonly moderatorId: string;
      readonly hubId: string;
      readonly reason: string | null;
      readonly now: Date;
    }
  | {
      readonly type: 'RejectHubApplication';
      readonly moderatorId: string;
      readonly reason: string;
      readonly now: Date;
    };

/** `hub-application-<id>`: one application, submitted once, then approved or rejected once. */
export const hubApplicationDecider: Decider<
  HubApplicationCommand,
  HubApplicationStreamEvent,
  HubApplicationState
> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'HubApplicationSubmitted':
        return { status: 'pending', application: event.data, hubId: null };
      case 'HubApplicationApproved':
        return state.status === 'none'
          ? state
          : { ...state, status: 'approved', hubId: event.data.hubId };
      case 'HubApplicationRejected':
        return state.status === 'none' ? state : { ...state, status: 'rejected' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'HubApplicationSubmitted':
        if (state.status !== 'none')
          throw new DomainError('conflict', 'This was already submitted.');
        return [command];
      case 'ApproveHubApplication':
      case 'RejectHubApplication': {
        if (state.status === 'none')
          throw new DomainError('not_found', STAFF_INBOX_MESSAGES.unknownApplication);
        if (state.status !== 'pending')
          throw new DomainError('conflict', STAFF_INBOX_MESSAGES.alreadyDecided(state.status));
        const { applicationId } = state.application;
        const at = command.now.toISOString();
        if (command.type === 'RejectHubApplication')
          return [
            {
              type: 'HubApplicationRejected',
              data: {
                applicationId,
                rejectedBy: command.moderatorId,
                reason: command.reason,
                rejectedAt: at,
              },
            },
          ];
        return [
          {
            type: 'HubApplicationApproved',
            data: {
              applicationId,
              hubId: command.hubId,
              approvedBy: command.moderatorId,
              reason: command.reason,
              approvedAt: at,
            },
          },
        ];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded, streamStart) => parseEvent(hubApplicationEventSchema, recorded, streamStart),
};

export const hubApplicationStreamId = (applicationId: string) => `hub-application-${applicationId}`;
