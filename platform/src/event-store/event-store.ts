/**
 * The event store port. Two adapters implement it (PostgreSQL and EventStoreDB) and both must
 * pass `conformance.ts`. Positions and revisions are bigints: EventStoreDB positions pass 2^53.
 */

/** Where an event sits in the global order. Compare with `comparePositions`, never by fields. */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: Position = Object.freeze({ commit: -1n, prepare: -1n });

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** The later of two positions. */
export function laterPosition(a: Position, b: Position): Position {
  return comparePositions(a, b) >= 0 ? a : b;
}

/** A position as it travels over HTTP and is stored in checkpoints: "commit-prepare". */
export function formatPosition(position: Position): string {
  return `${position.commit}-${position.prepare}`;
}

export function parsePosition(text: string): Position | null {
  const match = /^(-?\d{1,20})-(-?\d{1,20})$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

export interface EventMetadata {
  /** A user id, or `system:<process>` for jobs. */
  readonly actor: string;
  readonly correlationId: string;
  readonly causationId: string;
  readonly idempotencyKey?: string | undefined;
  /** Why a person decided, where one did. */
  readonly reason?: string | undefined;
  readonly schemaVersion: number;
  readonly [key: string]: unknown;
}

export interface EventToAppend {
  /** Deterministic where a retry must be idempotent. A uuid. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly streamId: string;
  /** 0 for a stream's first event. */
  readonly revision: bigint;
  readonly position: Position;
  readonly createdAt: Date;
}

/** `no_stream`: the stream must not exist. A bigint: the revision of the stream's last event. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface AppendResult {
  /** The revision of the stream's last event after this append. */
  readonly nextExpectedRevision: bigint;
  /** The position of the last appended event. */
  readonly position: Position;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

/** Each stream once, each with something to append. */
export function assertDistinctShares(appends: readonly StreamAppend[]): void {
  const streams = new Set<string>();
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new TypeError(`Stream ${streamId}: nothing to append`);
    if (streams.has(streamId)) throw new TypeError(`Stream ${streamId}: named twice in one append`);
    streams.add(streamId);
  }
}

export interface ReadStreamOptions {
  /** Inclusive. Default 0. */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Default: from the start. */
  readonly after?: Position;
  readonly maxCount?: number;
  /** Only events of these types (a reader that acts on few types reads only those). Default: all. */
  readonly types?: ReadonlySet<string>;
}

/** One read of the global log, and how far it went. */
export interface ReadAllPage {
  /** The events read, in global order. */
  readonly events: RecordedEvent[];
  /**
   * Where the next read starts: a read after it misses none of the events asked for. The last
   * event's position when the page is full (`maxCount` events); for a shorter page, past every
   * readable event it went by, of any type (or `after` itself when there was none). With
   * `types`, this moves a reader's checkpoint past the events it does not read.
   */
  readonly through: Position;
}

export interface SubscribeOptions {
  /** Exclusive: events strictly after this position. Default: from the start. */
  readonly after?: Position;
  /**
   * Only events of these types, picked out by the store (EventStoreDB's server-side filter,
   * PostgreSQL's walk of its position index): the others are never sent. Checkpoints still move
   * past them.
   */
  readonly types?: ReadonlySet<string>;
  /**
   * How many events the store may hold ready ahead of the reader (a page read in PostgreSQL, the
   * queue filled from EventStoreDB's stream). Default 500. A reader that gathers batches of N
   * events gives N: a batch then fills while the one before it is applied.
   */
  readonly readAhead?: number;
}

/** What a catch-up subscription hands its reader, in global order. */
export type SubscriptionMessage =
  | { readonly kind: 'event'; readonly event: RecordedEvent }
  | {
      readonly kind: 'checkpoint';
      /**
       * Every event of the subscription's types up to here has been handed over already: a
       * reader that has applied them may store this as its checkpoint and later subscribe
       * `after` it, missing nothing. Past the events of other types it passed over, so a
       * filtered reader's checkpoint moves with the log, not only with its own events. A
       * checkpoint never lies before the event or checkpoint handed over ahead of it (a caught-up
       * one may stand at the same position).
       */
      readonly position: Position;
      /**
       * Nothing more is ready: what follows waits for the store (new appends, or the next read
       * from the server). A reader that gathers batches applies what it holds now.
       */
      readonly caughtUp: boolean;
    };

/**
 * Consumed with `for await`: the store reads ahead only as far as `readAhead`, so a slow reader
 * holds the store back rather than piling events up in memory.
 */
export interface Subscription extends AsyncIterable<SubscriptionMessage> {
  /** Ends the iteration; pending `next()` calls resolve as done. */
  close(): Promise<void>;
}

/** A stretch of the log, (after, through], and the event types counted in it. */
export interface LogStretch {
  /** Exclusive. Default: from the start. */
  readonly after?: Position;
  /** Inclusive. */
  readonly through: Position;
  /** Only events of these types. Default: all. */
  readonly types?: ReadonlySet<string>;
}

