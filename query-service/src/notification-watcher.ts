import type { NotificationStreamMessage } from '@foodshare/contracts/notifications';
import { comparePositions, formatPosition } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { ProjectionProgress } from '@foodshare/read-models/progress';
import { type Kysely, sql } from 'kysely';
import type { CheckpointWakeups } from './checkpoint-listener';

export type NotificationListener = (state: NotificationStreamMessage) => void;

export interface NotificationWatcher {
  /**
   * Calls `listener` with the person's unread count and newest notification as soon as they are
   * known, then whenever either changes. Answers the function that stops watching.
   */
  watch(userId: string, listener: NotificationListener): () => void;
  /** Listeners currently watching. */
  readonly watching: number;
}

interface Subscriber {
  readonly userId: string;
  readonly listener: NotificationListener;
  last: NotificationStreamMessage | null;
}

export interface NotificationWatcherOptions {
  /**
   * How often the projection's checkpoint is looked at while anyone is watching, and no push
   * (`wakeups`) is heard.
   */
  readonly pollMs?: number;
  /**
   * Pushes of the checkpoints' moves (LISTEN on a PostgreSQL server): each move of the read
   * models a message waits on is looked at once, and polling slows to `safetyPollMs` while the
   * push is heard.
   */
  readonly wakeups?: CheckpointWakeups;
  /** How often it still looks while the push is heard: for a NOTIFY lost on the way. */
  readonly safetyPollMs?: number;
  readonly logger?: { warn(details: object, message: string): void };
}

const DEFAULT_POLL_MS = 400;
const DEFAULT_SAFETY_POLL_MS = 5000;

/**
 * One watcher for every live connection of a process: while anyone watches, it looks at the
 * notifications projection's checkpoint when told it moved (`wakeups`), or every `pollMs`
 * without, and only when the checkpoint moved runs one query for all watched people, telling
 * those whose state changed. Everything is read in this one loop, so a listener never receives
 * an older state after a newer one. Polling works everywhere (PGlite delivers no NOTIFY across
 * its socket); with nobody watching it stops.
 */
export function createNotificationWatcher(
  db: Kysely<AppDatabase>,
  progress: ProjectionProgress,
  options: NotificationWatcherOptions = {},
): NotificationWatcher {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const safetyPollMs = options.safetyPollMs ?? DEFAULT_SAFETY_POLL_MS;
  const { wakeups } = options;
  const nextPollMs = () => (wakeups?.listening ? safetyPollMs : pollMs);
  const byUser = new Map<string, Set<Subscriber>>();
  /** Subscribers still waiting for their first message. */
  const fresh = new Set<Subscriber>();
  let seenCheckpoint: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let wakeAgain = false;

  async function tick(): Promise<void> {
    timer = null;
    running = true;
    try {
      const { checkpoint, settled } = await readCheckpoint(progress);
      // No live generation yet: nothing to read, the first messages wait for it.
      if (checkpoint === null) return;
      // A change is told once the item lists have caught up too: the browser refetches them
      // on the message, and must find there what the notification says.
      const moved = settled && checkpoint !== seenCheckpoint;
      const users = moved
        ? [...byUser.keys()]
        : [...new Set([...fresh].map((subscriber) => subscriber.userId))];
      if (users.length > 0) {
        const states = await readStates(db, users);
        for (const userId of users) {
          const state = states.get(userId) ?? { unread: 0, latestId: null };
          for (const subscriber of byUser.get(userId) ?? []) tell(subscriber, state);
        }
      }
      if (settled) seenCheckpoint = checkpoint;
    } catch (error) {
      options.logger?.warn({ err: error }, 'notification watcher could not read; retrying');
    } finally {
      running = false;
      schedule(wakeAgain ? 0 : nextPollMs());
      wakeAgain = false;
    }
  }

  function tell(subscriber: Subscriber, state: NotificationStreamMessage): void {
    fresh.delete(subscriber);
    const { last } = subscriber;
    if (last && last.unread === state.unread && last.latestId === state.latestId) return;
    subscriber.last = state;
    try {
      subscriber.listener(state);
    } catch (error) {
      options.logger?.warn({ err: error }, 'notification listener failed');
    }
  }

  function schedule(delayMs: number): void {
    if (timer || running || byUser.size === 0) return;
    timer = setTimeout(() => void tick(), delayMs);
  }

  /** A new listener is answered at once rather than at the next poll, and so is a pushed move. */
  function wake(): void {
    if (running) {
      wakeAgain = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    schedule(0);
  }

  // A move of either read model a message waits on may make one due (`readCheckpoint`).
  wakeups?.subscribe((projection) => {
    if (projection === null || WAITED_ON.includes(projection)) wake();
  });

  return {
    watch(userId, listener) {
      const subscriber: Subscriber = { userId, listener, last: null };
      const set = byUser.get(userId) ?? new Set();
      set.add(subscriber);
      byUser.set(userId, set);
      fresh.add(subscriber);
      wake();
      return () => {
        fresh.delete(subscriber);
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
        if (byUser.size === 0 && timer) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
    get watching() {
      let count = 0;
      for (const set of byUser.values()) count += set.size;
      return count;
    },
  };
}

/** The read models a notification sends the browser back to (My Donations, My Requests). */
const FOLLOWED_BY = 'food-items';
const WAITED_ON: readonly string[] = ['notifications', FOLLOWED_BY];

/**
 * The notifications projection's live generation and how far it got (it changes whenever a batch
 * or a rebuild lands), and whether the item lists have reached the same position.
 */
async function readCheckpoint(
  progress: ProjectionProgress,
): Promise<{ checkpoint: string | null; settled: boolean }> {
  const found = await progress.positions(['notifications', FOLLOWED_BY]);
  const own = found.get('notifications');
  if (!own) return { checkpoint: null, settled: false };
  const followed = found.get(FOLLOWED_BY);
  const settled = !followed || comparePositions(followed.position, own.position) >= 0;
  return { checkpoint: `${own.generation}:${formatPosition(own.position)}`, settled };
}

async function readStates(
  db: Kysely<AppDatabase>,
  userIds: readonly string[],
): Promise<Map<string, NotificationStreamMessage>> {
  const { rows } = await sql<{ user_id: string; unread: number; latest_id: string | null }>`
    select watched.user_id,
      (select count(*)::int from notifications n
        where n.user_id = watched.user_id and not n.is_read
          and not exists (select from notification_preferences muted
            where muted.user_id = n.user_id and n.type = any(muted.in_app_muted))) as unread,
      (select n.id from notifications n where n.user_id = watched.user_id
        order by n.created_at desc, n.seq desc limit 1) as latest_id
    from unnest(${userIds}::uuid[]) as watched(user_id)`.execute(db);
  return new Map(rows.map((row) => [row.user_id, { unread: row.unread, latestId: row.latest_id }]));
}
