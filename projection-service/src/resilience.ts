import {
  comparePositions,
  type EventStore,
  formatPosition,
  type Position,
  type RecordedEvent,
} from '@foodshare/platform/event-store/event-store';
import type { Logger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import { type Kysely, sql } from 'kysely';
import { findGeneration, type Generation } from './generations';
import { findParked, type ParkedEvent, parkProjection } from './parking';
import type { Projection } from './projection';
import { skippedEventIds } from './skips';

/**
 * No recorded event may stop a projection for good. A batch that fails is applied again one
 * event at a time, to find the event at fault; that event is tried a few more times, with a
 * growing pause (a deadlock or a restart of the server passes); if it still fails the
 * projection parks on it, and waits for an operator to retry or skip it. A failure that is not
 * an event's (the database or Redis is away) never parks anything: the loop tries again later.
 */

/** Thrown when applying events failed: the handlers' fault, or the events'. */
export class EventsFailed extends Error {
  override readonly name = 'EventsFailed';
  constructor(
    readonly generation: Generation,
    readonly events: readonly RecordedEvent[],
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** What one projection loop knows about failures. */
export interface LoopState {
  /** After a failed batch, events are applied one at a time up to here. */
  carefulUntil: Position | null;
  /** Failed attempts in a row at the event after the checkpoint. */
  attempts: number;
  /** Events an operator skipped for this projection. */
  skipped: ReadonlySet<string>;
  /** Set while parked: nothing is applied until an operator retries or skips. */
  parked: ParkedEvent | null;
  /** Where the last step left the generation; null: read it again. */
  generation: Generation | null;
}

export interface ResilienceOptions {
  readonly store: EventStore;
  readonly db: Kysely<AppDatabase>;
  readonly logger: Logger;
  /** Attempts at one event before its projection parks. */
  readonly attemptsBeforeParking: number;
  /** The pause after the first failed attempt; doubled after each one. */
  readonly retryBackoffMs: number;
}

const MAX_BACKOFF_MS = 30_000;

export function createResilience(options: ResilienceOptions) {
  const { store, db, logger } = options;

  async function loadParked(projection: Projection, status: 'live' | 'building') {
    const generation = await findGeneration(db, projection.name, status);
    return generation ? findParked(db, projection.name, generation.generation) : null;
  }

  /** A database that answers means the failure was the event's, not the connection's. */
  async function databaseAnswers(): Promise<boolean> {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch {
      return false;
    }
  }

  return {
    async openLoop(projection: Projection, status: 'live' | 'building'): Promise<LoopState> {
      const [parked, skipped] = await Promise.all([
        loadParked(projection, status),
        skippedEventIds(store, projection.name),
      ]);
      if (parked)
        logger.error({ projection: projection.name, parked }, 'projection is parked on an event');
      return { carefulUntil: null, attempts: 0, skipped, parked, generation: null };
    },

    /** After a step that applied events: the failure, if any, is behind. */
    succeeded(loop: LoopState, checkpoint: Position): void {
      loop.attempts = 0;
      if (loop.carefulUntil && comparePositions(checkpoint, loop.carefulUntil) >= 0)
        loop.carefulUntil = null;
    },

    /**
     * True while the parked row is there. Once an operator retried or skipped, the skips are
     * read again and the loop goes on, one event at a time through the failed batch.
     */
    async stillParked(projection: Projection, loop: LoopState): Promise<boolean> {
      const parked = loop.parked;
      if (!parked) return false;
      if (await findParked(db, parked.projection, parked.generation)) return true;
      loop.skipped = await skippedEventIds(store, projection.name);
      loop.parked = null;
      loop.attempts = 0;
      logger.info(
        {
          projection: projection.name,
          eventId: parked.eventId,
          skipped: loop.skipped.has(parked.eventId),
        },
        'projection unparked; going on',
      );
      return false;
    },

    /**
     * Decides what a failed step means and waits as long as it says. Rethrows what is not an
     * event's fault. Afterwards `loop.parked` tells whether the projection parked.
     */
    async onFailure(
      projection: Projection,
      loop: LoopState,
      error: unknown,
      signal: AbortSignal,
    ): Promise<void> {
      if (!(error instanceof EventsFailed)) throw error;
      const [first] = error.events;
      const last = error.events.at(-1);
      if (!first || !last || isInfrastructureFailure(error.cause)) throw error.cause;
      if (!loop.carefulUntil) loop.carefulUntil = last.position;
      if (error.events.length > 1) {
        logger.warn(
          { err: error.cause, projection: projection.name, events: error.events.length },
          'projection batch failed; applying its events one at a time',
        );
        return;
      }
      loop.attempts += 1;
      const where = {
        projection: projection.name,
        eventId: first.id,
        eventType: first.type,
        streamId: first.streamId,
        position: formatPosition(first.position),
        correlationId: first.metadata.correlationId,
        attempt: loop.attempts,
      };
      if (loop.attempts < options.attemptsBeforeParking) {
        logger.warn({ err: error.cause, ...where }, 'projection event failed; trying it again');
        await sleep(growingPause(options.retryBackoffMs, loop.attempts), signal);
        return;
      }
      if (!(await databaseAnswers())) throw error.cause;
      loop.parked = await parkProjection(db, error.generation, first, error.cause, loop.attempts);
      loop.attempts = 0;
      logger.error(
        { err: error.cause, ...where, error: loop.parked.error },
        `projection parked on an event that keeps failing; the others go on. Fix the cause and run \`npm run projection -- retry ${projection.name}\`, or skip the event with \`npm run projection -- skip ${projection.name} --reason "…"\``,
      );
    },
  };
}

export type Resilience = ReturnType<typeof createResilience>;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** SQLSTATE classes of a server in trouble, not of the data: connection, resources, shutdown. */
const TRANSIENT_SQLSTATE = /^(08|40|53|57|58)/;
const CONNECTION_LOST = /connection (is closed|terminated)|MaxRetriesPerRequest/i;

/**
 * A failure of the parts a handler talks to (the database, Redis), not of the event: waited
 * out however long it lasts, never parked on. Looks through `cause` chains.
 */
export function isInfrastructureFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || TRANSIENT_SQLSTATE.test(code)) return true;
    if (CONNECTION_LOST.test(current.message) || CONNECTION_LOST.test(current.name)) return true;
    current = current.cause;
  }
  return false;
}

/** The pause before a failed attempt's next: `firstMs` after the first, doubled after each. */
export function growingPause(firstMs: number, attempts: number): number {
  return Math.min(firstMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Waits `ms`, or until `signal` aborts. The abort listener goes when the wait ends: pollers
 * sleep on one long-lived signal, which would otherwise hold a listener for every wait.
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const aborted = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal.addEventListener('abort', aborted, { once: true });
  });
}
