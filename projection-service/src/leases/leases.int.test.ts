import { randomUUID } from 'node:crypto';
import { createPool, openKysely, openSession } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { requestImpactRebuild } from '@foodshare/platform/impact-rebuilds';
import { createInProcessJobQueue } from '@foodshare/platform/jobs/in-process-job-queue';
import { createLogger } from '@foodshare/platform/logger';
import {
  createTestDatabase,
  preferredDatabaseKind,
  type TestDatabase,
} from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import { PROJECTION_NAMES } from '@foodshare/read-models/names';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGeneration, findGeneration } from '../generations';
import { createImpactRebuildWorker } from '../impact-rebuild-worker';
import { projectionStatus } from '../operator';
import type { Projection } from '../projection';
import { PROCESS_MANAGER_NAMES } from '../projection-names';
import { createProjectionService } from '../projection-service';
import { createProjectionRunner, type ProjectionRunner } from '../runner';
import { appendTicks } from '../testing/ticks';
import { leaseHolders } from './lease-holders';
import { fairShare } from './lease-provider';
import { createOwnership, type Ownership } from './ownership';
import { postgresLeases } from './postgres-leases';

const logger = createLogger({ level: 'silent' });
const POLL_MS = 200;

/** Counts each Tick per stream in a table of its own, so a lost or doubled apply shows. */
function counter(name: string, version = 1, applied?: { events: number }): Projection {
  const table = `count_${name.replaceAll('-', '_')}`;
  return {
    name,
    version,
    tables: [table as never],
    eventTypes: new Set(['Tick']),
    async createTables(db) {
      await sql`create table ${sql.table(table)} (stream text primary key, ticks integer not null)`.execute(
        db,
      );
    },
    async applyBatch(events, db) {
      if (applied) applied.events += events.length;
      for (const event of events) {
        await sql`insert into ${sql.table(table)} (stream, ticks) values (${event.streamId}, 1)
          on conflict (stream) do update set ticks = ${sql.table(table)}.ticks + 1`.execute(db);
      }
    },
  };
}

async function counted(db: Kysely<AppDatabase>, name: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ stream: string; ticks: number }>`select stream, ticks
    from public.${sql.table(`count_${name.replaceAll('-', '_')}`)} order by stream`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.stream, row.ticks]));
}

/**
 * One projection-service instance as its composition root makes it, in this test process: pools,
 * event store and lease session of its own. `kill` cuts its lease session and refuses it a new
 * one, as when its process dies; `revive` lets it back.
 */
interface Instance {
  readonly name: string;
  readonly db: Kysely<AppDatabase>;
  readonly store: EventStore;
  readonly runner: ProjectionRunner;
  readonly ownership: Ownership;
  kill(): Promise<void>;
  revive(): void;
  stop(): Promise<void>;
}

let database: TestDatabase;
let admin: pg.Pool;
const instances: Instance[] = [];

/** An instance's leases, on a session named after it; `kill` cuts it and refuses a new one. */
function leasesOf(name: string) {
  let dead = false;
  const leases = postgresLeases({
    instance: name,
    async connect() {
      if (dead) throw new Error(`${name} is dead`);
      return openSession(database.url, name);
    },
    logger,
  });
  return {
    leases,
    async kill() {
      dead = true;
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [name],
      );
    },
    revive() {
      dead = false;
    },
  };
}

async function startInstance(name: string, projections: readonly Projection[]): Promise<Instance> {
  const pool = createPool(database.url, { max: 4 });
  const db = await openKysely<AppDatabase>(pool);
  const store = createPostgresEventStore({ pool });
  const runner = createProjectionRunner({ store, db, projections, logger, batchSize: 5 });
  const { leases, kill, revive } = leasesOf(name);
  const ownership = createOwnership({
    leases,
    names: runner.names(),
    start: (each) => runner.startProjection(each),
    stop: (each) => runner.stopProjection(each),
    logger,
    pollMs: POLL_MS,
  });
  await ownership.start();
  let stopped = false;
  const instance: Instance = {
    name,
    db,
    store,
    runner,
    ownership,
    // Its lease session cut, as a killed process's closes; its pool's connections are left
    // (a killed process's would close too, which only stops its loops the sooner).
    kill,
    revive,
    async stop() {
      if (stopped) return;
      stopped = true;
      await ownership.stop();
      await runner.stop();
      await store.close();
      await pool.end();
    },
  };
  instances.push(instance);
  return instance;
}

