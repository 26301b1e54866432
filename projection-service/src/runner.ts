import { setMaxListeners } from 'node:events';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import type { Logger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { LiveCheckpoints } from '@foodshare/read-models/progress';
import type { Kysely } from 'kysely';
import { createSharedReads } from './batch-reader';
import { DEFAULT_BATCH_SIZE, DEFAULT_REBUILD_BATCH_SIZE } from './batch-sizes';
import { atOnce, coalescing, type Pace } from './coalescing';
import { createGeneration, findGeneration } from './generations';
import { catchUp, type LiveLoopDeps, runLiveLoop } from './live-loop';
import type { Projection } from './projection';
import { type RebuildProgress, rebuild } from './rebuild';
import { createResilience } from './resilience';

export type { RebuildProgress } from './rebuild';

export interface ProjectionRunnerDeps {
  readonly store: EventStore;
  readonly db: Kysely<AppDatabase>;
  readonly projections: readonly Projection[];
  readonly logger: Logger;
  readonly batchSize?: number;
  /**
   * Events per batch of a rebuild from 0 (default 5,000): its statements, transactions and
   * checkpoints are per batch, and a batch changes each row it touches once, so a fresh
   * generation fills faster in bigger ones. Live batches keep `batchSize`.
   */
  readonly rebuildBatchSize?: number;
  /** Attempts at one failing event before its projection parks (default 5). */
  readonly attemptsBeforeParking?: number;
  /** The pause after an event's first failed attempt, doubled after each (default 500 ms). */
  readonly retryBackoffMs?: number;
  /** Told each live checkpoint once committed, for readers in this process. */
  readonly live?: LiveCheckpoints;
  /**
   * With `live`: these live read models coalesce their writes (`coalescing`), letting events
   * gather `ms` before a batch while no reader here waits on them, and writing a move of their
   * checkpoint over events they do nothing with at most every `ms`. None (the default): every
   * loop takes its next batch at once and writes each move as it happens.
   */
  readonly gather?: { readonly ms: number; readonly names: ReadonlySet<string> };
}

/**
 * One checkpointed catch-up loop per projection (live-loop.ts), each batch and its checkpoint in
 * one transaction (step.ts), and rebuilds from position 0 swapped in blue/green (rebuild.ts).
 */
export function createProjectionRunner(deps: ProjectionRunnerDeps) {
  const { store, db, logger } = deps;
  const retryBackoffMs = deps.retryBackoffMs ?? 500;
  const controller = new AbortController();
  const { signal } = controller;
  // Every loop waits on it (for events, a retry, a gathering pause) and removes its listener after.
  setMaxListeners(0, signal);
  const resilience = createResilience({
    store,
    db,
    logger,
    attemptsBeforeParking: deps.attemptsBeforeParking ?? 5,
    retryBackoffMs,
  });
  const live: LiveLoopDeps = {
    store,
    db,
    logger,
    resilience,
    live: deps.live,
    signal,
    batchSize: deps.batchSize ?? DEFAULT_BATCH_SIZE,
  };
  const shared = createSharedReads(store, live.batchSize);
  const paceOf = (projection: Projection, stops: AbortSignal): Pace => {
    const ms = deps.gather?.names.has(projection.name) ? deps.gather.ms : 0;
    if (!deps.live || ms <= 0) return atOnce(db);
    return coalescing({ db, live: deps.live, name: projection.name, ms, signal: stops });
  };
  const rebuildDeps = {
    ...live,
    batchSize: deps.rebuildBatchSize ?? DEFAULT_REBUILD_BATCH_SIZE,
    retryBackoffMs,
  };

  const byName = new Map(deps.projections.map((projection) => [projection.name, projection]));
  /** The projections whose work runs here, and those stopping (their batch in flight finishing). */
  const running = new Map<
    string,
    { readonly controller: AbortController; readonly done: Promise<void> }
  >();
  const stopping = new Map<string, Promise<void>>();

  /** A projection's live loop, and its rebuild when its version changed, on a signal of its own. */
  async function startProjection(name: string): Promise<void> {
    await stopping.get(name);
    if (running.has(name) || signal.aborted) return;
    const projection = byName.get(name);
    if (!projection) throw new Error(`No projection named ${name}`);
    const own = new AbortController();
    setMaxListeners(0, own.signal);
    const abort = () => own.abort();
    signal.addEventListener('abort', abort, { once: true });
    let settled = () => {};
    const done = new Promise<void>((resolve) => {
      settled = resolve;
    });
    running.set(name, { controller: own, done });
    const work: Promise<void>[] = [];
    try {
      const current = await findGeneration(db, projection.name, 'live');
      if (!current) await createGeneration(db, projection, 'live');
      else if (current.version !== projection.version) {
        logger.info(
          { projection: projection.name, from: current.version, to: projection.version },
          'rebuilding projection',
        );
        work.push(
          rebuild(
            projection,
            { ...rebuildDeps, signal: own.signal },
            { waitWhileParked: true },
          ).catch((error) => logger.error({ err: error }, 'rebuild failed')),
        );
      }
      const pace = paceOf(projection, own.signal);
      // Each loop waits with its own signal: it stops at once when its lease goes.
      work.push(runLiveLoop(projection, { ...live, signal: own.signal, shared, pace }));
    } catch (error) {
      // Not started: nothing of it runs here.
      running.delete(name);
      own.abort();
      throw error;
    } finally {
      void Promise.allSettled(work).then(() => {
        signal.removeEventListener('abort', abort);
        settled();
      });
    }
  }

  /** Stops a projection's work here: its batch in flight finishes, nothing new is taken. */
  async function stopProjection(name: string): Promise<void> {
    const entry = running.get(name);
    if (!entry) return stopping.get(name);
    running.delete(name);
    entry.controller.abort();
    const done = entry.done.finally(() => {
      if (stopping.get(name) === done) stopping.delete(name);
    });
    stopping.set(name, done);
    return done;
  }

  return {
    /** Starts every projection's loop; a projection whose version changed is rebuilt blue/green. */
    async start(): Promise<void> {
      for (const projection of deps.projections) await startProjection(projection.name);
    },
    /** Starts one projection's work here (this instance took its lease). */
    startProjection,
    /** Stops one projection's work here, its batch in flight finished (its lease goes elsewhere). */
    stopProjection,
    /** The names of the projections this runner runs. */
    names: (): readonly string[] => deps.projections.map((projection) => projection.name),
    /**
     * Fills a fresh generation from position 0, then swaps it in while the old one kept serving.
     * Parked on an event, it waits for an operator when `waitWhileParked`, else throws.
     */
    rebuild(
      projection: Projection,
      /** Told after each batch; a promise it answers is awaited before the rebuild goes on. */
      onProgress?: (progress: RebuildProgress) => void | Promise<void>,
      options: {
        readonly waitWhileParked?: boolean;
        /** Stops the rebuild where it stands (after its batch in flight), to go on later. */
        readonly signal?: AbortSignal;
      } = {},
    ): Promise<void> {
      const { signal: stops, ...rest } = options;
      const either = stops ? AbortSignal.any([signal, stops]) : signal;
      return rebuild(projection, { ...rebuildDeps, signal: either }, { ...rest, onProgress });
    },
    /**
     * Applies events until every projection has passed `until` (default: what is readable now;
     * an append is readable once it has committed, but another process's may still be on its
     * way). Throws `ProjectionParkedError` when a projection is (or becomes) parked.
     */
    async catchUp(until?: Position): Promise<void> {
      for (const projection of deps.projections) await catchUp(projection, until, live);
    },
    async stop(): Promise<void> {
      controller.abort();
      await Promise.allSettled([...running.keys()].map(stopProjection));
      await Promise.allSettled(stopping.values());
    },
  };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
