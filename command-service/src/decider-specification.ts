import { expect } from 'vitest';
import type { Decider } from './command-handling/decider';

/** Given these events, when this command, then these events (or this error). */
export function specification<Command, Event extends { type: string; data: unknown }, State>(
  decider: Decider<Command, Event, State>,
) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState));
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then is the house vocabulary; this object is never awaited
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (expected: { code: string; message?: string; field?: string }) => {
          expect(run).toThrow(expect.objectContaining(expected));
        },
      };
    },
  });
}
