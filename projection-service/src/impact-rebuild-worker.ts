import {
  claimImpactRebuild,
  type ImpactRebuildsTable,
  saveRebuildProgress,
} from '@foodshare/platform/impact-rebuilds';
import type { Logger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely, Selectable } from 'kysely';
import type { LeaseProvider } from './leases/lease-provider';
import { impactProjection } from './projections/impact';
import { sleep } from './resilience';
import type { ProjectionRunner, RebuildProgress } from './runner';

const POLL_MS = 500;
/** The one lease impact rebuilds run under: one at a time over every instance. */
export const IMPACT_REBUILDS_LEASE = 'impact-rebuilds';
/** Progress is written at most this often (and once more at the end). */
const PROGRESS_EVERY_MS = 250;

export interface ImpactRebuildWorkerDeps {
  readonly db: Kysely<AppDatabase>;
  readonly runner: ProjectionRunner;
  readonly logger: Logger;
  /** Rebuilds run on the instance holding `IMPACT_REBUILDS_LEASE`. */
  readonly leases: LeaseProvider;
  readonly now?: () => Date;
}

/**
 * Runs the impact rebuilds analysts ask for (POST /api/impact/rebuilds), one at a time over every
 * instance: the one holding their lease claims them (and takes over one whose instance died, its
 * lease lapsed with it); the others never claim. The methodology's read model is rebuilt from
 * position 0 in a generation of its own by the same runner and code the live projection uses,
 * then swapped in, with progress written as it goes. A lease lost stops the rebuild where it
 * stands, for the next holder to go on with.
 */
export function createImpactRebuildWorker(deps: ImpactRebuildWorkerDeps) {
  const { db, runner, logger, leases } = deps;
  const now = deps.now ?? (() => new Date());
  const controller = new AbortController();
  let loop: Promise<void> | undefined;
  let current: AbortController | undefined;
  const leaseLost = () => current?.signal.aborted === true;
  const unsubscribe = leases.onLost((lost) => {
    if (lost.includes(IMPACT_REBUILDS_LEASE)) current?.abort();
  });

  /** Claims the next rebuild if this instance holds (or now takes) their lease. */
  async function claim(): Promise<Selectable<ImpactRebuildsTable> | undefined> {
    if (!(await leases.tryAcquire(IMPACT_REBUILDS_LEASE))) return undefined;
    return claimImpactRebuild(db, now(), { takeOver: true });
  }

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
    current = new AbortController();
    const stops = AbortSignal.any([controller.signal, current.signal]);
    await runner.rebuild(projection, onProgress, { signal: stops });
    await writing;
    // Stopped where it stands, still running: the lease's next holder goes on with it.
    if (stops.aborted) return;
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
      current = undefined;
      try {
        claimed = await claim();
        if (claimed) await run(claimed);
        else await sleep(POLL_MS, controller.signal);
      } catch (error) {
        // Stopped, or its lease lost: it stays running, for the lease's next holder.
        if (controller.signal.aborted || leaseLost()) continue;
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
      unsubscribe();
      await leases.release(IMPACT_REBUILDS_LEASE);
    },
  };
}
