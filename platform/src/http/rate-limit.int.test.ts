import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely } from '../database/connection';
import { migratePlatform } from '../database/platform-migrations';
import type { PlatformTables } from '../database/platform-tables';
import { createLogger } from '../logger';
import { PostgresSessionStore } from '../sessions/session-store';
import { createTestDatabase, type TestDatabase, testRedis } from '../testing/test-database';
import { createHttpApp, type RedisTarget } from './create-http-app';

const redis = testRedis();
const LIMIT = 5;

if (redis) {
  describe('per-address limits across instances of a service', () => {
    let database: TestDatabase;
    let db: Kysely<PlatformTables>;
    beforeAll(async () => {
      database = await createTestDatabase();
      db = createKysely<PlatformTables>(database.pool);
      await migratePlatform(db as Kysely<unknown>);
    });
    afterAll(async () => {
      // Nothing of this run may stay in a Redis that developers share between runs.
      const client = new Redis(redis.url);
      const keys = await client.keys(`${redis.prefix}-*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
      await database?.close();
    });

    /** An instance as a service builds it, with one route limited per address. */
    async function instance(rateLimitRedis: RedisTarget | undefined) {
      const app = await createHttpApp({
        logger: createLogger({ level: 'silent', name: 'rate-limit-test' }),
        sessions: new PostgresSessionStore(db),
        sessionSecret: 'a-session-secret-of-at-least-32-characters',
        secureCookies: false,
        trustProxy: true,
        title: 'rate limit test',
        access: { member: async () => null },
        health: async () => undefined,
        rateLimitRedis,
      });
      app.post(
        '/api/guess',
        { config: { access: 'public', rateLimit: { max: LIMIT, timeWindow: 60_000 } } },
        async () => ({ ok: true }),
      );
      await app.ready();
      return app;
    }

    /** Ten guesses from one address, taking turns between the instances: how many got through. */
    async function guessesAllowed(instances: Awaited<ReturnType<typeof instance>>[]) {
      let allowed = 0;
      for (let guess = 0; guess < 10; guess++) {
        const app = instances[guess % instances.length];
        const answer = await app?.inject({
          method: 'POST',
          url: '/api/guess',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        if (answer?.statusCode === 200) allowed++;
        else expect(answer?.statusCode).toBe(429);
      }
      return allowed;
    }

    it('gives one budget through Redis, whatever the instance count: 5, not 10', async () => {
      const instances = [await instance(redis), await instance(redis)];
      try {
        expect(await guessesAllowed(instances)).toBe(LIMIT);
      } finally {
        await Promise.all(instances.map((app) => app.close()));
      }
    });

    it('counts in each process alone without Redis, which is why instances share it', async () => {
      const instances = [await instance(undefined), await instance(undefined)];
      try {
        expect(await guessesAllowed(instances)).toBe(2 * LIMIT);
      } finally {
        await Promise.all(instances.map((app) => app.close()));
      }
    });
  });
} else {
  console.log('[rate-limit] no Redis server answers: the shared per-address limit test is skipped');
  describe.skip('per-address limits across instances of a service (needs Redis)', () => {
    it('shares one budget through Redis', () => {});
  });
}
