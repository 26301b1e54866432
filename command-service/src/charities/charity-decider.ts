import {
  CHARITY_MESSAGES,
  type CharityDecision,
  type CharityEvent,
  type CharityVerificationStatus,
  charityEventSchema,
} from '@foodshare/contracts/charities';
import type { Emirate } from '@foodshare/contracts/emirates';
import type { UserRole } from '@foodshare/contracts/enums';
import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import type { Decider } from '../command-handling/decider';

type Applied = Extract<CharityEvent, { type: 'CharityVerificationApplied' }>['data'];

export interface CharityState {
  readonly status: CharityVerificationStatus;
  /** The latest application, whatever became of it. */
  readonly application: Applied | null;
}

export type CharityCommand =
  | {
      readonly type: 'ApplyForVerification';
      readonly application: Applied;
      /** The applicant's role now: only a charity account applies. */
      readonly role: UserRole | null;
    }
  | {
      readonly type: 'DecideVerification';
      readonly decision: CharityDecision;
      readonly moderatorId: string;
      readonly reason: string | null;
      readonly now: Date;
    };

/** Whether the charity is verified, and in which emirate: what the window asks of a requester. */
export function verifiedIn(state: CharityState): Emirate | null {
  return state.status === 'verified' && state.application ? state.application.emirate : null;
}

/**
 * `charity-<userId>`: one charity's verification (docs/product.md §20). It applies (again after
 * a rejection or a revocation); a moderator verifies or rejects a waiting application, and may
 * revoke a verification.
 */
export const charityDecider: Decider<CharityCommand, CharityEvent, CharityState> = {
  initialState: { status: 'none', application: null },
  evolve(state, event) {
    switch (event.type) {
      case 'CharityVerificationApplied':
        return { status: 'pending', application: event.data };
      case 'CharityVerified':
        return { ...state, status: 'verified' };
      case 'CharityVerificationRejected':
        return { ...state, status: 'rejected' };
      case 'CharityVerificationRevoked':
        return { ...state, status: 'revoked' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ApplyForVerification': {
        if (command.role !== 'charity')
          throw new DomainError('forbidden', CHARITY_MESSAGES.notCharity);
        // A retry of the same application is already recorded.
        if (state.application?.applicationId === command.application.applicationId) return [];
        if (state.status === 'pending')
          throw new DomainError('conflict', CHARITY_MESSAGES.alreadyPending);
        if (state.status === 'verified')
          throw new DomainError('conflict', CHARITY_MESSAGES.alreadyVerified);
        return [{ type: 'CharityVerificationApplied', data: command.application }];
      }
      case 'DecideVerification':
        return decideVerification(command, state);
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded, streamStart) => parseEvent(charityEventSchema, recorded, streamStart),
};

function decideVerification(
  command: Extract<CharityCommand, { type: 'DecideVerification' }>,
  state: CharityState,
): CharityEvent[] {
  const { application } = state;
  if (!application) throw new DomainError('not_found', CHARITY_MESSAGES.unknownApplication);
  const decided = {
    charityId: application.charityId,
    applicationId: application.applicationId,
    moderatorId: command.moderatorId,
    reason: command.reason,
    decidedAt: command.now.toISOString(),
  };
  if (command.decision === 'revoke') {
    if (state.status !== 'verified')
      throw new DomainError('conflict', CHARITY_MESSAGES.notVerified);
    return [{ type: 'CharityVerificationRevoked', data: decided }];
  }
  if (state.status !== 'pending') throw new DomainError('conflict', CHARITY_MESSAGES.notPending);
  if (command.decision === 'reject') {
    if (!command.reason)
      throw new DomainError('validation', CHARITY_MESSAGES.reasonRequired, 'reason');
    return [{ type: 'CharityVerificationRejected', data: decided }];
  }
  return [{ type: 'CharityVerified', data: { ...decided, emirate: application.emirate } }];
}
