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
  const total = config.EVENTSTORE_URL ? 0 : await countEvents(infra.pool, projection.eventTypes);
  const bar = new SingleBar({
    format: `${projection.name} [{bar}] {value}/{total} events | {eta_formatted} left`,
    hideCursor: true,
  });
  bar.start(Math.max(total, 1), 0);
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
  await runner.rebuild(projection, (progress) => {
    applied = progress.eventsApplied;
    if (applied > total) bar.setTotal(applied);
    bar.update(applied);
  });
  bar.update(Math.max(applied, total));
  bar.stop();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Rebuilt ${projection.name} from ${applied} events in ${seconds.toFixed(1)} s (${Math.round(applied / Math.max(seconds, 0.001))} events/s) and swapped it in.`,
  );
}

/** The events of these types (all without): the ones the rebuild reads. */
async function countEvents(
  pool: { query: (text: string, values: unknown[]) => Promise<{ rows: { n: number }[] }> },
  types: ReadonlySet<string> | undefined,
): Promise<number> {
  const { rows } = await pool.query(
    'select count(*)::int as n from events where $1::text[] is null or type = any($1)',
    [types ? [...types] : null],
  );
  return rows[0]?.n ?? 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
