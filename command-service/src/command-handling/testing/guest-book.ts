import { DomainError } from '@foodshare/contracts/errors';
import type { CommandPath } from '../command-path';
import type { Decider } from '../decider';
import { handleCommand } from '../one-stream';

/** A guest list with room for `ROOM` names: the smallest decider with a real conflict. */
export const ROOM = 3;
export type Signed = { type: 'Signed'; data: { name: string } };
export const guestBook: Decider<{ name: string }, Signed, string[]> = {
  initialState: [],
  evolve: (names, event) => [...names, event.data.name],
  decide: ({ name }, names) => {
    if (name === 'refused') throw new DomainError('validation', 'Not on the list');
    if (names.length >= ROOM) throw new DomainError('conflict', 'The book is full');
    return [{ type: 'Signed', data: { name } }];
  },
  parse: ({ type, data }) => ({ type, data }) as Signed,
};

/** A book without a limit: only contention can stop a command on it. */
export const endless: typeof guestBook = {
  ...guestBook,
  decide: ({ name }) => [{ type: 'Signed', data: { name } }],
};

/**
 * A door on a guest list: "lock" and "unlock" turn it, anyone else signs while it is open. A
 * refusal that a later event lifts, which a full book never is.
 */
export const door: typeof guestBook = {
  ...guestBook,
  initialState: [],
  decide: ({ name }, names) => {
    if (name === 'lock' || name === 'unlock') return [{ type: 'Signed', data: { name } }];
    if (names.findLast((turn) => turn === 'lock' || turn === 'unlock') === 'lock')
      throw new DomainError('conflict', 'The door is locked');
    return [{ type: 'Signed', data: { name } }];
  },
};

export const context = { actor: 'system:test', correlationId: 'c-1' };

/** Signs `name` in the book on `streamId`, as one command. */
export const sign = (path: CommandPath, streamId: string, name: string) =>
  handleCommand(path, streamId, guestBook, { name }, context);
