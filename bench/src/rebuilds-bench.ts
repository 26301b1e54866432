import { domainEventSchema, parseEventByType } from '@foodshare/contracts/events';
import { type Position, START } from '@foodshare/platform/event-store/event-store';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import { ALL_PROJECTIONS, type Projection } from '@foodshare/projection-service';
import {
  actsOn,
  createBatchReader,
  createProjectionRunner,
  DEFAULT_REBUILD_BATCH_SIZE,
} from '@foodshare/projection-service/engine';
import { withReadModels } from '@foodshare/read-models/database';
import { createAppDatabase, quietLogger } from './app-database';
import { benchConfig, scaled } from './bench-config';
import { copyBaseline } from './copy-baseline';
import { benchUsers, lifecycleItems } from './realistic-log';
import { atLeast, type Figure, fmt, printFigures } from './report';
import { appendStreams, appendUsers } from './seed-log';

const EVENTS_PER_SECOND_TARGET = 20_000;
const COPY_RATIO_TARGET = 0.3;

/** Extra read models to rebuild besides the app's own (a later one adds itself here). */
export const EXTRA_REBUILDS: Projection[] = [];

/**
 * Generates a realistic log through the event store, then rebuilds every real read model from
 * position 0 with the runner's own rebuild (the path `npm run rebuild-projection` and upgrades
 * take), and compares each with writing the rows it ended with in one COPY.
 */
export async function rebuildsSection(): Promise<void> {
  const projections = chosen([...ALL_PROJECTIONS, ...EXTRA_REBUILDS]);
  const database = await createAppDatabase(benchConfig.DATABASE_URL);
  const target = scaled(1_000_000);
  console.log(`\nRebuilds on ${database.description}: a log of about ${fmt(target)} events`);
  const infra = await database.open();
  try {
    const events = await generateLog(infra, target);
    const copyFromStdin = Boolean(benchConfig.DATABASE_URL);
    const figures: Figure[] = [];
    for (const projection of projections) {
      const { seconds, cpuSeconds } = await rebuild(infra, projection);
      const rate = events / seconds;
      const copy = await copyBaseline(
        { pool: infra.pool, db: withReadModels(infra.db) },
        projection,
        copyFromStdin,
      );
      const ratio = copy.seconds / seconds;
      figures.push({
        label: `${projection.name}: events/s`,
        value: `${fmt(rate)} (${fmt(seconds, 1)} s)`,
        target: `>= ${fmt(EVENTS_PER_SECOND_TARGET)}/s`,
        pass: atLeast(rate, EVENTS_PER_SECOND_TARGET),
      });
      // The bench process's own CPU (user + system) over the rebuild: steadier than wall time
      // on a shared machine, and the part the server's writes do not hide.
      figures.push({
        label: `${projection.name}: app CPU`,
        value: `${fmt(cpuSeconds, 2)} s (${fmt((cpuSeconds * 1e6) / events, 1)} µs/event)`,
      });
      // A read model this log leaves empty (no hubs, no staff) has no rows to compare with.
      if (copy.rows > 0) {
        figures.push({
          label: `${projection.name}: vs ${copy.name}`,
          value: `${ratio.toFixed(2)}x`,
          baseline: `${fmt(copy.rows)} rows in ${fmt(copy.seconds, 2)} s`,
          target: `>= ${COPY_RATIO_TARGET}x`,
          pass: atLeast(ratio, COPY_RATIO_TARGET),
        });
        // What no rebuild of it can beat: reading and parsing the events it acts on, with
        // nothing written. Where that alone takes longer than the target allows, no work on the
        // read model's own code can meet it.
        const floor = await readingFloor(infra, projection);
        figures.push({
          label: `${projection.name}: reading alone`,
          value: `${fmt(floor.seconds, 2)} s, at most ${(copy.seconds / Math.max(floor.seconds, 1e-3)).toFixed(2)}x ${copy.name}`,
          baseline: `${fmt(floor.events)} events of its types, ${fmt(floor.cpuSeconds, 2)} s app CPU`,
        });
      }
    }
    printFigures(`Rebuilds from 0 of a ${fmt(events)}-event log`, figures);
    if (!copyFromStdin)
      console.log('(PGlite: COPY FROM STDIN cannot cross its socket; INSERT … SELECT stands in)');
  } finally {
    await infra.close();
    await database.drop();
  }
}

/** The read models `BENCH_REBUILDS` names (every one when unset); a name it does not know fails. */
function chosen(projections: Projection[]): Projection[] {
  const names = benchConfig.BENCH_REBUILDS;
  if (!names) return projections;
  const unknown = names.filter((name) => !projections.some((p) => p.name === name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_REBUILDS: no read model named ${unknown.join(', ')}; the read models are ${projections.map((p) => p.name).join(', ')}`,
    );
  return projections.filter((projection) => names.includes(projection.name));
}

async function generateLog(infra: Infrastructure, target: number): Promise<number> {
  const started = performance.now();
  const users = benchUsers(scaled(10_000));
  const at = new Date('2026-01-10T08:00:00Z');
  const concurrency = infra.pool.options.max === 1 ? 1 : 8;
  let events = await appendUsers(infra.store, infra.db, users, concurrency, at);
  events += await appendStreams(infra.store, lifecycleItems(target, users, at), concurrency);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `appended ${fmt(events)} events (registrations, donations, checks, approvals, requests, accepts, handovers, sales) in ${fmt(seconds, 1)} s`,
  );
  return events;
}

/**
 * Reads the events `projection` acts on from position 0 as its rebuild does (batches of the
 * rebuild's size, of its types only, the next one read while this one is parsed) and parses each
 * with its type's schema, writing nothing: the part of a rebuild no read model's code can avoid.
 */
async function readingFloor(
  infra: Infrastructure,
  projection: Projection,
): Promise<{ seconds: number; cpuSeconds: number; events: number }> {
  const reader = createBatchReader(
    infra.store.openReader({ types: projection.eventTypes, pageSize: DEFAULT_REBUILD_BATCH_SIZE }),
  );
  const { answer: events, ...spent } = await measured(async () => {
    let parsed = 0;
    try {
      for (let after: Position = START; ; ) {
        const batch = await reader.read(after);
        if (batch.full) reader.readAhead(batch.through);
        for (const event of batch.events) {
          if (!actsOn(projection, event.type)) continue;
          parseEventByType(domainEventSchema, event);
          parsed += 1;
        }
        if (!batch.full) return parsed;
        after = batch.through;
      }
    } finally {
      await reader.close();
    }
  });
  return { ...spent, events };
}

async function rebuild(
  infra: Infrastructure,
  projection: Projection,
): Promise<{ seconds: number; cpuSeconds: number }> {
  const runner = createProjectionRunner({
    store: infra.store,
    db: withReadModels(infra.db),
    projections: [projection],
    logger: quietLogger(),
  });
  const { seconds, cpuSeconds } = await measured(async () => {
    try {
      await runner.rebuild(projection);
    } finally {
      await runner.stop();
    }
  });
  return { seconds, cpuSeconds };
}

/**
 * What `work` answered, its wall time, and the bench process's own CPU over it (user + system):
 * steadier than wall time on a shared machine, and the part the server's work does not hide.
 */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ answer: T; seconds: number; cpuSeconds: number }> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const answer = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    answer,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}
