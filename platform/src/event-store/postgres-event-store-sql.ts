import pg from 'pg';
import { parseEventMetadata } from './event-metadata-schema';
import {
  type AppendResult,
  comparePositions,
  type Position,
  type RecordedEvent,
  START,
} from './event-store';

/**
 * The adapter's statements. Each is named, so PostgreSQL parses and plans it once per connection:
 * planning the append costs more than running it.
 */

// Numbers come back as text (BigInt parses them exactly). An ORDER BY must name `events.` columns:
// a bare name would sort by the text output column, where '10' < '9'. Events are read as arrays
// (`EVENT_ROW`), in this order, as `EventRow` says.
const EVENT_COLUMNS = `transaction_id::text, global_position::text, stream_id, stream_revision::text,
  event_id::text, type, data, metadata, created_at`;

/*
 * Readers read every event their snapshot sees: appends commit in the order of their positions
 * (see the schema's comment), so nothing can still commit before an event already visible.
 */

/**
 * One statement, so one transaction and one round trip: it reads the stream's head, checks the
 * expectation and inserts. Zero rows inserted means the expectation failed; two appends racing
 * for the same revision are settled by the unique (stream_id, stream_revision) constraint. The
 * events are parsed as jsonb, which refuses what a read model could not store (\u0000 in a
 * string), and stored as the json text that jsonb prints (see the schema).
 */
export const APPEND = {
  name: 'event_store_append',
  text: `
  WITH stream_head AS (
    SELECT max(stream_revision) AS revision FROM events WHERE stream_id = $1
  )
  INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
  SELECT $1, coalesce(stream_head.revision, -1) + new_event.ordinal,
    (new_event.value->>'id')::uuid, new_event.value->>'type',
    coalesce(new_event.value->'data', 'null'::jsonb)::json, (new_event.value->'metadata')::json
  FROM stream_head, jsonb_array_elements($2::jsonb) WITH ORDINALITY AS new_event(value, ordinal)
  WHERE CASE $3::text
    WHEN 'any' THEN true
    WHEN 'no_stream' THEN stream_head.revision IS NULL
    WHEN 'stream_exists' THEN stream_head.revision IS NOT NULL
    ELSE stream_head.revision = $4::bigint
  END
  ORDER BY new_event.ordinal
  RETURNING transaction_id::text AS transaction_id, global_position::text AS global_position,
    stream_revision::text AS stream_revision`,
};

export const FIND_BY_EVENT_IDS = {
  name: 'event_store_find_by_event_ids',
  text: `SELECT event_id::text AS event_id, stream_id, stream_revision::text AS stream_revision,
      transaction_id::text AS transaction_id, global_position::text AS global_position
    FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY events.stream_revision`,
};

export const CURRENT_REVISION = {
  name: 'event_store_current_revision',
  text: 'SELECT max(stream_revision)::text AS revision FROM events WHERE stream_id = $1',
};

/**
 * One row when an event follows the position, none otherwise. Not `EXISTS (…)`: a table without
 * statistics (PGlite never analyses on its own) gets a sequential scan of every event for that,
 * 0.4 s at 320,000 events on each poll of a caught-up runner; the ordered walk of the index with
 * a hidden limit, as in READ_ALL, stops at the first row.
 */
export const HAS_EVENTS_AFTER = {
  name: 'event_store_has_events_after',
  text: `SELECT true AS found FROM events
    WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    ORDER BY events.transaction_id, events.global_position LIMIT (SELECT 1)`,
};

export const READ_STREAM = {
  name: 'event_store_read_stream',
  text: `SELECT ${EVENT_COLUMNS} FROM events
    WHERE stream_id = $1 AND stream_revision >= $2::bigint
    ORDER BY events.stream_revision LIMIT $3`,
};

/**
 * The limit is a subquery so that the planner cannot see it: it then plans for a small share of
 * the rows, an ordered walk of the (transaction_id, global_position) index that stops at the
 * limit. Seeing the limit, it weighs it against its guess of the rows after the position, and
 * where the limit is not far below that guess (a big batch, the end of the log, a table with no
 * statistics yet) it fetches every row after the position and sorts them all, once per batch:
 * 13 ms instead of 2 for the first 1,000 of a fresh table of 5,500 events.
 */
export const READ_ALL = {
  name: 'event_store_read_all',
  text: `SELECT ${EVENT_COLUMNS} FROM events
    WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    ORDER BY events.transaction_id, events.global_position LIMIT (SELECT $3::bigint)`,
};

/**
 * READ_ALL of some types only. Still the ordered walk of the position index, the other types
 * passed over in the server: their data is never rendered nor sent. A named statement gets a
 * generic plan after a few runs, and that plan is this walk whatever the types (the planner
 * cannot tell rare types from common ones then): reading all events of a rare type walks the
 * rest of the log once, and a common one never sorts the rows after the position.
 */
