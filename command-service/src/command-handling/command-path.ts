import type { EventStore } from '@foodshare/platform/event-store/event-store';
import { StreamMemory } from './stream-memory';
import { StreamTurns } from './stream-turns';

/** What every command of a process goes through: the store, and what it keeps of its streams. */
export interface CommandPath {
  readonly store: EventStore;
  /** The state this process last saw of each stream it decided on lately. */
  readonly memory: StreamMemory;
  /** The commands waiting on each stream, which take turns. */
  readonly turns: StreamTurns;
}

/** A command path on `store` with a memory and turns of its own. */
export function commandPath(store: EventStore): CommandPath {
  return { store, memory: new StreamMemory(), turns: new StreamTurns() };
}
