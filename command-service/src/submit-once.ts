import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import type { z } from 'zod';
import type { Decider } from './command-handling/decider';

/**
 * A stream that holds one submitted record (a contact message, a hub application): it is
 * recorded once; the same id again is a conflict.
 */
export function submitOnceDecider<Event extends { type: string; data: unknown }>(
  schema: z.ZodType<Event>,
): Decider<Event, Event, boolean> {
  return {
    initialState: false,
    evolve: () => true,
    decide(event, submitted) {
      if (submitted) throw new DomainError('conflict', 'This was already submitted.');
      return [event];
    },
    parse: (recorded, streamStart) => parseEvent(schema, recorded, streamStart),
  };
}
