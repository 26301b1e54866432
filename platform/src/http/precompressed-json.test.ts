import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressJson, sendPrecompressedJson } from './precompressed-json';

describe('a JSON answer compressed once', () => {
  const body = JSON.stringify(
    Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Member ${index}` })),
  );
  const smallBody = JSON.stringify({ totalDonations: 12, activeDonors: 3, totalUsers: 40 });
  const app = Fastify();
  beforeAll(async () => {
    // As the API runs: its own compression must leave an encoded answer alone.
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    const answer = await precompressJson(body);
    app.get('/profiles', (request, reply) => sendPrecompressedJson(request, reply, answer));
    const small = await precompressJson(smallBody);
    app.get('/stats', (request, reply) => sendPrecompressedJson(request, reply, small));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (acceptEncoding?: string, url = '/profiles') =>
    app.inject({
      url,
      ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
    });

  it('sends brotli to a reader who accepts it, decoding to the JSON', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(body);
  });

  it('sends gzip to a reader who refuses brotli', async () => {
    const response = await get('br;q=0, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(body);
  });

  it('sends the JSON itself to a reader who accepts no encoding', async () => {
    const response = await get();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(JSON.parse(body));
  });

  it('sends an answer under 1 KB as it is, as the API compresses nothing that small', async () => {
    const response = await get('gzip, deflate, br', '/stats');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(smallBody);
  });
});
