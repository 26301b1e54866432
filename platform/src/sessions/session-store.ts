import type { Session } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The spec's `session` table: sid, sess (json), expire. Shared by command- and query-service. */
export interface SessionTable {
  sid: string;
  sess: unknown;
  expire: Date;
}

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** A store for @fastify/session on PostgreSQL. */
export class PostgresSessionStore {
  constructor(private readonly db: Kysely<{ session: SessionTable }>) {}

  get(sid: string, callback: GetCallback): void {
    this.db
      .selectFrom('session')
      .select(['sess'])
      .where('sid', '=', sid)
      .where('expire', '>', sql<Date>`now()`)
      .executeTakeFirst()
      .then(
        // The row holds what `set` wrote.
        (row) => callback(null, row ? (row.sess as Session) : null),
        callback,
      );
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + DEFAULT_LIFETIME_MS);
    const sess = JSON.stringify(session);
    this.db
      .insertInto('session')
      .values({ sid, sess, expire: expires })
      .onConflict((conflict) => conflict.column('sid').doUpdateSet({ sess, expire: expires }))
      .execute()
      .then(() => callback(), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('session')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  /** Ends every session of one person (account deletion). */
  async destroyAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('session').where(sql`sess->>'userId'`, '=', userId).execute();
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('session')
      .where('expire', '<=', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
