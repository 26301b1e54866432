import {
  comparePositions,
  type EventStore,
  formatPosition,
  type Position,
  type ReadAllPage,
  type RecordedEvent,
} from '@foodshare/platform/event-store/event-store';

/** One loop's batch: the events of its types, and how far the read behind it went. */
export interface Batch {
  readonly events: readonly RecordedEvent[];
  /** The checkpoint after this batch: past every event read, of whatever type. */
  readonly through: Position;
  /** The read was full: more may follow right after `through`. Otherwise it was caught up. */
  readonly full: boolean;
}

export interface BatchReader {
  /** Events per read: a read this long may have more after it. */
  readonly batchSize: number;
  /** The batch after `after`: the one read ahead from there, or a fresh read. */
  read(after: Position): Promise<Batch>;
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
 * was readable when the loop began, so a short one still means caught up.
 *
 * With `types`, a loop reads only the events of those types: from the store, which passes the
 * others over in the server, or, through `shared`, from a read of every type shared with the
 * runner's other loops, picked out here. Either way the batch says how far the read went, so
 * the checkpoint moves past the events of other types, and whether it was full, so a batch
 * made short by the types is not taken for the end of the log.
 */
export function createBatchReader(
  store: EventStore,
  batchSize: number,
  /** The event types the loop acts on; undefined: every type. */
  types: ReadonlySet<string> | undefined,
  /** The runner's reads shared by its loops, if they share them. */
  shared?: SharedReads,
): BatchReader {
  let ahead: { readonly after: Position; readonly events: Promise<Batch> } | null = null;
  const read = async (after: Position): Promise<Batch> => {
    if (shared) {
      const page = await shared.read(after);
      const events = types ? page.events.filter((event) => types.has(event.type)) : page.events;
      return { events, through: page.through, full: page.events.length >= batchSize };
    }
    const page = await store.readAllPage({ after, maxCount: batchSize, types });
    return { ...page, full: page.events.length >= batchSize };
  };
  return {
    batchSize,
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

/**
 * The reads of the live loops of one runner. Caught up, every loop stands at the same position,
 * and an append wakes them all at once: each batch is then read once for all of them, and one
 * of them asks whether anything follows, not each. A batch read is kept a few seconds for the
 * loops that come to its position later (it stays a valid prefix, as a batch read ahead does);
 * an empty answer is kept only while it is under way, so a loop woken by an append reads again.
 */
export interface SharedReads {
  /** Every type: each loop picks out its own. */
  read(after: Position): Promise<ReadAllPage>;
  /** `store.waitForEvents` from `after`, one wait for all the loops waiting there. */
  waitForEvents(
    after: Position,
    options: { timeoutMs: number; signal: AbortSignal },
  ): Promise<void>;
}

const KEPT_BATCHES = 32;
const KEPT_MS = 5000;

export function createSharedReads(store: EventStore, batchSize: number): SharedReads {
  const batches = new Map<string, { events: Promise<ReadAllPage>; at: number }>();
  const waits = new Map<string, Promise<void>>();
  const forget = <T>(map: Map<string, T>, key: string, entry: T) => {
    if (map.get(key) === entry) map.delete(key);
  };
  return {
    read(after) {
      const key = formatPosition(after);
      const kept = batches.get(key);
      if (kept && performance.now() - kept.at < KEPT_MS) return kept.events;
      const entry = {
        events: store.readAllPage({ after, maxCount: batchSize }),
        at: performance.now(),
      };
      batches.delete(key);
      batches.set(key, entry);
      entry.events.then(
        (page) => page.events.length === 0 && forget(batches, key, entry),
        () => forget(batches, key, entry),
      );
      for (const oldest of batches.keys()) {
        if (batches.size <= KEPT_BATCHES) break;
        batches.delete(oldest);
      }
      return entry.events;
    },
    waitForEvents(after, options) {
      const key = formatPosition(after);
      const waiting = waits.get(key);
      if (waiting) return waiting;
      const wait = store.waitForEvents(after, options);
      waits.set(key, wait);
      const done = () => forget(waits, key, wait);
      wait.then(done, done);
      return wait;
    },
  };
}
