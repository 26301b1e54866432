import { type Kysely, sql } from 'kysely';
import { LEASE_NAMESPACE, leaseKey } from './lease-provider';

/**
 * Which instance holds the lease on each of `names` now, by the application_name of the session
 * holding its advisory lock (`postgresLeases` names it after its instance). A name no instance
 * holds is left out; so is everything on a database that keeps no such locks (PGlite, where
 * the one process holds its leases in memory).
 */
export async function leaseHolders(
  db: Kysely<unknown>,
  names: readonly string[],
): Promise<Map<string, string>> {
  const byKey = new Map(names.map((name) => [String(leaseKey(name) >>> 0), name]));
  const holders = new Map<string, string>();
  try {
    const { rows } = await sql<{ objid: string; holder: string | null }>`
      select l.objid::text as objid, a.application_name as holder
      from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 2
        and l.classid = ${String(LEASE_NAMESPACE)}::oid
        and l.database = (select oid from pg_database where datname = current_database())`.execute(
      db,
    );
    for (const row of rows) {
      const name = byKey.get(row.objid);
      if (name) holders.set(name, row.holder || 'an unnamed session');
    }
  } catch {
    // No lock table to read: nobody to name.
  }
  return holders;
}
