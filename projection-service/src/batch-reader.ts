import {
  comparePositions,
  type EventStore,
  type LogPage,
  type LogReader,
  type LogReaders,
  type Position,
} from '@foodshare/platform/event-store/event-store';

/**
 * One loop's batch: the events of its types, how far the read behind it went (the checkpoint
 * after it, past every event read of whatever type), and whether it was full (more may follow
 * right after `through`) or caught up with the log.
 */
export type Batch = LogPage;

export interface BatchReader {
  /** The batch after `after`: the one read ahead from there, or a fresh read. */
  read(after: Position): Promise<Batch>;
  /** The next event of the loop's types after `after`, alone (a failed batch, event by event). */
  readOne(after: Position): Promise<Batch>;
  /** Starts reading the batch after `after`, for the next `read`. */
  readAhead(after: Position): void;
  /** Resolves once events after `after` may be readable (or on timeout or abort): a hint. */
  waitForMore(after: Position, options: { timeoutMs: number; signal: AbortSignal }): Promise<void>;
  /** Ends the store's reader, and waits for a read ahead still under way. */
  close(): Promise<void>;
}

/**
 * Reads one loop's batches through the store's reader of its event types (`LogReader`: the
 * store picks the types out and moves `through` past the others), at most one batch ahead. A
 * batch read ahead is used only if the checkpoint is still where that read started; after a race
 * or a failed batch it is dropped. Applying it a little after it was read is as safe as applying
 * any batch read outside the transaction: a read answers a prefix of what follows its start that
 * no late commit can grow in front of (the store's visibility rule). As it was read during this
 * loop, it saw all that was readable when the loop began, so a short one still means caught up.
 * The store's reader serves one read at a time: a read waits for the one ahead to settle.
 */
export function createBatchReader(log: LogReader): BatchReader {
  let ahead: { readonly after: Position; readonly batch: Promise<Batch> } | null = null;
  /** The read ahead, taken if it started at `after`; otherwise left to settle and dropped. */
  const takeAhead = async (after: Position | null): Promise<Promise<Batch> | null> => {
    const pending = ahead;
    ahead = null;
    if (pending && after && comparePositions(pending.after, after) === 0) return pending.batch;
    if (pending) await settled(pending.batch);
    return null;
  };
  return {
    async read(after) {
      return (await takeAhead(after)) ?? log.read(after);
    },
    async readOne(after) {
      await takeAhead(null);
      return log.read(after, 1);
    },
    readAhead(after) {
      const batch = log.read(after);
      // Dropped unread, its failure concerns no one; used, it throws where it is awaited.
      batch.catch(() => {});
      ahead = { after, batch };
    },
    waitForMore: (after, options) => log.waitForMore(after, options),
    async close() {
      // The reader first: a read ahead waiting on its subscription then ends at once.
      await log.close();
      if (ahead) await settled(ahead.batch);
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

/**
 * The readers of one runner's live loops, opened together: caught up, the loops stand at one
 * position, and the store may serve them from reads they share (`LogReaders`).
 */
export function createSharedReads(store: EventStore, batchSize: number): LogReaders {
  return store.openReaders({ pageSize: batchSize });
}
