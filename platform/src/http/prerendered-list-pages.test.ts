import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ListAnswer, loadPrerenderedPages } from './prerendered-pages';

/**
 * A list page at a visitor's request (docs/decisions/0032), against a client build laid out as
 * client/prerender.ts writes it. The renderer stands in for the client's: it renders the titles
 * of the answer it is given, and counts its renders.
 */
const LIST_URL = '/api/food-items?isMarketplace=true&status=available&limit=12&offset=0';
const RENDERER = `
globalThis.renders = 0;
export async function renderPage(path, language, firstList) {
  globalThis.renders++;
  if (firstList.body === 'poison') throw new Error('cannot render');
  return { markup: '<ul>' + firstList.body.map((item) => '<li>' + item.title + '</li>').join('') + '</ul>' + language };
}
`;
const page = (language: string) =>
  `<html lang="${language}"><head><script>guard()</script></head><body><div id="root"><div data-prerendered><!--page--><ul aria-busy="true"></ul><!--/page--></div></div></body></html>`;

let dist: string;
/** What the list answers; an Error is thrown, as a read that fails. */
let answer: ListAnswer | Error | null;
let app: FastifyInstance;
const renders = () => (globalThis as { renders?: number }).renders ?? 0;

beforeEach(async () => {
  const root = await mkdtemp(join(tmpdir(), 'foodshare-client-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'prerendered', 'en'), { recursive: true });
  await mkdir(join(dist, 'prerendered', 'ar'), { recursive: true });
  await mkdir(join(root, 'dist-server'));
  // A new file each time: each test loads its renderer afresh.
  const renderer = `render-page-${Date.now()}-${Math.random()}.mjs`;
  await writeFile(join(root, 'dist-server', renderer), RENDERER);
  await writeFile(join(dist, 'prerendered', 'en', 'offers.html'), page('en'));
  await writeFile(join(dist, 'prerendered', 'ar', 'offers.html'), page('ar'));
  await writeFile(
    join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({
      renderer: `../dist-server/${renderer}`,
      pages: {
        '/offers': {
          files: { en: 'prerendered/en/offers.html', ar: 'prerendered/ar/offers.html' },
          firstList: LIST_URL,
        },
      },
    }),
  );
  answer = offers('Biryani trays');
  app = Fastify();
  await app.register(cookie);
  const pages = await loadPrerenderedPages(dist, "script-src 'self'", {
    readList: async (url) => {
      if (answer instanceof Error) throw answer;
      return url === LIST_URL ? answer : null;
    },
  });
  app.get('/*', async (request, reply) => {
    if (await pages.send(request, reply, request.url.split('?')[0] ?? '/')) return reply;
    return reply.send('index.html');
  });
});

afterEach(async () => {
  await app.close();
  await rm(join(dist, '..'), { recursive: true, force: true });
});

function offers(...titles: string[]): ListAnswer {
  return {
    body: JSON.stringify(titles.map((title) => ({ title }))),
    headers: { 'x-total-count': String(titles.length) },
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('a list page at a visitor’s request', () => {
  it('comes with the list’s first page as the API answers it now, in the visitor’s language', async () => {
    const english = await get('/offers');
    expect(english.body).toContain('<!--page--><ul><li>Biryani trays</li></ul>en<!--/page-->');
    expect(english.body).not.toContain('aria-busy');
    // The page's own inline guard is still allowed by its hash.
    expect(english.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const arabic = await get('/offers', { 'accept-language': 'ar-AE' });
    expect(arabic.body).toContain('<ul><li>Biryani trays</li></ul>ar');
    expect(arabic.body).toContain('<html lang="ar">');
  });

  it('is rendered again when the answer changes, and not while it stays the same', async () => {
    await get('/offers');
    await get('/offers');
    const before = renders();
    answer = offers('Laban multipacks', 'Biryani trays');
    const changed = await get('/offers');
    expect(changed.body).toContain('<li>Laban multipacks</li><li>Biryani trays</li>');
    expect(renders()).toBe(before + 1);
    await get('/offers');
    expect(renders()).toBe(before + 1);
  });

  it('is sent compressed as the browser accepts', async () => {
    const response = await get('/offers', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<li>Biryani trays</li>');
  });

  it('is the build’s prerender, placeholders and all, where the list cannot be had or rendered', async () => {
    answer = null;
    expect((await get('/offers')).body).toContain('<ul aria-busy="true"></ul>');
    answer = new Error('the database is away');
    expect((await get('/offers')).body).toContain('<ul aria-busy="true"></ul>');
    answer = { body: JSON.stringify('poison'), headers: {} };
    expect((await get('/offers')).body).toContain('<ul aria-busy="true"></ul>');
    // And the page comes back with the list once it can.
    answer = offers('Biryani trays');
    expect((await get('/offers')).body).toContain('<li>Biryani trays</li>');
  });

  it('is the build’s prerender for a list asked for with filters: the app draws that list', async () => {
    const filtered = await get('/offers?category=bakery');
    expect(filtered.body).toContain('<ul aria-busy="true"></ul>');
  });

  it('is not sent to someone who may be signed in', async () => {
    const response = await get('/offers', { cookie: 'fs_signed_in=1' });
    expect(response.body).toBe('index.html');
  });
});
