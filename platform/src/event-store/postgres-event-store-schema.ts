import type pg from 'pg';
import { inTransaction } from '../database/connection';

/** Constraint names the adapter recognises in unique violations. */
export const STREAM_REVISION_CONSTRAINT = 'events_stream_revision_key';
export const EVENT_ID_CONSTRAINT = 'events_event_id_key';

/**
 * json accepts what jsonb refuses (\u0000 in a string, which no read model's text column could
 * store): every payload must also parse as jsonb, whoever inserts it, as when the columns were
 * jsonb. The adapter's own appends pass by construction; a bulk load or a hand-written INSERT is
 * held to it here, at the price of a second parse of each appended payload.
 */
const PAYLOAD_CHECK = 'events_payloads_parse_as_jsonb';
const PAYLOAD_CHECK_EXPRESSION = 'data::jsonb IS NOT NULL AND metadata::jsonb IS NOT NULL';

/** The channel other processes LISTEN on to wake up at once after an append. */
export const EVENTS_APPENDED_CHANNEL = 'foodshare_events_appended';

// Any constants work: they only have to be the same in every process that uses the schema.
const SCHEMA_LOCK_KEY = 7_461_392_001;
const APPEND_LOCK_KEY = 7_461_392_002;

/** Remembers, for the rest of a transaction, that it holds the append lock. */
const APPEND_LOCK_SETTING = 'foodshare.events_append_lock';

export const APPEND_NOT_FIRST_MESSAGE =
  'an append to events must come before any other write of its transaction';

/**
 * Appends commit one at a time, in the order of their positions. Before a statement inserts into
 * `events`, its transaction takes one transaction-scoped advisory lock, and only then gets its
 * transaction id and its sequence values; PostgreSQL releases the lock only once the commit is
 * visible to every new snapshot. So when a reader sees an event, every event before it in the
 * order (transaction_id, global_position) has committed or rolled back, and an append still
 * running sorts after everything already readable: a reader reads what it sees, and no other
 * open transaction (a read model's batch, a session's write) can hold its readers back.
 *
 * The lock is taken by a trigger, not by the adapter, so that every writer is ordered the same
 * way: an older version of the app during a rolling upgrade, a bulk load, a hand-written INSERT.
 * An INSERT into `events` from a transaction that already has a transaction id (it wrote
 * something else first) is refused: its id could be lower than an append that committed while
 * it ran, and readers may have passed that one already. The price: appends no longer commit in
 * parallel, each waits for the one before it to run and flush its commit (the lock is held for
 * the append's own statements only, never while the app decides).
 */
const SCHEMA_SQL = `
  CREATE TABLE IF NOT EXISTS events (
    global_position bigserial PRIMARY KEY,
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    stream_id text NOT NULL,
    stream_revision bigint NOT NULL,
    event_id uuid NOT NULL,
    type text NOT NULL,
    data json NOT NULL,
    metadata json NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ${EVENT_ID_CONSTRAINT} UNIQUE (event_id),
    CONSTRAINT ${STREAM_REVISION_CONSTRAINT} UNIQUE (stream_id, stream_revision),
    CONSTRAINT ${PAYLOAD_CHECK} CHECK (${PAYLOAD_CHECK_EXPRESSION})
  );
  CREATE INDEX IF NOT EXISTS events_transaction_position_idx
    ON events (transaction_id, global_position);
  CREATE OR REPLACE FUNCTION events_append_in_commit_order() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF current_setting('${APPEND_LOCK_SETTING}', true) IS DISTINCT FROM 'held' THEN
      IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
        RAISE EXCEPTION '${APPEND_NOT_FIRST_MESSAGE}' USING ERRCODE = 'object_not_in_prerequisite_state';
      END IF;
      PERFORM pg_advisory_xact_lock(${APPEND_LOCK_KEY});
      PERFORM set_config('${APPEND_LOCK_SETTING}', 'held', true);
    END IF;
    RETURN NULL;
  END
  $$;
`;

// Replacing a trigger locks the table against appends: done only when it is missing.
const TRIGGER_SQL = `
  CREATE TRIGGER events_append_in_commit_order BEFORE INSERT ON events
    FOR EACH STATEMENT EXECUTE FUNCTION events_append_in_commit_order()`;

/**
 * `data` and `metadata` are `json`, holding the text jsonb prints: the adapter parses what it
 * appends as jsonb (which refuses what no read model could store, such as \u0000 in a string)
 * and stores that jsonb's output. Readers read the same text as when the columns were jsonb, but
 * the server sends it as stored instead of printing it anew for every read: printing jsonb was
 * most of the server's work in reading the log. A log made when they were jsonb is converted
 * once (jsonb to json keeps that same text); the rewrite locks the table while it runs.
 */
const OLD_PAYLOAD_COLUMNS = `
  SELECT attname FROM pg_attribute
  WHERE attrelid = 'events'::regclass AND attname IN ('data', 'metadata')
    AND atttypid = 'jsonb'::regtype AND NOT attisdropped`;
const PAYLOADS_TO_JSON = `
  ALTER TABLE events
    ALTER COLUMN data TYPE json USING data::json,
    ALTER COLUMN metadata TYPE json USING metadata::json`;

/**
 * Creates the `events` table and its indexes when missing, and converts the payload columns of
 * an older log to json. Safe to call from several processes at once: CREATE ... IF NOT EXISTS
 * alone races on the catalog, so the creation and the conversion are serialised by an advisory
 * lock (the first process converts, the others then find json).
 */
export async function ensurePostgresEventStoreSchema(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(SCHEMA_SQL);
    const { rowCount } = await client.query(
      `SELECT 1 FROM pg_trigger WHERE tgrelid = 'events'::regclass
         AND tgname = 'events_append_in_commit_order'`,
    );
    if (rowCount === 0) await client.query(TRIGGER_SQL);
    const { rowCount: oldColumns } = await client.query(OLD_PAYLOAD_COLUMNS);
    if (oldColumns) await client.query(PAYLOADS_TO_JSON);
    const { rowCount: checked } = await client.query(
      `SELECT 1 FROM pg_constraint WHERE conrelid = 'events'::regclass AND conname = $1`,
      [PAYLOAD_CHECK],
    );
    if (checked === 0)
      await client.query(
        `ALTER TABLE events ADD CONSTRAINT ${PAYLOAD_CHECK} CHECK (${PAYLOAD_CHECK_EXPRESSION})`,
      );
  });
}
