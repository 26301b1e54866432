import { describe, expect, it } from 'vitest';
import { loadCommandServiceConfig } from './config';

const server = {
  DATABASE_URL: 'postgres://foodshare@db:5432/foodshare',
  SESSION_SECRET: 'a'.repeat(32),
};

describe("command-service's configuration", () => {
  it('refuses to start without REDIS_URL, saying what the instances share through it', () => {
    for (const REDIS_URL of [undefined, '', '  '])
      expect(() => loadCommandServiceConfig({ ...server, REDIS_URL })).toThrow(
        /REDIS_URL: is required .*share per-address limits, jobs and their workers through Redis/,
      );
  });

  it('starts with a Redis to share them through', () => {
    expect(loadCommandServiceConfig({ ...server, REDIS_URL: 'redis://redis:6379' })).toMatchObject({
      REDIS_URL: 'redis://redis:6379',
    });
  });
});
