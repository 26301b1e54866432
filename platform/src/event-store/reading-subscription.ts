import type { EventStore, Position, RecordedEvent, Subscription } from './event-store';

/**
 * A catch-up subscription built on `readAll` and `waitForEvents`: it reads a batch only when the
 * consumer has taken the previous one (back-pressure), and between batches it waits for a
 * wake-up. Because it only ever reads through `readAll`, it inherits readAll's promise never to
 * skip an event that commits late.
 */
export function subscribeByReading(
  store: Pick<EventStore, 'readAll' | 'waitForEvents'>,
  options: { after: Position; batchSize: number; idleWaitMs: number },
): Subscription {
  const stop = new AbortController();

  async function* events(): AsyncGenerator<RecordedEvent, void, undefined> {
    let after = options.after;
    while (!stop.signal.aborted) {
      const batch = await readUnlessClosed({ after, maxCount: options.batchSize });
      for (const event of batch) {
        if (stop.signal.aborted) return;
        after = event.position;
        yield event;
      }
      if (batch.length < options.batchSize) await waitUnlessClosed(after);
    }
  }

  // A query that fails because the subscription was closed under it is an end, not an error.
  async function readUnlessClosed(read: { after: Position; maxCount: number }) {
    try {
      return await store.readAll(read);
    } catch (error) {
      if (stop.signal.aborted) return [];
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

  const iterator = events();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      stop.abort();
      await iterator.return(undefined);
    },
  };
}
