import { setMaxListeners } from 'node:events';
import { needsStreamStart } from '@foodshare/contracts/events';
import { inTransactionWritingBehind } from '@foodshare/platform/database/write-behind';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@foodshare/platform/event-store/event-store';
import type { Logger } from '@foodshare/platform/logger';
import type { Kysely } from 'kysely';
import { type Batch, type BatchReader, createBatchReader, createSharedReads } from './batch-reader';
import { DEFAULT_BATCH_SIZE, DEFAULT_REBUILD_BATCH_SIZE } from './batch-sizes';
import type { AppDatabase } from './database';
import {
  batchOpening,
  createGeneration,
  createReadIndexes,
  findGeneration,
  type Generation,
  lockProjection,
  skipTo,
  storedAt,
  swapIn,
} from './generations';
import { ProjectionParkedError } from './parking';
import type { LiveCheckpoints } from './progress';
import { actsOn, type Projection } from './projection';
import {
  createResilience,
  EventsFailed,
  growingPause,
  isInfrastructureFailure,
  type LoopState,
  sleep,
} from './resilience';

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
   * With `live`: each of these live read models, while no reader in this process is waiting on
   * it, lets events gather `ms` before its next batch (a reader that starts waiting on it ends
   * the pause), so under a stream of writes it applies several in one batch instead of one
   * batch per write. None (the default): every loop takes its next batch at once.
   *
   * These loops also write a move of their checkpoint over events they do nothing with (a skip)
   * at most every `ms`, not one statement per append: readers here learn it at once from `live`,
   * and the row, which only lags, catches up with the next batch or within `ms` (see `runLive`).
   */
  readonly gather?: { readonly ms: number; readonly names: ReadonlySet<string> };
}

export interface RebuildProgress {
  readonly projection: string;
  /** Events of the projection's types applied so far: it passes the others over unread. */
  readonly eventsApplied: number;
  readonly position: Position;
}

interface StepResult {
  /** Events of the projection's types applied (or passed over). */
  readonly applied: number;
  /** The checkpoint moved (past events applied, or only past events of other types). */
  readonly advanced: boolean;
  /** The read found the end of what was readable: nothing more to apply for now. */
  readonly caughtUp: boolean;
  readonly checkpoint: Position;
  /** Another worker moved the checkpoint first: read again at once. */
  readonly raced: boolean;
  /**
   * The live generation was built by another version of the projection, with other tables: it
   * keeps serving as it is, untouched, until the rebuild of this version swaps in.
   */
  readonly frozen?: boolean;
  /** Where the generation stands after the step, for the next one to start from. */
  readonly generation?: Generation;
}

const IDLE_WAIT_MS = 1000;
const ERROR_BACKOFF_MS = 1000;

/** A step that failed and was dealt with, or that found the projection parked. */
type Outcome = StepResult | null | 'failed' | 'parked';

/**
 * One checkpointed catch-up loop per projection. Each batch of events and its checkpoint are
 * written in one transaction under an advisory lock, so a crash never double-applies or loses
 * an event, and several workers may run the same projection safely.
 */