/** Polls `check` until it passes (answering how long that took), or fails after `timeoutMs`. */
async function eventually(check: () => Promise<void> | void, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function prepare(): Promise<void> {
  const pool = createPool(database.url, { max: 1 });
  await migratePlatform((await openKysely(pool)) as Kysely<unknown>);
  await ensurePostgresEventStoreSchema(pool);
  await pool.end();
}

const onServer = preferredDatabaseKind() === 'postgres';

describe.skipIf(!onServer)('projection leases across instances', () => {
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    admin = createPool(database.url, { max: 2 });
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.stop().catch(() => {});
    await admin.end();
    await database.close();
  });

  it('shares the projections out, hands extras back when one joins, and applies each event once', async () => {
    await prepare();
    const names = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'];
    const projections = () => names.map((name) => counter(name));
    const writer = createPostgresEventStore({ pool: admin });
    await appendTicks(writer, 'a', 1, 20);
    const a = await startInstance('instance-a', projections());
    expect(a.ownership.running()).toHaveLength(names.length);
    const b = await startInstance('instance-b', projections());
    await appendTicks(writer, 'b', 1, 20);
    // B joined: A hands its extras back after their batches, B takes them.
    await eventually(() => {
      expect(a.ownership.running().length).toBeLessThanOrEqual(fairShare(names.length, 2));
      expect(b.ownership.running().length).toBeLessThanOrEqual(fairShare(names.length, 2));
      expect(a.ownership.running().length + b.ownership.running().length).toBe(names.length);
    });
    const holders = await leaseHolders(a.db as Kysely<unknown>, names);
    expect(new Set(holders.values())).toEqual(new Set(['instance-a', 'instance-b']));
    for (const name of names)
      expect(holders.get(name)).toBe(
        a.ownership.running().includes(name) ? 'instance-a' : 'instance-b',
      );
    const last = await appendTicks(writer, 'c', 1, 20);
    await eventually(async () => {
      for (const name of names)
        expect(await counted(a.db, name), name).toEqual({ a: 20, b: 20, c: 20 });
    });
    // The operator's status names the holder and how far behind the log each is.
    const status = await projectionStatus(a.db, a.store);
    for (const each of status) {
      expect(each.holder).toBe(holders.get(each.name));
      expect(each.lagMs).toBe(0);
      expect(each.checkpoint).toBe(`${last.commit}-${last.prepare}`);
    }
    // Stopped: its leases are given back at once, and B takes them all over.
    await a.stop();
    await eventually(() => expect(b.ownership.running()).toHaveLength(names.length), 5000);
    await writer.close();
  });

  it('takes a dead instance’s projections over within 10 s, losing and doubling nothing', async () => {
    await prepare();
    const names = ['d1', 'd2', 'd3', 'd4', 'd5'];
    const projections = () => names.map((name) => counter(name));
    const writer = createPostgresEventStore({ pool: admin });
    const a = await startInstance('instance-a', projections());
    const b = await startInstance('instance-b', projections());
    await eventually(() => expect(a.ownership.running().length).toBe(fairShare(names.length, 2)));
    let appended = 0;
    let writing = true;
    const appending = (async () => {
      while (writing) {
        appended += 1;
        await appendTicks(writer, 's', appended, appended);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const hadA = [...a.ownership.running()];
    expect(hadA.length).toBeGreaterThan(0);
    await a.kill();
    // Its lease session broke: it stops what it no longer owns at once.
    await eventually(() => expect(a.ownership.running()).toEqual([]), 2000);
    const tookOverIn = await eventually(
      () => expect(b.ownership.running()).toHaveLength(names.length),
      10_000,
    );
    expect(tookOverIn).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    writing = false;
    await appending;
    await eventually(async () => {
      for (const name of names) expect(await counted(b.db, name), name).toEqual({ s: appended });
    });
    // Back again, it reconnects and takes its share once more.
    a.revive();
    await eventually(() => {
      expect(a.ownership.running().length).toBeGreaterThan(0);
      expect(a.ownership.running().length + b.ownership.running().length).toBe(names.length);
    });
    await writer.close();
  });

  it('rebuilds a changed version once, on the instance holding its lease', async () => {
    await prepare();
    const writer = createPostgresEventStore({ pool: admin });
    await appendTicks(writer, 'u', 1, 30);
    const first = await startInstance('instance-old', [counter('up', 1), counter('other')]);
    await eventually(async () => expect(await counted(first.db, 'up')).toEqual({ u: 30 }));
    await first.stop();
    // Every event the new version applies, on either instance: once each, rebuild and live.
    const applied = { events: 0 };
    const upgraded = () => [counter('up', 2, applied), counter('other')];
    const [a, b] = await Promise.all([
      startInstance('instance-a', upgraded()),
      startInstance('instance-b', upgraded()),
    ]);
    await eventually(async () =>
      expect((await findGeneration(a.db, 'up', 'live'))?.version).toBe(2),
    );
    const { rows } = await admin.query(
      `select generation, version, status from projection_generations where name = 'up' order by generation`,
    );
    expect(rows).toEqual([
      { generation: 1, version: 1, status: 'retired' },
      { generation: 2, version: 2, status: 'live' },
    ]);
    await appendTicks(writer, 'u', 31, 35);
    await eventually(async () => expect(await counted(b.db, 'up')).toEqual({ u: 35 }));
    expect(applied.events).toBe(35);
    await writer.close();
  });
});

describe.skipIf(!onServer)('instances starting together, and the tasks run once overall', () => {
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    admin = createPool(database.url, { max: 2 });
  });
  afterEach(async () => {
    await admin.end();
    await database.close();
  });

  it('starts three instances at once on an empty database: one generation each, the work split', async () => {
    const started = await Promise.all(
      ['one', 'two', 'three'].map(async (name) => {
        const pool = createPool(database.url, { max: 4 });
        // Each migrates and makes the event store's tables, as each process does at its start.
        const db = await openKysely<AppDatabase>(pool);
        await migratePlatform(db as Kysely<unknown>);
        await ensurePostgresEventStoreSchema(pool);
        const store = createPostgresEventStore({ pool });
        const jobs = createInProcessJobQueue({ logger });
        const service = createProjectionService({
          infra: { store, db, jobs },
          logger,
          leases: leasesOf(name).leases,
          leasePollMs: POLL_MS,
        });
        await service.start();
        let stopped = false;
        return {
          service,
          async stop() {
            if (stopped) return;
            stopped = true;
            await service.stop();
            await jobs.close({ timeoutMs: 1000 });
            await store.close();
            await pool.end();
          },
        };
      }),
    );
    try {
      const names = [...PROJECTION_NAMES, ...PROCESS_MANAGER_NAMES];
      const { rows } = await admin.query(
        `select name, count(*)::int as n from projection_generations group by name order by name`,
      );
      const byName = (x: { name: string }, y: { name: string }) => (x.name < y.name ? -1 : 1);
      expect(rows.sort(byName)).toEqual(names.map((name) => ({ name, n: 1 })).sort(byName));
      expect(rows).toHaveLength(names.length);
      await eventually(() => {
        const running = started.map(({ service }) => service.running().length);
        expect(running.reduce((sum, n) => sum + n, 0)).toBe(names.length);
        for (const n of running) {
          expect(n).toBeGreaterThan(0);
          expect(n).toBeLessThanOrEqual(fairShare(names.length, 3));
        }
      });
      // One stops, as on SIGTERM: its batches finish, its leases go back, the others take them.
      const [first, ...others] = started;
      await first?.stop();
      expect(first?.service.running()).toEqual([]);
      await eventually(() => {
        const running = others.map(({ service }) => service.running().length);
        expect(running.reduce((sum, n) => sum + n, 0)).toBe(names.length);
      }, 5000);
    } finally {
      await Promise.all(started.map((each) => each.stop()));
    }
  });

  it('shows a projection no instance holds, and its lag: the age of its oldest unprocessed event', async () => {
    await prepare();
    const pool = createPool(database.url, { max: 2 });
    const db = await openKysely<AppDatabase>(pool);
    const store = createPostgresEventStore({ pool });
    try {
      const runner = createProjectionRunner({ store, db, projections: [counter('late')], logger });
      await runner.catchUp(await appendTicks(store, 'l', 1, 3));
      await appendTicks(store, 'l', 4, 4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [late] = await projectionStatus(db, store);
      expect(late).toMatchObject({ name: 'late', holder: null });
      expect(late?.oldestUnprocessedAt).toBeInstanceOf(Date);
      expect(late?.lagMs).toBeGreaterThanOrEqual(250);
      await runner.catchUp();
      expect((await projectionStatus(db, store))[0]).toMatchObject({
        oldestUnprocessedAt: null,
        lagMs: 0,
      });
      await runner.stop();
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('makes one live generation when two workers make it at once', async () => {
    await prepare();
    const pools = [createPool(database.url, { max: 2 }), createPool(database.url, { max: 2 })];
    try {
      const made = await Promise.all(
        pools.map(async (pool) =>
          createGeneration(await openKysely<AppDatabase>(pool), counter('same'), 'live'),
        ),
      );
      expect(made.map((each) => each.generation)).toEqual([1, 1]);
      const { rows } = await admin.query(`select count(*)::int as n from projection_generations`);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('runs an impact rebuild on one instance only, and another goes on with it once that one dies', async () => {
    await prepare();
    const pool = createPool(database.url, { max: 4 });
    const db = await openKysely<AppDatabase>(pool);
    const calls: string[] = [];
    const finish: (() => void)[] = [];
    const workers = ['a', 'b'].map((name) => {
      const leases = leasesOf(name);
      // A rebuild that lasts until it is stopped or told to finish: a long swap or index build.
      const runner = {
        rebuild: (_projection: unknown, _progress: unknown, options: { signal: AbortSignal }) =>
          new Promise<void>((resolve) => {
            calls.push(name);
            options.signal.addEventListener('abort', () => resolve());
            finish.push(resolve);
          }),
      } as unknown as ProjectionRunner;
      const worker = createImpactRebuildWorker({ db, runner, logger, leases: leases.leases });
      worker.start();
      return { name, worker, leases };
    });
    try {
      const id = randomUUID();
      await requestImpactRebuild(db, {
        id,
        methodology: 'v1',
        requestedBy: 'test',
        now: new Date(),
      });
      await eventually(() => expect(calls).toHaveLength(1));
      // Silent for long (no batch to write progress after): still its holder's alone.
      await admin.query(`update impact_rebuilds set heartbeat_at = now() - interval '1 hour'`);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(calls).toHaveLength(1);
      const holder = workers.find((each) => each.name === calls[0]);
      await holder?.leases.kill();
      await eventually(() => expect(calls).toHaveLength(2), 10_000);
      expect(calls[1]).not.toBe(calls[0]);
      finish.at(-1)?.();
      await eventually(async () => {
        const { rows } = await admin.query('select status from impact_rebuilds where id = $1', [
          id,
        ]);
        expect(rows[0]?.status).toBe('done');
      });
    } finally {
      for (const each of workers) {
        await each.worker.stop().catch(() => {});
        await each.leases.leases.close();
      }
      await pool.end();
    }
  });
});
