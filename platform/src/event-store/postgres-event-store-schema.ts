import type pg from 'pg';
import { inTransaction } from '../database/connection';

/** Constraint names the adapter recognises in unique violations. */
export const STREAM_REVISION_CONSTRAINT = 'events_stream_revision_key';
export const EVENT_ID_CONSTRAINT = 'events_event_id_key';

/** The channel other processes LISTEN on to wake up at once after an append. */
export const EVENTS_APPENDED_CHANNEL = 'foodshare_events_appended';

// Any constant works: it only has to be the same in every process that creates the schema.
const SCHEMA_LOCK_KEY = 7_461_392_001;

/**
 * `transaction_id` orders the global log: a reader only returns rows whose transaction is older
 * than every transaction still running, so an append that commits late can never land behind a
 * position a reader has already passed (see readAll).
 */
const SCHEMA_SQL = `
  CREATE TABLE IF NOT EXISTS events (
    global_position bigserial PRIMARY KEY,
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    stream_id text NOT NULL,
    stream_revision bigint NOT NULL,
    event_id uuid NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ${EVENT_ID_CONSTRAINT} UNIQUE (event_id),
    CONSTRAINT ${STREAM_REVISION_CONSTRAINT} UNIQUE (stream_id, stream_revision)
  );
  CREATE INDEX IF NOT EXISTS events_transaction_position_idx
    ON events (transaction_id, global_position);
`;

/**
 * Creates the `events` table and its indexes when missing. Safe to call from several processes
 * at once: CREATE ... IF NOT EXISTS alone races on the catalog, so the creation is serialised by
 * an advisory lock.
 */
export async function ensurePostgresEventStoreSchema(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(SCHEMA_SQL);
  });
}
