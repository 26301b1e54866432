import { LRUCache } from 'lru-cache';
import type { Decider, DomainEvent, StreamState } from './decider';

/**
 * How many streams a memory holds: the least recently used go first. A few thousand item and
 * user states, a few kilobytes each at most.
 */
const REMEMBERED_STREAMS = 5000;

/** What this process last saw of a stream: the state its decider folded, and at which revision. */
interface Remembered {
  readonly decider: unknown;
  readonly state: unknown;
  readonly revision: bigint;
}

/**
 * The state this process last read or appended of each stream it decided on lately: a command
 * is decided against it and appended expecting its revision, without reading the stream first.
 * It is only a guess: another process (or a writer that does not go through here) may have
 * appended since, and then the append fails and the command takes the usual path; and nothing
 * is answered from it unless an append proved it current. Plain loads never answer from it.
 * Events are never rewritten nor removed (erasure destroys keys, not events), so a remembered
 * state can be out of date but never wrong for its revision.
 */
export class StreamMemory {
  private readonly streams: LRUCache<string, Remembered>;

  constructor(max = REMEMBERED_STREAMS) {
    this.streams = new LRUCache({ max });
  }

  recall<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
  ): StreamState<State> | undefined {
    const remembered = this.streams.get(streamId);
    // Folded by this decider: its state has the shape it expects.
    if (remembered?.decider !== decider) return undefined;
    return { state: remembered.state as State, revision: remembered.revision };
  }

  /** Remembers a stream's state (folded from events in their current shape) at `revision`. */
  remember<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    { state, revision }: StreamState<State>,
  ): void {
    if (revision === null) return;
    const earlier = this.streams.peek(streamId);
    // A read that ended before an append this process made since knows less.
    if (earlier?.decider === decider && earlier.revision > revision) return;
    this.streams.set(streamId, { decider, state, revision });
  }

  forget(streamId: string): void {
    this.streams.delete(streamId);
  }
}
