import type { CommandPath } from './command-path';
import type { Decider, DomainEvent, StreamHandler } from './decider';
import { handleCommand, loadState } from './one-stream';

/** `decider` bound to its stream type (`streamId` names a stream from its id) on `path`. */
export function streamHandler<Command, Event extends DomainEvent, State>(
  path: CommandPath,
  streamId: (id: string) => string,
  decider: Decider<Command, Event, State>,
): StreamHandler<Command, Event, State> {
  return {
    decider,
    streamId,
    async load(id) {
      const loaded = await loadState(path, streamId(id), decider);
      path.memory.remember(streamId(id), decider, loaded);
      return loaded;
    },
    handle: (id, command, context, options) =>
      handleCommand(path, streamId(id), decider, command, context, options),
  };
}
