import { type QueryExecutorProvider, sql } from 'kysely';
import type { Logger } from '../logger';

/** Tables never compacted: the event log only grows, and holds a person sealed, never plain. */
const NOT_COMPACTED = new Set(['public.events']);

/** SQLSTATE 42501: the database role may not run this (a managed server, a restricted role). */
const INSUFFICIENT_PRIVILEGE = '42501';

export interface Compaction {
  /** The tables rewritten, as schema.table. */
  readonly tables: readonly string[];
  /** Whether the write-ahead log moved to a new segment and a checkpoint let the old one go. */
  readonly walReleased: boolean;
}

/**
 * Rewrites every table but the event log (VACUUM FULL, which also rebuilds their indexes and
 * TOAST), refreshes the planner's statistics (which sample column values) and rewrites them too,
 * then ends the current write-ahead-log segment and checkpoints, so no deleted row is left in a
 * table file and the segments that held it can be removed (with `wal_recycle = off` they are
 * deleted at once; recycled, a segment keeps its old bytes until it is written over). Every
 * table, read models of every generation included, so a new read model is compacted too.
 */
export async function compactAfterErasure(
  db: QueryExecutorProvider,
  logger: Pick<Logger, 'warn'>,
): Promise<Compaction> {
  const { rows } = await sql<{ name: string }>`
    select format('%I.%I', schemaname, tablename) as name
    from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema')
    order by 1`.execute(db);
  const tables: string[] = [];
  for (const { name } of rows) {
    if (NOT_COMPACTED.has(name)) continue;
    try {
      await sql.raw(`vacuum (full, analyze) ${name}`).execute(db);
      tables.push(name);
    } catch (error) {
      // A table dropped meanwhile (a retired read-model generation) has nothing left to keep.
      if ((error as { code?: string }).code !== '42P01') throw error;
    }
  }
  const walReleased = await privileged(logger, async () => {
    await sql`vacuum full pg_catalog.pg_statistic`.execute(db);
    await sql`select pg_switch_wal()`.execute(db);
    await sql`checkpoint`.execute(db);
  });
  return { tables, walReleased };
}

async function privileged(
  logger: Pick<Logger, 'warn'>,
  step: () => Promise<void>,
): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    logger.warn(
      { err: error },
      'erasure compaction: the database role may not rewrite statistics, switch the WAL or checkpoint; the server’s own checkpoints release the WAL later',
    );
    return false;
  }
}

/** When the tables that held a deleted account were compacted (once per account). */
export interface ErasureCompactionsTable {
  user_id: string;
  compacted_at: Date;
}
