import { randomInt } from 'node:crypto';
import type { Logger } from '@foodshare/platform/logger';
import {
  LEASE_NAMESPACE,
  type LeaseProvider,
  leaseKey,
  PRESENCE_NAMESPACE,
} from './lease-provider';

/** The one connection an instance holds its leases on (a pg.Client answers to it). */
export interface LeaseSession {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  on(event: 'error' | 'end', listener: (...args: unknown[]) => void): unknown;
  end(): Promise<void>;
}

export interface PostgresLeaseOptions {
  /** This instance's name; its lease session carries it as its `application_name`. */
  readonly instance: string;
  /** Opens a dedicated session (again after one broke): never one of a pool. */
  readonly connect: () => Promise<LeaseSession>;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
}

/** The live instances: those holding a presence lock in this database. */
const LIVE_INSTANCES = `select count(distinct pid)::int as n from pg_locks
  where locktype = 'advisory' and granted and classid = $1 and objsubid = 2
    and database = (select oid from pg_database where datname = current_database())`;

/**
 * Leases as session-level advisory locks on one session of this instance's own, as Marten's
 * async daemon holds its: a lease is held while the session lives, and lapses the moment it
 * ends (the process killed, the connection cut), when another instance can take it. The session
 * also holds a presence lock, which `liveInstances` counts. When the session breaks, every lease
 * is lost at once (`onLost`); the next call opens a new session.
 */
export function postgresLeases(options: PostgresLeaseOptions): LeaseProvider {
  const { instance, logger } = options;
  const held = new Set<string>();
  const listeners = new Set<(names: readonly string[]) => void>();
  let session: LeaseSession | null = null;
  let opening: Promise<LeaseSession> | null = null;
  let closed = false;

  function broken(which: LeaseSession, error?: unknown): void {
    if (session !== which) return;
    session = null;
    which.end().catch(() => {});
    const lost = [...held];
    held.clear();
    if (closed) return;
    logger.warn({ err: error, instance, lost }, 'lease session lost; its leases lapse');
    for (const listener of listeners) listener(lost);
  }

  async function open(): Promise<LeaseSession> {
    const opened = await options.connect();
    opened.on('error', (error) => broken(opened, error));
    opened.on('end', () => broken(opened));
    session = opened;
    try {
      // A presence key of its own: another instance's random one may be the same, so try again.
      for (;;) {
        const { rows } = await opened.query('select pg_try_advisory_lock($1::int, $2::int) as ok', [
          PRESENCE_NAMESPACE,
          randomInt(-(2 ** 31), 2 ** 31 - 1),
        ]);
        if (rows[0]?.ok === true) break;
      }
    } catch (error) {
      broken(opened, error);
      throw error;
    }
    logger.info({ instance }, 'lease session open');
    return opened;
  }

  /** A query on the lease session; one that fails (unanswered, cut) ends the session. */
  async function ask(on: LeaseSession, text: string, values: unknown[]) {
    try {
      return (await on.query(text, values)).rows;
    } catch (error) {
      broken(on, error);
      throw error;
    }
  }

  async function current(): Promise<LeaseSession> {
    if (closed) throw new Error('The leases are closed');
    if (session) return session;
    opening ??= open().finally(() => {
      opening = null;
    });
    return opening;
  }

  return {
    instance,
    async tryAcquire(name) {
      if (held.has(name)) return true;
      const on = await current();
      const rows = await ask(on, 'select pg_try_advisory_lock($1::int, $2::int) as ok', [
        LEASE_NAMESPACE,
        leaseKey(name),
      ]);
      // Taken on a session that broke meanwhile: lapsed with it.
      if (rows[0]?.ok !== true || session !== on) return false;
      held.add(name);
      return true;
    },
    async release(name) {
      if (!held.delete(name) || !session) return;
      await session
        .query('select pg_advisory_unlock($1::int, $2::int)', [LEASE_NAMESPACE, leaseKey(name)])
        .catch(() => {});
    },
    holds: (name) => held.has(name),
    async liveInstances() {
      const rows = await ask(await current(), LIVE_INSTANCES, [PRESENCE_NAMESPACE]);
      return Math.max(Number(rows[0]?.n ?? 0), 1);
    },
    onLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      held.clear();
      const ending = session ?? (await opening?.catch(() => null));
      session = null;
      // Ending the session gives every lock back at once.
      await ending?.end().catch(() => {});
    },
  };
}
