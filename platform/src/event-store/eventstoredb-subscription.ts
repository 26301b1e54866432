import type { Readable } from 'node:stream';
import {
  type AllStreamResolvedEvent,
  type Position as EsdbPosition,
  type EventStoreDBClient,
  eventTypeFilter,
  excludeSystemEvents,
} from '@eventstore/db-client';
import {
  comparePositions,
  type Position,
  type Subscription,
  type SubscriptionMessage,
} from './event-store';
import type { HeadWatch } from './eventstoredb-head-watch';
import {
  isStart,
  isSystemEvent,
  readAllChunk,
  toReadPosition,
  toRecordedEvent,
} from './eventstoredb-records';

/** How many events after its last position an idle subscription reads to pass the other types. */
const GAP_READ_LIMIT = 100;
/** After an append is heard, how long the subscription lets its own stream bring it first. */
const GAP_SETTLE_MS = 20;
/** An idle subscription looks again this often though no append was heard (the watch may reconnect). */
const IDLE_RECHECK_MS = 5_000;
/** How long the queue must stay dry before the reader is told it is caught up. */
const DRY_SETTLE_MS = 10;

/**
 * A catch-up subscription to `$all` with the server's event-type filter (`subscribeToAll`'s
 * `fromPosition` is exclusive, as `after` is). The filter's checkpoints (`checkpointReached`,
 * every `checkpointInterval` × `maxSearchWindow` events it considered) move the reader past
 * the events of other types; when the subscription has nothing queued, it reads the few events
 * after its last position itself (`GAP_READ_LIMIT`), so that a checkpoint passes a tail of
 * other types at once instead of at the filter's next checkpoint. The server's stream is read
 * in flowing mode into a queue of at most `readAhead` messages, paused while the reader is
 * behind (back-pressure).
 */
