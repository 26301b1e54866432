import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@foodshare/platform/event-store/event-store';
import type { Logger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/platform/read-models';
import type { Kysely } from 'kysely';
import {
  createGeneration,
  findGeneration,
  type Generation,
  lockProjection,
  saveCheckpoint,
  swapIn,
  useGenerationSchema,
} from './generations';
import type { Projection } from './projection';

export interface ProjectionRunnerDeps {
  readonly store: EventStore;
  readonly db: Kysely<AppDatabase>;
  readonly projections: readonly Projection[];
  readonly logger: Logger;
  readonly batchSize?: number;
}

export interface RebuildProgress {
  readonly projection: string;
  readonly eventsApplied: number;
  readonly position: Position;
}

interface BatchReader {
  /** The batch after `after`: the one read ahead from there, or a fresh read. */
  read(after: Position): Promise<RecordedEvent[]>;
  /** Starts reading the batch after `after`, for the next `read`. */
  readAhead(after: Position): void;
  /** Waits for a read ahead still under way, so a finished loop leaves no query behind. */
  close(): Promise<void>;
}

interface StepResult {
  /** Events applied; 0 when caught up. */
  readonly applied: number;
  readonly checkpoint: Position;
  /** Another worker moved the checkpoint first: read again at once. */
  readonly raced: boolean;
  /**
   * The live generation was built by another version of the projection, with other tables: it
   * keeps serving as it is, untouched, until the rebuild of this version swaps in.
   */
  readonly frozen?: boolean;
}

const IDLE_WAIT_MS = 1000;
const ERROR_BACKOFF_MS = 1000;

/**
 * One checkpointed catch-up loop per projection. Each batch of events and its checkpoint are
 * written in one transaction under an advisory lock, so a crash never double-applies or loses
 * an event, and several workers may run the same projection safely.
 */
export function createProjectionRunner(deps: ProjectionRunnerDeps) {
  const { store, db, logger } = deps;
  const batchSize = deps.batchSize ?? 500;
  const controller = new AbortController();
  const loops: Promise<void>[] = [];

  async function step(
    projection: Projection,
    status: 'live' | 'building',
    reader: BatchReader,
  ): Promise<StepResult | null> {
    const generation = await findGeneration(db, projection.name, status);
    if (!generation) return null;
    if (generation.version !== projection.version)
      return { applied: 0, checkpoint: generation.checkpoint, raced: false, frozen: true };
    const events = await reader.read(generation.checkpoint);
    const last = events.at(-1);
    if (!last) return { applied: 0, checkpoint: generation.checkpoint, raced: false };
    const applied = await db.transaction().execute(async (trx) => {
      await lockProjection(trx, projection.name);
      const current = await findGeneration(trx, projection.name, status);
      if (!current || !sameGeneration(current, generation)) return false;
      await useGenerationSchema(trx, projection.name, generation.generation);
      // A full batch means more may follow: read the next one while the server writes this one.
      // Never awaited in here, so on a pool of one connection it simply waits for the commit.
      if (events.length === batchSize) reader.readAhead(last.position);
      if (projection.applyBatch) await projection.applyBatch(events, trx);
      else {
        for (const event of events) {
          const handler = projection.handlers[event.type];
          if (handler) await handler(event, trx);
        }
      }
      await saveCheckpoint(trx, generation, last.position);
      return true;
    });
    return applied
      ? { applied: events.length, checkpoint: last.position, raced: false }
      : { applied: 0, checkpoint: generation.checkpoint, raced: true };
  }

  async function runLive(projection: Projection): Promise<void> {
    const { signal } = controller;
    const reader = createBatchReader();
    try {
      while (!signal.aborted) {
        try {
          const result = await step(projection, 'live', reader);
          if (!result) {
            await createGeneration(db, projection, 'live');
            continue;
          }
          if (result.frozen) await sleep(IDLE_WAIT_MS, signal);
          else if (result.applied === 0 && !result.raced) {
            await store.waitForEvents(result.checkpoint, { timeoutMs: IDLE_WAIT_MS, signal });
          }
        } catch (error) {
          if (signal.aborted) return;
          logger.error(
            { err: error, projection: projection.name },
            'projection batch failed; retrying',
          );
          await sleep(ERROR_BACKOFF_MS, signal);
        }
      }
    } finally {
      await reader.close();
    }
  }

  /** Fills a fresh generation from position 0, then swaps it in while the old one kept serving. */
  async function rebuild(
    projection: Projection,
    onProgress?: (progress: RebuildProgress) => void,
  ): Promise<void> {
    if (!(await findGeneration(db, projection.name, 'building')))
      await createGeneration(db, projection, 'building');
    const reader = createBatchReader();
    try {
      await fillAndSwap(projection, reader, onProgress);
    } finally {
      await reader.close();
    }
  }

  async function fillAndSwap(
    projection: Projection,
    reader: BatchReader,
    onProgress?: (progress: RebuildProgress) => void,
  ): Promise<void> {
    let eventsApplied = 0;
    for (;;) {
      const result = await step(projection, 'building', reader);
      if (!result) throw new Error(`Rebuild of ${projection.name} lost its generation`);
      eventsApplied += result.applied;
      if (result.applied > 0)
        onProgress?.({ projection: projection.name, eventsApplied, position: result.checkpoint });
      if (result.applied > 0 || result.raced) continue;
      const swapped = await db.transaction().execute(async (trx) => {
        await lockProjection(trx, projection.name);
        const building = await findGeneration(trx, projection.name, 'building');
        const live = await findGeneration(trx, projection.name, 'live');
        if (!building) throw new Error(`Rebuild of ${projection.name} lost its generation`);
        if (live && comparePositions(building.checkpoint, live.checkpoint) < 0) return false;
        await swapIn(trx, projection, building, live);
        return true;
      });
      if (swapped) {
        logger.info(
          { projection: projection.name, eventsApplied },
          'projection rebuilt and swapped in',
        );
        return;
      }
    }
  }

  async function catchUpOne(
    projection: Projection,
    reader: BatchReader,
    until: Position | undefined,
  ): Promise<void> {
    for (;;) {
      const result = await step(projection, 'live', reader);
      if (!result) {
        await createGeneration(db, projection, 'live');
        continue;
      }
      if (result.applied > 0 || result.raced) continue;
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

  /**
   * Reads one loop's batches, at most one ahead. A batch read ahead is used only if the
   * checkpoint is still where that read started; after a race or a failed batch it is dropped.
   * Applying it a little after it was read is as safe as applying any batch read outside the
   * transaction: a read answers a prefix of what follows its start that no late commit can grow
   * in front of (the store's visibility rule). As it was read during this loop, it saw all that
   * was readable when the loop began, so an empty one still means caught up.
   */
  function createBatchReader(): BatchReader {
    let ahead: { readonly after: Position; readonly events: Promise<RecordedEvent[]> } | null =
      null;
    const read = (after: Position) => store.readAll({ after, maxCount: batchSize });
    return {
      async read(after) {
        const pending = ahead;
        ahead = null;
        if (pending && comparePositions(pending.after, after) === 0) return pending.events;
        if (pending) await settled(pending.events);
        return read(after);
      },
      readAhead(after) {
        const events = read(after);
        // Dropped unread, its failure concerns no one; used, it throws where it is awaited.
        events.catch(() => {});
        ahead = { after, events };
      },
      async close() {
        if (ahead) await settled(ahead.events);
        ahead = null;
      },
    };
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
            rebuild(projection).catch((error) => logger.error({ err: error }, 'rebuild failed')),
          );
        }
        loops.push(runLive(projection));
      }
    },
    rebuild,
    /**
     * Applies events until every projection has passed `until` (default: what is readable now).
     * Readers stall while an older transaction is open anywhere on the server, so a caller that
     * must see its own append passes that append's position.
     */
    async catchUp(until?: Position): Promise<void> {
      for (const projection of deps.projections) {
        const reader = createBatchReader();
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

async function settled(promise: Promise<unknown>): Promise<void> {
  await promise.then(
    () => {},
    () => {},
  );
}

function sameGeneration(a: Generation, b: Generation): boolean {
  return a.generation === b.generation && comparePositions(a.checkpoint, b.checkpoint) === 0;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
