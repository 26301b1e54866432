import { SingleBar } from 'cli-progress';
import { ALL_PROJECTIONS, projectionNamed } from './all-projections';
import { openOperatorInfrastructure } from './operator-infrastructure';
import type { Projection } from './projection';
import { createProjectionRunner } from './runner';

/** `impact` names every methodology's impact read model (`impact-v1`, `impact-v2`). */
function projectionsNamed(name: string | undefined): Projection[] {
  if (name === 'impact') return ALL_PROJECTIONS.filter((each) => each.name.startsWith('impact-'));
  const projection = name ? projectionNamed(name) : undefined;
  return projection ? [projection] : [];
}

/**
 * `npm run rebuild-projection -- <name>`: rebuilds one read model (or, for `impact`, each
 * methodology's) from position 0 into fresh tables, with a progress bar, and swaps it in; the
 * old tables serve until then.
 */
async function main(): Promise<void> {
  const projections = projectionsNamed(process.argv[2]);
  if (projections.length === 0) {
    const names = ALL_PROJECTIONS.map((each) => each.name).join(', ');
    throw new Error(`Usage: npm run rebuild-projection -- <name>\nProjections: ${names}, impact`);
  }
  const { config, logger, infra, db } = await openOperatorInfrastructure('rebuild');
  try {
    for (const projection of projections) {
      await rebuildWithBar(projection, { config, logger, infra, db });
    }
  } finally {
    await infra.close();
  }
}

async function rebuildWithBar(
  projection: Projection,
  { config, logger, infra, db }: Awaited<ReturnType<typeof openOperatorInfrastructure>>,
): Promise<void> {
  const bar = new SingleBar({
    format: `${projection.name} [{bar}] {value}/{total} events | {eta_formatted} left`,
    hideCursor: true,
  });
  bar.start(1, 0);
  const runner = createProjectionRunner({
    store: infra.store,
    db,
    projections: [projection],
    logger,
    batchSize: config.BATCH_SIZE,
    rebuildBatchSize: config.REBUILD_BATCH_SIZE,
  });
  const started = Date.now();
  let applied = 0;
  // The total is the store's count of the projection's events, or its estimate from the share
  // of the log passed where it cannot count them (EventStoreDB).
  await runner.rebuild(projection, (progress) => {
    applied = progress.eventsApplied;
    bar.setTotal(Math.max(progress.eventsTotal, 1));
    bar.update(applied);
  });
  bar.setTotal(Math.max(applied, 1));
  bar.update(applied);
  bar.stop();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Rebuilt ${projection.name} from ${applied} events in ${seconds.toFixed(1)} s (${Math.round(applied / Math.max(seconds, 0.001))} events/s) and swapped it in.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
