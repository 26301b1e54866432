import { type Kysely, type Migration, Migrator, sql } from 'kysely';

/**
 * The channel a NOTIFY goes out on, at commit, whenever a projection's live generation moves (a
 * batch's checkpoint, or a rebuilt generation going live); its payload is the projection's name.
 * Readers in other processes LISTEN on it instead of polling the checkpoints.
 */
export const PROJECTION_CHECKPOINTS_CHANNEL = 'projection_checkpoints';

/**
 * Tables the platform owns: sessions, personal-data keys and projection bookkeeping. The event
 * store and each projection create their own tables; projections' tables live in schemas of
 * their own (see projection-service).
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-sessions': {
    async up(db) {
      await db.schema
        .createTable('session')
        .ifNotExists()
        .addColumn('sid', 'varchar', (column) => column.primaryKey())
        .addColumn('sess', 'json', (column) => column.notNull())
        .addColumn('expire', sql`timestamp(6)`, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('IDX_session_expire')
        .ifNotExists()
        .on('session')
        .column('expire')
        .execute();
    },
  },
  '2026-11-21-002-personal-data-keys': {
    async up(db) {
      await db.schema
        .createTable('personal_data_keys')
        .ifNotExists()
        .addColumn('key_id', 'text', (column) => column.primaryKey())
        .addColumn('key', 'bytea', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '2026-11-21-003-projection-generations': {
    async up(db) {
      await db.schema
        .createTable('projection_generations')
        .ifNotExists()
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('generation', 'integer', (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('status', 'text', (column) =>
          column.notNull().check(sql`status in ('building', 'live', 'retired')`),
        )
        .addColumn('checkpoint_commit', 'bigint', (column) => column.notNull().defaultTo(-1))
        .addColumn('checkpoint_prepare', 'bigint', (column) => column.notNull().defaultTo(-1))
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('projection_generations_pkey', ['name', 'generation'])
        .execute();
      await sql`create unique index if not exists projection_generations_one_live on projection_generations (name) where status = 'live'`.execute(
        db,
      );
    },
  },
  '2026-11-21-004-destroyed-personal-data-keys': {
    async up(db) {
      await db.schema
        .createTable('destroyed_personal_data_keys')
        .ifNotExists()
        .addColumn('key_id', 'text', (column) => column.primaryKey())
        .addColumn('destroyed_at', 'timestamptz', (column) =>
          column.notNull().defaultTo(sql`now()`),
        )
        .execute();
    },
  },
  '2026-12-01-005-projection-parked': {
    async up(db) {
      // A projection that keeps failing on one event parks there until an operator retries or
      // skips it; the row keeps it parked across restarts and tells /health what is wrong.
      await db.schema
        .createTable('projection_parked')
        .ifNotExists()
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('generation', 'integer', (column) => column.notNull())
        .addColumn('event_id', 'text', (column) => column.notNull())
        .addColumn('event_type', 'text', (column) => column.notNull())
        .addColumn('stream_id', 'text', (column) => column.notNull())
        .addColumn('position_commit', 'bigint', (column) => column.notNull())
        .addColumn('position_prepare', 'bigint', (column) => column.notNull())
        .addColumn('correlation_id', 'text')
        .addColumn('error', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull())
        .addColumn('parked_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('projection_parked_pkey', ['name', 'generation'])
        .execute();
    },
  },
  '2026-11-24-001-pg-trgm': {
    // Trigram indexes serve the items' search (ILIKE '%…%', any script, Arabic included).
    async up(db) {
      await sql`create extension if not exists pg_trgm`.execute(db);
    },
  },
  '2026-11-24-002-erasure-compactions': {
    async up(db) {
      // When the tables that held a deleted account were compacted: done once per account.
      await db.schema
        .createTable('erasure_compactions')
        .ifNotExists()
        .addColumn('user_id', 'text', (column) => column.primaryKey())
        .addColumn('compacted_at', 'timestamptz', (column) =>
          column.notNull().defaultTo(sql`now()`),
        )
        .execute();
    },
  },
  '2026-11-24-003-impact-rebuilds': {
    async up(db) {
      await db.schema
        .createTable('impact_rebuilds')
        .ifNotExists()
        .addColumn('id', 'uuid', (column) => column.primaryKey())
        .addColumn('methodology', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('requested_by', 'text', (column) => column.notNull())
        .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
        .addColumn('started_at', 'timestamptz')
        .addColumn('finished_at', 'timestamptz')
        .addColumn('heartbeat_at', 'timestamptz')
        .addColumn('done', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('total', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('events_per_second', 'double precision', (column) =>
          column.notNull().defaultTo(0),
        )
        .addColumn('error', 'text')
        .execute();
    },
  },
  '2026-12-10-001-search-normalise': {
    // Search folds Arabic spelling variants on the text it indexes as on the query (contracts'
    // normaliseForSearch, held equal by a test): alef forms to ا, ة to ه, ى to ي, and tashkeel
    // (U+064B–U+065F), the dagger alef (U+0670) and tatweel (U+0640) left out. IMMUTABLE, so
    // trigram indexes can be built on it; translate() drops what has no counterpart.
    async up(db) {
      const dropped = [
        ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, index) => 0x064b + index),
        0x0670,
        0x0640,
      ];
      const from = String.fromCodePoint(0x0623, 0x0625, 0x0622, 0x0671, 0x0629, 0x0649, ...dropped);
      const to = String.fromCodePoint(0x0627, 0x0627, 0x0627, 0x0627, 0x0647, 0x064a);
      await sql`create or replace function public.search_normalise(value text) returns text
        language sql immutable strict parallel safe
        as ${sql.lit(`select pg_catalog.translate(value, '${from}', '${to}')`)}`.execute(db);
    },
  },
  '2026-12-20-001-projection-checkpoint-notify': {
    // A trigger rather than a NOTIFY from the runner: whoever moves a live checkpoint, and however,
    // the readers hear of it, and only once it is committed (PostgreSQL delivers at commit).
    // A heartbeat that touches the row without moving it tells nobody.
    async up(db) {
      await sql`create or replace function projection_checkpoint_moved() returns trigger
        language plpgsql as $$
        begin
          if new.status = 'live' and (tg_op = 'INSERT'
              or old.status is distinct from new.status
              or old.checkpoint_commit is distinct from new.checkpoint_commit
              or old.checkpoint_prepare is distinct from new.checkpoint_prepare) then
            perform pg_notify(${sql.lit(PROJECTION_CHECKPOINTS_CHANNEL)}, new.name);
          end if;
          return null;
        end $$`.execute(db);
      await sql`create or replace trigger projection_checkpoint_moved
        after insert or update on projection_generations
        for each row execute function projection_checkpoint_moved()`.execute(db);
    },
  },
};

export async function migratePlatform(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'platform_migrations',
    migrationLockTableName: 'platform_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
}
