import { randomUUID } from 'node:crypto';
import { createKysely } from '@foodshare/platform/database/connection';
import { migratePlatform } from '@foodshare/platform/database/platform-migrations';
import { notificationPreferences } from '@foodshare/read-models/notification-settings';
import { notifications } from '@foodshare/read-models/notifications';
import { createTable } from '@foodshare/read-models/table';
import { users } from '@foodshare/read-models/users';
import type { Kysely } from 'kysely';
import type pg from 'pg';

/**
 * A database as the query side finds it once the projections run: the platform's tables, the
 * read models a notification stream reads (notifications, people's preferences and users, in
 * public, as one live generation would serve them) and a live generation of the notifications
 * and food-items projections at the start.
 */
export async function prepareNotificationReads(pool: pg.Pool): Promise<void> {
  const db = createKysely<unknown>(pool);
  await migratePlatform(db as Kysely<unknown>);
  await createTable(db, notifications);
  // The live count leaves out the kinds a person turned off in the app.
  await createTable(db, notificationPreferences);
  await createTable(db, users);
  await pool.query(`
    insert into projection_generations (name, generation, version, status, checkpoint_commit, checkpoint_prepare)
    values ('notifications', 1, 1, 'live', 0, 0), ('food-items', 1, 1, 'live', 0, 0)`);
}

/**
 * Writes as the notifications projection would, in one transaction: a notification for `userId`
 * (unless null), and the checkpoints of `moved` one event on. Answers the notification's id and
 * when the commit came back.
 */
export async function project(
  pool: pg.Pool,
  userId: string | null,
  moved: readonly ('notifications' | 'food-items')[] = ['notifications', 'food-items'],
): Promise<{ id: string; committedAt: number }> {
  const id = randomUUID();
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (userId)
      await client.query(
        `insert into notifications (id, user_id, title, type, params, created_at)
         values ($1, $2, 'New request', 'request_received', '{}', now())`,
        [id, userId],
      );
    await client.query(
      `update projection_generations
       set checkpoint_commit = checkpoint_commit + 1, checkpoint_prepare = checkpoint_prepare + 1
       where status = 'live' and name = any($1)`,
      [moved],
    );
    await client.query('commit');
    return { id, committedAt: performance.now() };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
