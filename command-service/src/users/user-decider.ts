import type { UserRole } from '@foodshare/contracts/enums';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { type UserEvent, userEventSchema } from '@foodshare/contracts/user-events';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Decider } from '../command-handler';

export type UserState =
  | { readonly status: 'new' }
  | { readonly status: 'deleted'; readonly userId: string }
  | {
      readonly status: 'active';
      readonly userId: string;
      readonly username: string;
      readonly role: UserRole;
      readonly isPublicProfile: boolean;
      readonly personal: Sealed;
      readonly registeredAt: string;
    };

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly userId: string;
      readonly username: string;
      readonly role: UserRole;
      readonly isPublicProfile: boolean;
      /** Sealed before deciding: encryption is I/O and stays out of the domain. */
      readonly personal: Sealed;
      readonly now: Date;
    }
  | {
      readonly type: 'UpdateProfile';
      readonly role: UserRole;
      readonly isPublicProfile: boolean;
      /** The whole personal record after the change, sealed. */
      readonly personal: Sealed;
      readonly now: Date;
    }
  | { readonly type: 'DeleteUser'; readonly now: Date };

const NO_ACCOUNT = 'This account no longer exists.';

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { status: 'new' },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', ...event.data };
      case 'UserProfileUpdated':
        if (state.status !== 'active') return state;
        return {
          ...state,
          role: event.data.role,
          isPublicProfile: event.data.isPublicProfile,
          personal: event.data.personal,
        };
      case 'UserDeleted':
        return { status: 'deleted', userId: event.data.userId };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'new')
          throw new DomainError('conflict', 'This account already exists.');
        return [
          {
            type: 'UserRegistered',
            data: {
              userId: command.userId,
              username: command.username,
              role: command.role,
              isPublicProfile: command.isPublicProfile,
              personal: command.personal,
              registeredAt: command.now.toISOString(),
            },
          },
        ];
      case 'UpdateProfile':
        if (state.status !== 'active') throw new DomainError('unauthenticated', NO_ACCOUNT);
        return [
          {
            type: 'UserProfileUpdated',
            data: {
              userId: state.userId,
              role: command.role,
              isPublicProfile: command.isPublicProfile,
              personal: command.personal,
              updatedAt: command.now.toISOString(),
            },
          },
        ];
      case 'DeleteUser':
        if (state.status !== 'active') throw new DomainError('unauthenticated', NO_ACCOUNT);
        return [
          {
            type: 'UserDeleted',
            data: {
              userId: state.userId,
              username: state.username,
              deletedAt: command.now.toISOString(),
            },
          },
        ];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded) => userEventSchema.parse({ type: recorded.type, data: recorded.data }),
};
