import type { UserRole } from '@foodshare/contracts/enums';
import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { STAFF_ROLE_LABELS, type StaffRole } from '@foodshare/contracts/staff';
import { type UserEvent, userEventSchema } from '@foodshare/contracts/user-events';
import type { Decider } from '../command-handling/decider';

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
      /** When the profile last changed (at first, when the account was registered). */
      readonly updatedAt: string;
      /** Staff permissions on top of the role, in the order they were granted. */
      readonly staffRoles: readonly StaffRole[];
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
  | { readonly type: 'DeleteUser'; readonly now: Date }
  | {
      readonly type: 'GrantStaffRole' | 'RevokeStaffRole';
      readonly role: StaffRole;
      /** Who decided: an operator's name, or `system:seed`. */
      readonly by: string;
      readonly reason: string;
      readonly now: Date;
    };

const NO_ACCOUNT = 'This account no longer exists.';

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { status: 'new' },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'active',
          ...event.data,
          updatedAt: event.data.registeredAt,
          staffRoles: [],
        };
      case 'UserProfileUpdated':
        if (state.status !== 'active') return state;
        return {
          ...state,
          role: event.data.role,
          isPublicProfile: event.data.isPublicProfile,
          personal: event.data.personal,
          updatedAt: event.data.updatedAt,
        };
      case 'UserDeleted':
        return { status: 'deleted', userId: event.data.userId };
      case 'StaffRoleGranted':
        if (state.status !== 'active' || state.staffRoles.includes(event.data.role)) return state;
        return { ...state, staffRoles: [...state.staffRoles, event.data.role] };
      case 'StaffRoleRevoked':
        if (state.status !== 'active') return state;
        return {
          ...state,
          staffRoles: state.staffRoles.filter((role) => role !== event.data.role),
        };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        return registerUser(command, state);
      case 'UpdateProfile':
        return updateProfile(command, state);
      case 'DeleteUser':
        return deleteUser(command, state);
      case 'GrantStaffRole':
        return grantStaffRole(command, state);
      case 'RevokeStaffRole':
        return revokeStaffRole(command, state);
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded, streamStart) => parseEvent(userEventSchema, recorded, streamStart),
};

type UserCommandOf<Type extends UserCommand['type']> = Extract<UserCommand, { type: Type }>;

function registerUser(command: UserCommandOf<'RegisterUser'>, state: UserState): UserEvent[] {
  if (state.status !== 'new') throw new DomainError('conflict', 'This account already exists.');
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
}

function updateProfile(command: UserCommandOf<'UpdateProfile'>, state: UserState): UserEvent[] {
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
}

function deleteUser(command: UserCommandOf<'DeleteUser'>, state: UserState): UserEvent[] {
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
}

function grantStaffRole(
  command: UserCommandOf<'GrantStaffRole' | 'RevokeStaffRole'>,
  state: UserState,
): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('not_found', NO_ACCOUNT);
  // Granted already: a retried grant records nothing twice.
  if (state.staffRoles.includes(command.role)) return [];
  return [
    {
      type: 'StaffRoleGranted',
      data: {
        userId: state.userId,
        role: command.role,
        grantedBy: command.by,
        reason: command.reason,
        grantedAt: command.now.toISOString(),
      },
    },
  ];
}

function revokeStaffRole(
  command: UserCommandOf<'GrantStaffRole' | 'RevokeStaffRole'>,
  state: UserState,
): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('not_found', NO_ACCOUNT);
  if (!state.staffRoles.includes(command.role))
    throw new DomainError(
      'conflict',
      `${state.username} is not a ${STAFF_ROLE_LABELS[command.role].toLowerCase()}: there is nothing to revoke.`,
    );
  return [
    {
      type: 'StaffRoleRevoked',
      data: {
        userId: state.userId,
        role: command.role,
        revokedBy: command.by,
        reason: command.reason,
        revokedAt: command.now.toISOString(),
      },
    },
  ];
}
