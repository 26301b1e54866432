import { EventEmitter } from 'node:events';
import pg from 'pg';
import { comparePositions, type Position, START } from './event-store';
import { EVENTS_APPENDED_CHANNEL } from './postgres-event-store-schema';

/**
 * Tells waiters that events may have been appended: at once for appends in this process (an
 * in-process emitter), soon for appends in other processes (LISTEN/NOTIFY on a PostgreSQL
 * server). Waiters also poll, so a lost notification only costs a poll interval.
 */
export interface AppendWakeups {
  /** Counts wake-ups; a waiter notes it before it reads, so a wake-up during the read counts. */
  readonly count: number;
  /** Call after each commit of an append in this process, with its last event's position. */
  appended(position: Position): void;
  /**
   * Taken before a read, for `sinceMark` to compare against later. Null while an append
   * elsewhere might not wake this process (no LISTEN in effect, or wake-ups across processes
   * off): nothing can then be known without asking the database.
   */
  mark(): WakeupMark | null;
  /**
   * What came since `mark`, taken before a read that ended at `through`, with the LISTEN
   * connection up all along (every append since then would have woken this process): 'quiet',
   * no wake-up, or only for appends here at or before `through` (the read saw them); 'woken',
   * a NOTIFY from another process, or an append here after `through`. 'unknown' when the LISTEN
   * connection was lost or replaced meanwhile. (A NOTIFY that is lost, as when its sender
   * crashes after committing, is found by the waiters' next poll, as before.)
   */
  sinceMark(mark: WakeupMark, through: Position): 'quiet' | 'woken' | 'unknown';
  /** Resolves once `count` differs from `seen`, or after `timeoutMs`, or when `signal` aborts. */
  wakeAfter(seen: number, options: { timeoutMs: number; signal?: AbortSignal }): Promise<void>;
  close(): Promise<void>;
}

/** The wake-up count and the LISTEN connection's session when a read started. */
export interface WakeupMark {
  readonly count: number;
  /** Wake-ups that were not this process's appends: NOTIFYs, LISTENs taking effect. */
  readonly others: number;
  readonly session: number;
}

const MIN_NOTIFY_INTERVAL_MS = 50;

export function createAppendWakeups(options: {
  pool: pg.Pool;
  /** `undefined`: on for a PostgreSQL server, off on PGlite (NOTIFY does not cross its socket). */
  crossProcess?: boolean;
}): AppendWakeups {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per waiting subscriber: many is normal
  let count = 0;
  let others = 0;
  /**
   * The last position appended here. Appends commit in position order, so one after a read
   * started either sorts after all it saw, or committed before it and the read saw it.
   */
  let ownThrough = START;
  let closed = false;
  const signal = () => {
    count++;
    emitter.emit('wake');
  };
  const channel = createNotificationChannel(options.pool, options.crossProcess, () => {
    others++;
    signal();
  });

  return {
    get count() {
      return count;
    },
    appended(position) {
      if (comparePositions(position, ownThrough) > 0) ownThrough = position;
      signal();
      channel.notifyOthers();
    },
    mark() {
      const session = channel.heardSession();
      return session === null || closed ? null : { count, others, session };
    },
    sinceMark(mark, through) {
      if (closed || mark.session !== channel.heardSession()) return 'unknown';
      if (mark.count === count) return 'quiet';
      if (mark.others !== others) return 'woken';
      return comparePositions(ownThrough, through) <= 0 ? 'quiet' : 'woken';
    },
    wakeAfter(seen, { timeoutMs, signal: abort }) {
      if (seen !== count || closed || abort?.aborted) return Promise.resolve();
      channel.startListening();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          emitter.off('wake', done);
          abort?.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        emitter.on('wake', done);
        abort?.addEventListener('abort', done, { once: true });
      });
    },
    async close() {
      closed = true;
      signal(); // frees every waiter
      await channel.close();
    },
  };
}

interface NotificationChannel {
  /** Sends one NOTIFY soon; calls made while one is being sent are folded into the next. */
  notifyOthers(): void;
  startListening(): void;
  /**
   * A number for the current LISTEN session once its LISTEN has taken effect (every NOTIFY
   * committed since reaches it), a new one for each session; null while there is none.
   */
  heardSession(): number | null;
  close(): Promise<void>;
}

/**
 * One dedicated connection, outside the pool: LISTEN needs a session of its own, and sending
 * NOTIFY after the commit (rather than inside the append) keeps appends from queueing on the
 * lock PostgreSQL takes to order notifications. Every failure here is ignored on purpose: the
 * connection is re-opened on next use, and polling covers the gap.
 */
function createNotificationChannel(
  pool: pg.Pool,
  crossProcess: boolean | undefined,
  wake: () => void,
): NotificationChannel {
  let enabled: Promise<boolean> | undefined;
  let connection: Promise<pg.Client | null> | undefined;
  let listening = false;
  /** Counts LISTEN sessions; `heard` is whether the current one's LISTEN has taken effect. */
  let sessions = 0;
  let heard = false;
  let current: pg.Client | null = null;
  let sending = false;
  let sendAgain = false;
  let closed = false;

  const isEnabled = () => {
    enabled ??= crossProcess === undefined ? isPostgresServer(pool) : Promise.resolve(crossProcess);
    return enabled;
  };

  const connect = () => {
    connection ??= isEnabled().then(async (on) => {
      if (!on || closed) return null;
      const client = new pg.Client(pool.options);
      const forget = () => {
        if (current === client) current = null;
        connection = undefined;
        listening = false;
        heard = false;
      };
      client.on('error', forget);
      client.on('end', forget);
      await client.connect();
      current = client;
      // This process's own NOTIFY comes back to it: its waiters were woken at the append already.
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const ownPid = rows[0]?.pid;
      client.on('notification', (message) => {
        if (message.processId !== ownPid) wake();
      });
      return client;
    });
    return connection.catch(() => {
      connection = undefined;
      return null;
    });
  };

  const listen = async () => {
    const client = await connect();
    if (!client || listening) return;
    listening = true;
    await client.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
    // The connection may have failed meanwhile: then this LISTEN is not the current one.
    if (client !== current) return;
    sessions++;
    heard = true;
    // Appends made while we were not yet listening sent nobody a notification.
    wake();
  };

  // Each NOTIFY is a transaction with a commit to flush: under a stream of appends, one per
  // interval wakes the other processes just as well.
  const send = async () => {
    sending = true;
    try {
      do {
        sendAgain = false;
        const started = Date.now();
        const client = await connect();
        await client?.query(`NOTIFY ${EVENTS_APPENDED_CHANNEL}`);
        if (sendAgain) await pause(MIN_NOTIFY_INTERVAL_MS - (Date.now() - started));
      } while (sendAgain && !closed);
    } finally {
      sending = false;
    }
  };

  return {
    notifyOthers() {
      if (closed) return;
      if (sending) {
        sendAgain = true;
        return;
      }
      send().catch(() => {});
    },
    startListening() {
      if (closed || listening) return;
      listen().catch(() => {
        listening = false;
      });
    },
    heardSession: () => (heard && !closed ? sessions : null),
    async close() {
      closed = true;
      heard = false;
      const client = await connection?.catch(() => null);
      await client?.end().catch(() => {});
    },
  };
}

function pause(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** PGlite says so in its version string; anything else is taken for a PostgreSQL server. */
async function isPostgresServer(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ version: string }>('SELECT version() AS version');
  const version = rows[0]?.version ?? '';
  return !/PGlite|emscripten/i.test(version);
}
