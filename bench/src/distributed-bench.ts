import {
  type Cluster,
  holderOf,
  missingForCluster,
  startCluster,
} from '@foodshare/e2e/distributed/cluster';
import { type Answer, type NotificationStream, Person } from '@foodshare/e2e/distributed/person';
import { benchConfig } from './bench-config';
import { atMost, type Figure, fmt, percentile, printFigures } from './report';
import { donation } from './writes-bench';

/** Notifications timed one at a time, a moment apart: light load. */
const SAMPLES = 200;
const P99_TARGET_MS = 250;
const FAILOVER_TARGET_MS = 10_000;
/** The read model a notification goes through, whose holder is killed. */
const PROJECTION = 'notifications';

/**
 * The distributed shape (e2e/src/distributed: nginx, two of each service on the built
 * JavaScript) on DATABASE_URL's server and REDIS_URL: how long a write on command-service
 * instance A takes to reach a browser's notification stream on query-service instance B, and
 * how long after a `kill -9` of the projection-service running the notifications read model the
 * other instance has projected a new event. Baselines of the same run: the write's own round
 * trip, and the same notification latency with both instances alive.
 */
export async function distributedSection(): Promise<void> {
  const postgres = benchConfig.DATABASE_URL ?? null;
  const redis = benchConfig.REDIS_URL ?? null;
  const missing = missingForCluster({ postgresAdminUrl: postgres, redisUrl: redis });
  if (missing || !postgres || !redis) {
    console.log(`distributed: needs ${missing ?? 'DATABASE_URL and REDIS_URL'}; skipped`);
    return;
  }
  const cluster = await startCluster({
    postgresAdminUrl: postgres,
    redisUrl: redis,
    runId: `bench${Date.now().toString(36)}`,
    logLevel: 'warn',
  });
  try {
    const figures = await measure(cluster);
    printFigures('Distributed shape (nginx, two of each service)', figures);
  } finally {
    await cluster.close();
  }
}

async function measure(cluster: Cluster): Promise<Figure[]> {
  const [commandA] = cluster.command;
  const [queryA, queryB] = cluster.query;
  const donor = new Person(cluster.url, '127.20.0.1');
  const taker = new Person(cluster.url, '127.20.0.2');
  await expectStatus(donor.signUp(`bench_donor_${Date.now().toString(36)}`), 201);
  await expectStatus(taker.signUp(`bench_taker_${Date.now().toString(36)}`), 201);
  const posted = await expectStatus(
    donor.call<{ id: string }>('POST', '/api/food-items', donation('Crate of tomatoes', false)),
    201,
  );
  const itemId = posted.body.id;
  await approved(donor, itemId);

  // The donor's browser holds its stream on query-service B; the writes go to command-service A.
  const onB = await donor.openStream(queryB.url);
  const onA = await donor.openStream(queryA.url);
  let unread = (await onB.next()).unread;
  await onA.next();
  const crossInstance: number[] = [];
  const otherQuery: number[] = [];
  const roundTrips: number[] = [];
  let requestId: string | null = null;
  /** Each write gives the donor one notification: a request, then its cancellation. */
  const write = async () => {
    const answer = requestId
      ? await taker.call(
          'POST',
          `/api/food-items/${itemId}/requests/${requestId}/cancel`,
          undefined,
          {
            base: commandA.url,
          },
        )
      : await taker.call<{ id: string }>(
          'POST',
          '/api/food-requests',
          { foodItemId: itemId },
          {
            base: commandA.url,
          },
        );
    if (answer.status >= 300)
      throw new Error(`the write answered ${answer.status}: ${answer.text}`);
    requestId = requestId ? null : (answer.body as { id: string }).id;
  };
  try {
    for (let sample = 0; sample < SAMPLES; sample++) {
      const sent = performance.now();
      await write();
      roundTrips.push(performance.now() - sent);
      const [b, a] = await Promise.all([nextUnread(onB, unread), nextUnread(onA, unread)]);
      unread = b.unread;
      crossInstance.push(b.at - sent);
      otherQuery.push(a.at - sent);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    // Failover: the instance running the notifications read model is killed; a write follows.
    const victim = await holderOf(cluster, PROJECTION);
    if (!victim) throw new Error(`no projection-service runs ${PROJECTION}`);
    await victim.kill();
    const killedAt = performance.now();
    await write();
    const heard = await nextUnread(onB, unread, 60_000);
    const failoverMs = heard.at - killedAt;
    await victim.start();
    const p99 = percentile(crossInstance, 99);
    return [
      {
        label: `write on command A → SSE on query B, p50 (${SAMPLES} notifications)`,
        value: `${fmt(percentile(crossInstance, 50))} ms`,
        baseline: `${fmt(percentile(roundTrips, 50))} ms the write's own round trip`,
      },
      {
        label: 'write on command A → SSE on query B, p99',
        value: `${fmt(p99)} ms`,
        baseline: `${fmt(percentile(otherQuery, 99))} ms on query A; ${fmt(percentile(roundTrips, 99))} ms round trip`,
        target: `<= ${P99_TARGET_MS} ms`,
        pass: atMost(p99, P99_TARGET_MS),
      },
      {
        label: `kill -9 of the ${PROJECTION} holder → next event projected and pushed`,
        value: `${fmt(failoverMs)} ms`,
        baseline: `${fmt(percentile(crossInstance, 50))} ms with both alive (p50)`,
        target: `<= ${fmt(FAILOVER_TARGET_MS)} ms`,
        pass: atMost(failoverMs, FAILOVER_TARGET_MS),
      },
    ];
  } finally {
    onA.close();
    onB.close();
    donor.close();
    taker.close();
  }
}

/** The stream's next message whose unread count differs from `unread`. */
async function nextUnread(stream: NotificationStream, unread: number, timeoutMs = 10_000) {
  for (;;) {
    const message = await stream.next(timeoutMs);
    if (message.unread !== unread) return message;
  }
}

async function expectStatus<T>(answer: Promise<Answer<T>>, status: number) {
  const answered = await answer;
  if (answered.status !== status)
    throw new Error(`expected ${status}, answered ${answered.status}: ${answered.text}`);
  return answered;
}

/** Waits until the safety check has approved the donation (it runs as a job). */
async function approved(donor: Person, itemId: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    const mine = await donor.call<{ id: string; reviewStatus: string }[]>(
      'GET',
      '/api/my-donations',
    );
    if (mine.body.find((item) => item.id === itemId)?.reviewStatus === 'approved') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the donation was not approved');
}
