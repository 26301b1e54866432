import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import { type UsernameEvent, usernameEventSchema } from '@foodshare/contracts/user-events';
import { AUTH_MESSAGES } from '@foodshare/contracts/users';
import type { Decider } from '../command-handling/decider';

/** A `username-<name>` stream: who holds the name now. Uniqueness lives in the event store. */
export interface UsernameState {
  readonly owner: string | null;
}

export type UsernameCommand =
  | { readonly type: 'ClaimUsername'; readonly username: string; readonly userId: string }
  | { readonly type: 'ReleaseUsername'; readonly username: string; readonly userId: string };

export const usernameDecider: Decider<UsernameCommand, UsernameEvent, UsernameState> = {
  initialState: { owner: null },
  evolve(_state, event) {
    switch (event.type) {
      case 'UsernameClaimed':
        return { owner: event.data.userId };
      case 'UsernameReleased':
        return { owner: null };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ClaimUsername':
        if (state.owner === command.userId) return [];
        if (state.owner) throw new DomainError('conflict', AUTH_MESSAGES.usernameTaken, 'username');
        return [
          { type: 'UsernameClaimed', data: { username: command.username, userId: command.userId } },
        ];
      case 'ReleaseUsername':
        if (state.owner !== command.userId) return [];
        return [
          {
            type: 'UsernameReleased',
            data: { username: command.username, userId: command.userId },
          },
        ];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded, streamStart) => parseEvent(usernameEventSchema, recorded, streamStart),
};