export function subscribeToEventStoreDb(
  client: EventStoreDBClient,
  heads: HeadWatch,
  options: { after: Position; types: ReadonlySet<string> | undefined; readAhead: number },
): Subscription {
  const { after, types, readAhead } = options;
  const queue: SubscriptionMessage[] = [];
  const bell = doorbell();
  const stop = new AbortController();
  let failure: { error: unknown } | null = null;

  const checkpointReached = async (_subscription: unknown, position: EsdbPosition) => {
    // Awaited by the client before the messages after it: the events before this checkpoint may
    // still sit in the stream's buffer, and must reach the queue first.
    await bufferDrained(stream, stop.signal);
    enqueue({ kind: 'checkpoint', position, caughtUp: false });
  };
  const filter = types
    ? eventTypeFilter({ regex: typeFilterRegex(types), checkpointInterval: 1, checkpointReached })
    : excludeSystemEvents({ checkpointInterval: 1, checkpointReached });
  const stream = client.subscribeToAll({ fromPosition: toReadPosition(after), filter });

  function enqueue(message: SubscriptionMessage) {
    if (stop.signal.aborted) return;
    queue.push(message);
    if (queue.length >= readAhead) stream.pause();
    bell.ring();
  }
  function fail(error: unknown) {
    if (stop.signal.aborted || failure) return;
    failure = { error };
    bell.ring();
  }
  stream.on('data', (resolved: AllStreamResolvedEvent) => {
    try {
      if (resolved.event) enqueue({ kind: 'event', event: toRecordedEvent(resolved.event) });
    } catch (error) {
      fail(error); // an event that cannot be read (bad metadata) stops the reader, as a read would
    }
  });
  stream.on('error', fail);
  // Only unsubscribing ends the stream (the client swallows its own cancellation).
  stream.on('close', () => fail(new Error('EventStoreDB ended the subscription to $all')));

  const wanted = (type: string) => !isSystemEvent({ type }) && (!types || types.has(type));

  /**
   * Reads the events after `from`, up to the first one of the subscription's types (its stream
   * brings that one itself): `past`, the last event before it, of other types only, is a
   * checkpoint; `seen`, the last event read. Complete when it read to the end of the log.
   */
  async function readTail(from: Position) {
    const { events } = await readAllChunk(client, isStart(from) ? null : from, GAP_READ_LIMIT + 1);
    let past = from;
    let seen = from;
    let wantedAt: Position | null = null;
    for (const event of events) {
      if (comparePositions(event.position, from) <= 0) continue; // `fromPosition` is inclusive
      seen = event.position;
      if (wanted(event.type)) {
        wantedAt = event.position;
        break;
      }
      past = event.position;
    }
    const complete = wantedAt === null && events.length <= GAP_READ_LIMIT;
    return { past, seen, wantedAt, complete };
  }

  async function* messages(): AsyncGenerator<SubscriptionMessage, void, undefined> {
    /** The last position handed over, of an event or a checkpoint. */
    let handed = after;
    /** Handed over something since the reader was last told it is caught up. */
    let owed = false;
    /** Where the reader was last told it is caught up. */
    let idleAt: Position | null = null;
    /** Where the tail was last read from (null: not since an append was heard), and to where. */
    let tailReadFrom: Position | null = null;
    let tailSeen = after;
    /** An event of the subscription's types the tail read found: its stream is bringing it. */
    let coming: Position | null = null;
    while (!stop.signal.aborted) {
      const next = queue.shift();
      if (next) {
        if (stream.isPaused() && queue.length < readAhead / 2) stream.resume();
        const position = next.kind === 'event' ? next.event.position : next.position;
        // The server's live checkpoints may lag its events (and a tail read may have passed them).
        if (next.kind === 'checkpoint' && comparePositions(position, handed) <= 0) continue;
        handed = position;
        owed = true;
        yield next;
        continue;
      }
      if (failure) throw failure.error;
      if (owed) {
        // Catching up, the queue runs dry between the server's pages for a moment only.
        if (await bell.rungWithin(DRY_SETTLE_MS)) continue;
        owed = false;
        idleAt = handed;
        yield { kind: 'checkpoint', position: handed, caughtUp: true };
        continue;
      }
      const awaited = coming !== null && comparePositions(coming, handed) > 0;
      if (!awaited && (tailReadFrom === null || comparePositions(tailReadFrom, handed) !== 0)) {
        const tail = await readTail(handed);
        tailSeen = tail.seen;
        coming = tail.wantedAt;
        if (comparePositions(tail.past, handed) > 0) {
          handed = tail.past;
          if (tail.complete) idleAt = handed;
          yield { kind: 'checkpoint', position: tail.past, caughtUp: tail.complete };
        } else if (tail.complete && (idleAt === null || comparePositions(idleAt, handed) !== 0)) {
          // Nothing at all after where it stands (a fresh subscription at the head): its reader
          // learns it is caught up now, not at the next append.
          idleAt = handed;
          yield { kind: 'checkpoint', position: handed, caughtUp: true };
        }
        tailReadFrom = handed;
        continue;
      }
      if (await appendHeard(tailSeen)) {
        // One of the subscription's types comes through its stream within the settling time.
        await bell.rungWithin(GAP_SETTLE_MS);
        tailReadFrom = null;
        coming = null;
      }
    }
  }

  /**
   * Waits for the queue to fill (false), or for an append after `position` to be heard, or for
   * the recheck time to pass (true: the events after `position` are worth reading again).
   */
  async function appendHeard(position: Position): Promise<boolean> {
    const waited = new AbortController();
    const signal = AbortSignal.any([stop.signal, waited.signal]);
    try {
      return await Promise.race([
        bell.next().then(() => false),
        heads
          .waitPast(position, { timeoutMs: IDLE_RECHECK_MS, signal })
          .then((heard) => heard || !waited.signal.aborted),
      ]);
    } finally {
      waited.abort();
    }
  }

  const iterator = messages();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      stop.abort();
      bell.ring();
      await stream.unsubscribe();
      await iterator.return(undefined);
    },
  };
}

/** The server's filter for exactly these types: their names escaped, anchored, as alternatives. */
export function typeFilterRegex(types: ReadonlySet<string>): string {
  const names = [...types].map((type) => type.replace(/[\\^$.*+?()[\]{}|#\s-]/g, '\\$&'));
  return `^(?:${names.join('|')})$`;
}

/** Resolves once everything the stream pushed so far was emitted as 'data' (or on `signal`). */
function bufferDrained(stream: Readable, signal: AbortSignal): Promise<void> {
  if (stream.readableLength === 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (stream.readableLength > 0 && !signal.aborted) return;
      stream.off('data', check);
      signal.removeEventListener('abort', check);
      resolve();
    };
    stream.on('data', check);
    signal.addEventListener('abort', check);
  });
}

/** A wake-up for one waiter at a time: `next()` resolves at the following `ring()`. */
function doorbell() {
  let ring = () => {};
  let rung = new Promise<void>((resolve) => {
    ring = resolve;
  });
  const next = () => rung;
  return {
    ring() {
      ring();
      rung = new Promise<void>((resolve) => {
        ring = resolve;
      });
    },
    next,
    /** True when rung within `ms`. */
    async rungWithin(ms: number): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      });
      try {
        return await Promise.race([next().then(() => true), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
