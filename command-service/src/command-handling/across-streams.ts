import type { Position, StreamAppend } from '@foodshare/platform/event-store/event-store';
import type { CommandPath } from './command-path';
import { decideAndAppend } from './decide-and-append';
import type { CommandContext, DomainEvent, StreamHandler } from './decider';
import { eventsToAppend } from './events-to-append';

/** Decides on one stream inside `decideAcrossStreams`; nothing is appended yet. */
export type DecideOn = <Command, Event extends DomainEvent, State>(
  handler: StreamHandler<Command, Event, State>,
  id: string,
  command: Command,
) => Promise<{ readonly events: Event[]; readonly before: State; readonly after: State }>;

export interface AcrossStreamsResult<T> {
  readonly value: T;
  /** The last position of each stream that was appended to (none when nothing changed). */
  readonly positions: Position[];
}

/**
 * One command that touches several streams (a sign-up claims a name and a picture and registers
 * the account): `decide` decides on each stream through `on`, each read afresh, and only once
 * every decision is made are all their events appended together (`EventStore.appendMany`). A
 * refusal anywhere appends nothing. Another writer on any of the streams makes the append fail;
 * then everything is decided again (`decideAndAppend`). On PostgreSQL the append is one
 * transaction; on EventStoreDB it is not atomic against a writer slipping in between its
 * streams (`atomicMultiStreamAppend`), which can leave the first streams appended.
 */
export function decideAcrossStreams<T>(
  path: Pick<CommandPath, 'store' | 'memory'>,
  context: CommandContext,
  decide: (on: DecideOn) => Promise<T>,
): Promise<AcrossStreamsResult<T>> {
  return decideAndAppend<AcrossStreamsResult<T>>({
    async onRead() {
      const shares: StreamAppend[] = [];
      const on: DecideOn = async (handler, id, command) => {
        const streamId = handler.streamId(id);
        if (shares.some((share) => share.streamId === streamId))
          throw new Error(`${streamId} is decided on twice in one command`);
        const { state, revision } = await handler.load(id);
        const events = handler.decider.decide(command, state);
        if (events.length > 0)
          shares.push({
            streamId,
            events: eventsToAppend(events, context, streamId, revision),
            expectedRevision: revision ?? 'no_stream',
          });
        return { events, before: state, after: events.reduce(handler.decider.evolve, state) };
      };
      const value = await decide(on);
      if (shares.length === 0) return { answer: { value, positions: [] } };
      return {
        async append() {
          // What this process remembers of them will be out of date (or was, if this fails).
          for (const share of shares) path.memory.forget(share.streamId);
          const appended = await path.store.appendMany(shares);
          return { value, positions: appended.map((result) => result.position) };
        },
      };
    },
  });
}
