import {
  formatPosition,
  type Position,
  type RecordedEvent,
} from '@foodshare/platform/event-store/event-store';
import type { AppDatabase, ProjectionParkedTable } from '@foodshare/read-models/database';
import type { Kysely, Selectable } from 'kysely';
import type { Generation } from './generations';

/**
 * A projection generation stopped on one event that kept failing. It stays parked (across
 * restarts) until an operator retries the event (after a fix) or skips it; meanwhile every
 * other projection runs on, and /health shows what is wrong and where.
 */
export interface ParkedEvent {
  readonly projection: string;
  readonly generation: number;
  readonly eventId: string;
  readonly eventType: string;
  readonly streamId: string;
  /** The event's position, "commit-prepare". */
  readonly position: string;
  readonly correlationId: string | null;
  readonly error: string;
  readonly attempts: number;
  readonly parkedAt: string;
}

/** Thrown by the loops that must not wait for an operator: `catchUp` and the rebuild command. */
export class ProjectionParkedError extends Error {
  override readonly name = 'ProjectionParkedError';
  constructor(readonly parked: ParkedEvent) {
    super(
      `Projection ${parked.projection} is parked at event ${parked.eventId} (${parked.eventType} in ${parked.streamId}, position ${parked.position}): ${parked.error}. ` +
        `Fix the cause and run \`npm run projection -- retry ${parked.projection}\`, or \`npm run projection -- skip ${parked.projection} --reason "…"\`.`,
    );
  }
}

const MAX_ERROR_LENGTH = 500;

/** The error as an operator reads it: PostgreSQL's SQLSTATE code first, where there is one. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string'
      ? `${error.code}: `
      : '';
  const text = `${code}${message}`.replaceAll('\u0000', '\\u0000');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

function fromRow(row: Selectable<ProjectionParkedTable>): ParkedEvent {
  const position: Position = {
    commit: BigInt(row.position_commit),
    prepare: BigInt(row.position_prepare),
  };
  return {
    projection: row.name,
    generation: row.generation,
    eventId: row.event_id,
    eventType: row.event_type,
    streamId: row.stream_id,
    position: formatPosition(position),
    correlationId: row.correlation_id,
    error: row.error,
    attempts: row.attempts,
    parkedAt: new Date(row.parked_at).toISOString(),
  };
}

export async function parkProjection(
  db: Kysely<AppDatabase>,
  generation: Generation,
  event: RecordedEvent,
  error: unknown,
  attempts: number,
): Promise<ParkedEvent> {
  const row = {
    name: generation.name,
    generation: generation.generation,
    event_id: event.id,
    event_type: event.type,
    stream_id: event.streamId,
    position_commit: String(event.position.commit),
    position_prepare: String(event.position.prepare),
    correlation_id: event.metadata.correlationId ?? null,
    error: describeError(error),
    attempts,
    parked_at: new Date(),
  };
  const { name: _name, generation: _generation, ...update } = row;
  const stored = await db
    .insertInto('projection_parked')
    .values(row)
    .onConflict((conflict) => conflict.columns(['name', 'generation']).doUpdateSet(update))
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(stored);
}

export async function findParked(
  db: Kysely<AppDatabase>,
  name: string,
  generation: number,
): Promise<ParkedEvent | null> {
  const row = await db
    .selectFrom('projection_parked')
    .selectAll()
    .where('name', '=', name)
    .where('generation', '=', generation)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Parked generations that matter: the live ones and the rebuilds under way. */
export async function listParked(db: Kysely<AppDatabase>, name?: string): Promise<ParkedEvent[]> {
  let query = db
    .selectFrom('projection_parked')
    .innerJoin('projection_generations', (join) =>
      join
        .onRef('projection_generations.name', '=', 'projection_parked.name')
        .onRef('projection_generations.generation', '=', 'projection_parked.generation'),
    )
    .selectAll('projection_parked')
    .where('projection_generations.status', 'in', ['live', 'building'])
    .orderBy('projection_parked.name')
    .orderBy('projection_parked.generation');
  if (name) query = query.where('projection_parked.name', '=', name);
  return (await query.execute()).map(fromRow);
}

/** For /health: a parked projection makes the service degraded, not down. */
export async function projectionHealth(
  db: Kysely<AppDatabase>,
): Promise<{ degraded: boolean; parkedProjections: ParkedEvent[] }> {
  const parked = await listParked(db);
  return { degraded: parked.length > 0, parkedProjections: parked };
}

/** Unparks every generation of a projection: its loops try the event again. */
export async function unpark(db: Kysely<AppDatabase>, name: string): Promise<void> {
  await db.deleteFrom('projection_parked').where('name', '=', name).execute();
}
