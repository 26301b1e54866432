import { randomUUID } from 'node:crypto';
import type { NotificationStreamMessage } from '@foodshare/contracts/notifications';
import { createKysely } from '@foodshare/platform/database/connection';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import { projectionProgress } from '@foodshare/read-models/progress';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKPOINT_LISTENER_NAME,
  type CheckpointWakeups,
  listenForCheckpoints,
} from './checkpoint-listener';
import { createNotificationWatcher } from './notification-watcher';
import { prepareNotificationReads, project } from './testing/projected-notifications';

/** Longer than any test here: a message that comes came by the push, not by this poll. */
const NEVER_MS = 600_000;

if (availableDatabaseKinds().includes('postgres')) {
  describe('the checkpoint listener on a PostgreSQL server', () => {
    let database: TestDatabase;
    const open: { close(): Promise<void> }[] = [];
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await prepareNotificationReads(database.pool);
    });
    afterEach(async () => {
      await Promise.all(open.splice(0).map((each) => each.close()));
    });
    afterAll(() => database?.close());

    /** A listener, and a watcher of a new person's notifications woken by it. */
    function watching(options: { reconnectMs: number; pollMs: number }) {
      const listener = listenForCheckpoints({
        connectionString: database.url,
        reconnectMs: options.reconnectMs,
      });
      open.push(listener);
      const db = createKysely<AppDatabase>(database.pool);
      const watcher = createNotificationWatcher(db, projectionProgress(db), {
        wakeups: listener,
        pollMs: options.pollMs,
        safetyPollMs: NEVER_MS,
      });
      const userId = randomUUID();
      const messages: NotificationStreamMessage[] = [];
      const unwatch = watcher.watch(userId, (message) => messages.push(message));
      open.push({ close: async () => unwatch() });
      return { listener, userId, messages };
    }

    /** Ends the listener's session from the server's side, as a restart or a network cut would. */
    async function dropListenerConnection(listener: CheckpointWakeups): Promise<void> {
      await expect.poll(() => listener.listening).toBe(true);
      const { rowCount } = await database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and datname = current_database()`,
        [CHECKPOINT_LISTENER_NAME],
      );
      expect(rowCount).toBe(1);
      await expect.poll(() => listener.listening).toBe(false);
    }

    it('wakes the watcher when a checkpoint moves, with no poll to find it', async () => {
      const { listener, userId, messages } = watching({ reconnectMs: 100, pollMs: NEVER_MS });
      await expect.poll(() => listener.listening).toBe(true);
      await expect.poll(() => messages).toEqual([{ unread: 0, latestId: null }]);
      const { id } = await project(database.pool, userId);
      await expect.poll(() => messages.at(-1)).toEqual({ unread: 1, latestId: id });
    });

    it('tells a change only once the item lists have caught up with it, when pushed too', async () => {
      const { listener, userId, messages } = watching({ reconnectMs: 100, pollMs: NEVER_MS });
      await expect.poll(() => listener.listening).toBe(true);
      await expect.poll(() => messages).toHaveLength(1);
      const { id } = await project(database.pool, userId, ['notifications']);
      // Its NOTIFY came and was looked at: the news is held back.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(messages).toHaveLength(1);
      await project(database.pool, null, ['food-items']);
      await expect.poll(() => messages.at(-1)).toEqual({ unread: 1, latestId: id });
    });

    it('listens again after its connection is lost, and tells what moved meanwhile', async () => {
      const { listener, userId, messages } = watching({ reconnectMs: 3000, pollMs: NEVER_MS });
      await expect.poll(() => messages).toHaveLength(1);
      await dropListenerConnection(listener);
      // Its NOTIFY reaches nobody: the connection is not back yet.
      const missed = await project(database.pool, userId);
      expect(listener.listening).toBe(false);
      // The loss itself wakes the readers to look once: on a busy machine that look may come after
      // the projection and find it already. Either way, once the LISTEN is back it has been told.
      await expect.poll(() => listener.listening).toBe(true);
      await expect.poll(() => messages.at(-1)).toEqual({ unread: 1, latestId: missed.id });
      const heard = await project(database.pool, userId);
      await expect.poll(() => messages.at(-1)).toEqual({ unread: 2, latestId: heard.id });
    });

    it('falls back to polling while the connection is down', async () => {
      const { listener, userId, messages } = watching({ reconnectMs: NEVER_MS, pollMs: 100 });
      await expect.poll(() => messages).toHaveLength(1);
      await dropListenerConnection(listener);
      const { id } = await project(database.pool, userId);
      await expect.poll(() => messages.at(-1)).toEqual({ unread: 1, latestId: id });
      expect(listener.listening).toBe(false);
    });
  });
} else {
  console.log('[checkpoint listener] no PostgreSQL server: LISTEN/NOTIFY is not tried');
  describe.skip('the checkpoint listener (needs a PostgreSQL server)', () => {
    it('wakes the watcher when a checkpoint moves', () => {});
  });
}
