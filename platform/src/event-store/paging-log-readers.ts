import {
  type EventStore,
  formatPosition,
  type LogPage,
  type LogReader,
  type LogReaderOptions,
  type LogReaders,
  type Position,
  type ReadAllPage,
} from './event-store';

/** What a paging reader needs of its store: PostgreSQL's indexed pages and its wake-ups. */
export type PagedStore = Pick<EventStore, 'readAllPage' | 'waitForEvents'>;

/**
 * A reader that reads each page when asked (`readAllPage` of its types: the store walks its
 * position index for them) and waits with `waitForEvents` (the store's wake-ups). It holds
 * nothing between reads, so a read from any position costs the same.
 */
export function pagingReader(store: PagedStore, options: LogReaderOptions): LogReader {
  const { types, pageSize } = options;
  return {
    async read(after, maxCount = pageSize) {
      const page = await store.readAllPage({ after, maxCount, types });
      return { ...page, full: page.events.length >= maxCount };
    },
    waitForMore: (after, wait) => store.waitForEvents(after, wait),
    close: async () => {},
  };
}

/**
 * Paging readers that share their reads. Caught up, a runner's loops stand at the same position,
 * and an append wakes them all at once: each page is then read once for all of them (every
 * type, each reader picking out its own), and one of them asks whether anything follows, not
 * each. A page read is kept a few seconds for the readers that come to its position later (it
 * stays a valid prefix of what follows it: the store's visibility rule); an empty answer is kept
 * only while it is under way, so a reader woken by an append reads again. A read of another
 * length (one event, looking for the one at fault in a failed batch) goes alone.
 */
export function sharedPagingReaders(store: PagedStore, pageSize: number): LogReaders {
  const shared = createSharedReads(store, pageSize);
  return {
    open(types) {
      const alone = pagingReader(store, { types, pageSize });
      return {
        async read(after, maxCount = pageSize): Promise<LogPage> {
          if (maxCount !== pageSize) return alone.read(after, maxCount);
          const page = await shared.read(after);
          const events = types ? page.events.filter((event) => types.has(event.type)) : page.events;
          // Full by the shared read's measure: a page made short by the types is not the end.
          return { events, through: page.through, full: page.events.length >= pageSize };
        },
        waitForMore: (after, wait) => shared.waitForEvents(after, wait),
        close: async () => {},
      };
    },
  };
}

const KEPT_PAGES = 32;
const KEPT_MS = 5000;

function createSharedReads(store: PagedStore, pageSize: number) {
  const pages = new Map<string, { page: Promise<ReadAllPage>; at: number }>();
  const waits = new Map<string, Promise<void>>();
  const forget = <T>(map: Map<string, T>, key: string, entry: T) => {
    if (map.get(key) === entry) map.delete(key);
  };
  return {
    /** Every type: each reader picks out its own. */
    read(after: Position): Promise<ReadAllPage> {
      const key = formatPosition(after);
      const kept = pages.get(key);
      if (kept && performance.now() - kept.at < KEPT_MS) return kept.page;
      const entry = {
        page: store.readAllPage({ after, maxCount: pageSize }),
        at: performance.now(),
      };
      pages.delete(key);
      pages.set(key, entry);
      entry.page.then(
        (page) => page.events.length === 0 && forget(pages, key, entry),
        () => forget(pages, key, entry),
      );
      for (const oldest of pages.keys()) {
        if (pages.size <= KEPT_PAGES) break;
        pages.delete(oldest);
      }
      return entry.page;
    },
    /** `store.waitForEvents` from `after`, one wait for all the readers waiting there. */
    waitForEvents(after: Position, options: { timeoutMs: number; signal?: AbortSignal }) {
      const key = formatPosition(after);
      const waiting = waits.get(key);
      if (waiting) return endedBy(waiting, options.signal);
      const wait = store.waitForEvents(after, options);
      waits.set(key, wait);
      const done = () => forget(waits, key, wait);
      wait.then(done, done);
      return wait;
    },
  };
}

/**
 * A wait another reader began, ended early for this one alone when its own signal aborts: a loop
 * that joined another's wait stops at once when told to (its lease went), not when that wait ends.
 */
function endedBy(wait: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return wait;
  if (signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const abort = () => resolve();
    signal.addEventListener('abort', abort, { once: true });
    wait.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