export const READ_ALL_OF_TYPES = {
  name: 'event_store_read_all_of_types',
  text: `SELECT ${EVENT_COLUMNS} FROM events
    WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
      AND type = ANY($4::text[])
    ORDER BY events.transaction_id, events.global_position LIMIT (SELECT $3::bigint)`,
};

/**
 * The events in a stretch, of some types or all: a rebuild's progress total, asked once. Not a
 * named statement: its generic plan could not know whether the types narrow anything.
 */
export const COUNT_EVENTS = `SELECT count(*)::text AS n FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND (transaction_id, global_position) <= ($3::xid8, $4::bigint)
    AND ($5::text[] IS NULL OR type = ANY($5::text[]))`;

export const HEAD_POSITION = {
  name: 'event_store_head_position',
  text: `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
    FROM events
    ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
};

export interface StoredAt {
  transaction_id: string;
  global_position: string;
  stream_revision: string;
}

export type StoredPosition = Pick<StoredAt, 'transaction_id' | 'global_position'>;
export type StoredEventId = StoredAt & { event_id: string; stream_id: string };

/** A row of EVENT_COLUMNS. */
export type EventRow = [
  transactionId: string,
  globalPosition: string,
  streamId: string,
  streamRevision: string,
  eventId: string,
  type: string,
  data: unknown,
  metadata: unknown,
  createdAt: Date,
];

const TIMESTAMPTZ_OID = 1184;
/**
 * The instant of a timestamptz as timestamptz_out writes it in the ISO style at UTC (the server's
 * zone unless set otherwise): 2026-01-10 08:00:00.123456+00, the fraction cut at its last nonzero
 * digit, absent when 0. Read digit by digit: pg's general parser tries several patterns and builds
 * the Date twice, a twentieth of reading an event. Anything else is read as pg reads it.
 */
export function parseTimestamptz(text: string): Date {
  const time = utcTimeOf(text);
  return time === undefined ? (parseAnyTimestamptz(text) as Date) : new Date(time);
}

function utcTimeOf(text: string): number | undefined {
  // The digits of the fraction: none, or 1 to 6 after a point.
  const fractionDigits = Math.max(0, text.length - 23);
  const shaped =
    text.endsWith('+00') &&
    (text.length === 22 || (fractionDigits > 0 && fractionDigits <= 6 && text[19] === '.')) &&
    text[4] === '-' &&
    text[7] === '-' &&
    text[10] === ' ' &&
    text[13] === ':' &&
    text[16] === ':';
  if (!shaped) return undefined;
  const year = digitsOf(text, 0, 4);
  const fraction = digitsOf(text, 20, 20 + fractionDigits);
  const millisecond =
    fractionDigits <= 3
      ? fraction * 10 ** (3 - fractionDigits)
      : Math.floor(fraction / 10 ** (fractionDigits - 3));
  const time = Date.UTC(
    year,
    digitsOf(text, 5, 7) - 1,
    digitsOf(text, 8, 10),
    digitsOf(text, 11, 13),
    digitsOf(text, 14, 16),
    digitsOf(text, 17, 19),
    millisecond,
  );
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: those go the general way.
  return Number.isNaN(time) || year < 100 ? undefined : time;
}

/** The number the decimal digits of text[start, end) write, NaN when one is not a digit. */
function digitsOf(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

const parseAnyTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text');

/**
 * How events are read: as arrays, not an object per row built field by field, and the instant
 * by `parseTimestamptz`. A rebuild reads every event of the log this way.
 */
export const EVENT_ROW = {
  rowMode: 'array',
  types: {
    getTypeParser: ((oid: number, format?: string) =>
      oid === TIMESTAMPTZ_OID && format !== 'binary'
        ? parseTimestamptz
        : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
  },
} as const;

/** xid8 has no negative values; real transaction ids start at 3, so 0 sorts before them all. */
export function positionParams(position: Position): [string, string] {
  const atStart = comparePositions(position, START) <= 0;
  return atStart ? ['0', '-1'] : [position.commit.toString(), position.prepare.toString()];
}

export function toPosition(row: StoredPosition): Position {
  return { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
}

export function toAppendResult(row: StoredAt): AppendResult {
  return { nextExpectedRevision: BigInt(row.stream_revision), position: toPosition(row) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  const [transactionId, globalPosition, streamId, revision, id, type, data, metadata, createdAt] =
    row;
  return {
    id,
    type,
    data,
    metadata: parseEventMetadata(metadata, id),
    streamId,
    revision: BigInt(revision),
    position: { commit: BigInt(transactionId), prepare: BigInt(globalPosition) },
    createdAt,
  };
}
