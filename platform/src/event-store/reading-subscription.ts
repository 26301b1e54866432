import {
  comparePositions,
  type EventStore,
  type Position,
  type ReadAllOptions,
  type ReadAllPage,
  type Subscription,
  type SubscriptionMessage,
} from './event-store';

/**
 * A catch-up subscription built on `readAllPage` and `waitForEvents`: it reads a page only when
 * the consumer has taken the one before (back-pressure), and between pages it waits for a
 * wake-up. Because it only ever reads through `readAllPage`, it inherits that read's promise
 * never to skip an event that commits late, and its `through`: a page of some types only says
 * how far past the other types it went, which becomes the checkpoint after a short page.
 */
export function subscribeByReading(
  store: Pick<EventStore, 'readAllPage' | 'waitForEvents'>,
  options: {
    after: Position;
    types: ReadonlySet<string> | undefined;
    readAhead: number;
    idleWaitMs: number;
  },
): Subscription {
  const stop = new AbortController();
  const { types, readAhead } = options;

  async function* messages(): AsyncGenerator<SubscriptionMessage, void, undefined> {
    let after = options.after;
    /** The checkpoint handed over when last caught up: an idle re-read that moved nothing is not told. */
    let caughtUpAt: Position | null = null;
    while (!stop.signal.aborted) {
      const page = await readUnlessClosed({ after, maxCount: readAhead, types });
      if (!page) return;
      for (const event of page.events) {
        if (stop.signal.aborted) return;
        yield { kind: 'event', event };
      }
      after = page.through;
      // A full page ends at its last event (the read's rule), and more may follow at once.
      if (page.events.length >= readAhead) continue;
      const moved = caughtUpAt === null || comparePositions(page.through, caughtUpAt) !== 0;
      if (page.events.length > 0 || moved) {
        caughtUpAt = page.through;
        yield { kind: 'checkpoint', position: page.through, caughtUp: true };
      }
      await waitUnlessClosed(after);
    }
  }

  // A query that fails because the subscription was closed under it is an end, not an error.
  async function readUnlessClosed(read: ReadAllOptions): Promise<ReadAllPage | null> {
    try {
      return await store.readAllPage(read);
    } catch (error) {
      if (stop.signal.aborted) return null;
      throw error;
    }
  }

  async function waitUnlessClosed(after: Position) {
    try {
      await store.waitForEvents(after, { timeoutMs: options.idleWaitMs, signal: stop.signal });
    } catch (error) {
      if (!stop.signal.aborted) throw error;
    }
  }

  const iterator = messages();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      stop.abort();
      await iterator.return(undefined);
    },
  };
}
