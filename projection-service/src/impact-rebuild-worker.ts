import {
  claimImpactRebuild,
  type ImpactRebuildsTable,
  saveRebuildProgress,
} from '@foodshare/platform/impact-rebuilds';
import type { Logger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely, Selectable } from 'kysely';
import { impactProjection } from './projections/impact';
import { sleep } from './resilience';
import type { ProjectionRunner, RebuildProgress } from './runner';

const POLL_MS = 500;
/** Progress is written at most this often (and once more at the end). */
const PROGRESS_EVERY_MS = 250;

export interface ImpactRebuildWorkerDeps {
  readonly db: Kysely<AppDatabase>;
  readonly runner: ProjectionRunner;
  readonly logger: Logger;
  readonly now?: () => Date;
}

/**
 * Runs the impact rebuilds analysts ask for (POST /api/impact/rebuilds), one at a time: the
 * methodology's read model is rebuilt from position 0 in a generation of its own by the same
 * runner and code the live projection uses, then swapped in, with progress written as it goes.
 */
export function createImpactRebuildWorker(deps: ImpactRebuildWorkerDeps) {
  const { db, runner, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const controller = new AbortController();
  let loop: Promise<void> | undefined;

  async function run(rebuild: Selectable<ImpactRebuildsTable>): Promise<void> {
    const projection = impactProjection(rebuild.methodology);
    const started = performance.now();
    // The store tells the total with the rebuild's first progress, as it begins.
    let total = 0;
    let done = 0;
    let lastWrite = 0;
    let writing: Promise<void> = Promise.resolve();
    const rate = () => done / Math.max((performance.now() - started) / 1000, 0.001);
    const onProgress = (progress: RebuildProgress) => {
      done = progress.eventsApplied;
      total = progress.eventsTotal;
      if (performance.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = performance.now();
      const fields = { done, total: Math.max(total, done), events_per_second: rate() };
      writing = writing
        .then(() => saveRebuildProgress(db, rebuild.id, { ...fields, now: now() }))
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'impact rebuild progress not saved'),
        );
    };
    await runner.rebuild(projection, onProgress);
    await writing;
    const finished = Math.max(total, done);
    await saveRebuildProgress(db, rebuild.id, {
      status: 'done',
      done: finished,
      total: finished,
      events_per_second: rate(),
      now: now(),
    });
    logger.info({ rebuild: rebuild.id, methodology: rebuild.methodology, done }, 'impact rebuilt');
  }

  async function work(): Promise<void> {
    while (!controller.signal.aborted) {
      let claimed: Selectable<ImpactRebuildsTable> | undefined;
      try {
        claimed = await claimImpactRebuild(db, now());
        if (claimed) await run(claimed);
        else await sleep(POLL_MS, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        logger.error({ err: error, rebuild: claimed?.id }, 'impact rebuild failed');
        if (claimed) {
          await saveRebuildProgress(db, claimed.id, {
            status: 'failed',
            error: error instanceof Error ? error.message : String(error),
            now: now(),
          }).catch(() => undefined);
        }
        await sleep(POLL_MS, controller.signal);
      }
    }
  }

  return {
    start(): void {
      loop ??= work();
    },
    async stop(): Promise<void> {
      controller.abort();
      await loop;
    },
  };
}
