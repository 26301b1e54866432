import { comparePositions } from '@foodshare/platform/event-store/event-store';
import type { Logger } from '@foodshare/platform/logger';
import { type BatchReader, createBatchReader } from './batch-reader';
import { atOnce, type Pace } from './coalescing';
import {
  createGeneration,
  createReadIndexes,
  findGeneration,
  lockProjection,
  swapIn,
} from './generations';
import { IDLE_WAIT_MS } from './live-loop';
import { ProjectionParkedError } from './parking';
import type { Projection } from './projection';
import {
  measureStretch,
  progressAlong,
  type RebuildProgress,
  type RebuildStretch,
} from './rebuild-progress';
import { growingPause, isInfrastructureFailure, type LoopState, sleep } from './resilience';
import { type StepDeps, type StepResult, takeStep } from './step';

export type { RebuildProgress } from './rebuild-progress';

export interface RebuildOptions {
  /** Told as it begins and after each batch; a promise it answers is awaited before it goes on. */
  readonly onProgress?: ((progress: RebuildProgress) => void | Promise<void>) | undefined;
  /** Parked on an event: wait for an operator (the runner's start), rather than throw. */
  readonly waitWhileParked?: boolean;
}

export interface RebuildDeps extends StepDeps {
  readonly logger: Logger;
  /** Events per batch of a rebuild from 0. */
  readonly batchSize: number;
  /** The pause after a step's first failure of the database, doubled after each. */
  readonly retryBackoffMs: number;
}

/**
 * Fills a fresh generation of `projection` from position 0 (or goes on with one a crash left),
 * then swaps it in while the old one kept serving: blue/green. Its read indexes are built once
 * it has caught up, over its rows, before the swap. Parked on an event, it waits for an operator
 * when `waitWhileParked`, else throws `ProjectionParkedError`.
 */
export async function rebuild(
  projection: Projection,
  deps: RebuildDeps,
  options: RebuildOptions = {},
): Promise<void> {
  const building =
    (await findGeneration(deps.db, projection.name, 'building')) ??
    (await createGeneration(deps.db, projection, 'building'));
  // Measured only for a caller that follows the progress: counting costs a rebuild's time.
  const stretch =
    options.onProgress &&
    (await measureStretch(deps.store, building.checkpoint, projection.eventTypes));
  const reader = createBatchReader(
    deps.store.openReader({ types: projection.eventTypes, pageSize: deps.batchSize }),
  );
  try {
    // Told first as it begins, so its caller shows the whole stretch ahead at once.
    const at = { projection: projection.name, eventsApplied: 0, position: building.checkpoint };
    if (stretch) await options.onProgress?.(progressAlong(deps.store, stretch, at));
    const loop = await deps.resilience.openLoop(projection, 'building');
    const pace = atOnce(deps.db);
    await fillAndSwap({
      projection,
      reader,
      loop,
      pace,
      deps,
      options,
      stretch,
      eventsApplied: 0,
      indexed: false,
    });
  } finally {
    await reader.close();
  }
}

/** One rebuild under way. */
interface Filling {
  readonly projection: Projection;
  readonly reader: BatchReader;
  readonly loop: LoopState;
  readonly pace: Pace;
  readonly deps: RebuildDeps;
  readonly options: RebuildOptions;
  /** What lay ahead of it as it began, for its progress; undefined when nobody follows it. */
  readonly stretch: RebuildStretch | undefined;
  eventsApplied: number;
  /** Its read indexes are built: it caught up once. */
  indexed: boolean;
}

/**
 * Fills until swapped in. A server away, or a deadlock, fails a step: the swap takes the tables
 * and views of both generations one by one, and a reader or another read model's batch holding
 * one of them while it reaches for another makes a cycle the server breaks by refusing one side,
 * often the swap. Nothing of the step stayed; it is tried again after a growing pause, as a live
 * loop waits such failures out, rather than losing the rebuild.
 */
async function fillAndSwap(filling: Filling): Promise<void> {
  const { projection, deps } = filling;
  for (let failures = 0; ; ) {
    // Stopped (the runner, or its lease went elsewhere): the generation stays, to go on later.
    if (deps.signal.aborted) return;
    try {
      if ((await fillOnce(filling)) === 'done') return;
      failures = 0;
    } catch (error) {
      if (!isInfrastructureFailure(error)) throw error;
      if (deps.signal.aborted) return;
      failures += 1;
      deps.logger.warn(
        { err: error, projection: projection.name, attempt: failures },
        'rebuild step failed; trying again',
      );
      await sleep(growingPause(deps.retryBackoffMs, failures), deps.signal);
    }
  }
}

/** One step: a batch, or once caught up the read indexes and the swap. Done: swapped in. */
async function fillOnce(filling: Filling): Promise<'again' | 'done'> {
  const { projection, reader, loop, pace, deps } = filling;
  const result = await takeStep(deps, { projection, status: 'building', reader, loop, pace });
  if (!caughtUp(result)) return behindTheLog(filling, result);
  if (result.kind === 'moved') await told(filling, result);
  // Caught up: the indexes only readers use are built once over the rows, not row by row.
  if (!filling.indexed && loop.generation)
    await createReadIndexes(deps.db, projection, loop.generation);
  filling.indexed = true;
  if (!(await swapWhenCaughtUp(filling))) return 'again';
  deps.logger.info(
    { projection: projection.name, eventsApplied: filling.eventsApplied },
    'projection rebuilt and swapped in',
  );
  return 'done';
}

/**
 * Whether the step found the rebuild caught up. A building generation of another version (a
 * rebuild a crash left under an older release) counts as one: it is swapped in as it stands.
 */
function caughtUp(result: StepResult): boolean {
  if (result.kind === 'moved') return result.caughtUp;
  return result.kind === 'idle' || result.kind === 'frozen';
}

/** A step that left the rebuild behind the log: a batch, a race, a failure or a park. */
async function behindTheLog(filling: Filling, result: StepResult): Promise<'again' | 'done'> {
  const { deps } = filling;
  switch (result.kind) {
    case 'moved':
      await told(filling, result);
      return 'again';
    case 'missing':
      throw new Error(`Rebuild of ${filling.projection.name} lost its generation`);
    case 'parked':
      if (!filling.options.waitWhileParked) throw new ProjectionParkedError(result.parked);
      if (deps.signal.aborted) return 'done';
      await sleep(IDLE_WAIT_MS, deps.signal);
      return 'again';
    case 'failed':
      return deps.signal.aborted ? 'done' : 'again';
    default:
      return 'again';
  }
}

/** Counts a batch's events and tells the caller how far the rebuild has got. */
async function told(
  filling: Filling,
  batch: Extract<StepResult, { kind: 'moved' }>,
): Promise<void> {
  filling.eventsApplied += batch.eventsApplied;
  if (!filling.stretch) return;
  await filling.options.onProgress?.(
    progressAlong(filling.deps.store, filling.stretch, {
      projection: filling.projection.name,
      eventsApplied: filling.eventsApplied,
      position: batch.checkpoint,
    }),
  );
}

/** Makes a caught-up building generation live; false when the live one has moved past it. */
function swapWhenCaughtUp({ projection, deps }: Filling): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
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
