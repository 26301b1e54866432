import type { UserRole } from '@foodshare/contracts/enums';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { type UserEvent, userEventSchema } from '@foodshare/contracts/user-events';
import { DomainError } from '@foodshare/platform/http/errors';
import type { Decider } from '../command-handler';

export type UserState =
  | { readonly status: 'new' }
  | {
      readonly status: 'active';
      readonly userId: string;
      readonly username: string;
      readonly role: UserRole;
      readonly isPublicProfile: boolean;
      readonly personal: Sealed;
      readonly registeredAt: string;
    };

export type UserCommand = {
  readonly type: 'RegisterUser';
  readonly userId: string;
  readonly username: string;
  readonly role: UserRole;
  readonly isPublicProfile: boolean;
  /** Sealed before deciding: encryption is I/O and stays out of the domain. */
  readonly personal: Sealed;
  readonly now: Date;
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { status: 'new' },
  evolve(_state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', ...event.data };
      default: {
        const unhandled: never = event.type;
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
      default: {
        const unhandled: never = command.type;
        return unhandled;
      }
    }
  },
  parse: (recorded) => userEventSchema.parse({ type: recorded.type, data: recorded.data }),
};
