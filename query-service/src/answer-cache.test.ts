import { precompressJson } from '@foodshare/platform/http/precompressed-json';
import type { ProjectionName } from '@foodshare/read-models/names';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerCache } from './answer-cache';
import type { QueryServiceDeps } from './deps';
import type { Standing } from './standings';

/** The checkpoint the fake projections stand at; the test moves it. */
let checkpoint = 1n;
const deps = {
  signingSecret: 'a-signing-secret-long-enough-for-the-test',
  standings: {
    of: async (names: readonly ProjectionName[]) =>
      new Map<ProjectionName, Standing>(
        names.map((name) => [
          name,
          { generation: 1, position: { commit: checkpoint, prepare: checkpoint } },
        ]),
      ),
  },
} as unknown as QueryServiceDeps;

const items = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${name}-item-${index}`);

const computed: string[] = [];
const app = Fastify();
beforeAll(async () => {
  // As the app's cookie plugin leaves them: this reader sends none.
  app.decorateRequest('cookies', { getter: () => ({}) });
  // A budget of two and a half small answers, less than one big one.
  const small = await precompressJson(JSON.stringify(items('x', 100)));
  const cache = answerCache(deps, ['food-items'], {
    entries: 10,
    maxBytes: Math.round(small.bytes * 2.5),
  });
  app.get<{ Params: { size: string; name: string } }>('/:size/:name', (request, reply) =>
    cache.send(request, reply, request.url, z.array(z.string()), async () => {
      computed.push(request.url);
      return { body: items(request.params.name, request.params.size === 'big' ? 2_000 : 100) };
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json() as string[];
};

describe('answers kept in memory while their read models stand still', () => {
  it('answers again from memory, and anew once the read models moved', async () => {
    computed.length = 0;
    expect(await get('/small/a')).toHaveLength(100);
    await get('/small/a');
    expect(computed).toEqual(['/small/a']);
    checkpoint += 1n;
    await get('/small/a');
    expect(computed).toEqual(['/small/a', '/small/a']);
  });

  it('keeps within its byte budget, the least recently asked going first', async () => {
    computed.length = 0;
    await get('/small/b');
    await get('/small/c');
    await get('/small/b');
    // A third answer does not fit beside two: c, asked least recently, goes.
    await get('/small/d');
    await get('/small/b');
    await get('/small/c');
    expect(computed).toEqual(['/small/b', '/small/c', '/small/d', '/small/c']);
  });

  it('serves an answer bigger than the whole budget without keeping it', async () => {
    computed.length = 0;
    expect(await get('/big/e')).toHaveLength(2_000);
    expect(await get('/big/e')).toHaveLength(2_000);
    expect(computed).toEqual(['/big/e', '/big/e']);
  });
});
