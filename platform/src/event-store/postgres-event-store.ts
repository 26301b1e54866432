import pg from 'pg';
import { inTransaction } from '../database/connection';
import {
  type AppendResult,
  assertDistinctShares,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  formatPosition,
  laterPosition,
  type Position,
  type ReadAllOptions,
  type ReadAllPage,
  START,
  type StreamAppend,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store';
import { pagingReader, sharedPagingReaders } from './paging-log-readers';
import { createAppendWakeups, type WakeupMark } from './postgres-append-wakeups';
import { EVENT_ID_CONSTRAINT, STREAM_REVISION_CONSTRAINT } from './postgres-event-store-schema';
import {
  APPEND,
  COUNT_EVENTS,
  CURRENT_REVISION,
  EVENT_ROW,
  type EventRow,
  FIND_BY_EVENT_IDS,
  HAS_EVENTS_AFTER,
  HEAD_POSITION,
  positionParams,
  READ_ALL,
  READ_ALL_OF_TYPES,
  READ_STREAM,
  type StoredAt,
  type StoredEventId,
  type StoredPosition,
  toAppendResult,
  toPosition,
  toRecordedEvent,
} from './postgres-event-store-sql';
import { subscribeByReading } from './reading-subscription';

export { ensurePostgresEventStoreSchema } from './postgres-event-store-schema';

export interface PostgresEventStoreOptions {
  readonly pool: pg.Pool;
  /** How often a waiting reader re-reads when no wake-up arrives. Default 200 ms. */
  readonly pollIntervalMs?: number;
  /** LISTEN/NOTIFY between processes. Default: on for a PostgreSQL server, off on PGlite. */
  readonly crossProcessWakeups?: boolean;
  /** Test hook: runs inside an append's transaction after its rows are written, before COMMIT. */
  readonly beforeCommit?: (streamId: string) => Promise<void>;
}

/** Some of the event ids being appended are already stored, but not as this exact append. */
export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError';
  constructor(readonly streamId: string) {
    super(
      `Stream ${streamId}: some of these event ids are already stored, but not as this same append`,
    );
  }
}

// A conflict under 'any' only means another append took the revision first: try again.
const MAX_APPEND_ATTEMPTS_FOR_ANY = 10;
const DEFAULT_READ_AHEAD = 500;
/** Reads remembered for the waits that follow them (`waitForEvents`): the latest few suffice. */
const REMEMBERED_READS = 64;

type AppendRefusal = 'expectation_failed' | 'revision_taken' | 'event_id_taken';

type AppendAttempt = { kind: 'appended'; result: AppendResult } | { kind: AppendRefusal };

type AppendManyAttempt =
  | { kind: 'appended'; results: AppendResult[] }
  | { kind: AppendRefusal; index: number };

/** Rolls a multi-stream append back: the stream at `index` refused its share. */
class ShareRefused extends Error {
  constructor(
    readonly index: number,
    readonly refusal: AppendRefusal,
  ) {
    super(`append ${index} refused: ${refusal}`);
  }
}

function appendValues(
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
) {
  const payload = JSON.stringify(
    events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
  );
  return [
    streamId,
    payload,
    typeof expected === 'bigint' ? 'revision' : expected,
    typeof expected === 'bigint' ? expected.toString() : null,
  ];
}

