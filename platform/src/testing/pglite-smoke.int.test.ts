import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from './test-database';

describe.each(availableDatabaseKinds())('a test database on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers queries and supports the transaction-id functions the event store relies on', async () => {
    const { rows } = await database.pool.query(
      'select pg_current_xact_id()::text as xid, pg_snapshot_xmin(pg_current_snapshot())::text as xmin',
    );
    expect(rows[0].xid).toMatch(/^\d+$/);
    expect(rows[0].xmin).toMatch(/^\d+$/);
  });
});
