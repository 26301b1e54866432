import { DomainError } from '@foodshare/platform/http/errors';
import type { Decider } from './command-handler';

/**
 * A stream that holds one submitted record (a contact message, a hub application): it is
 * recorded once; the same id again is a conflict.
 */
export function submitOnceDecider<Event extends { type: string; data: unknown }>(
  parse: Decider<Event, Event, boolean>['parse'],
): Decider<Event, Event, boolean> {
  return {
    initialState: false,
    evolve: () => true,
    decide(event, submitted) {
      if (submitted) throw new DomainError('conflict', 'This was already submitted.');
      return [event];
    },
    parse,
  };
}
