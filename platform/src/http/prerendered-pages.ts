import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../sessions/sessions';

/** The languages the client speaks; the first is the default. */
const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

/** Where the client keeps the language a person chose (client/src/i18n/language.ts). */
const LANGUAGE_COOKIE = 'foodshare_language';

/** The build's list of prerendered pages: each path's HTML file per language. */
type PageFiles = Record<string, Partial<Record<Language, string>>>;

/**
 * The public pages the client build prerendered (docs/decisions/0031): a visitor's first paint
 * comes with the HTML, in their language, rather than after the scripts. Absent (a build without
 * them), every page is index.html as before.
 */
export interface PrerenderedPages {
  /**
   * Sends the page prerendered for this request (compressed as the browser accepts), or
   * returns false where index.html is due.
   */
  send(request: FastifyRequest, reply: FastifyReply, path: string): boolean;
}

/** A page's HTML, and the same compressed once at start-up (tens of KB each). */
interface PageHtml {
  readonly html: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The page's security policy: the app's, allowing the page's own inline guard by its hash. */
  readonly contentSecurityPolicy: string;
}

export async function loadPrerenderedPages(
  clientDist: string,
  contentSecurityPolicy: string,
): Promise<PrerenderedPages> {
  const files = await readFile(join(clientDist, 'prerendered', 'pages.json'), 'utf8')
    .then((text) => JSON.parse(text) as PageFiles)
    .catch(() => ({}) as PageFiles);
  const pages = new Map<string, Map<Language, PageHtml>>();
  for (const [path, byLanguage] of Object.entries(files)) {
    const compressed = new Map<Language, PageHtml>();
    for (const language of LANGUAGES) {
      const file = byLanguage[language];
      if (!file) continue;
      const html = await readFile(join(clientDist, file), 'utf8');
      const [br, gzipped] = await Promise.all([brotli(html), gzipAsync(html)]);
      compressed.set(language, {
        html,
        br,
        gzip: gzipped,
        contentSecurityPolicy: allowingInlineScripts(contentSecurityPolicy, html),
      });
    }
    pages.set(path, compressed);
  }
  return {
    send(request, reply, path) {
      // Someone who may be signed in sees their own page, not the visitor's.
      if (request.cookies[SIGNED_IN_HINT_COOKIE] === '1') return false;
      const page = pages.get(path)?.get(requestLanguage(request));
      if (!page) return false;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (encoding) reply.header('content-encoding', encoding);
      reply.header('content-security-policy', page.contentSecurityPolicy);
      void reply.send(encoding ? page[encoding] : page.html);
      return true;
    },
  };
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
