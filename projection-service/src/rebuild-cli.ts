import { SingleBar } from 'cli-progress';
import { ALL_PROJECTIONS, projectionNamed } from './all-projections';
import { openOperatorInfrastructure } from './operator-infrastructure';
import { createProjectionRunner } from './runner';

/**
 * `npm run rebuild-projection -- <name>`: rebuilds one read model from position 0 into fresh
 * tables, with a progress bar, and swaps it in; the old tables serve until then.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  const projection = name ? projectionNamed(name) : undefined;
  if (!projection) {
    const names = ALL_PROJECTIONS.map((each) => each.name).join(', ');
    throw new Error(`Usage: npm run rebuild-projection -- <name>\nProjections: ${names}`);
  }
  const { config, logger, infra, db } = await openOperatorInfrastructure('rebuild');
  try {
    const total = config.EVENTSTORE_URL ? 0 : await countEvents(infra.pool);
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
      `Rebuilt ${projection.name} from ${applied} events in ${seconds.toFixed(1)} s and swapped it in.`,
    );
  } finally {
    await infra.close();
  }
}

async function countEvents(pool: {
  query: (text: string) => Promise<{ rows: { n: number }[] }>;
}): Promise<number> {
  const { rows } = await pool.query('select count(*)::int as n from events');
  return rows[0]?.n ?? 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