export function createProjectionRunner(deps: ProjectionRunnerDeps) {
  const { store, db, logger } = deps;
  const batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  const rebuildBatchSize = deps.rebuildBatchSize ?? DEFAULT_REBUILD_BATCH_SIZE;
  const retryBackoffMs = deps.retryBackoffMs ?? 500;
  const controller = new AbortController();
  // Every loop waits on it (for events, a retry, a gathering pause) and removes its listener after.
  setMaxListeners(0, controller.signal);
  const loops: Promise<void>[] = [];
  const shared = createSharedReads(store, batchSize);
  const resilience = createResilience({
    store,
    db,
    logger,
    attemptsBeforeParking: deps.attemptsBeforeParking ?? 5,
    retryBackoffMs,
  });

  async function step(
    projection: Projection,
    status: 'live' | 'building',
    reader: BatchReader,
    loop: LoopState,
    /** A skip is not written here but left in the generation (`stored`), for the loop to write. */
    skipLater = false,
  ): Promise<StepResult | null> {
    // Where the last step left it, else read; checked again under its row lock before any write.
    const generation = loop.generation ?? (await findGeneration(db, projection.name, status));
    loop.generation = null;
    if (!generation) return null;
    const stayed = {
      applied: 0,
      advanced: false,
      caughtUp: true,
      checkpoint: generation.checkpoint,
      raced: false,
    };
    if (generation.version !== projection.version) return { ...stayed, frozen: true };
    // Looking for the event at fault in a failed batch: one event per transaction.
    const careful = loop.carefulUntil !== null;
    const { events, through, full } = careful
      ? await readOne(store, generation.checkpoint, projection.eventTypes)
      : await reader.read(generation.checkpoint);
    if (comparePositions(through, generation.checkpoint) <= 0) return { ...stayed, generation };
    const done = {
      applied: events.length,
      advanced: true,
      caughtUp: !full,
      checkpoint: through,
      raced: false,
      generation: storedAt(generation, through),
    };
    const raced = { ...stayed, caughtUp: false, raced: true };
    const applying = events.filter((event) => !loop.skipped.has(event.id));
    // A full batch means more may follow: read the next one while this one is written.
    if (!careful && full) reader.readAhead(through);
    // Nothing here for this projection: its checkpoint moves in one statement, no transaction,
    // or later, with the next batch's or the loop's next write of its skips.
    if (!applying.some((event) => actsOn(projection, event.type))) {
      if (!skipLater) return (await skipTo(db, generation, through)) ? done : raced;
      const stored = generation.stored ?? generation.checkpoint;
      return { ...done, generation: { ...generation, checkpoint: through, stored } };
    }
    // Read before the transaction: on a pool of one connection a read inside it would wait forever.
    const starts = await streamStartsFor(store, events);
    // The batch's writes travel together, not one round trip each, the last ones with the commit,
    // and the checkpoint moves as the transaction opens, with its BEGIN (write-behind.ts).
    const applied = await inTransactionWritingBehind(
      db,
      batchOpening(generation, through),
      async (db) => {
        await projection.applyBatch(applying, db, (stream) => starts.get(stream));
        return true;
      },
      (error) => new EventsFailed(generation, applying, error),
    );
    return applied === true ? done : raced;
  }

  /** One step, its failure dealt with: retried one event at a time, or parked. */
  async function attempt(
    projection: Projection,
    status: 'live' | 'building',
    reader: BatchReader,
    loop: LoopState,
    skipLater = false,
  ): Promise<Outcome> {
    const live = status === 'live' ? deps.live : undefined;
    if (await resilience.stillParked(projection, loop)) {
      live?.parked(projection.name, true);
      return 'parked';
    }
    live?.parked(projection.name, false);
    try {
      const result = await step(projection, status, reader, loop, skipLater);
      if (result?.advanced) {
        resilience.succeeded(loop, result.checkpoint);
        if (status === 'live') deps.live?.moved(projection.name, result.checkpoint);
      }
      loop.generation = result?.generation ?? null;
      return result;
    } catch (error) {
      await resilience.onFailure(projection, loop, error, controller.signal);
      if (loop.parked) live?.parked(projection.name, true);
      return loop.parked ? 'parked' : 'failed';
    }
  }

  async function runLive(projection: Projection): Promise<void> {
    const { signal } = controller;
    const reader = createBatchReader(store, batchSize, projection.eventTypes, shared);
    let loop: LoopState | null = null;
    const { live } = deps;
    const gatherMs = deps.gather?.names.has(projection.name) ? deps.gather.ms : 0;
    // Caught up with what it read: unless a reader here waits on it, let the next events gather.
    const gather = () =>
      live && gatherMs > 0 ? live.gather(projection.name, gatherMs, signal) : undefined;
    // Readers here wait on this runner (it gathers): a skip reaches them at once through `live`,
    // and its row (which readers elsewhere, rebuilds and restarts read) may lag a moment (about
    // twice `gatherMs` at most). A lagging row is only behind: a batch's rows always commit with
    // its checkpoint, so rows at one checkpoint stay the same rows, and a crash only has the skip
    // done again. A rebuild swapped in meanwhile may start below what readers here were told, by
    // events the old version did nothing with: they read every effect of those the old version
    // would have shown (none), and the new version's once its loop reaches them.
    const skipLater = live !== undefined && gatherMs > 0;
    let unwrittenSince: number | null = null;
    const writeSkip = async () => {
      const generation = loop?.generation;
      if (!loop || !generation?.stored) return;
      const written = await skipTo(db, generation, generation.checkpoint);
      // Not written: another worker or a swap moved the row; the next step reads it again.
      loop.generation = written ? storedAt(generation, generation.checkpoint) : null;
    };
    /** Writes a skip once it has waited `gatherMs`; answers how long the next wait may be. */
    const writeSkipInTime = async (): Promise<number> => {
      if (loop?.generation?.stored === undefined) {
        unwrittenSince = null;
        return IDLE_WAIT_MS;
      }
      unwrittenSince ??= performance.now();
      const left = unwrittenSince + gatherMs - performance.now();
      if (left > 0) return Math.min(left, IDLE_WAIT_MS);
      unwrittenSince = null;
      await writeSkip();
      return IDLE_WAIT_MS;
    };
    try {
      while (!signal.aborted) {
        try {
          loop ??= await resilience.openLoop(projection, 'live');
          const result = await attempt(projection, 'live', reader, loop, skipLater);
          const waitMs = await writeSkipInTime();
          if (result === 'parked') await sleep(IDLE_WAIT_MS, signal);
          else if (result === 'failed') continue;
          else if (!result) await createGeneration(db, projection, 'live');
          else if (result.frozen) await sleep(IDLE_WAIT_MS, signal);
          else if (result.caughtUp && !result.raced) {
            await shared.waitForEvents(result.checkpoint, { timeoutMs: waitMs, signal });
            await gather();
          }
        } catch (error) {
          if (signal.aborted) return;
          logger.error(
            { err: error, projection: projection.name },
            'projection step failed; retrying',
          );
          await sleep(ERROR_BACKOFF_MS, signal);
        }
      }
    } finally {
      // Stopping: the row catches up with the last skip, so a restart does not do it again.
      await writeSkip().catch((error) =>
        logger.warn({ err: error, projection: projection.name }, 'last skip not written'),
      );
      await reader.close();
    }
  }

  /**
   * Fills a fresh generation from position 0, then swaps it in while the old one kept serving.
   * Parked on an event, it waits for an operator when `waitWhileParked`, else throws.
   */
  async function rebuild(
    projection: Projection,
    /** Told after each batch; a promise it answers is awaited before the rebuild goes on. */
    onProgress?: (progress: RebuildProgress) => void | Promise<void>,
    options: { readonly waitWhileParked?: boolean } = {},
  ): Promise<void> {
    if (!(await findGeneration(db, projection.name, 'building')))
      await createGeneration(db, projection, 'building');
    const reader = createBatchReader(store, rebuildBatchSize, projection.eventTypes);
    try {
      await fillAndSwap(projection, reader, onProgress, options.waitWhileParked ?? false);
    } finally {
      await reader.close();
    }
  }

  async function fillAndSwap(
    projection: Projection,
    reader: BatchReader,
    onProgress: ((progress: RebuildProgress) => void | Promise<void>) | undefined,
    waitWhileParked: boolean,
  ): Promise<void> {
    let eventsApplied = 0;
    let indexed = false;
    const loop = await resilience.openLoop(projection, 'building');

    /** One step: a batch, or once caught up the read indexes and the swap. Done: swapped in. */
    async function fillOnce(): Promise<'again' | 'done'> {
      const result = await attempt(projection, 'building', reader, loop);
      if (result === 'failed' || result === 'parked') {
        if (result === 'parked' && !waitWhileParked)
          throw new ProjectionParkedError(requireParked(loop));
        if (controller.signal.aborted) return 'done';
        if (result === 'parked') await sleep(IDLE_WAIT_MS, controller.signal);
        return 'again';
      }
      if (!result) throw new Error(`Rebuild of ${projection.name} lost its generation`);
      eventsApplied += result.applied;
      if (result.advanced)
        await onProgress?.({
          projection: projection.name,
          eventsApplied,
          position: result.checkpoint,
        });
      if (!result.caughtUp || result.raced) return 'again';
      // Caught up: the indexes only readers use are built once over the rows, not row by row.
      if (!indexed && result.generation) await createReadIndexes(db, projection, result.generation);
      indexed = true;
      if (!(await swapWhenCaughtUp(projection))) return 'again';
      logger.info(
        { projection: projection.name, eventsApplied },
        'projection rebuilt and swapped in',
      );
      return 'done';
    }

    for (let failures = 0; ; ) {
      try {
        if ((await fillOnce()) === 'done') return;
        failures = 0;
      } catch (error) {
        // A server away, or a deadlock: the swap takes the tables and views of both generations
        // one by one, and a reader or another read model's batch holding one of them while it
        // reaches for another makes a cycle the server breaks by refusing one side, often the
        // swap. Nothing of the step stayed; it is tried again after a growing pause, as a live
        // loop waits such failures out, rather than losing the rebuild.
        if (!isInfrastructureFailure(error)) throw error;
        if (controller.signal.aborted) return;
        failures += 1;
        logger.warn(
          { err: error, projection: projection.name, attempt: failures },
          'rebuild step failed; trying again',
        );
        await sleep(growingPause(retryBackoffMs, failures), controller.signal);
      }
    }
  }

  /** Makes a caught-up building generation live; false when the live one has moved past it. */
  function swapWhenCaughtUp(projection: Projection): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      await lockProjection(trx, projection.name);
      // Their rows locked: a batch of either commits before, or waits and finds them moved.
      const building = await findGeneration(trx, projection.name, 'building', {
        forUpdate: true,
      });
      const live = await findGeneration(trx, projection.name, 'live', { forUpdate: true });
      if (!building) throw new Error(`Rebuild of ${projection.name} lost its generation`);
      if (live && comparePositions(building.checkpoint, live.checkpoint) < 0) return false;
      await swapIn(trx, projection, building, live);
      return true;
    });
  }

  async function catchUpOne(
    projection: Projection,
    reader: BatchReader,
    until: Position | undefined,
  ): Promise<void> {
    const loop = await resilience.openLoop(projection, 'live');
    for (;;) {
      const result = await attempt(projection, 'live', reader, loop);
      if (result === 'failed') continue;
      if (result === 'parked') throw new ProjectionParkedError(requireParked(loop));
      if (!result) {
        await createGeneration(db, projection, 'live');
        continue;
      }
      if (!result.caughtUp || result.raced) continue;
      if (!until || comparePositions(result.checkpoint, until) >= 0) return;
      if (result.frozen) {
        await sleep(IDLE_WAIT_MS, controller.signal);
        continue;
      }
      await store.waitForEvents(result.checkpoint, {
        timeoutMs: IDLE_WAIT_MS,
        signal: controller.signal,
      });
    }
  }

  return {
    /** Starts every projection's loop; a projection whose version changed is rebuilt blue/green. */
    async start(): Promise<void> {
      for (const projection of deps.projections) {
        const live = await findGeneration(db, projection.name, 'live');
        if (!live) await createGeneration(db, projection, 'live');
        else if (live.version !== projection.version) {
          logger.info(
            { projection: projection.name, from: live.version, to: projection.version },
            'rebuilding projection',
          );
          loops.push(
            rebuild(projection, undefined, { waitWhileParked: true }).catch((error) =>
              logger.error({ err: error }, 'rebuild failed'),
            ),
          );
        }
        loops.push(runLive(projection));
      }
    },
    rebuild,
    /**
     * Applies events until every projection has passed `until` (default: what is readable now;
     * an append is readable once it has committed, but another process's may still be on its
     * way). Throws `ProjectionParkedError` when a projection is (or becomes) parked.
     */
    async catchUp(until?: Position): Promise<void> {
      for (const projection of deps.projections) {
        const reader = createBatchReader(store, batchSize, projection.eventTypes);
        try {
          await catchUpOne(projection, reader, until);
        } finally {
          await reader.close();
        }
      }
    },
    async stop(): Promise<void> {
      controller.abort();
      await Promise.allSettled(loops);
    },
  };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;

