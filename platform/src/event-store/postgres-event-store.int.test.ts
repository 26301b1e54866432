import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPool } from '../database/connection';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../testing/test-database';
import { type AppendHold, describeEventStoreConformance } from './conformance';
import { type EventStore, type EventToAppend, START } from './event-store';
import { createAppendWakeups } from './postgres-append-wakeups';
import {
  createPostgresEventStore,
  EventIdConflictError,
  ensurePostgresEventStoreSchema,
} from './postgres-event-store';
import { APPEND_NOT_FIRST_MESSAGE, EVENTS_APPENDED_CHANNEL } from './postgres-event-store-schema';

for (const kind of availableDatabaseKinds()) {
  describeEventStoreConformance(`PostgreSQL (${kind})`, async () => {
    const database = await createTestDatabase(kind);
    await ensurePostgresEventStoreSchema(database.pool);
    const gate = createAppendGate();
    const store = createPostgresEventStore({
      pool: database.pool,
      beforeCommit: gate.beforeCommit,
    });
    return {
      store,
      concurrentTransactions: kind === 'postgres',
      holdNextAppend: gate.holdNextAppend,
      async cleanup() {
        await store.close();
        await database.close();
      },
    };
  });
}

describe.each(availableDatabaseKinds())('the PostgreSQL event store on %s', (kind) => {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await Promise.all([1, 2, 3].map(() => ensurePostgresEventStoreSchema(database.pool)));
    store = createPostgresEventStore({ pool: database.pool });
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('creates its schema idempotently, even from several callers at once', async () => {
    await ensurePostgresEventStoreSchema(database.pool);
    const { rows } = await database.pool.query(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'events' ORDER BY indexname",
    );
    expect(rows.map((row) => row.indexname)).toEqual([
      'events_event_id_key',
      'events_pkey',
      'events_stream_revision_key',
      'events_transaction_position_idx',
    ]);
  });

  it('rejects an append that repeats only some stored event ids, and appends nothing', async () => {
    const stream = `overlap-${randomUUID()}`;
    const [first, second, third] = [anEvent(), anEvent(), anEvent()];
    await store.append(stream, [first, second], { expectedRevision: 'no_stream' });

    await expect(
      store.append(stream, [second, third], { expectedRevision: 'any' }),
    ).rejects.toThrow(EventIdConflictError);
    await expect(
      store.append(`other-${stream}`, [first], { expectedRevision: 'any' }),
    ).rejects.toThrow(EventIdConflictError);
    expect((await store.readStream(stream)).map((e) => e.id)).toEqual([first.id, second.id]);
  });

  it('ends its subscriptions and frees its waiters when closed', async () => {
    const closing = createPostgresEventStore({ pool: database.pool });
    const head = await closing.headPosition();
    const subscription = closing.subscribeToAll({ after: head });
    const iteration = (async () => {
      for await (const _ of subscription) {
        // nothing is appended: the loop only has to end
      }
    })();
    // Only close() can end this wait within the test's time limit.
    const waiting = closing.waitForEvents(head, { timeoutMs: 10 * 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));

    await closing.close();
    await Promise.all([iteration, waiting]);
  });

  it('ends a wait woken by an append without asking the database again', async () => {
    const queries = vi.spyOn(database.pool, 'query');
    const waiter = createPostgresEventStore({ pool: database.pool, pollIntervalMs: 10 * 60_000 });
    try {
      const head = await waiter.headPosition();
      queries.mockClear();
      // Only the append's wake-up can end this wait within the test's time limit.
      const waiting = waiter.waitForEvents(head, { timeoutMs: 10 * 60_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await waiter.append(`woken-${randomUUID()}`, [anEvent()], { expectedRevision: 'any' });
      await waiting;
      const asked = queries.mock.calls.filter(
        ([query]: unknown[]) =>
          (query as { name?: string } | null)?.name === 'event_store_has_events_after',
      );
      expect(asked).toHaveLength(1); // before the wait, not after it
    } finally {
      queries.mockRestore();
      await waiter.close();
    }
  });

  it('keeps positions past 2^53 exact', async () => {
    const beyondDoubles = 2n ** 60n;
    await database.pool.query("SELECT setval('events_global_position_seq', $1)", [
      beyondDoubles.toString(),
    ]);
    const stream = `big-${randomUUID()}`;
    const result = await store.append(stream, [anEvent()], { expectedRevision: 'no_stream' });

    expect(result.position.prepare).toBe(beyondDoubles + 1n);
    expect((await store.readStream(stream))[0]?.position).toEqual(result.position);
  });
});

describe.each(availableDatabaseKinds())('the payload columns of the event store on %s', (kind) => {
  const payloads = {
    id: '',
    type: 'ThingHappened',
    // Keys out of jsonb's order, a number jsonb rewrites, text beyond ASCII, nesting.
    data: { zeta: [1, { b: 2, a: 1 }], a: 'مرحبا 😀 "quoted" \\ back', n: 1e21, empty: {} },
    metadata: anEvent().metadata,
  };

  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await ensurePostgresEventStoreSchema(database.pool);
    store = createPostgresEventStore({ pool: database.pool });
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('stores the json text jsonb prints, and reads back what was appended', async () => {
    const event = { ...payloads, id: randomUUID() };
    const stream = `payload-${randomUUID()}`;
    await store.append(stream, [event], { expectedRevision: 'no_stream' });

    expect(await payloadTypes(database.pool)).toEqual(['json', 'json']);
    const { rows } = await database.pool.query(
      `SELECT data::text AS stored, (data::jsonb)::text AS printed,
         metadata::text AS stored_metadata, (metadata::jsonb)::text AS printed_metadata
       FROM events WHERE stream_id = $1`,
      [stream],
    );
    expect(rows[0]?.stored).toBe(rows[0]?.printed);
    expect(rows[0]?.stored_metadata).toBe(rows[0]?.printed_metadata);
    const [read] = await store.readStream(stream);
    expect(read?.data).toEqual(event.data);
    expect(read?.metadata).toEqual(event.metadata);
  });

  it('refuses what jsonb refuses, such as \\u0000 in a string, and appends nothing', async () => {
    const stream = `nul-${randomUUID()}`;
    const fine = { ...payloads, id: randomUUID() };
    const nulInData = { ...payloads, id: randomUUID(), data: { note: 'a\u0000b' } };
    const nulInMetadata = {
      ...payloads,
      id: randomUUID(),
      metadata: { ...payloads.metadata, actor: 'system:\u0000' },
    };
    for (const refused of [nulInData, nulInMetadata])
      await expect(
        store.append(stream, [fine, refused], { expectedRevision: 'any' }),
      ).rejects.toMatchObject({ code: '22P05' }); // untranslatable_character
    expect(await store.readStream(stream)).toEqual([]);
  });

  it('refuses a hand-written INSERT of what jsonb refuses, as the jsonb columns did', async () => {
    const insert = (data: string) =>
      database.pool.query(
        `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
         VALUES ($1, 0, $2, 'ThingHappened', $3::json, '{}')`,
        [`by-hand-${randomUUID()}`, randomUUID(), data],
      );
    await expect(insert('{"note": "a\\u0000b"}')).rejects.toMatchObject({ code: '22P05' });
    await expect(insert('{"note": "fine"}')).resolves.toMatchObject({ rowCount: 1 });
  });

  it('converts a log made when they were jsonb, once, with several callers at once', async () => {
    const older = await createTestDatabase(kind);
    const olderStore = createPostgresEventStore({ pool: older.pool });
    try {
      // The schema as it was before: the same, with jsonb payloads.
      await ensurePostgresEventStoreSchema(older.pool);
      await older.pool.query(
        `ALTER TABLE events DROP CONSTRAINT events_payloads_parse_as_jsonb,
           ALTER COLUMN data TYPE jsonb USING data::jsonb,
           ALTER COLUMN metadata TYPE jsonb USING metadata::jsonb`,
      );
      expect(await payloadTypes(older.pool)).toEqual(['jsonb', 'jsonb']);
      const stream = `old-${randomUUID()}`;
      const appended = [{ ...payloads, id: randomUUID() }, anEvent()];
      const { position } = await olderStore.append(stream, appended, {
        expectedRevision: 'no_stream',
      });
      const textBefore = await payloadTexts(older.pool);

      await Promise.all([1, 2, 3].map(() => ensurePostgresEventStoreSchema(older.pool)));

      expect(await payloadTypes(older.pool)).toEqual(['json', 'json']);
      expect(await payloadTexts(older.pool)).toEqual(textBefore);
      const { rowCount: checks } = await older.pool.query(
        `SELECT 1 FROM pg_constraint WHERE conrelid = 'events'::regclass
           AND conname = 'events_payloads_parse_as_jsonb'`,
      );
      expect(checks).toBe(1);
      // Read only now: a statement prepared before the conversion would fail, as it does on the
      // server ("cached plan must not change result type"), so the conversion comes first.
      const read = await olderStore.readAll();
      expect(read.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).toEqual(
        appended,
      );
      expect(read.at(-1)?.position).toEqual(position);
      const later = anEvent();
      await olderStore.append(stream, [later], { expectedRevision: 1n });
      expect((await olderStore.readStream(stream)).map((e) => e.id)).toEqual([
        ...appended.map((e) => e.id),
        later.id,
      ]);
    } finally {
      await olderStore.close();
      await older.close();
    }
  });
});

/** The types of `events.data` and `events.metadata`, in that order. */
async function payloadTypes(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ type: string }>(
    `SELECT atttypid::regtype::text AS type FROM pg_attribute
     WHERE attrelid = 'events'::regclass AND attname IN ('data', 'metadata') ORDER BY attname`,
  );
  return rows.map((row) => row.type);
}

/** The text of every event's payloads, in log order. */
async function payloadTexts(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ text: string }>(
    'SELECT data::text || metadata::text AS text FROM events ORDER BY global_position',
  );
  return rows.map((row) => row.text);
}