function refusalOf(error: unknown): AppendRefusal | null {
  if (isUniqueViolation(error, STREAM_REVISION_CONSTRAINT)) return 'revision_taken';
  if (isUniqueViolation(error, EVENT_ID_CONSTRAINT)) return 'event_id_taken';
  return null;
}

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const { pool, beforeCommit } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const wakeups = createAppendWakeups({ pool, crossProcess: options.crossProcessWakeups });
  const subscriptions = new Set<Subscription>();
  let closed = false;
  /**
   * Per position where a read that was not full ended: the wake-up mark taken as it started. The
   * read saw every event committed before it started (appends commit in position order), so
   * while no wake-up has come since that mark, nothing follows the position.
   */
  const quietReads = new Map<string, WakeupMark>();

  function rememberRead(through: Position, mark: WakeupMark | null): void {
    if (!mark) return;
    const key = formatPosition(through);
    const known = quietReads.get(key);
    // The later mark is the one that can still be quiet.
    if (known && known.session >= mark.session && known.count >= mark.count) return;
    quietReads.delete(key);
    quietReads.set(key, mark);
    for (const oldest of quietReads.keys()) {
      if (quietReads.size <= REMEMBERED_READS) break;
      quietReads.delete(oldest);
    }
  }

  async function tryAppend(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendAttempt> {
    const values = appendValues(streamId, events, expected);
    try {
      const { rows } = beforeCommit
        ? await inTransaction(pool, async (client) => {
            const inserted = await client.query<StoredAt>({ ...APPEND, values });
            if (inserted.rows.length > 0) await beforeCommit(streamId);
            return inserted;
          })
        : await queryKeepingConnection<StoredAt>(pool, { ...APPEND, values });
      const last = rows.at(-1);
      if (!last) return { kind: 'expectation_failed' };
      return { kind: 'appended', result: toAppendResult(last) };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return { kind: refusal };
      throw error;
    }
  }

  /**
   * Every share in one transaction, in the order of their stream ids (two commands touching the
   * same streams then wait for each other instead of deadlocking); the first refusal rolls all
   * of it back.
   */
  async function tryAppendMany(appends: readonly StreamAppend[]): Promise<AppendManyAttempt> {
    const order = appends
      .map((append, index) => ({ append, index }))
      .sort((a, b) => (a.append.streamId < b.append.streamId ? -1 : 1));
    try {
      const results = await inTransaction(pool, async (client) => {
        const answered: AppendResult[] = [];
        for (const { append, index } of order) {
          const values = appendValues(append.streamId, append.events, append.expectedRevision);
          const { rows } = await client.query<StoredAt>({ ...APPEND, values }).catch((error) => {
            const refusal = refusalOf(error);
            throw refusal ? new ShareRefused(index, refusal) : error;
          });
          const last = rows.at(-1);
          if (!last) throw new ShareRefused(index, 'expectation_failed');
          answered[index] = toAppendResult(last);
        }
        if (beforeCommit && appends[0]) await beforeCommit(appends[0].streamId);
        return answered;
      });
      return { kind: 'appended', results };
    } catch (error) {
      if (error instanceof ShareRefused) return { kind: error.refusal, index: error.index };
      throw error;
    }
  }

  /** The original result when these exact events were appended before (idempotent retry). */
  async function findEarlierAppend(
    streamId: string,
    events: readonly EventToAppend[],
  ): Promise<AppendResult | null> {
    const ids = events.map((event) => event.id.toLowerCase());
    const { rows } = await pool.query<StoredEventId>({ ...FIND_BY_EVENT_IDS, values: [ids] });
    if (rows.length === 0) return null;
    const first = rows[0];
    const sameAppend =
      rows.length === ids.length &&
      first !== undefined &&
      rows.every(
        (row, index) =>
          row.stream_id === streamId &&
          row.event_id === ids[index] &&
          BigInt(row.stream_revision) === BigInt(first.stream_revision) + BigInt(index),
      );
    const last = rows.at(-1);
    if (!sameAppend || !last) throw new EventIdConflictError(streamId);
    return toAppendResult(last);
  }

  async function currentRevision(streamId: string): Promise<bigint | 'no_stream'> {
    const { rows } = await pool.query<{ revision: string | null }>({
      ...CURRENT_REVISION,
      values: [streamId],
    });
    const revision = rows[0]?.revision;
    return revision == null ? 'no_stream' : BigInt(revision);
  }

  async function hasEventsAfter(after: Position): Promise<boolean> {
    const { rows } = await pool.query<{ found: boolean }>({
      ...HAS_EVENTS_AFTER,
      values: positionParams(after),
    });
    return rows[0]?.found === true;
  }

  async function headPosition(): Promise<Position> {
    const { rows } = await pool.query<StoredPosition>(HEAD_POSITION);
    const last = rows[0];
    return last ? toPosition(last) : START;
  }

  async function readAllPage({
    after = START,
    maxCount,
    types,
  }: ReadAllOptions = {}): Promise<ReadAllPage> {
    const limit = maxCount ?? null;
    const mark = wakeups.mark();
    if (!types) {
      const { rows } = await pool.query<EventRow>({
        ...READ_ALL,
        ...EVENT_ROW,
        values: [...positionParams(after), limit],
      });
      const events = rows.map(toRecordedEvent);
      const through = events.at(-1)?.position ?? after;
      if (maxCount === undefined || events.length < maxCount) rememberRead(through, mark);
      return { events, through };
    }
    // The head first: every event up to it is readable now and stays so (the visibility rule),
    // so a short page read afterwards holds every event of these types up to it.
    const head = await headPosition();
    const { rows } = await pool.query<EventRow>({
      ...READ_ALL_OF_TYPES,
      ...EVENT_ROW,
      values: [...positionParams(after), limit, [...types]],
    });
    const events = rows.map(toRecordedEvent);
    const last = events.at(-1)?.position ?? after;
    const full = maxCount !== undefined && events.length >= maxCount;
    if (full) return { events, through: last };
    const through = laterPosition(last, head);
    rememberRead(through, mark);
    return { events, through };
  }

  const store: EventStore = {
    async append(streamId, events, { expectedRevision }) {
      if (events.length === 0) throw new TypeError(`Stream ${streamId}: nothing to append`);
      for (let attempt = 1; ; attempt++) {
        const outcome = await tryAppend(streamId, events, expectedRevision);
        if (outcome.kind === 'appended') {
          wakeups.appended(outcome.result.position);
          return outcome.result;
        }
        const earlier = await findEarlierAppend(streamId, events);
        if (earlier) return earlier;
        const retry =
          outcome.kind === 'revision_taken' &&
          expectedRevision === 'any' &&
          attempt < MAX_APPEND_ATTEMPTS_FOR_ANY;
        if (!retry) {
          const actual = await currentRevision(streamId);
          throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
        }
      }
    },

    atomicMultiStreamAppend: true,

    async appendMany(appends) {
      assertDistinctShares(appends);
      const [only] = appends;
      if (appends.length === 1 && only)
        return [await store.append(only.streamId, only.events, only)];
      for (let attempt = 1; ; attempt++) {
        const outcome = await tryAppendMany(appends);
        if (outcome.kind === 'appended') {
          wakeups.appended(
            outcome.results.map((result) => result.position).reduce(laterPosition, START),
          );
          return outcome.results;
        }
        const earlier = await Promise.all(
          appends.map((append) => findEarlierAppend(append.streamId, append.events)),
        );
        if (earlier.every((result) => result !== null)) return earlier;
        const refused = appends[outcome.index];
        if (!refused) throw new Error('a refused share that was not asked for');
        const retry =
          outcome.kind === 'revision_taken' &&
          refused.expectedRevision === 'any' &&
          attempt < MAX_APPEND_ATTEMPTS_FOR_ANY;
        if (!retry) {
          const actual = await currentRevision(refused.streamId);
          throw new WrongExpectedRevisionError(refused.streamId, refused.expectedRevision, actual);
        }
      }
    },

    async readStream(streamId, { fromRevision = 0n, maxCount } = {}) {
      const { rows } = await pool.query<EventRow>({
        ...READ_STREAM,
        ...EVENT_ROW,
        values: [streamId, fromRevision.toString(), maxCount ?? null],
      });
      return rows.map(toRecordedEvent);
    },

    async readAll(options) {
      return (await readAllPage(options)).events;
    },

    readAllPage,

    // A wake-up ends the wait without asking again: an append here is readable once it has
    // committed (appends commit in position order), and the caller reads anyway. Nor is the
    // database asked first after a read that ended at `after` (`quietReads`): it saw every
    // event committed before it started, so with no wake-up since then (or only for appends
    // here that it read) nothing follows, and with one the caller may as well read at once.
    // Each poll asks, but not the end of the wait: the caller reads then anyway.
    async waitForEvents(after, { timeoutMs, signal }) {
      const deadline = Date.now() + timeoutMs;
      const read = quietReads.get(formatPosition(after));
      let sinceRead = read ? wakeups.sinceMark(read, after) : 'unknown';
      while (!signal?.aborted && !closed) {
        const seen = wakeups.count;
        if (sinceRead === 'woken') return;
        const quiet = sinceRead === 'quiet';
        sinceRead = 'unknown';
        if (!quiet && (await hasEventsAfter(after))) return;
        const remaining = deadline - Date.now();
        if (remaining <= 0) return;
        await wakeups.wakeAfter(seen, { timeoutMs: Math.min(remaining, pollIntervalMs), signal });
        if (wakeups.count !== seen || Date.now() >= deadline) return;
      }
    },

    subscribeToAll({ after = START, types, readAhead = DEFAULT_READ_AHEAD } = {}) {
      const subscription = subscribeByReading(store, {
        after,
        types,
        readAhead,
        idleWaitMs: 60_000,
      });
      subscriptions.add(subscription);
      return {
        [Symbol.asyncIterator]: () => subscription[Symbol.asyncIterator](),
        async close() {
          subscriptions.delete(subscription);
          await subscription.close();
        },
      };
    },

    // Pages read when asked, through the position index; a wait on the append wake-ups. Its
    // readers' pages are `readAllPage`'s, so they hold its promise never to skip a late commit.
    openReader: (options) => pagingReader(store, options),
    openReaders: ({ pageSize }) => sharedPagingReaders(store, pageSize),

    headPosition,

    async countEvents({ after = START, through, types }) {
      if (comparePositions(through, after) <= 0) return 0;
      const { rows } = await pool.query<{ n: string }>(COUNT_EVENTS, [
        ...positionParams(after),
        ...positionParams(through),
        types ? [...types] : null,
      ]);
      return Number(rows[0]?.n ?? 0);
    },

    // The global sequence: appends take their values in position order (see the schema).
    logOffset: (position) => (position.prepare > 0n ? position.prepare : 0n),

    async close() {
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      subscriptions.clear();
      await wakeups.close();
    },
  };
  return store;
}

/**
 * Like `pool.query`, but an SQL error (a unique violation is routine here) keeps the connection:
 * its session is fine, and `pool.query` would drop it, while PGlite's socket fails the next
 * connection opened before the dropped one has closed ("Connection terminated unexpectedly").
 */
async function queryKeepingConnection<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  query: pg.QueryConfig,
): Promise<pg.QueryResult<Row>> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await client.query<Row>(query);
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) broken = toError(error);
    throw error;
  } finally {
    client.release(broken);
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === constraint
  );
}
