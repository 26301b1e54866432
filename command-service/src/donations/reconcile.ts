import { type FoodState, pendingFoodWork } from '@foodshare/contracts/food-state';
import { type EventStore, type Position, START } from '@foodshare/platform/event-store/event-store';
import { scheduleFoodJobs } from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { foodDecider } from '../food/food-decider';

export interface FoodJobsReconciled {
  readonly safetyChecks: number;
  readonly expiries: number;
}

const BATCH = 1000;
const FOOD_STREAM = /^food-(.+)$/;

/**
 * Pending work is rebuilt from the event log on start, so a restart (or a Redis that lost its
 * data, or the in-process queue's memory) loses no safety check and no expiry. Every item is
 * folded with the food decider's own evolve and asked `pendingFoodWork`, as the process manager
 * asks it when an item is posted; `scheduleFoodJobs` schedules both. Job ids are deterministic:
 * work still queued is not doubled. Work only ever ends, so an item without any is forgotten.
 */
export async function reconcileFoodJobs(deps: {
  store: EventStore;
  jobs: JobQueue;
  now: () => Date;
}): Promise<FoodJobsReconciled> {
  const open = new Map<
    string,
    { state: FoodState; cause: { correlationId: string; causationId: string; streamId: string } }
  >();
  const done = new Set<string>();
  let after: Position = START;
  for (;;) {
    const events = await deps.store.readAll({ after, maxCount: BATCH });
    for (const event of events) {
      const itemId = FOOD_STREAM.exec(event.streamId)?.[1];
      if (!itemId || done.has(itemId)) continue;
      const before = open.get(itemId);
      // The work never depends on a request's terms, so no stream start is needed to read them.
      const state = foodDecider.evolve(
        before?.state ?? foodDecider.initialState,
        foodDecider.parse(event, undefined),
      );
      if (!pendingFoodWork(state)) {
        open.delete(itemId);
        if (state.exists) done.add(itemId);
        continue;
      }
      const cause = before?.cause ?? {
        correlationId: event.metadata.correlationId,
        causationId: event.id,
        streamId: event.streamId,
      };
      open.set(itemId, { state, cause });
    }
    const last = events.at(-1);
    if (!last) break;
    after = last.position;
  }
  let safetyChecks = 0;
  let expiries = 0;
  for (const { state, cause } of open.values()) {
    const work = pendingFoodWork(state);
    if (!work) continue;
    await scheduleFoodJobs(deps.jobs, work, cause, deps.now());
    if (work.safetyCheck) safetyChecks++;
    if (work.expiresAt) expiries++;
  }
  return { safetyChecks, expiries };
}