describe.skipIf(!availableDatabaseKinds().includes('postgres'))(
  'appends in commit order on a PostgreSQL server',
  () => {
    let database: TestDatabase;
    let other: pg.Client;
    let otherPid: number;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await ensurePostgresEventStoreSchema(database.pool);
      other = new pg.Client({ connectionString: database.url });
      await other.connect();
      const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      otherPid = rows[0]?.pid ?? 0;
    });
    afterAll(async () => {
      await other?.end();
      await database?.close();
    });

    it('lets a reader read an append at once while an unrelated transaction stays open', async () => {
      const store = createPostgresEventStore({ pool: database.pool, pollIntervalMs: 10 * 60_000 });
      await other.query('BEGIN');
      try {
        // A transaction id older than the append's, as a read model's batch or a session write has.
        await other.query('SELECT pg_current_xact_id()');
        const head = await store.headPosition();
        const event = anEvent();
        const appended = await store.append(`unheld-${randomUUID()}`, [event], {
          expectedRevision: 'no_stream',
        });

        expect((await store.readAll({ after: head })).map((e) => e.id)).toEqual([event.id]);
        expect(await store.headPosition()).toEqual(appended.position);
        // Only events readable now can end this wait within the test's time limit.
        await store.waitForEvents(head, { timeoutMs: 10 * 60_000 });
      } finally {
        await other.query('ROLLBACK');
        await store.close();
      }
    });

    it('makes any insert into events wait while an append is still open', async () => {
      const gate = createAppendGate();
      const store = createPostgresEventStore({
        pool: database.pool,
        beforeCommit: gate.beforeCommit,
      });
      const head = await store.headPosition();
      const hold = gate.holdNextAppend();
      const early = anEvent();
      const held = store.append(`early-${randomUUID()}`, [early], { expectedRevision: 'any' });
      let late: Promise<unknown> = Promise.resolve();
      try {
        await hold.started;
        // Not through the adapter: the database itself puts every writer in line.
        const lateId = randomUUID();
        late = other.query(
          `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
           VALUES ($1, 0, $2, 'LateEvent', '{}', $3)`,
          [`late-${lateId}`, lateId, METADATA],
        );
        await waitUntilWaitingOnAppendLock(database.pool, otherPid);
        expect(await store.readAll({ after: head })).toEqual([]);
      } finally {
        hold.release();
      }
      await Promise.all([held, late]);
      const read = await store.readAll({ after: head });
      expect(read.map((e) => e.type)).toEqual(['ThingHappened', 'LateEvent']);
      expect(read[0]?.id).toBe(early.id);
      await store.close();
    });

    it('refuses an append from a transaction that wrote something else first', async () => {
      await other.query('BEGIN');
      try {
        await other.query('SELECT pg_current_xact_id()');
        const id = randomUUID();
        const insert = other.query(
          `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
           VALUES ($1, 0, $2, 'TooLate', '{}', $3)`,
          [`refused-${id}`, id, METADATA],
        );
        await expect(insert).rejects.toThrow(APPEND_NOT_FIRST_MESSAGE);
      } finally {
        await other.query('ROLLBACK');
      }
      // An append first, then other writes, in one transaction, is fine.
      await other.query('BEGIN');
      const id = randomUUID();
      await other.query(
        `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
         VALUES ($1, 0, $2, 'First', '{}', $4), ($1, 1, $3, 'Second', '{}', $4)`,
        [`first-${id}`, id, randomUUID(), METADATA],
      );
      await other.query(
        `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
         VALUES ($1, 2, $2, 'Third', '{}', $3)`,
        [`first-${id}`, randomUUID(), METADATA],
      );
      await other.query('COMMIT');
    });
  },
);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Valid metadata for rows inserted without the adapter. */
const METADATA = JSON.stringify(anEvent().metadata);

