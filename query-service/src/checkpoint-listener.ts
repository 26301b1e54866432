import { PROJECTION_CHECKPOINTS_CHANNEL } from '@foodshare/platform/database/platform-migrations';
import pg from 'pg';

/**
 * Tells this process at once when a projection's live checkpoint moved in the database, whoever
 * moved it: a PostgreSQL trigger sends a NOTIFY at commit (platform-migrations.ts), heard here
 * on a connection of its own.
 */
export interface CheckpointWakeups {
  /**
   * Calls `wake` with the projection's name when its checkpoint moved, and with null when every
   * projection may move unheard: the connection was lost (until it is back, `listening` is
   * false), or its LISTEN began (again), and what moved before it was not heard. Answers the
   * function that stops it.
   */
  subscribe(wake: (projection: string | null) => void): () => void;
  /** Whether a LISTEN is in effect now: while not, a reader must poll to see moves. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface CheckpointListenerOptions {
  readonly connectionString: string;
  /** How long after a lost (or refused) connection it connects again. */
  readonly reconnectMs?: number;
  readonly logger?: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

const DEFAULT_RECONNECT_MS = 1000;
/** How the connection shows in pg_stat_activity. */
export const CHECKPOINT_LISTENER_NAME = 'foodshare-checkpoint-listener';

/**
 * One dedicated connection (LISTEN needs a session of its own, outside the pool), connected again
 * after any loss. What a NOTIFY sent while it was down would have said is told as a wake of
 * everything once the LISTEN is back; readers poll slowly besides, for a connection that died
 * without a word.
 */
export function listenForCheckpoints(options: CheckpointListenerOptions): CheckpointWakeups {
  const reconnectMs = options.reconnectMs ?? DEFAULT_RECONNECT_MS;
  const subscribers = new Set<(projection: string | null) => void>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Whether the last connection was lost: its return is worth a log line. */
  let lost = false;

  const tell = (projection: string | null) => {
    for (const wake of subscribers) wake(projection);
  };

  const connectAgainLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, reconnectMs);
  };

  const forget = (from: pg.Client, error?: unknown) => {
    if (client !== from) return;
    client = null;
    listening = false;
    if (!lost)
      options.logger?.warn({ err: error }, 'checkpoint listener has no connection; readers poll');
    lost = true;
    from.end().catch(() => {});
    // Readers learn at once that they must poll from now on.
    tell(null);
    connectAgainLater();
  };

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: CHECKPOINT_LISTENER_NAME,
      // A peer that vanished without closing (a dropped network) is found by TCP keepalive.
      keepAlive: true,
    });
    client = next;
    next.on('error', (error) => forget(next, error));
    next.on('end', () => forget(next));
    next.on('notification', (message) => {
      if (message.channel === PROJECTION_CHECKPOINTS_CHANNEL) tell(message.payload ?? null);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PROJECTION_CHECKPOINTS_CHANNEL}`);
    } catch (error) {
      forget(next, error);
      return;
    }
    if (client !== next) return;
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    listening = true;
    if (lost) options.logger?.info({}, 'checkpoint listener listening again');
    lost = false;
    // Moves committed before the LISTEN took effect reached nobody here.
    tell(null);
  }

  void connect();

  return {
    subscribe(wake) {
      subscribers.add(wake);
      return () => subscribers.delete(wake);
    },
    get listening() {
      return listening && !closed;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
