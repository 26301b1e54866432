import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely } from '../database/connection';
import { migratePlatform } from '../database/platform-migrations';
import type { PlatformTables } from '../database/platform-tables';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSessionStore, type StoredSession } from './session-store';

const HOUR_MS = 3600 * 1000;

function sessionOf(userId: string): StoredSession {
  return {
    userId,
    cookie: { expires: new Date(Date.now() + HOUR_MS), originalMaxAge: HOUR_MS },
  };
}

/** The session store's memory: never answers a session its own store has ended or changed. */
describe('the session store with a cache', () => {
  let database: TestDatabase;
  let db: Kysely<PlatformTables>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createKysely<PlatformTables>(database.pool);
    await migratePlatform(db as Kysely<unknown>);
  });
  afterAll(() => database.close());

  const cached = () => new PostgresSessionStore(db, { cacheMs: 60_000 });
  const get = (store: PostgresSessionStore, sid: string) =>
    new Promise<StoredSession | null | undefined>((resolve, reject) =>
      store.get(sid, (error, session) => (error ? reject(error) : resolve(session))),
    );
  const set = (store: PostgresSessionStore, sid: string, session: StoredSession) =>
    new Promise<void>((resolve, reject) =>
      store.set(sid, session, (error) => (error ? reject(error) : resolve())),
    );
  const destroy = (store: PostgresSessionStore, sid: string) =>
    new Promise<void>((resolve, reject) =>
      store.destroy(sid, (error) => (error ? reject(error) : resolve())),
    );

  it('answers from memory once read: a row deleted behind its back is still answered', async () => {
    const store = cached();
    await set(store, 'sid-memory', sessionOf('user-a'));
    expect(await get(store, 'sid-memory')).toMatchObject({ userId: 'user-a' });
    // Another process's sign-out: seen only once the cache time is over.
    await db.deleteFrom('session').where('sid', '=', 'sid-memory').execute();
    expect(await get(store, 'sid-memory')).toMatchObject({ userId: 'user-a' });
    expect(await get(new PostgresSessionStore(db), 'sid-memory')).toBeNull();
  });

  it('forgets a session at sign-out, and a changed one at once', async () => {
    const store = cached();
    await set(store, 'sid-out', sessionOf('user-b'));
    expect(await get(store, 'sid-out')).toMatchObject({ userId: 'user-b' });
    await set(store, 'sid-out', sessionOf('user-c'));
    expect(await get(store, 'sid-out')).toMatchObject({ userId: 'user-c' });
    await destroy(store, 'sid-out');
    expect(await get(store, 'sid-out')).toBeNull();
  });

  it('ends every session of a deleted account, on every device, at once', async () => {
    const store = cached();
    await set(store, 'sid-phone', sessionOf('user-d'));
    await set(store, 'sid-laptop', sessionOf('user-d'));
    await set(store, 'sid-other', sessionOf('user-e'));
    for (const [sid, userId] of [
      ['sid-phone', 'user-d'],
      ['sid-laptop', 'user-d'],
      ['sid-other', 'user-e'],
    ] as const)
      expect(await get(store, sid)).toMatchObject({ userId });
    await store.destroyAllOf('user-d');
    expect(await get(store, 'sid-phone')).toBeNull();
    expect(await get(store, 'sid-laptop')).toBeNull();
    expect(await get(store, 'sid-other')).toMatchObject({ userId: 'user-e' });
  });

  it('does not remember what a read in flight found before a sign-out', async () => {
    const store = cached();
    await set(store, 'sid-race', sessionOf('user-f'));
    const reading = get(store, 'sid-race');
    await destroy(store, 'sid-race');
    await reading;
    expect(await get(store, 'sid-race')).toBeNull();
  });

  it('hands out a session no request can change, so a change to one is not seen by the next request', async () => {
    const store = cached();
    await set(store, 'sid-fresh', sessionOf('user-g'));
    const first = await get(store, 'sid-fresh');
    expect(() => {
      if (first) first.userId = 'someone-else';
    }).toThrow(TypeError);
    expect(await get(store, 'sid-fresh')).toMatchObject({ userId: 'user-g' });
  });
});
