import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { describeReaderConformance } from './conformance-readers';
import type { EventStore } from './event-store';
import { createPostgresEventStore, ensurePostgresEventStoreSchema } from './postgres-event-store';
import { subscriptionReader } from './subscription-log-reader';

/**
 * The reader EventStoreDB's projections follow, held to the reader conformance over a real
 * store's catch-up subscription (PostgreSQL's, which runs everywhere): its pages, single reads,
 * re-subscriptions and waits, where no EventStoreDB server runs.
 */
describe('a log reader following the PostgreSQL store’s subscription', () => {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    await ensurePostgresEventStoreSchema(database.pool);
    const postgres = createPostgresEventStore({ pool: database.pool });
    const openReader: EventStore['openReader'] = ({ types, pageSize }) =>
      subscriptionReader(
        (after) => postgres.subscribeToAll({ after, types, readAhead: pageSize }),
        {
          pageSize,
        },
      );
    store = {
      ...postgres,
      openReader,
      openReaders: ({ pageSize }) => ({ open: (types) => openReader({ types, pageSize }) }),
    };
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  describeReaderConformance(() => store);
});
