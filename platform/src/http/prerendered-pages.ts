import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../sessions/sessions';

/** The languages the client speaks; the first is the default. */
const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

/** Where the client keeps the language a person chose (client/src/i18n/language.ts). */
const LANGUAGE_COOKIE = 'foodshare_language';

/**
 * The build's list of prerendered pages (client/prerender.ts): each path's HTML file per
 * language and, for a list page, the request of the list's first page; and the renderer, which
 * renders a page again with that list in it.
 */
interface PagesFile {
  readonly renderer?: string;
  readonly pages: Record<
    string,
    { readonly files: Partial<Record<Language, string>>; readonly firstList?: string }
  >;
}

/**
 * The list's first page as this server answers a visitor (its own API): the body as sent and
 * its list headers. Null where the server does not answer it (a service without the lists).
 */
export type ReadList = (url: string) => Promise<ListAnswer | null>;
export interface ListAnswer {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The client's renderer (client/src/prerender/render-page.tsx): a page's markup in a language,
 * with the list's first page (the API's answer, parsed) in it.
 */
interface Renderer {
  renderPage(
    path: string,
    language: Language,
    firstList: { url: string; body: unknown; headers: ListAnswer['headers']; readAt: number },
  ): Promise<{ markup: string }>;
}

/**
 * The public pages the client build prerendered (docs/decisions/0031): a visitor's first paint
 * comes with the HTML, in their language, rather than after the scripts. A list page comes with
 * its list's first page rendered in it (docs/decisions/0032), where this server answers the
 * list. Absent (a build without them), every page is index.html as before.
 */
export interface PrerenderedPages {
  /**
   * Sends the page prerendered for this request (compressed as the browser accepts), or
   * resolves false where index.html is due.
   */
  send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean>;
}

/** A page's HTML, and the same compressed (tens of KB each). */
interface PageHtml {
  readonly html: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The page's security policy: the app's, allowing the page's own inline guard by its hash. */
  readonly contentSecurityPolicy: string;
}

/** The markers around a prerendered page's markup in its HTML (client/prerender.ts). */
const PAGE_MARKUP = /<!--page-->[\s\S]*<!--\/page-->/;

/**
 * A list page rendered with the list's answer is kept while the answer stays the same, for at
 * most a minute: its cards say "today" and "in 30 minutes" from the time it was rendered.
 */
const RENDERED_FOR_MS = 60_000;

export async function loadPrerenderedPages(
  clientDist: string,
  contentSecurityPolicy: string,
  { readList, log }: { readList?: ReadList; log?: FastifyBaseLogger } = {},
): Promise<PrerenderedPages> {
  const file = await readFile(join(clientDist, 'prerendered', 'pages.json'), 'utf8')
    .then((text) => JSON.parse(text) as PagesFile)
    .catch(() => ({ pages: {} }) as PagesFile);
  const pages = new Map<string, { byLanguage: Map<Language, PageHtml>; firstList?: string }>();
  for (const [path, { files, firstList }] of Object.entries(file.pages ?? {})) {
    const byLanguage = new Map<Language, PageHtml>();
    for (const language of LANGUAGES) {
      const name = files[language];
      if (!name) continue;
      const html = await readFile(join(clientDist, name), 'utf8');
      byLanguage.set(language, await pageHtml(html, contentSecurityPolicy, BROTLI_AT_START));
    }
    pages.set(path, { byLanguage, ...(firstList ? { firstList } : {}) });
  }
  const renderer = file.renderer && readList ? lazyRenderer(join(clientDist, file.renderer)) : null;
  const rendered = new Map<string, { key: string; page: Promise<PageHtml | null> }>();

  /** The page with its list's first page as the API answers now; null where that fails. */
  async function withList(
    path: string,
    language: Language,
    prerendered: PageHtml,
    url: string,
  ): Promise<PageHtml | null> {
    if (!renderer || !readList) return null;
    const answer = await readList(url).catch((error: unknown) => {
      log?.warn({ err: error, path }, 'prerendered page: the list could not be read');
      return null;
    });
    if (!answer) return null;
    const key = `${Math.floor(Date.now() / RENDERED_FOR_MS)} ${JSON.stringify(answer)}`;
    const kept = rendered.get(`${path} ${language}`);
    if (kept?.key === key) return kept.page;
    const page = (async () => {
      const { markup } = await (await renderer()).renderPage(path, language, {
        url,
        body: JSON.parse(answer.body),
        headers: answer.headers,
        readAt: Date.now(),
      });
      const html = prerendered.html.replace(PAGE_MARKUP, () => `<!--page-->${markup}<!--/page-->`);
      return pageHtml(html, contentSecurityPolicy, BROTLI_PER_REQUEST);
    })().catch((error: unknown) => {
      log?.warn({ err: error, path }, 'prerendered page: the list could not be rendered in it');
      return null;
    });
    rendered.set(`${path} ${language}`, { key, page });
    return page;
  }

  return {
    async send(request, reply, path) {
      // Someone who may be signed in sees their own page, not the visitor's.
      if (request.cookies[SIGNED_IN_HINT_COOKIE] === '1') return false;
      const entry = pages.get(path);
      const language = requestLanguage(request);
      const prerendered = entry?.byLanguage.get(language);
      if (!entry || !prerendered) return false;
      // A list asked for with filters (a shared link) is the app's to draw: the prerender holds
      // its placeholders, not the cards of another list.
      const page =
        (entry.firstList && !request.url.includes('?')
          ? await withList(path, language, prerendered, entry.firstList)
          : null) ?? prerendered;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (encoding) reply.header('content-encoding', encoding);
      reply.header('content-security-policy', page.contentSecurityPolicy);
      void reply.send(encoding ? page[encoding] : page.html);
      return true;
    },
  };
}

/** The renderer, loaded when first needed: a server nobody asks for a list page never loads it. */
function lazyRenderer(path: string): () => Promise<Renderer> {
  let loaded: Promise<Renderer> | undefined;
  return () => {
    loaded ??= import(pathToFileURL(path).href) as Promise<Renderer>;
    return loaded;
  };
}

/** Brotli's quality: the best for what is compressed once at start, a quick one per rendering. */
const BROTLI_AT_START = 11;
const BROTLI_PER_REQUEST = 5;

async function pageHtml(html: string, policy: string, quality: number): Promise<PageHtml> {
  const [br, gzipped] = await Promise.all([
    brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }),
    gzipAsync(html),
  ]);
  return { html, br, gzip: gzipped, contentSecurityPolicy: allowingInlineScripts(policy, html) };
}

/** `policy` with its script-src allowing the page's inline scripts, each by its SHA-256. */
export function allowingInlineScripts(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${hashes.join(' ')}`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The language the client will start in: the one chosen with its switch (a cookie), else the
 * first of the browser's languages it speaks, as `navigator.languages` lists them.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const preferred = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = Number(
        parameters
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferred.map((entry) => entry.base).find(isLanguage) ?? LANGUAGES[0];
}

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
