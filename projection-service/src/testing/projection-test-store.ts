import { openKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export interface ProjectionTestStore {
  readonly database: TestDatabase;
  readonly db: Kysely<AppDatabase>;
  readonly store: EventStore;
}

async function openProjectionTestStore(): Promise<ProjectionTestStore> {
  const database = await createTestDatabase();
  const db = await openKysely<AppDatabase>(database.pool);
  await migratePlatform(db as Kysely<unknown>);
  await ensurePostgresEventStoreSchema(database.pool);
  return { database, db, store: createPostgresEventStore({ pool: database.pool }) };
}

/**
 * A database with the platform tables and the PostgreSQL event store, opened before the test
 * file's tests (or before each test, `each`: for projections that read the whole log) and
 * closed after them. Read it inside tests (or hooks).
 */
export function projectionTestStore(
  options: { readonly each?: boolean } = {},
): () => ProjectionTestStore {
  let opened: ProjectionTestStore | undefined;
  (options.each ? beforeEach : beforeAll)(async () => {
    opened = await openProjectionTestStore();
  });
  (options.each ? afterEach : afterAll)(async () => {
    await opened?.store.close();
    await opened?.database.close();
  });
  return () => {
    if (!opened) throw new Error('The projection test store opens in beforeAll (or beforeEach)');
    return opened;
  };
}
