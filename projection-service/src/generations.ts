import { literal } from '@foodshare/platform/database/write-behind';
import { type Position, START } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase, ProjectionGenerationsTable } from '@foodshare/read-models/database';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Projection } from './projection';

export interface Generation {
  readonly name: string;
  readonly generation: number;
  readonly version: number;
  readonly status: ProjectionGenerationsTable['status'];
  readonly checkpoint: Position;
  /**
   * Where its row stands, when that is behind `checkpoint`: a live loop moved past events it
   * does nothing with and writes that move later (`skipTo`). Undefined: the row is at `checkpoint`.
   */
  readonly stored?: Position;
}

/** `generation` with its row at `checkpoint`: a batch or a skip just wrote it there. */
export function storedAt(generation: Generation, checkpoint: Position): Generation {
  const { name, generation: number, version, status } = generation;
  return { name, generation: number, version, status, checkpoint };
}

/** Where the row of `generation` stands: the checkpoint a write to it moves from. */
function storedCheckpoint(generation: Generation): Position {
  return generation.stored ?? generation.checkpoint;
}

export function schemaOf(name: string, generation: number): string {
  return `rm_${name.replaceAll('-', '_')}_${generation}`;
}

function toGeneration(row: ProjectionGenerationsTable): Generation {
  return {
    name: row.name,
    generation: row.generation,
    version: row.version,
    status: row.status,
    checkpoint: { commit: BigInt(row.checkpoint_commit), prepare: BigInt(row.checkpoint_prepare) },
  };
}

export async function findGeneration(
  db: Kysely<AppDatabase>,
  name: string,
  status: 'live' | 'building',
  options: { forUpdate?: boolean } = {},
): Promise<Generation | null> {
  let query = db
    .selectFrom('projection_generations')
    .selectAll()
    .where('name', '=', name)
    .where('status', '=', status)
    .orderBy('generation', 'desc')
    .limit(1);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toGeneration(row) : null;
}

/**
 * Serialises the changes of one projection's generations: their creation and swaps. A batch
 * locks its generation's row instead (`batchOpening`), as a swap does too.
 */
