import { createKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import {
  createPostgresEventStore,
  ensurePostgresEventStoreSchema,
} from '@foodshare/platform/event-store/postgres-event-store';
import type { AppDatabase } from '@foodshare/platform/read-models';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';

export interface ProjectionTestStore {
  readonly database: TestDatabase;
  readonly db: Kysely<AppDatabase>;
  readonly store: EventStore;
}

/**
 * A database of the test file's own with the platform tables and the PostgreSQL event store,
 * opened before the file's tests and closed after them. Read it inside tests (or hooks).
 */
export function projectionTestStore(): () => ProjectionTestStore {
  let opened: ProjectionTestStore | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const db = createKysely<AppDatabase>(database.pool);
    await migratePlatform(db as Kysely<unknown>);
    await ensurePostgresEventStoreSchema(database.pool);
    opened = { database, db, store: createPostgresEventStore({ pool: database.pool }) };
  });
  afterAll(async () => {
    await opened?.store.close();
    await opened?.database.close();
  });
  return () => {
    if (!opened) throw new Error('The projection test store opens in beforeAll');
    return opened;
  };
}
