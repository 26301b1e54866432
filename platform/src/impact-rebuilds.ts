import type { MethodologyId } from '@foodshare/contracts/impact-methodology';
import type { ImpactRebuild } from '@foodshare/contracts/impact-report';
import { type Kysely, type Selectable, sql } from 'kysely';

/**
 * Rebuilds of the impact read model that analysts asked for, and how far each has got. An
 * operation on the read side, not a domain fact: the request lands here, a projection worker
 * claims it, rebuilds the methodology's read model in a generation of its own and swaps it in,
 * writing its progress as it goes.
 */
export interface ImpactRebuildsTable {
  id: string;
  methodology: MethodologyId;
  status: ImpactRebuild['status'];
  requested_by: string;
  requested_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  /** Who works on it and when it last said so: a rebuild whose worker died is claimed again. */
  heartbeat_at: Date | null;
  done: number;
  total: number;
  events_per_second: number;
  error: string | null;
}

export interface ImpactRebuildTables {
  impact_rebuilds: ImpactRebuildsTable;
}

/** A claimed rebuild whose worker has not written for this long is taken over. */
export const STALE_REBUILD_MS = 30_000;

export async function requestImpactRebuild(
  db: Kysely<ImpactRebuildTables>,
  request: { id: string; methodology: MethodologyId; requestedBy: string; now: Date },
): Promise<void> {
  await db
    .insertInto('impact_rebuilds')
    .values({
      id: request.id,
      methodology: request.methodology,
      status: 'queued',
      requested_by: request.requestedBy,
      requested_at: request.now,
      started_at: null,
      finished_at: null,
      heartbeat_at: null,
      done: 0,
      total: 0,
      events_per_second: 0,
      error: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function findImpactRebuild(
  db: Kysely<ImpactRebuildTables>,
  id: string,
): Promise<Selectable<ImpactRebuildsTable> | undefined> {
  return db.selectFrom('impact_rebuilds').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the oldest queued rebuild (or one whose worker went silent), for this worker alone.
 * `takeOver`: the caller holds the one lease rebuilds run under, so a running one's worker is
 * gone (its lease lapsed with it): taken over at once, its heartbeat however fresh.
 */
export async function claimImpactRebuild(
  db: Kysely<ImpactRebuildTables>,
  now: Date,
  options: { readonly takeOver?: boolean } = {},
): Promise<Selectable<ImpactRebuildsTable> | undefined> {
  const stale = new Date(now.getTime() - STALE_REBUILD_MS);
  const claimable = options.takeOver
    ? sql`status in ('queued', 'running')`
    : sql`status = 'queued' or (status = 'running' and heartbeat_at < ${stale})`;
  return db
    .updateTable('impact_rebuilds')
    .set({ status: 'running', started_at: now, heartbeat_at: now })
    .where(
      'id',
      '=',
      sql<string>`(select id from impact_rebuilds
        where ${claimable}
        order by requested_at limit 1 for update skip locked)`,
    )
    .returningAll()
    .executeTakeFirst();
}

export async function saveRebuildProgress(
  db: Kysely<ImpactRebuildTables>,
  id: string,
  progress: Partial<
    Pick<ImpactRebuildsTable, 'status' | 'done' | 'total' | 'events_per_second' | 'error'>
  > & { now: Date },
): Promise<void> {
  const { now, ...fields } = progress;
  const finished = fields.status === 'done' || fields.status === 'failed';
  await db
    .updateTable('impact_rebuilds')
    .set({ ...fields, heartbeat_at: now, ...(finished ? { finished_at: now } : {}) })
    .where('id', '=', id)
    .execute();
}

/** What GET /api/impact/rebuilds/:id answers. */
export function rebuildProgress(row: ImpactRebuildsTable): ImpactRebuild {
  const done = Number(row.done);
  const total = Math.max(Number(row.total), done);
  const rate = Number(row.events_per_second);
  const secondsLeft =
    row.status === 'done' ? 0 : rate > 0 ? Math.ceil((total - done) / rate) : null;
  return {
    id: row.id,
    methodology: row.methodology,
    status: row.status,
    done,
    total,
    eventsPerSecond: Math.round(rate),
    secondsLeft,
    error: row.error,
  };
}