/** A reader's page: the events of its types, and how far the read behind them went. */
export interface LogPage extends ReadAllPage {
  /**
   * The page holds as many events as asked for: more may follow right after `through`. Else the
   * reader has caught up with the log (the page may be short or empty).
   */
  readonly full: boolean;
}

/**
 * How one consumer that keeps its own checkpoint (a projection) reads the log: pages of its
 * event types after a position, and a wait for more. Each store reads in its own way: PostgreSQL
 * pages through its position index, EventStoreDB follows one catch-up subscription to `$all`
 * with the server's event-type filter and its checkpoints. A reader serves one caller at a time;
 * a read from another position than where the last one ended is allowed (a checkpoint another
 * worker moved, a batch that failed) and may cost the reader a fresh start there.
 */
export interface LogReader {
  /**
   * Up to `maxCount` (default: the reader's page size) events of the reader's types strictly
   * after `after`, in global order. `through` passes the events of other types the read went
   * by, as `ReadAllPage.through` does, so a checkpoint stored there misses nothing.
   */
  read(after: Position, maxCount?: number): Promise<LogPage>;
  /**
   * Resolves once events after `after` may be readable, or after `timeoutMs`, or when the signal
   * aborts. A hint: callers always read again.
   */
  waitForMore(after: Position, options: { timeoutMs: number; signal?: AbortSignal }): Promise<void>;
  /** Ends the reader: its subscription, a read under way. */
  close(): Promise<void>;
}

export interface LogReaderOptions {
  /** Only events of these types. Default: all. */
  readonly types?: ReadonlySet<string> | undefined;
  /** Events per page. */
  readonly pageSize: number;
}

/**
 * Readers that go together: a runner's live loops, which stand mostly at one position once
 * caught up. The store may serve them from reads they share (PostgreSQL reads each page once for
 * all of them and picks each reader's types out; EventStoreDB gives each a subscription of its
 * own, filtered by the server).
 */
export interface LogReaders {
  open(types: ReadonlySet<string> | undefined): LogReader;
}

/** One stream's share of a multi-stream append. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expectedRevision: ExpectedRevision;
}

export interface EventStore {
  /**
   * Appends atomically. Throws `WrongExpectedRevisionError` on a conflict. Appending events
   * whose ids are all already stored in that stream, in that order, is a no-op that answers the
   * original result (idempotent retries).
   */
  append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /**
   * Appends to several streams as one: every stream's expectation must hold, or nothing is
   * appended (`WrongExpectedRevisionError` names the first stream whose expectation failed).
   * Answers each stream's result, in the order given. Repeating the exact same appends is a
   * no-op that answers the original results. `atomicMultiStreamAppend` says whether the adapter
   * guarantees all-or-nothing against a concurrent writer too.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /**
   * True where `appendMany` commits all of its streams in one transaction. False where it checks
   * every expectation first and then appends stream by stream (EventStoreDB 6.x client): a writer
   * that slips in between can leave the first streams appended and a later one refused.
   */
  readonly atomicMultiStreamAppend: boolean;
  /** A stream's events in order; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Events of every stream in global order. Never skips an event: an event that commits late
   * appears after every event that was already returned, never before one.
   */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** `readAll`, answered with where the read ended (see `ReadAllPage.through`). */
  readAllPage(options?: ReadAllOptions): Promise<ReadAllPage>;
  /**
   * Resolves once events after `after` may be readable, or after `timeoutMs`, or when the
   * signal aborts. A hint for pollers; callers always re-read.
   */
  waitForEvents(
    after: Position,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<void>;
  /**
   * Catch-up subscription to the whole log: every event after `after` (of `types`, when given),
   * then live ones as they are appended, with checkpoints between them (`SubscriptionMessage`).
   */
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** A reader of pages of some event types, for one consumer with a checkpoint (`LogReader`). */
  openReader(options: LogReaderOptions): LogReader;
  /** Readers that may share their reads (`LogReaders`), each of `pageSize` events. */
  openReaders(options: { readonly pageSize: number }): LogReaders;
  /** The position of the last readable event, or START when there is none. */
  headPosition(): Promise<Position>;
  /**
   * How many events of `types` lie in the stretch, where the store can count them cheaply
   * (PostgreSQL: one indexed count); null where it cannot (EventStoreDB counts only by reading
   * every event). A progress bar then measures by `logOffset` instead.
   */
  countEvents(stretch: LogStretch): Promise<number | null>;
  /**
   * Where a position lies along the log, in the store's own unit: events for PostgreSQL (its
   * global sequence), bytes of the transaction log for EventStoreDB. It grows with the position
   * and costs nothing, so a reader's share done of (a, b] is
   * (logOffset(p) - logOffset(a)) / (logOffset(b) - logOffset(a)), for any store. 0 for START.
   */
  logOffset(position: Position): bigint;
  close(): Promise<void>;
}