/** Resolves once the backend `pid` waits for an advisory lock: the append lock, here. */
async function waitUntilWaitingOnAppendLock(pool: pg.Pool, pid: number): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const { rows } = await pool.query<{ waiting: boolean }>(
      `SELECT wait_event_type = 'Lock' AND wait_event = 'advisory' AS waiting
         FROM pg_stat_activity WHERE pid = $1`,
      [pid],
    );
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the insert never waited for the append lock');
}

describe.skipIf(!availableDatabaseKinds().includes('postgres'))(
  'the PostgreSQL event store across processes',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await ensurePostgresEventStoreSchema(database.pool);
    });
    afterAll(() => database?.close());

    it('wakes its own waiters once per append, not again when its own NOTIFY comes back', async () => {
      const wakeups = createAppendWakeups({ pool: database.pool, crossProcess: true });
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        // The first wait starts listening; listening wakes everyone once.
        await wakeups.wakeAfter(wakeups.count, { timeoutMs: 10 * 60_000 });
        const before = wakeups.count;
        wakeups.appended(START);
        await sleep(200); // its own NOTIFY is back by now
        await other.query(`NOTIFY ${EVENTS_APPENDED_CHANNEL}`);
        while (wakeups.count < before + 2)
          await wakeups.wakeAfter(wakeups.count, { timeoutMs: 10 * 60_000 });
        await sleep(100); // a late echo would arrive now
        expect(wakeups.count).toBe(before + 2); // its own append, then the other's NOTIFY
      } finally {
        await other.end();
        await wakeups.close();
      }
    });

    it('wakes a waiter on another pool at once through NOTIFY, not at its next poll', async () => {
      const writer = createPostgresEventStore({ pool: database.pool });
      const readerPool = createPool(database.url, { max: 2 });
      // Neither a poll nor the wait's own timeout can end the wait within the test's time limit:
      // only a NOTIFY can. A missing one fails the test by its timeout, not by a clock reading.
      const never = 10 * 60_000;
      const reader = createPostgresEventStore({ pool: readerPool, pollIntervalMs: never });
      try {
        const head = await reader.headPosition();
        // A first wait makes the reader LISTEN; the one after it can only be woken by NOTIFY.
        await reader.waitForEvents(head, { timeoutMs: 500 });
        const waiting = reader.waitForEvents(head, { timeoutMs: never });
        await writer.append(`notify-${randomUUID()}`, [anEvent()], { expectedRevision: 'any' });
        await waiting;
        expect(await reader.readAll({ after: head })).toHaveLength(1);
      } finally {
        await reader.close();
        await writer.close();
        await readerPool.end();
      }
    });
    it('waits after a read that found nothing without asking again, until a wake-up', async () => {
      const writer = createPostgresEventStore({ pool: database.pool });
      const readerPool = createPool(database.url, { max: 2 });
      const queries = vi.spyOn(readerPool, 'query');
      // No poll within the test's time limit: only an abort or a NOTIFY ends these waits.
      const never = 10 * 60_000;
      const reader = createPostgresEventStore({ pool: readerPool, pollIntervalMs: never });
      const asked = () =>
        queries.mock.calls.filter(
          ([query]: unknown[]) =>
            (query as { name?: string } | null)?.name === 'event_store_has_events_after',
        ).length;
      try {
        const head = await reader.headPosition();
        // The first wait starts the LISTEN, whose taking effect alone ends it (nobody appends).
        await reader.waitForEvents(head, { timeoutMs: never });
        const { through } = await reader.readAllPage({ after: head });
        queries.mockClear();

        // Nothing appended since the read started: the wait does not ask, it only waits.
        const abort = new AbortController();
        const idle = reader.waitForEvents(through, { timeoutMs: never, signal: abort.signal });
        await sleep(100);
        abort.abort();
        await idle;
        expect(asked()).toBe(0);

        // Another process's append ends the wait through its NOTIFY, with nothing asked either.
        const waiting = reader.waitForEvents(through, { timeoutMs: never });
        const event = anEvent();
        await writer.append(`quiet-${randomUUID()}`, [event], { expectedRevision: 'any' });
        await waiting;
        expect(asked()).toBe(0);
        const page = await reader.readAllPage({ after: through });
        expect(page.events.map((e) => e.id)).toEqual([event.id]);

        // Appended between the read and the wait: its NOTIFY or the question ends the wait.
        await writer.append(`between-${randomUUID()}`, [anEvent()], { expectedRevision: 'any' });
        await reader.waitForEvents(page.through, { timeoutMs: never });
      } finally {
        queries.mockRestore();
        await reader.close();
        await writer.close();
        await readerPool.end();
      }
    });

    it('tells what came since a read, and that nothing is known once its LISTEN connection was lost', async () => {
      const wakeups = createAppendWakeups({ pool: database.pool, crossProcess: true });
      try {
        expect(wakeups.mark()).toBeNull(); // not listening yet
        await wakeups.wakeAfter(wakeups.count, { timeoutMs: 10 * 60_000 });
        const mark = wakeups.mark();
        expect(mark).not.toBeNull();
        if (!mark) return;
        const read = { commit: 2n ** 62n, prepare: 2n };
        expect(wakeups.sinceMark(mark, read)).toBe('quiet');
        // An append here that the read saw, then one after it.
        wakeups.appended({ ...read, prepare: 1n });
        expect(wakeups.sinceMark(mark, read)).toBe('quiet');
        wakeups.appended({ ...read, prepare: 3n });
        expect(wakeups.sinceMark(mark, read)).toBe('woken');

        await database.pool.query(
          // Its connection's last statement: the LISTEN, or the NOTIFY of the append above.
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND query IN ($1, $2)`,
          [`LISTEN ${EVENTS_APPENDED_CHANNEL}`, `NOTIFY ${EVENTS_APPENDED_CHANNEL}`],
        );
        // Bounded by the test's time limit: the lost connection is noticed, not timed.
        while (wakeups.mark() !== null) await sleep(10);
        expect(wakeups.sinceMark(mark, read)).toBe('unknown');

        // Listening again is a new session: a mark from the old one is never quiet.
        await wakeups.wakeAfter(wakeups.count, { timeoutMs: 10 * 60_000 });
        expect(wakeups.mark()).not.toBeNull();
        expect(wakeups.sinceMark(mark, read)).toBe('unknown');
      } finally {
        await wakeups.close();
      }
    });
  },
);

/** The conformance suite's hold: the next append waits inside its transaction until released. */
function createAppendGate() {
  let next: { started(): void; released: Promise<void> } | null = null;
  return {
    async beforeCommit() {
      const hold = next;
      next = null;
      if (!hold) return;
      hold.started();
      await hold.released;
    },
    holdNextAppend(): AppendHold {
      let release = () => {};
      let started = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const startedPromise = new Promise<void>((resolve) => {
        started = resolve;
      });
      next = { started, released };
      return { started: startedPromise, release };
    },
  };
}

function anEvent(): EventToAppend {
  return {
    id: randomUUID(),
    type: 'ThingHappened',
    data: { at: 'test' },
    metadata: {
      actor: 'system:test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
    },
  };
}
