import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@foodshare/platform/event-store/event-store';

export interface BatchReader {
  /** The batch after `after`: the one read ahead from there, or a fresh read. */
  read(after: Position): Promise<RecordedEvent[]>;
  /** Starts reading the batch after `after`, for the next `read`. */
  readAhead(after: Position): void;
  /** Waits for a read ahead still under way, so a finished loop leaves no query behind. */
  close(): Promise<void>;
}

/**
 * Reads one loop's batches, at most one ahead. A batch read ahead is used only if the
 * checkpoint is still where that read started; after a race or a failed batch it is dropped.
 * Applying it a little after it was read is as safe as applying any batch read outside the
 * transaction: a read answers a prefix of what follows its start that no late commit can grow
 * in front of (the store's visibility rule). As it was read during this loop, it saw all that
 * was readable when the loop began, so an empty one still means caught up.
 */
export function createBatchReader(store: EventStore, batchSize: number): BatchReader {
  let ahead: { readonly after: Position; readonly events: Promise<RecordedEvent[]> } | null = null;
  const read = (after: Position) => store.readAll({ after, maxCount: batchSize });
  return {
    async read(after) {
      const pending = ahead;
      ahead = null;
      if (pending && comparePositions(pending.after, after) === 0) return pending.events;
      if (pending) await settled(pending.events);
      return read(after);
    },
    readAhead(after) {
      const events = read(after);
      // Dropped unread, its failure concerns no one; used, it throws where it is awaited.
      events.catch(() => {});
      ahead = { after, events };
    },
    async close() {
      if (ahead) await settled(ahead.events);
      ahead = null;
    },
  };
}

async function settled(promise: Promise<unknown>): Promise<void> {
  await promise.then(
    () => {},
    () => {},
  );
}
