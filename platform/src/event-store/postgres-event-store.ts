import pg from 'pg';
import { inTransaction } from '../database/connection';
import { parseEventMetadata } from './event-metadata-schema';
import {
  type AppendResult,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  START,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store';
import { createAppendWakeups } from './postgres-append-wakeups';
import { EVENT_ID_CONSTRAINT, STREAM_REVISION_CONSTRAINT } from './postgres-event-store-schema';
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
const SUBSCRIPTION_BATCH_SIZE = 500;

const EVENT_COLUMNS = `transaction_id::text AS transaction_id, global_position::text AS global_position,
  stream_id, stream_revision::text AS stream_revision, event_id::text AS event_id, type, data,
  metadata, created_at`;

/** Only transactions older than every running one are readable: see the schema's comment. */
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

/**
 * One statement, so one transaction and one round trip: it reads the stream's head, checks the
 * expectation and inserts. Zero rows inserted means the expectation failed; two appends racing
 * for the same revision are settled by the unique (stream_id, stream_revision) constraint.
 */
const APPEND_SQL = `
  WITH stream_head AS (
    SELECT max(stream_revision) AS revision FROM events WHERE stream_id = $1
  )
  INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
  SELECT $1, coalesce(stream_head.revision, -1) + new_event.ordinal,
    (new_event.value->>'id')::uuid, new_event.value->>'type',
    coalesce(new_event.value->'data', 'null'::jsonb), new_event.value->'metadata'
  FROM stream_head, jsonb_array_elements($2::jsonb) WITH ORDINALITY AS new_event(value, ordinal)
  WHERE CASE $3::text
    WHEN 'any' THEN true
    WHEN 'no_stream' THEN stream_head.revision IS NULL
    WHEN 'stream_exists' THEN stream_head.revision IS NOT NULL
    ELSE stream_head.revision = $4::bigint
  END
  ORDER BY new_event.ordinal
  RETURNING transaction_id::text AS transaction_id, global_position::text AS global_position,
    stream_revision::text AS stream_revision`;

interface EventRow {
  transaction_id: string;
  global_position: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date;
}

type StoredAt = Pick<EventRow, 'transaction_id' | 'global_position' | 'stream_revision'>;

type AppendAttempt =
  | { kind: 'appended'; result: AppendResult }
  | { kind: 'expectation_failed' | 'revision_taken' | 'event_id_taken' };

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const { pool, beforeCommit } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const wakeups = createAppendWakeups({ pool, crossProcess: options.crossProcessWakeups });
  const subscriptions = new Set<Subscription>();

  async function tryAppend(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendAttempt> {
    const payload = JSON.stringify(
      events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
    );
    const params = [
      streamId,
      payload,
      typeof expected === 'bigint' ? 'revision' : expected,
      typeof expected === 'bigint' ? expected.toString() : null,
    ];
    try {
      const { rows } = beforeCommit
        ? await inTransaction(pool, async (client) => {
            const inserted = await client.query<StoredAt>(APPEND_SQL, params);
            if (inserted.rows.length > 0) await beforeCommit(streamId);
            return inserted;
          })
        : await pool.query<StoredAt>(APPEND_SQL, params);
      const last = rows.at(-1);
      if (!last) return { kind: 'expectation_failed' };
      return { kind: 'appended', result: toAppendResult(last) };
    } catch (error) {
      if (isUniqueViolation(error, STREAM_REVISION_CONSTRAINT)) return { kind: 'revision_taken' };
      if (isUniqueViolation(error, EVENT_ID_CONSTRAINT)) return { kind: 'event_id_taken' };
      throw error;
    }
  }

  /** The original result when these exact events were appended before (idempotent retry). */
  async function findEarlierAppend(
    streamId: string,
    events: readonly EventToAppend[],
  ): Promise<AppendResult | null> {
    const ids = events.map((event) => event.id.toLowerCase());
    const { rows } = await pool.query<StoredAt & { event_id: string; stream_id: string }>(
      `SELECT event_id::text AS event_id, stream_id, stream_revision::text AS stream_revision,
         transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY stream_revision`,
      [ids],
    );
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
    const { rows } = await pool.query<{ revision: string | null }>(
      'SELECT max(stream_revision)::text AS revision FROM events WHERE stream_id = $1',
      [streamId],
    );
    const revision = rows[0]?.revision;
    return revision == null ? 'no_stream' : BigInt(revision);
  }

  async function hasEventsAfter(after: Position): Promise<boolean> {
    const { rows } = await pool.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM events
         WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${VISIBLE}) AS found`,
      positionParams(after),
    );
    return rows[0]?.found === true;
  }

  const store: EventStore = {
    async append(streamId, events, { expectedRevision }) {
      if (events.length === 0) throw new TypeError(`Stream ${streamId}: nothing to append`);
      for (let attempt = 1; ; attempt++) {
        const outcome = await tryAppend(streamId, events, expectedRevision);
        if (outcome.kind === 'appended') {
          wakeups.appended();
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

    async readStream(streamId, { fromRevision = 0n, maxCount } = {}) {
      const { rows } = await pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events
         WHERE stream_id = $1 AND stream_revision >= $2::bigint
         ORDER BY stream_revision LIMIT $3`,
        [streamId, fromRevision.toString(), maxCount ?? null],
      );
      return rows.map(toRecordedEvent);
    },

    async readAll({ after = START, maxCount } = {}) {
      const { rows } = await pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events
         WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${VISIBLE}
         ORDER BY transaction_id, global_position LIMIT $3`,
        [...positionParams(after), maxCount ?? null],
      );
      return rows.map(toRecordedEvent);
    },

    async waitForEvents(after, { timeoutMs, signal }) {
      const deadline = Date.now() + timeoutMs;
      while (!signal?.aborted) {
        const seen = wakeups.count;
        if (await hasEventsAfter(after)) return;
        const remaining = deadline - Date.now();
        if (remaining <= 0) return;
        await wakeups.wakeAfter(seen, { timeoutMs: Math.min(remaining, pollIntervalMs), signal });
      }
    },

    subscribeToAll({ after = START } = {}) {
      const subscription = subscribeByReading(store, {
        after,
        batchSize: SUBSCRIPTION_BATCH_SIZE,
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

    async headPosition() {
      const { rows } = await pool.query<Pick<EventRow, 'transaction_id' | 'global_position'>>(
        `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
         FROM events WHERE ${VISIBLE}
         ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      );
      const last = rows[0];
      return last ? toPosition(last) : START;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      subscriptions.clear();
      await wakeups.close();
    },
  };
  return store;
}

/** xid8 has no negative values; real transaction ids start at 3, so 0 sorts before them all. */
function positionParams(position: Position): [string, string] {
  const atStart = comparePositions(position, START) <= 0;
  return atStart ? ['0', '-1'] : [position.commit.toString(), position.prepare.toString()];
}

function toPosition(row: Pick<EventRow, 'transaction_id' | 'global_position'>): Position {
  return { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
}

function toAppendResult(row: StoredAt): AppendResult {
  return { nextExpectedRevision: BigInt(row.stream_revision), position: toPosition(row) };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: parseEventMetadata(row.metadata, row.event_id),
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row),
    createdAt: row.created_at,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === constraint
  );
}
