import type { Pool } from '@foodshare/platform/database/connection';

/**
 * What the event log and the read models hold, read straight from the run's database: the
 * figures a test compares once the projections have caught up.
 */

/** How many events of each type the log holds about one item (`data.itemId`). */
export async function eventsAbout(pool: Pool, itemId: string): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ type: string; n: number }>(
    `select type, count(*)::int as n from events where data->>'itemId' = $1 group by type`,
    [itemId],
  );
  return Object.fromEntries(rows.map((row) => [row.type, row.n]));
}

/** The live generations still behind the log's last event, with how far behind. */
export async function projectionsBehind(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string; behind: number }>(
    `select name, ((select coalesce(max(global_position), 0) from events) - checkpoint_prepare)::int as behind
       from projection_generations
      where status = 'live' and checkpoint_prepare < (select coalesce(max(global_position), 0) from events)
      order by name`,
  );
  return rows.map((row) => `${row.name} (${row.behind} behind)`);
}

/** The schema of a read model's live generation (`rm_<name>_<generation>`). */
async function liveSchema(pool: Pool, name: string): Promise<string> {
  const { rows } = await pool.query<{ generation: number }>(
    `select generation from projection_generations where name = $1 and status = 'live'`,
    [name],
  );
  const [row] = rows;
  if (!row) throw new Error(`no live generation of ${name}`);
  return `rm_${name.replaceAll('-', '_')}_${row.generation}`;
}

/**
 * Counts the log gives and the read models give for the same things: people, donations,
 * requests on them, and the donations the safety check approved.
 */
export async function logAndReadModelCounts(pool: Pool): Promise<{
  readonly log: Record<string, number>;
  readonly readModels: Record<string, number>;
}> {
  const count = async (sql: string) =>
    (await pool.query<{ n: number }>(sql)).rows[0]?.n ?? Number.NaN;
  const users = await liveSchema(pool, 'users');
  const food = await liveSchema(pool, 'food-items');
  const stats = await liveSchema(pool, 'stats');
  const ofType = (type: string) =>
    count(`select count(*)::int as n from events where type = '${type}'`);
  return {
    log: {
      people: await ofType('UserRegistered'),
      donations: await ofType('DonationSubmitted'),
      requests: await ofType('ItemRequested'),
      approved: await ofType('DonationApproved'),
    },
    readModels: {
      people: await count(`select count(*)::int as n from ${users}.users`),
      donations: await count(`select count(*)::int as n from ${food}.food_items`),
      requests: await count(`select count(*)::int as n from ${food}.food_requests`),
      approved: await count(
        `select count(*)::int as n from ${food}.food_items where review_status = 'approved'`,
      ),
      // The statistics keep their own count of people.
      ...(await statsPeople(pool, stats)),
    },
  };
}

async function statsPeople(pool: Pool, schema: string): Promise<Record<string, number>> {
  const { rows } = await pool.query(`select * from ${schema}.stats limit 1`);
  const row = rows[0] as Record<string, unknown> | undefined;
  const total = row?.total_users;
  return typeof total === 'number' || typeof total === 'string'
    ? { statsPeople: Number(total) }
    : {};
}

/**
 * Waits until the system has settled: every donation the log holds has the safety check's
 * approval (the load posts only safe food), every read model has passed the log's last event,
 * and the read models' counts equal the log's. Answers the counts then, or the last ones read
 * when `timeoutMs` ran out, for the caller's assertions to name what differs. A restart can
 * leave a check waiting (a job retried after its worker stopped) after the load has stopped: a
 * read model compared before that check's event is appended, or before it is projected, would
 * differ from a log that has moved on meanwhile.
 */
export async function settledCounts(
  pool: Pool,
  timeoutMs: number,
): Promise<{
  readonly log: Record<string, number>;
  readonly readModels: Record<string, number>;
  readonly behind: readonly string[];
}> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const behind = await projectionsBehind(pool);
    const { log, readModels } = await logAndReadModelCounts(pool);
    const agree = Object.entries({ ...log, statsPeople: log.people }).every(
      ([name, n]) => readModels[name] === n,
    );
    // Read again after the counts: nothing was appended while they were read.
    const still = (await projectionsBehind(pool)).length === 0 && behind.length === 0;
    if ((still && agree && log.approved === log.donations) || Date.now() > deadline)
      return { log, readModels, behind };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
