import {
  comparePositions,
  type LogReaders,
  type Position,
} from '@foodshare/platform/event-store/event-store';
import type { Logger } from '@foodshare/platform/logger';
import { createBatchReader } from './batch-reader';
import { atOnce, type Pace } from './coalescing';
import { createGeneration } from './generations';
import { ProjectionParkedError } from './parking';
import type { Projection } from './projection';
import { type LoopState, sleep } from './resilience';
import { type StepDeps, type StepResult, takeStep } from './step';

/** The longest a caught-up, parked or frozen loop waits before it looks again. */
export const IDLE_WAIT_MS = 1000;
const ERROR_BACKOFF_MS = 1000;

export interface LiveLoopDeps extends StepDeps {
  readonly logger: Logger;
  /** Events per batch. */
  readonly batchSize: number;
}

/**
 * A projection's live generation, kept up with the log until the runner stops: a batch at a time,
 * then, caught up, a wait for the next events. A generation missing is made; one of another
 * version is left as it is (its rebuild swaps in); a failure of the database is waited out.
 */
export async function runLiveLoop(
  projection: Projection,
  deps: LiveLoopDeps & {
    /** The runner's readers of the log, opened together: they may share their reads. */
    readonly shared: LogReaders;
    readonly pace: Pace;
  },
): Promise<void> {
  const { signal, pace } = deps;
  const reader = createBatchReader(deps.shared.open(projection.eventTypes));
  let loop: LoopState | null = null;
  try {
    while (!signal.aborted) {
      try {
        loop ??= await deps.resilience.openLoop(projection, 'live');
        const result = await takeStep(deps, { projection, status: 'live', reader, loop, pace });
        const skipDueInMs = await pace.settle(loop);
        const caughtUp = caughtUpAt(result);
        if (caughtUp) {
          const timeoutMs = Math.min(skipDueInMs ?? IDLE_WAIT_MS, IDLE_WAIT_MS);
          await reader.waitForMore(caughtUp, { timeoutMs, signal });
          await pace.gather();
        } else if (result.kind === 'missing') {
          await createGeneration(deps.db, projection, 'live');
        } else if (result.kind === 'parked' || result.kind === 'frozen') {
          await sleep(IDLE_WAIT_MS, signal);
        }
        // Else the next step at once: more to read, a race lost, or a failure already waited on.
      } catch (error) {
        if (signal.aborted) return;
        deps.logger.error(
          { err: error, projection: projection.name },
          'projection step failed; retrying',
        );
        await sleep(ERROR_BACKOFF_MS, signal);
      }
    }
  } finally {
    await pace
      .flush(loop)
      .catch((error) =>
        deps.logger.warn({ err: error, projection: projection.name }, 'last skip not written'),
      );
    await reader.close();
  }
}

/**
 * Applies events to a projection's live generation until it has passed `until` (default: what
 * is readable now), then answers. Throws `ProjectionParkedError` if it is (or becomes) parked.
 */
export async function catchUp(
  projection: Projection,
  until: Position | undefined,
  deps: LiveLoopDeps,
): Promise<void> {
  const reader = createBatchReader(
    deps.store.openReader({ types: projection.eventTypes, pageSize: deps.batchSize }),
  );
  try {
    const loop = await deps.resilience.openLoop(projection, 'live');
    const pace = atOnce(deps.db);
    for (;;) {
      const result = await takeStep(deps, { projection, status: 'live', reader, loop, pace });
      if (result.kind === 'parked') throw new ProjectionParkedError(result.parked);
      if (result.kind === 'missing') await createGeneration(deps.db, projection, 'live');
      const at = result.kind === 'frozen' ? result.checkpoint : caughtUpAt(result);
      if (!at) continue;
      if (!until || comparePositions(at, until) >= 0) return;
      if (result.kind === 'frozen') await sleep(IDLE_WAIT_MS, deps.signal);
      else await reader.waitForMore(at, { timeoutMs: IDLE_WAIT_MS, signal: deps.signal });
    }
  } finally {
    await reader.close();
  }
}

/** Where a step left its loop caught up with the log, or undefined: it has more to do at once. */
export function caughtUpAt(result: StepResult): Position | undefined {
  if (result.kind === 'idle') return result.checkpoint;
  if (result.kind === 'moved' && result.caughtUp) return result.checkpoint;
  return undefined;
}
