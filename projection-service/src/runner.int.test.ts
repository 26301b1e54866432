import { randomUUID } from 'node:crypto';
import {
  type EventStore,
  type LogReader,
  type Position,
  START,
} from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import { textsSent } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import { type LiveCheckpoints, liveCheckpoints } from '@foodshare/read-models/progress';
import { type Kysely, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { findGeneration } from './generations';
import { ProjectionParkedError } from './parking';
import { createProjectionRunner, type ProjectionRunnerDeps } from './runner';
import { projectionTestStore } from './testing/projection-test-store';
import { appendTicks as appendTicks_, tickCounter, ticks as ticks_ } from './testing/ticks';

const logger = createLogger({ level: 'silent' });
const opened = projectionTestStore({ each: true });
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeEach(() => {
  ({ db, store } = opened());
});

const appendTicks = (streamId: string, from: number, to: number) =>
  appendTicks_(store, streamId, from, to);
const ticks = () => ticks_(db);

/** Appends `count` events of a type no tick counter acts on; answers the last one's position. */
async function appendOthers(streamId: string, count: number): Promise<Position> {
  const events = Array.from({ length: count }, () => ({
    id: randomUUID(),
    type: 'Tock',
    data: {},
    metadata: {
      actor: 'test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
    },
  }));
  return (await store.append(streamId, events, { expectedRevision: 'any' })).position;
}

/** The store, noting the type of every event its readers answer. */
function noting(types: Set<string>): EventStore {
  const noted = (reader: LogReader): LogReader => ({
    ...reader,
    async read(after, maxCount) {
      const page = await reader.read(after, maxCount);
      for (const event of page.events) types.add(event.type);
      return page;
    },
  });
  return {
    ...store,
    openReader: (options) => noted(store.openReader(options)),
    openReaders(options) {
      const readers = store.openReaders(options);
      return { open: (eventTypes) => noted(readers.open(eventTypes)) };
    },
  };
}

/** A runner of the tick counter that tells `live` its moves, gathering as `gather` says. */
function liveTickRunner(live: LiveCheckpoints, gather?: ProjectionRunnerDeps['gather']) {
  return createProjectionRunner({
    store,
    db,
    projections: [tickCounter()],
    logger,
    live,
    ...(gather ? { gather } : {}),
  });
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

  it('loses nothing and applies nothing twice when a batch fails half-way, and tries again', async () => {
    const last = await appendTicks('a', 1, 10);
    const projection = tickCounter({ failOn: 6, failures: 2 });
    const runner = createProjectionRunner({
      store,
      db,
      projections: [projection],
      logger,
      batchSize: 4,
      retryBackoffMs: 1,
    });
    // The batch 5..8 rolls back whole, is applied again one event at a time, and tick 6 passes
    // on its second try alone.
    await runner.catchUp(last);
    expect(await ticks()).toEqual({ a: 10 });
    expect((await findGeneration(db, 'ticks', 'live'))?.checkpoint).toEqual(last);
  });

  it('spends two round trips on a batch: its begin with its checkpoint, its commit with its writes', async () => {
    const runner = createProjectionRunner({ store, db, projections: [tickCounter()], logger });
    // Its generation created and a first batch applied, then a batch alone.
    await runner.catchUp(await appendTicks('a', 1, 1));
    const last = await appendTicks('a', 2, 3);
    const sent = textsSent(opened().database.pool);
    await runner.catchUp(last);
    // Its reads of the log and of its generation aside, the batch is these two texts.
    const batch = sent.filter((text) => !/^\s*select\b/i.test(text));
    expect(batch).toHaveLength(2);
    expect(batch[0]).toMatch(/^begin;\s*update projection_generations\b/);
    expect(batch[1]).toMatch(/^insert into "users".*;\s*commit$/s);
    expect(await ticks()).toEqual({ a: 3 });
    expect((await findGeneration(db, 'ticks', 'live'))?.checkpoint).toEqual(last);
  });

  it('rolls a batch back, its checkpoint with it, when the server refuses one of its writes', async () => {
    const last = await appendTicks('a', 1, 5);
    const runner = createProjectionRunner({
      store,
      db,
      projections: [tickCounter({ refuseOn: 1 })],
      logger,
      attemptsBeforeParking: 1,
      retryBackoffMs: 1,
    });
    // The batch 1..5 fails on tick 1's write, and tick 1 alone fails again: it parks.
    await expect(runner.catchUp(last)).rejects.toThrow(ProjectionParkedError);
    expect(await ticks()).toEqual({});
    expect((await findGeneration(db, 'ticks', 'live'))?.checkpoint).toEqual(START);
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

  it('reads only the events its projection acts on, and moves its checkpoint past the others', async () => {
    await appendOthers('o', 3);
    await appendTicks('a', 1, 3);
    await appendOthers('o', 4);
    await appendTicks('a', 4, 5);
    const last = await appendOthers('o', 6);
    const read = new Set<string>();
    const runner = createProjectionRunner({
      store: noting(read),
      db,
      projections: [tickCounter()],
      logger,
      batchSize: 2,
    });
    // It must pass the last events, none of which it reads, to get there.
    await runner.catchUp(last);
    expect(await ticks()).toEqual({ a: 5 });
    expect((await findGeneration(db, 'ticks', 'live'))?.checkpoint).toEqual(last);

    const v2 = tickCounter({ version: 2 });
    const rebuilding = createProjectionRunner({
      store: noting(read),
      db,
      projections: [v2],
      logger,
      rebuildBatchSize: 2,
    });
    await rebuilding.rebuild(v2);
    expect(await ticks()).toEqual({ a: 5 });
    expect((await findGeneration(db, 'ticks', 'live'))?.checkpoint).toEqual(last);
    expect([...read]).toEqual(['Tick']);
  });

  it('tells readers here that a live loop passed events it does not act on', async () => {
    const live = liveCheckpoints();
    const runner = liveTickRunner(live);
    await runner.start();
    try {
      await appendTicks('a', 1, 2);
      const last = await appendOthers('o', 3);
      await expect.poll(() => live.passed('ticks', last), { timeout: 5000 }).toBe(true);
      expect(await ticks()).toEqual({ a: 2 });
    } finally {
      await runner.stop();
    }
  });

  it('writes the skips of a loop that readers here wait on later, and loses nothing by it', async () => {
    const live = liveCheckpoints();
    const runner = liveTickRunner(live, { ms: 50, names: new Set(['ticks']) });
    const row = async () => (await findGeneration(db, 'ticks', 'live'))?.checkpoint;
    await runner.start();
    let tail: Position;
    try {
      const first = await appendTicks('a', 1, 2);
      await expect.poll(() => live.passed('ticks', first), { timeout: 5000 }).toBe(true);
      const others = await appendOthers('o', 3);
      // Readers here learn a skip at once; the row follows (bounded by the poll's time limit).
      await expect.poll(() => live.passed('ticks', others), { timeout: 5000 }).toBe(true);
      await expect.poll(row, { timeout: 5000 }).toEqual(others);

      // A batch after a skip not yet written moves the row from where it stands, past both.
      await appendOthers('o', 2);
      const last = await appendTicks('a', 3, 4);
      await expect.poll(() => live.passed('ticks', last), { timeout: 5000 }).toBe(true);
      expect(await ticks()).toEqual({ a: 4 });
      expect(await row()).toEqual(last);

      tail = await appendOthers('o', 1);
      await expect.poll(() => live.passed('ticks', tail), { timeout: 5000 }).toBe(true);
    } finally {
      await runner.stop();
    }
    // Stopped, the row holds the last skip too: a restart does not read those events again.
    expect(await row()).toEqual(tail);
    expect(await ticks()).toEqual({ a: 4 });
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
      rebuildBatchSize: 10,
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

  it('waits out a deadlock or a server away in a rebuild’s batch, rather than losing the rebuild', async () => {
    const last = await appendTicks('a', 1, 30);
    await createProjectionRunner({ store, db, projections: [tickCounter()], logger }).catchUp(last);
    const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const v2 = tickCounter({ version: 2, failOn: 12, failures: 2, failure: deadlock });
    const runner = createProjectionRunner({
      store,
      db,
      projections: [v2],
      logger,
      rebuildBatchSize: 10,
      retryBackoffMs: 1,
    });
    await runner.rebuild(v2);
    const after = await findGeneration(db, 'ticks', 'live');
    expect(after?.version).toBe(2);
    expect(await ticks()).toEqual({ a: 30 });
  });

  it('swaps in all the same when the server breaks a deadlock by refusing the swap', async (context) => {
    const { database } = opened();
    // One connection on PGlite: nobody to meet the swap in a deadlock.
    if (database.kind === 'pglite') context.skip();
    const last = await appendTicks('a', 1, 10);
    await createProjectionRunner({ store, db, projections: [tickCounter()], logger }).catchUp(last);
    const old = await findGeneration(db, 'ticks', 'live');
    // A reader holding the old generation's table, as a reader or another read model's batch
    // does between two statements of one transaction.
    const reader = await database.pool.connect();
    try {
      await reader.query('begin');
      await reader.query(`select * from rm_ticks_${old?.generation}.users`);
      const v2 = createProjectionRunner({
        store,
        db,
        projections: [tickCounter({ version: 2 })],
        logger,
        retryBackoffMs: 10,
      });
      const rebuilt = v2.rebuild(tickCounter({ version: 2 }));
      rebuilt.catch(() => {});
      // The swap has replaced the view and waits to drop the old table the reader holds...
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'
                and query like 'drop schema%'`.execute(db)
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(1);
      // ...and the reader reaches for the view: each waits on the other. The server refuses the
      // one that waited first, the swap, and the reader goes on.
      const { rows } = await reader.query<{ ticks: number }>('select ticks from public.users');
      expect(rows).toEqual([{ ticks: 10 }]);
      await reader.query('commit');
      await rebuilt;
    } finally {
      reader.release();
    }
    const after = await findGeneration(db, 'ticks', 'live');
    expect(after?.generation).toBe((old?.generation ?? 0) + 1);
    expect(after?.version).toBe(2);
    expect(await ticks()).toEqual({ a: 10 });
  });

  it('keeps serving the old generation until the rebuild swaps in', async () => {
    const last = await appendTicks('a', 1, 20);
    const v1 = createProjectionRunner({ store, db, projections: [tickCounter()], logger });
    await v1.catchUp(last);
    await sql`update public.users set ticks = 777`.execute(db);
    const seen: number[] = [];
    const totals: number[] = [];
    const v2 = createProjectionRunner({
      store,
      db,
      projections: [tickCounter({ version: 2 })],
      logger,
      rebuildBatchSize: 5,
    });
    await v2.rebuild(tickCounter({ version: 2 }), async (progress) => {
      seen.push((await ticks()).a ?? -1);
      totals.push(progress.eventsTotal);
    });
    // Told first as it began, with the store's count of the events ahead.
    expect(totals.length).toBe(5);
    expect(new Set(totals)).toEqual(new Set([20]));
    // Every progress report came while the old (corrupted) generation still served.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value === 777)).toBe(true);
    await v2.catchUp(last);
    expect(await ticks()).toEqual({ a: 20 });
  });

  it('builds a rebuild’s read indexes once it has caught up, a live generation’s with its tables', async () => {
    const last = await appendTicks('a', 1, 12);
    const indexesOf = async (generation: number | undefined) =>
      (
        await sql<{ indexname: string }>`select indexname from pg_indexes
          where schemaname = ${`rm_ticks_${generation}`} order by indexname`.execute(db)
      ).rows.map((row) => row.indexname);
    const v1 = createProjectionRunner({
      store,
      db,
      projections: [tickCounter({ readIndex: true })],
      logger,
    });
    await v1.catchUp(last);
    const live = await findGeneration(db, 'ticks', 'live');
    expect(await indexesOf(live?.generation)).toEqual(['users_last_idx', 'users_pkey']);
    const v2Projection = tickCounter({ version: 2, readIndex: true });
    const v2 = createProjectionRunner({
      store,
      db,
      projections: [v2Projection],
      logger,
      rebuildBatchSize: 5,
    });
    const whileFilling: string[][] = [];
    await v2.rebuild(v2Projection, async () => {
      const building = await findGeneration(db, 'ticks', 'building');
      whileFilling.push(await indexesOf(building?.generation));
    });
    expect(whileFilling.length).toBeGreaterThan(1);
    expect(whileFilling.every((names) => names.join() === 'users_pkey')).toBe(true);
    const rebuilt = await findGeneration(db, 'ticks', 'live');
    expect(rebuilt?.version).toBe(2);
    expect(await indexesOf(rebuilt?.generation)).toEqual(['users_last_idx', 'users_pkey']);
    expect(await ticks()).toEqual({ a: 12 });
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