function requireParked(loop: LoopState) {
  if (!loop.parked) throw new Error('A parked loop without its parked event');
  return loop.parked;
}

/** The next event of these types after `after`, alone (a failed batch, looked at event by event). */
async function readOne(
  store: EventStore,
  after: Position,
  types: ReadonlySet<string> | undefined,
): Promise<Batch> {
  const page = await store.readAllPage({ after, maxCount: 1, types });
  return { ...page, full: page.events.length > 0 };
}

/**
 * The first event of each stream whose events in `events` need it to be read in their current
 * shape (`needsStreamStart`): found in the batch itself, or read from the store. Usually none.
 */
async function streamStartsFor(
  store: EventStore,
  events: readonly RecordedEvent[],
): Promise<Map<string, RecordedEvent>> {
  const inBatch = new Map(
    events.filter((event) => event.revision === 0n).map((event) => [event.streamId, event]),
  );
  const wanted = new Set(events.filter(needsStreamStart).map((event) => event.streamId));
  // The starts the batch does not hold are read at once, not one stream after another.
  const found = await Promise.all(
    [...wanted].map(
      async (streamId) =>
        inBatch.get(streamId) ?? (await store.readStream(streamId, { maxCount: 1 }))[0],
    ),
  );
  return new Map(found.flatMap((start) => (start ? [[start.streamId, start] as const] : [])));
}
