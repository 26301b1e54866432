import { safeDonation } from '@foodshare/standalone/testing/donations';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Cluster, holderOf, missingForCluster, startCluster } from './cluster';
import { failures, steadyLoad } from './load';
import { eventsAbout, projectionsBehind, settledCounts } from './log-and-read-models';
import { addressOf, answeredBy, serving, signedUp, sleep } from './people';
import { Person } from './person';
import { buyersRace } from './race';

/**
 * The distributed shape as deployed: nginx (deploy/nginx.conf.template) in front of two
 * command-service, two query-service and two projection-service processes on the built
 * JavaScript, one PostgreSQL database and one Redis prefix. One set of processes serves every
 * check, in order; each check says what it proves across instances.
 */
const postgresAdminUrl = inject('postgresAdminUrl');
const redisUrl = inject('redisUrl');
const missing = missingForCluster({ postgresAdminUrl, redisUrl });
/** The per-address budget of sign-in attempts a minute the instances share (compose: 20). */
const AUTH_LIMIT = 5;
/** How long the other projection-service may take to carry on after one is killed. */
const TAKEOVER_MS = 10_000;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

if (missing || !postgresAdminUrl || !redisUrl) {
  console.log(`[distributed] needs ${missing}: the distributed shape is not tried`);
  describe.skip('the distributed shape (needs nginx, a PostgreSQL server and Redis)', () => {
    it('runs behind nginx', () => {});
  });
} else {
  describe('the distributed shape: nginx, two of each service, PostgreSQL and Redis', () => {
    let cluster: Cluster;
    let donor: Person;
    let itemId = '';

    beforeAll(async () => {
      cluster = await startCluster({
        postgresAdminUrl,
        redisUrl,
        runId: inject('testRunId'),
        authRateLimitPerMinute: AUTH_LIMIT,
      });
    }, 180_000);
    afterAll(async () => {
      await cluster?.close();
    });

    it('signs a donor up, takes a donation and runs its safety check exactly once', async () => {
      [donor] = (await signedUp(cluster.url, 1, 1, 'donor')) as [Person];
      const posted = await donor.call<{ id: string }>('POST', '/api/food-items', safeDonation());
      expect(posted.status, posted.text).toBe(201);
      itemId = posted.body.id;
      await expect
        .poll(async () => {
          const mine = await donor.call<{ id: string; reviewStatus: string }[]>(
            'GET',
            '/api/my-donations',
          );
          return mine.body.find((item) => item.id === itemId)?.reviewStatus;
        })
        .toBe('approved');
      // Both projection-services schedule the check; both command-services run its workers.
      await sleep(1_000);
      expect(await eventsAbout(cluster.pool, itemId)).toEqual({
        DonationSubmitted: 1,
        SafetyCheckPassed: 1,
        DonationApproved: 1,
      });
    });

    it('sends a visitor’s list page from query-service through nginx, its first items rendered in', async () => {
      const visitor = new Person(cluster.url, addressOf(4, 1));
      const [newest] = (
        await visitor.call<{ title: string }[]>(
          'GET',
          '/api/food-items?isMarketplace=false&status=available&limit=12&offset=0',
        )
      ).body;
      expect(newest?.title).toBe(safeDonation().title);
      const page = await fetch(`${cluster.url}/marketplace`, {
        headers: { 'accept-language': 'ar-AE' },
      });
      const html = await page.text();
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain(`>${newest?.title}<`);
      expect(html).toContain('id="first-list"');
      // A path of the app nobody prerendered is still the single-page app.
      expect(await (await fetch(`${cluster.url}/profile`)).text()).toContain('<div id="root">');
    });

    it('accepts a request through the other command-service instance than took it, and the donor hears of it on either query-service instance', async () => {
      const [taker] = (await signedUp(cluster.url, 1, 1, 'taker', {})) as [Person];
      // The approval's own notification is in first, so the next one the streams tell is the request's.
      await expect
        .poll(async () => {
          const mine = await donor.call<{ type: string }[]>('GET', '/api/notifications');
          return mine.body.map((notification) => notification.type);
        })
        .toContain('donation_approved');
      // The donor's browser may hold its stream on either instance: one on each.
      const streams = await Promise.all(cluster.query.map((query) => donor.openStream(query.url)));
      try {
        const before = await Promise.all(streams.map((stream) => stream.next()));
        const requested = await taker.call<{ id: string }>('POST', '/api/food-requests', {
          foodItemId: itemId,
        });
        expect(requested.status, requested.text).toBe(201);
        const took = await answeredBy(cluster.command, requested.requestId);
        for (const [index, stream] of streams.entries()) {
          const heard = await stream.next();
          expect(heard.unread, `the stream on ${cluster.query[index]?.name}`).toBe(
            (before[index]?.unread ?? 0) + 1,
          );
        }
        const other = cluster.command.find((instance) => instance !== took) ?? took;
        const accepted = await donor.call(
          'POST',
          `/api/food-items/${itemId}/requests/${requested.body.id}/accept`,
          undefined,
          { base: other.url },
        );
        expect(accepted.status, accepted.text).toBe(200);
        expect((await answeredBy(cluster.command, accepted.requestId)).name).toBe(other.name);
        await expect
          .poll(async () => {
            const mine = await taker.call<{ id: string; status: string }[]>(
              'GET',
              '/api/my-requests',
            );
            return mine.body.find((request) => request.id === requested.body.id)?.status;
          })
          .toBe('approved');
      } finally {
        for (const stream of streams) stream.close();
      }
    });

    it('reads your writes across instances: written on one command-service, read at once on the other query-service', async () => {
      const [writer] = (await signedUp(cluster.url, 1, 1, 'writer')) as [Person];
      for (let n = 0; n < 10; n++) {
        const command = cluster.command[n % 2];
        const query = cluster.query[(n + 1) % 2];
        if (!command || !query) throw new Error('two of each');
        const posted = await writer.call<{ id: string }>(
          'POST',
          '/api/food-items',
          safeDonation({ title: `Read your writes ${n}` }),
          { base: command.url },
        );
        expect(posted.status, posted.text).toBe(201);
        const mine = await writer.call<{ id: string }[]>('GET', '/api/my-donations', undefined, {
          base: query.url,
        });
        expect(mine.body.map((item) => item.id)).toContain(posted.body.id);
      }
    });

    it('sells an offer of 10 units to 10 of 100 buyers spread over both command-service instances, the others answered with a 4xx they can act on', async () => {
      const outcome = await buyersRace(cluster, { buyers: 100, units: 10 });
      console.log(`[distributed] the race: ${outcome.summary}`);
      expect(outcome.serverErrors).toEqual([]);
      expect(outcome.unclear).toEqual([]);
      expect(outcome.notToldSoldOut).toEqual([]);
      expect(outcome.reservations).toBe(10);
      expect(outcome.events.ItemReserved).toBe(10);
    }, 90_000);

    it('counts a per-address limit once across both command-service instances', async () => {
      // Straight to the instances, one after the other, from one address.
      const direct = new Person(cluster.url, addressOf(3, 1));
      const statuses: number[] = [];
      for (let n = 0; n < 2 * AUTH_LIMIT; n++) {
        const instance = cluster.command[n % 2];
        const answer = await direct.call(
          'POST',
          '/api/login',
          { username: 'nobody_here' },
          {
            base: instance?.url ?? '',
          },
        );
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status !== 429)).toHaveLength(AUTH_LIMIT);
      // Through nginx from another address: nginx's address for it is what counts.
      const proxied = new Person(cluster.url, addressOf(4, 1));
      const answers = [];
      for (let n = 0; n < 2 * AUTH_LIMIT; n++)
        answers.push(await proxied.call('POST', '/api/login', { username: 'nobody_here' }));
      expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(AUTH_LIMIT);
      // nginx spreads them over both at random (each has a request id of its own to hash).
      const by = await Promise.all(
        answers.map((answer) => answeredBy(cluster.command, answer.requestId)),
      );
      const split = cluster.command.map(
        (instance) => `${by.filter((each) => each === instance).length} by ${instance.name}`,
      );
      console.log(`[distributed] 10 sign-ins through nginx from one address: ${split.join(', ')}`);
    });

    it('carries on when a projection-service is killed with kill -9 under load: every read model catches up and agrees with the log', async () => {
      const donors = await signedUp(cluster.url, 5, 2, 'loaded');
      const [reader] = (await signedUp(cluster.url, 6, 1, 'reader')) as [Person];
      const load = steadyLoad(donors, reader);
      await sleep(1_500);
      // The instance running the food items' read model, whichever it is.
      const victim = await holderOf(cluster, 'food-items');
      if (!victim) throw new Error('no projection-service runs food-items');
      const survivor = cluster.projection.find((instance) => instance !== victim) ?? victim;
      await victim.kill();
      const killedAt = performance.now();
      // The survivor takes the food items' lease over within TAKEOVER_MS, the load still on.
      await expect
        .poll(async () => (await holderOf(cluster, 'food-items'))?.name, {
          timeout: TAKEOVER_MS,
          interval: 100,
        })
        .toBe(survivor.name);
      const tookOver = performance.now() - killedAt;
      await sleep(Math.max(0, 3_000 - tookOver));
      await load.stop();
      expect(failures(load.outcomes)).toEqual([]);
      // Then every read model works off what the load left meanwhile.
      await expect
        .poll(() => projectionsBehind(cluster.pool), { timeout: 10_000, interval: 200 })
        .toEqual([]);
      const caughtUp = performance.now() - killedAt;
      const { log, readModels, behind } = await settledCounts(cluster.pool, 30_000);
      expect(behind).toEqual([]);
      expect(readModels).toEqual({ ...log, statsPeople: log.people });
      expect(log.approved).toBe(log.donations);
      expect(load.acknowledged.size).toBeGreaterThan(10);
      console.log(
        `[distributed] kill -9 of ${victim.name} under load: ${survivor.name} ran food-items ${ms(tookOver)} after, every read model caught up ${ms(caughtUp)} after, ${load.acknowledged.size} donations acknowledged`,
      );
      await victim.start();
    }, 90_000);

    it('restarts every instance in turn under a steady load: no 5xx, no acknowledged write lost', async () => {
      const donors = await signedUp(cluster.url, 7, 2, 'rolling');
      const [reader] = (await signedUp(cluster.url, 8, 1, 'reader')) as [Person];
      const load = steadyLoad(donors, reader);
      const steps: string[] = [];
      try {
        for (const instance of cluster.all) {
          const behindNginx = instance.kind !== 'projection-service';
          // Out of nginx's rotation first: a connection nginx has opened but the instance not yet
          // accepted would be reset when it stops listening, a write already sent on it lost to a
          // 502 nginx cannot retry (docs/operations.md, "Rolling restarts").
          if (behindNginx) await cluster.rotation(instance, false);
          const stopping = performance.now();
          expect(await instance.stop(), `${instance.name} exits 0 once drained`).toBe(0);
          const stopped = performance.now();
          await instance.start();
          const started = performance.now();
          // Back in nginx's rotation before the next one goes.
          if (behindNginx) await cluster.rotation(instance, true);
          if (behindNginx) await serving(instance);
          steps.push(
            `${instance.name}: stopped in ${ms(stopped - stopping)}, answered /health ${ms(started - stopped)} later${behindNginx ? `, in nginx's rotation ${ms(performance.now() - started)} after that` : ''}`,
          );
        }
      } finally {
        await load.stop();
      }
      expect(failures(load.outcomes)).toEqual([]);
      expect(
        load.outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201),
      ).toEqual([]);
      const { rows } = await cluster.pool.query<{ id: string; n: number }>(
        `select data->>'itemId' as id, count(*)::int as n from events
          where type = 'DonationSubmitted' and data->>'itemId' = any($1::text[]) group by 1`,
        [[...load.acknowledged]],
      );
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
      expect(rows).toHaveLength(load.acknowledged.size);
      // Every check the restarts held up is done, and every read model agrees with the log.
      const { log, readModels, behind } = await settledCounts(cluster.pool, 60_000);
      expect(behind).toEqual([]);
      expect(readModels).toEqual({ ...log, statsPeople: log.people });
      expect(log.approved).toBe(log.donations);
      console.log(
        `[distributed] rolling restart: ${load.outcomes.length} answers, none a 5xx; ${load.acknowledged.size} donations acknowledged, each in the log once\n  ${steps.join('\n  ')}`,
      );
    }, 240_000);
  });
}