export async function lockProjection(db: Transaction<AppDatabase>, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`projection:${name}`}))`.execute(db);
}

export async function useGenerationSchema(
  db: Transaction<AppDatabase>,
  name: string,
  generation: number,
): Promise<void> {
  await sql.raw(`set local search_path to ${schemaOf(name, generation)}, public`).execute(db);
}

/**
 * The statement that opens a batch's transaction on `generation` (`opens`: it did), sent with
 * its BEGIN in one round trip (`inTransactionWritingBehind`): moves its checkpoint to `to`, the
 * batch's last event, if it is still of its status and its row where `generation` last left
 * it (not: nothing is written); a skip not yet written is written with it. The update locks the
 * row, so another worker's batch, a skip or a swap of it waits until this commits, and the rows
 * the batch writes next commit with the moved checkpoint, or roll back with it. The batch's
 * tables are then the generation's, by their bare names, and its commit does not wait for the
 * disk: a read model is rebuilt from the log, and a batch's rows and its checkpoint commit
 * together, so a crash can lose only the last batches, rows and checkpoint alike, and those are
 * applied again (the events are appended durably). Its values are written in as literals: it
 * travels with the BEGIN, in the protocol that takes no parameters.
 */
export function batchOpening(
  generation: Generation,
  to: Position,
): { readonly sql: string; opens(rows: readonly unknown[]): boolean } {
  const schema = schemaOf(generation.name, generation.generation);
  const from = storedCheckpoint(generation);
  const sql = `update projection_generations
    set checkpoint_commit = ${literal(String(to.commit))},
      checkpoint_prepare = ${literal(String(to.prepare))}, updated_at = ${literal(new Date())}
    where name = ${literal(generation.name)} and generation = ${literal(generation.generation)}
      and status = ${literal(generation.status)}
      and checkpoint_commit = ${literal(String(from.commit))}
      and checkpoint_prepare = ${literal(String(from.prepare))}
    returning set_config('search_path', ${literal(`${schema}, public`)}, true) is not null
      and set_config('synchronous_commit', 'off', true) is not null as moved`;
  return { sql, opens: (rows) => (rows[0] as { moved?: boolean } | undefined)?.moved === true };
}

/**
 * Moves a checkpoint over events the projection does nothing with: one statement, its own
 * transaction (its commit not waiting for the disk, as a batch's). It moves only from where
 * the row of `generation` stands, after any batch or swap holding it: false when it did not move.
 */
export async function skipTo(
  db: Kysely<AppDatabase>,
  generation: Generation,
  position: Position,
): Promise<boolean> {
  const from = storedCheckpoint(generation);
  const result = await sql`
    update projection_generations
    set checkpoint_commit = ${String(position.commit)},
      checkpoint_prepare = ${String(position.prepare)}, updated_at = ${new Date()}
    where name = ${generation.name} and generation = ${generation.generation}
      and status = ${generation.status}
      and checkpoint_commit = ${String(from.commit)}
      and checkpoint_prepare = ${String(from.prepare)}
      and set_config('synchronous_commit', 'off', true) is not null`.execute(db);
  return result.numAffectedRows === 1n;
}

/**
 * Creates a new, empty generation with its own schema and tables; or answers the one of that
 * status another worker made first: looked for again under the projection's lock, so instances
 * starting together on an empty database make one each, not one too many.
 */
export async function createGeneration(
  db: Kysely<AppDatabase>,
  projection: Projection,
  status: 'building' | 'live',
): Promise<Generation> {
  return db.transaction().execute(async (trx) => {
    await lockProjection(trx, projection.name);
    const made = await findGeneration(trx, projection.name, status);
    if (made) return made;
    const last = await trx
      .selectFrom('projection_generations')
      .select((eb) => eb.fn.max('generation').as('max'))
      .where('name', '=', projection.name)
      .executeTakeFirst();
    const generation = Number(last?.max ?? 0) + 1;
    const schema = schemaOf(projection.name, generation);
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(trx);
    await sql.raw(`create schema ${schema}`).execute(trx);
    await useGenerationSchema(trx, projection.name, generation);
    await projection.createTables(trx as unknown as Kysely<unknown>);
    // A rebuild builds them once it has caught up (`createReadIndexes`); live, they serve at once.
    if (status === 'live') await projection.createReadIndexes?.(trx as unknown as Kysely<unknown>);
    await sql.raw('set local search_path to public').execute(trx);
    await trx
      .insertInto('projection_generations')
      .values({
        name: projection.name,
        generation,
        version: projection.version,
        status,
        checkpoint_commit: String(START.commit),
        checkpoint_prepare: String(START.prepare),
        updated_at: new Date(),
      })
      .execute();
    if (status === 'live') await pointViewsAt(trx, projection, generation);
    return {
      name: projection.name,
      generation,
      version: projection.version,
      status,
      checkpoint: START,
    };
  });
}

/**
 * Builds a rebuilt generation's read indexes (`Projection.createReadIndexes`) over the rows it
 * holds, before it swaps in: one sorted build of each instead of an update of each per row
 * written. Idempotent, for a rebuild resumed after a crash.
 */
export async function createReadIndexes(
  db: Kysely<AppDatabase>,
  projection: Projection,
  generation: Generation,
): Promise<void> {
  const create = projection.createReadIndexes;
  if (!create) return;
  await db.transaction().execute(async (trx) => {
    await useGenerationSchema(trx, projection.name, generation.generation);
    await create(trx as unknown as Kysely<unknown>);
  });
}

/** The public views that readers use, pointed at one generation's tables. */
export async function pointViewsAt(
  db: Transaction<AppDatabase>,
  projection: Projection,
  generation: number,
): Promise<void> {
  const schema = schemaOf(projection.name, generation);
  for (const table of projection.tables) {
    await sql.raw(`drop view if exists public.${table}`).execute(db);
    await sql.raw(`create view public.${table} as select * from ${schema}.${table}`).execute(db);
  }
}

/** Makes a caught-up building generation live and drops the one it replaces. */
export async function swapIn(
  db: Transaction<AppDatabase>,
  projection: Projection,
  building: Generation,
  live: Generation | null,
): Promise<void> {
  if (live) {
    await db
      .updateTable('projection_generations')
      .set({ status: 'retired', updated_at: new Date() })
      .where('name', '=', projection.name)
      .where('generation', '=', live.generation)
      .execute();
  }
  await db
    .updateTable('projection_generations')
    .set({ status: 'live', updated_at: new Date() })
    .where('name', '=', projection.name)
    .where('generation', '=', building.generation)
    .execute();
  await pointViewsAt(db, projection, building.generation);
  if (live) {
    await sql
      .raw(`drop schema if exists ${schemaOf(projection.name, live.generation)} cascade`)
      .execute(db);
    // A retired generation parked on an event is parked no more: it is gone.
    await db
      .deleteFrom('projection_parked')
      .where('name', '=', projection.name)
      .where('generation', '=', live.generation)
      .execute();
  }
}
