import { randomUUID } from 'node:crypto';
import { createKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import { type EventStore, type Position, START } from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/platform/read-models';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGeneration } from './generations';
import type { Projection } from './projection';
import { createProjectionRunner } from './runner';

/** A projection that counts `Tick` events per stream, so double or lost applies show. */
function tickCounter(
  options: { version?: number; failOn?: number; weight?: number } = {},
): Projection {
  return {
    name: 'ticks',
    version: options.version ?? 1,
    tables: ['users'], // any AppDatabase name will do for the view; the table is ours
    async createTables(db) {
      await sql`create table users (stream text primary key, ticks integer not null, last integer not null)`.execute(
        db,
      );
    },
    handlers: {
      async Tick(event, db) {
        const n = (event.data as { n: number }).n;
        if (n === options.failOn) throw new Error(`poisoned tick ${n}`);
        const weight = options.weight ?? 1;
        await sql`insert into users (stream, ticks, last) values (${event.streamId}, ${weight}, ${n})
          on conflict (stream) do update set ticks = users.ticks + ${weight}, last = excluded.last`.execute(
          db,
        );
      },
    },
  };
}

const logger = createLogger({ level: 'silent' });
let database: TestDatabase;
let db: Kysely<AppDatabase>;
let store: EventStore;

beforeEach(async () => {
  database = await createTestDatabase();
  db = createKysely<AppDatabase>(database.pool);
  await migratePlatform(db as Kysely<unknown>);
  await ensurePostgresEventStoreSchema(database.pool);
  store = createPostgresEventStore({ pool: database.pool });
});
afterEach(async () => {
  await store.close();
  await database.close();
});

/** Appends ticks from..to, one per transaction; answers the last one's position. */
async function appendTicks(streamId: string, from: number, to: number): Promise<Position> {
  let last: Position = START;
  for (let n = from; n <= to; n++) {
    const metadata = {
      actor: 'test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
    };
    last = (
      await store.append(streamId, [{ id: randomUUID(), type: 'Tick', data: { n }, metadata }], {
        expectedRevision: 'any',
      })
    ).position;
  }
  return last;
}

async function ticks(): Promise<Record<string, number>> {
  const { rows } = await sql<{
    stream: string;
    ticks: number;
  }>`select stream, ticks from public.users order by stream`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.stream, row.ticks]));
}

describe('the projection runner', () => {
  it('applies every event once and stores the checkpoint with the batch', async () => {
    await appendTicks('a', 1, 25);
    const last = await appendTicks('b', 1, 5);
    const runner = createProjectionRunner({
      store,
      db,
      projections: [tickCounter()],
      logger,
      batchSize: 7,
    });
    await runner.catchUp(last);
    expect(await ticks()).toEqual({ a: 25, b: 5 });
    const live = await findGeneration(db, 'ticks', 'live');
    expect(live?.checkpoint).toEqual(last);
  });

  it('loses nothing and applies nothing twice when a batch fails half-way (a crash)', async () => {
    const last = await appendTicks('a', 1, 10);
    const failing = createProjectionRunner({
      store,
      db,
      projections: [tickCounter({ failOn: 6 })],
      logger,
      batchSize: 4,
    });
    await expect(failing.catchUp(last)).rejects.toThrow('poisoned tick 6');
    // The batch 5..8 rolled back whole: ticks 1..4 applied, checkpoint just after 4.
    expect(await ticks()).toEqual({ a: 4 });
    const healed = createProjectionRunner({
      store,
      db,
      projections: [tickCounter()],
      logger,
      batchSize: 4,
    });
    await healed.catchUp(last);
    expect(await ticks()).toEqual({ a: 10 });
  });

  it('follows new events live after start', async () => {
    const runner = createProjectionRunner({ store, db, projections: [tickCounter()], logger });
    await runner.start();
    try {
      await appendTicks('live', 1, 3);
      await expect.poll(ticks, { timeout: 5000 }).toEqual({ live: 3 });
    } finally {
      await runner.stop();
    }
  });

  it('never double-applies when two workers run the same projection', async () => {
    const first = await appendTicks('a', 1, 40);
    const one = createProjectionRunner({
      store,
      db,
      projections: [tickCounter()],
      logger,
      batchSize: 3,
    });
    const two = createProjectionRunner({
      store,
      db,
      projections: [tickCounter()],
      logger,
      batchSize: 5,
    });
    await one.catchUp(first); // creates the generation first, so both share it
    const last = await appendTicks('b', 1, 60);
    await Promise.all([one.catchUp(last), two.catchUp(last)]);
    expect(await ticks()).toEqual({ a: 40, b: 60 });
  });

  it('rebuilds from position 0 into fresh tables while the old ones keep serving, then swaps', async () => {
    const last = await appendTicks('a', 1, 30);
    const v1 = createProjectionRunner({ store, db, projections: [tickCounter()], logger });
    await v1.catchUp(last);
    const before = await findGeneration(db, 'ticks', 'live');
    // Corrupt the live read model, as a bug would; the rebuild must produce the truth again.
    await sql`update public.users set ticks = 999`.execute(db);
    const v2 = createProjectionRunner({
      store,
      db,
      projections: [tickCounter({ version: 2 })],
      logger,
      batchSize: 10,
    });
    await v2.rebuild(tickCounter({ version: 2 }));
    await v2.catchUp(last);
    const after = await findGeneration(db, 'ticks', 'live');
    expect(after?.generation).toBe((before?.generation ?? 0) + 1);
    expect(after?.version).toBe(2);
    expect(await ticks()).toEqual({ a: 30 });
    const schemas = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.schemata where schema_name = ${`rm_ticks_${before?.generation}`}`.execute(
      db,
    );
    expect(schemas.rows[0]?.n).toBe(0);
  });

  it('keeps serving the old generation until the rebuild swaps in', async () => {
    const last = await appendTicks('a', 1, 20);
    const v1 = createProjectionRunner({ store, db, projections: [tickCounter()], logger });
    await v1.catchUp(last);
    await sql`update public.users set ticks = 777`.execute(db);
    const seen: number[] = [];
    const v2 = createProjectionRunner({
      store,
      db,
      projections: [tickCounter({ version: 2 })],
      logger,
      batchSize: 5,
    });
    await v2.rebuild(tickCounter({ version: 2 }), async () => {
      seen.push((await ticks()).a ?? -1);
    });
    // Every progress report came while the old (corrupted) generation still served.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value === 777)).toBe(true);
    await v2.catchUp(last);
    expect(await ticks()).toEqual({ a: 20 });
  });

  it('never applies a new version to the old version’s tables while its rebuild is pending', async () => {
    const first = await appendTicks('a', 1, 20);
    const v1 = createProjectionRunner({ store, db, projections: [tickCounter()], logger });
    await v1.catchUp(first);
    const last = await appendTicks('a', 21, 25);
    // Version 2 means something else by a tick (its tables could differ too).
    const v2Projection = tickCounter({ version: 2, weight: 10 });
    const v2 = createProjectionRunner({ store, db, projections: [v2Projection], logger });
    await v2.catchUp();
    // The old generation keeps serving what version 1 made of the events, untouched.
    expect(await ticks()).toEqual({ a: 20 });
    expect((await findGeneration(db, 'ticks', 'live'))?.checkpoint).toEqual(first);
    await v2.rebuild(v2Projection);
    await v2.catchUp(last);
    expect(await ticks()).toEqual({ a: 250 });
  });
});
