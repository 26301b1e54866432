import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The spec's `session` table: sid, sess (json), expire. Shared by command- and query-service. */
export interface SessionTable {
  sid: string;
  sess: unknown;
  expire: Date;
}

/** The cookie a stored session was given (`expires` an ISO date; the row expires with it). */
export interface StoredCookie {
  readonly expires?: string | Date | null;
  readonly originalMaxAge?: number | null;
  readonly [attribute: string]: unknown;
}

/** A session as its row keeps it (`sess`): the person signed in and the cookie's expiry. */
export interface StoredSession {
  userId?: string;
  cookie?: StoredCookie;
}

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: StoredSession | null) => void;

const DEFAULT_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/**
 * How long the services answer a session from memory: a signed-in read then costs no look-up,
 * and a sign-out or account deletion in another process is seen within a second.
 */
export const SESSION_CACHE_MS = 1000;
/** Sessions remembered at once; past it the oldest is forgotten (and read again when asked). */
const CACHED_SESSIONS = 10_000;

export interface SessionStoreOptions {
  /**
   * How long a session read from the table is answered from memory (0: never). Every change
   * this store makes (sign-in, sign-out, account deletion) forgets it at once; a change made by
   * another process's store is seen within this bound.
   */
  readonly cacheMs?: number;
}

function frozen(session: StoredSession): StoredSession {
  if (session.cookie) Object.freeze(session.cookie);
  return Object.freeze(session);
}

/** The sessions' store on PostgreSQL (`sessions.ts`). */
export class PostgresSessionStore {
  /** sid → the stored session, frozen (or null: no such session), and until when it may be answered. */
  private readonly cache = new Map<string, { sess: StoredSession | null; until: number }>();
  private readonly cacheMs: number;
  /** sid → the look-up under way (the stored session, frozen, or null: no such session). */
  private readonly reading = new Map<string, Promise<StoredSession | null>>();
  /** Moves on with every change: a read begun before a change does not remember what it found. */
  private changes = 0;

  constructor(
    private readonly db: Kysely<{ session: SessionTable }>,
    options: SessionStoreOptions = {},
  ) {
    this.cacheMs = options.cacheMs ?? 0;
  }

  get(sid: string, callback: GetCallback): void {
    const cached = this.cache.get(sid);
    if (cached && cached.until > Date.now()) {
      callback(null, cached.sess);
      return;
    }
    // Concurrent requests of one reader share one look-up: when the memory of a busy session
    // runs out, its requests in flight do not each ask the database.
    let read = this.reading.get(sid);
    if (!read) {
      const changesBefore = this.changes;
      const started = this.db
        .selectFrom('session')
        .select(['sess'])
        .where('sid', '=', sid)
        .where('expire', '>', sql<Date>`now()`)
        .executeTakeFirst()
        .then((row) => {
          // The row holds what `set` wrote. Frozen: no request can change what the next is given.
          const sess = row ? frozen(row.sess as StoredSession) : null;
          if (this.changes === changesBefore) this.remember(sid, sess);
          return sess;
        })
        .finally(() => {
          if (this.reading.get(sid) === started) this.reading.delete(sid);
        });
      read = started;
      this.reading.set(sid, started);
    }
    read.then((sess) => callback(null, sess), callback);
  }

  private remember(sid: string, sess: StoredSession | null): void {
    if (this.cacheMs <= 0) return;
    this.cache.delete(sid);
    this.cache.set(sid, { sess, until: Date.now() + this.cacheMs });
    if (this.cache.size > CACHED_SESSIONS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  private forget(sid: string): void {
    this.changes++;
    this.cache.delete(sid);
    // A look-up under way may have read the row before the change: no later read joins it.
    this.reading.delete(sid);
  }

  set(sid: string, session: StoredSession, callback: Callback): void {
    this.forget(sid);
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + DEFAULT_LIFETIME_MS);
    const sess = JSON.stringify(session);
    this.db
      .insertInto('session')
      .values({ sid, sess, expire: expires })
      .onConflict((conflict) => conflict.column('sid').doUpdateSet({ sess, expire: expires }))
      .execute()
      // Forgotten again once written: a read that began meanwhile may have seen the old row.
      .then(() => {
        this.forget(sid);
        callback();
      }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.forget(sid);
    this.db
      .deleteFrom('session')
      .where('sid', '=', sid)
      .execute()
      .then(() => {
        this.forget(sid);
        callback();
      }, callback);
  }

  /** Ends every session of one person (account deletion). */
  async destroyAllOf(userId: string): Promise<void> {
    this.changes++;
    this.cache.clear();
    this.reading.clear();
    await this.db.deleteFrom('session').where(sql`sess->>'userId'`, '=', userId).execute();
    // A read that began during the delete may have remembered a row it deletes.
    this.changes++;
    this.cache.clear();
    this.reading.clear();
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('session')
      .where('expire', '<=', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
