import {
  type AppendExpectedRevision,
  END,
  BACKWARDS as ESDB_BACKWARDS,
  FORWARDS as ESDB_FORWARDS,
  START as ESDB_START,
  type EventData,
  EventStoreDBClient,
  type JSONType,
  jsonEvent,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  assertDistinctShares,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  START,
  type StreamAppend,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store';
import { watchHead } from './eventstoredb-head-watch';
import { isStart, isSystemEvent, readAllChunk, toRecordedEvent } from './eventstoredb-records';
import { subscribeToEventStoreDb } from './eventstoredb-subscription';
import { subscriptionReader } from './subscription-log-reader';

const READ_PAGE_SIZE = 1000;
const DEFAULT_READ_AHEAD = 500;

/**
 * The EventStoreDB adapter (client 6.x). `$all` also holds the server's own events; they are
 * left out everywhere, the way `excludeSystemEvents()` does: by a `$` at the start of the type.
 */
export function createEventStoreDbEventStore(options: { connectionString: string }): EventStore {
  const client = EventStoreDBClient.connectionString(
    toEsdbConnectionString(options.connectionString),
  );
  const subscriptions = new Set<Subscription>();
  const heads = watchHead(client, { headPosition: () => store.headPosition() });

  /** An idempotent append may come back without a position: the original event still has it. */
  async function positionOfRevision(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await store.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new Error(`Stream ${streamId} has no event at revision ${revision}`);
    return event.position;
  }

  async function currentRevision(streamId: string): Promise<bigint | 'no_stream'> {
    try {
      const read = client.readStream(streamId, {
        direction: ESDB_BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      });
      for await (const resolved of read) if (resolved.event) return resolved.event.revision;
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 'no_stream';
  }

  /** The share's own events already stand right after its expected revision: a repeat. */
  async function alreadyAppended(share: StreamAppend): Promise<boolean> {
    const expected = share.expectedRevision;
    if (typeof expected !== 'bigint' && expected !== 'no_stream') return false;
    const fromRevision = expected === 'no_stream' ? 0n : expected + 1n;
    const stored = await store.readStream(share.streamId, {
      fromRevision,
      maxCount: share.events.length,
    });
    return (
      stored.length === share.events.length &&
      stored.every((event, index) => event.id === share.events[index]?.id)
    );
  }

  const store: EventStore = {
    /**
     * The 6.x client appends to one stream per call, so a multi-stream append is not atomic
     * here: every expectation is checked first (nothing is appended if one fails), then the
     * streams are appended one by one. A writer that slips in between the check and a later
     * stream's append makes that append fail after the earlier ones landed; the command is then
     * decided again against what is recorded, and its deterministic event ids make a repeat of
     * an append that landed a no-op.
     */
    atomicMultiStreamAppend: false,

    async appendMany(appends) {
      assertDistinctShares(appends);
      for (const share of appends) {
        const actual = await currentRevision(share.streamId);
        if (expectationHolds(share.expectedRevision, actual)) continue;
        if (await alreadyAppended(share)) continue;
        throw new WrongExpectedRevisionError(share.streamId, share.expectedRevision, actual);
      }
      const results: AppendResult[] = [];
      for (const share of appends)
        results.push(await store.append(share.streamId, share.events, share));
      return results;
    },

    async append(streamId, events, { expectedRevision }) {
      try {
        const result = await client.appendToStream(streamId, events.map(toEventData), {
          expectedRevision: toEsdbExpectedRevision(expectedRevision),
        });
        return {
          nextExpectedRevision: result.nextExpectedRevision,
          position:
            result.position ?? (await positionOfRevision(streamId, result.nextExpectedRevision)),
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        throw new WrongExpectedRevisionError(streamId, expectedRevision, error.actualVersion);
      }
    },

    async readStream(streamId, { fromRevision, maxCount } = {}) {
      const events: RecordedEvent[] = [];
      // A missing stream is only reported while iterating, as StreamNotFoundError.
      try {
        const read = client.readStream(streamId, {
          direction: ESDB_FORWARDS,
          fromRevision: fromRevision ?? ESDB_START,
          ...(maxCount === undefined ? {} : { maxCount }),
        });
        for await (const resolved of read) {
          if (resolved.event) events.push(toRecordedEvent(resolved.event));
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readAll(options) {
      return (await store.readAllPage(options)).events;
    },

    /**
     * The 6.x client reads `$all` without a server-side filter (only its subscriptions take
     * one), so other types are passed over here, page by page; `through` is the last event read.
     * Projections do not read this way: their readers follow a filtered subscription.
     */
    async readAllPage({ after = START, maxCount = Number.POSITIVE_INFINITY, types } = {}) {
      const events: RecordedEvent[] = [];
      let through = after;
      // `fromPosition` is inclusive: the event at `after` itself comes back first, and is dropped.
      let from = isStart(after) ? null : after;
      while (events.length < maxCount) {
        const pageSize = types
          ? READ_PAGE_SIZE
          : Math.min(maxCount - events.length + 1, READ_PAGE_SIZE);
        const page = await readAllChunk(client, from, pageSize);
        for (const event of page.events) {
          if (events.length >= maxCount) break;
          if (from && comparePositions(event.position, from) === 0) continue;
          through = event.position;
          if (isSystemEvent(event) || (types && !types.has(event.type))) continue;
          events.push(toRecordedEvent(event));
        }
        if (page.events.length < pageSize || !page.last) break;
        from = page.last;
      }
      return { events, through };
    },

    // The head watch's one live subscription hears every append: no subscription of its own.
    async waitForEvents(after, { timeoutMs, signal }) {
      await heads.waitPast(after, { timeoutMs, ...(signal ? { signal } : {}) });
    },

    subscribeToAll({ after = START, types, readAhead = DEFAULT_READ_AHEAD } = {}) {
      const subscription = subscribeToEventStoreDb(client, heads, { after, types, readAhead });
      subscriptions.add(subscription);
      return {
        [Symbol.asyncIterator]: () => subscription[Symbol.asyncIterator](),
        async close() {
          subscriptions.delete(subscription);
          await subscription.close();
        },
      };
    },

    // A projection follows one catch-up subscription with the server's type filter (above), for
    // as long as it reads on from where its last page ended.
    openReader({ types, pageSize }) {
      return subscriptionReader(
        (after) => store.subscribeToAll({ after, types, readAhead: pageSize }),
        { pageSize },
      );
    },

    // Each reader filtered by the server on its own: nothing to share.
    openReaders: ({ pageSize }) => ({ open: (types) => store.openReader({ types, pageSize }) }),

    async headPosition() {
      const read = client.readAll({ direction: ESDB_BACKWARDS, fromPosition: END, maxCount: 1 });
      for await (const resolved of read) {
        if (resolved.event) return resolved.event.position;
      }
      return START;
    },

    // No count but by reading every event: the progress bar measures by `logOffset`.
    countEvents: async () => null,

    // The commit position: where the event's commit lies in the transaction log, in bytes.
    logOffset: (position) => (position.commit > 0n ? position.commit : 0n),

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      subscriptions.clear();
      await heads.close();
      await client.dispose();
    },
  };
  return store;
}

/** The client accepts only `esdb://`; KurrentDB tools hand out `kurrentdb://` or `kdb://`. */
export function toEsdbConnectionString(connectionString: string): string {
  const rewritten = connectionString.replace(/^(?:kurrentdb|kdb)(\+discover)?:\/\//i, 'esdb$1://');
  if (!/^esdb(\+discover)?:\/\//i.test(rewritten)) {
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(connectionString)?.[0] ?? 'no scheme';
    throw new Error(
      `An EventStoreDB connection string starts with esdb://, esdb+discover://, kurrentdb:// or kdb:// (got ${scheme})`,
    );
  }
  return rewritten;
}

function toEventData(event: EventToAppend): EventData {
  const { id, type, data, metadata } = event;
  if (!isJsonEventData(data)) {
    throw new TypeError(`Event ${id} (${type}): data must be a JSON object, array or string`);
  }
  return jsonEvent({ id, type, data, metadata: { ...metadata } });
}

function isJsonEventData(data: unknown): data is JSONType {
  return typeof data === 'string' || (typeof data === 'object' && data !== null);
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  // Our names are the client's constants ('any', 'no_stream', 'stream_exists') or a revision.
  return expected;
}

function expectationHolds(expected: ExpectedRevision, actual: bigint | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return actual === expected;
}
