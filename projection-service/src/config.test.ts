import { describe, expect, it } from 'vitest';
import { loadProjectionOperatorConfig, loadProjectionServiceConfig } from './config';

const DATABASE_URL = 'postgres://foodshare@db:5432/foodshare';

describe("projection-service's configuration", () => {
  it('refuses to start without REDIS_URL: its jobs would wait in its own memory, where no worker runs', () => {
    expect(() => loadProjectionServiceConfig({ DATABASE_URL })).toThrow(
      /REDIS_URL: is required .*share per-address limits, jobs and their workers through Redis/,
    );
  });

  it('refuses to start without a database server', () => {
    expect(() => loadProjectionServiceConfig({ REDIS_URL: 'redis://redis:6379' })).toThrow(
      /DATABASE_URL: is required/,
    );
  });

  it('starts with both', () => {
    expect(
      loadProjectionServiceConfig({ DATABASE_URL, REDIS_URL: 'redis://redis:6379' }),
    ).toMatchObject({ DATABASE_URL, REDIS_URL: 'redis://redis:6379' });
  });

  it("lets the operator's commands run on the embedded database, without Redis", () => {
    expect(loadProjectionOperatorConfig({})).toMatchObject({ DATA_DIR: './.data' });
  });
});
