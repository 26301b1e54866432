import type { NotificationStreamMessage } from '@foodshare/contracts/notifications';
import { createKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { ProjectionName } from '@foodshare/read-models/names';
import { notificationPreferences } from '@foodshare/read-models/notification-settings';
import type { ProjectionProgress } from '@foodshare/read-models/progress';
import { createTable } from '@foodshare/read-models/table';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationWatcher } from './notification-watcher';

const userId = '11111111-1111-4111-8111-111111111111';
const POLL_MS = 20;

let database: TestDatabase;
let db: Kysely<AppDatabase>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<AppDatabase>(database.pool);
  await migratePlatform(db as Kysely<unknown>);
  await database.pool.query(`
    create table notifications (
      id uuid primary key, user_id uuid not null, title text not null, message text,
      type text not null, is_read boolean not null default false, related_item_id uuid,
      created_at timestamptz not null, seq bigserial);`);
  // The live count leaves out the kinds a person turned off in the app.
  await createTable(db as Kysely<unknown>, notificationPreferences);
});
// Ending the test database ends the pool the Kysely instance runs on.
afterAll(() => database.close());

/** How far the two projections have got, as the projection-service would answer it. */
const checkpoints = new Map<ProjectionName, number>([
  ['notifications', 10],
  ['food-items', 10],
]);
const setCheckpoint = async (name: ProjectionName, position: number) => {
  checkpoints.set(name, position);
};
const progress: ProjectionProgress = {
  async positions(names) {
    const found = new Map<ProjectionName, { generation: number; position: Position }>();
    for (const name of names) {
      const at = checkpoints.get(name);
      if (at !== undefined)
        found.set(name, { generation: 1, position: { commit: BigInt(at), prepare: BigInt(at) } });
    }
    return found;
  },
  standing: async () => 'passed',
  waitUntilPassed: async () => true,
};

describe('the notification watcher', () => {
  it('tells a change only once the item lists have caught up with it', async () => {
    const watcher = createNotificationWatcher(db, progress, { pollMs: POLL_MS });
    const messages: NotificationStreamMessage[] = [];
    const stop = watcher.watch(userId, (message) => messages.push(message));
    await expect.poll(() => messages).toEqual([{ unread: 0, latestId: null }]);

    // The notifications projection moves ahead of food-items: a new notification, not yet told.
    const id = '22222222-2222-4222-8222-222222222222';
    await database.pool.query(
      `insert into notifications (id, user_id, title, type, created_at)
       values ($1, $2, 'New request', 'request_received', now())`,
      [id, userId],
    );
    await setCheckpoint('notifications', 20);
    const checkpointReads = async (polls: number) => {
      // Long enough for many polls: the watcher has looked, and held the news back.
      await new Promise((resolve) => setTimeout(resolve, polls * POLL_MS));
    };
    await checkpointReads(10);
    expect(messages).toHaveLength(1);

    await setCheckpoint('food-items', 20);
    await expect
      .poll(() => messages.at(-1), { timeout: 30_000 })
      .toEqual({ unread: 1, latestId: id });
    stop();
    expect(watcher.watching).toBe(0);
  });
});
