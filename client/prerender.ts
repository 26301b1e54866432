import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * After `vite build`: the public pages' HTML, prerendered in each language (docs/decisions/0031).
 * Each is index.html with the page's markup in #root, its language on <html>, and the files its
 * first paint needs named for the browser to fetch at once: the page's code, its catalogues and,
 * on a list page, the list's first page. The server picks one by the visitor's language.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const dist = join(root, 'dist');
const LANGUAGES = ['en', 'ar'] as const;
const ENTRY_MODULE = 'index.html';
/** The template of what the app needs, which src/main.ts adds to the page after its first paint. */
const AFTER_PAINT = 'after-first-paint';
type Language = (typeof LANGUAGES)[number];

/** Each language's web app manifest (public/): the page names it, and its description is the page's. */
const WEB_MANIFESTS = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const href =
        language === 'en' ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
      const { description } = JSON.parse(
        await readFile(join(root, 'public', href.slice(1)), 'utf8'),
      ) as { description: string };
      return [language, { href, description }] as const;
    }),
  ),
) as Record<Language, { href: string; description: string }>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RenderModule {
  PRERENDERED_PAGES: Readonly<Record<string, string | null>>;
  renderPage(path: string, language: Language): Promise<{ title?: string; markup: string }>;
  pageCatalogues(path: string): string[];
  firstListUrl(path: string): string | undefined;
}

// The pages' renderer, one file with its libraries in it: the server renders the list pages
// with it again at a visitor's request, with the list's first page (docs/decisions/0032).
// Beside dist, not in it: it is no file for browsers.
const rendererDir = join(root, 'dist-server');
const RENDERER = 'render-page.js';
// Its comments stay in the source.
const guard = (await readFile(join(root, 'prerender-guard.js'), 'utf8'))
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('//'))
  .map((line) => line.trim())
  .join(' ');
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-page.tsx', outDir: rendererDir },
});
const render: RenderModule = await import(pathToFileURL(join(rendererDir, RENDERER)).href);
const manifest: Manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The app's code, which the entry imports once the page has painted (src/main.ts), is named
// in index.html too: it downloads with the entry, not after it.
const entry = manifest[ENTRY_MODULE] ?? missing(ENTRY_MODULE);
const app = entry.dynamicImports ?? [];
const template = await readFile(join(dist, 'index.html'), 'utf8');
const appChunks = newChunks(manifest, app, [ENTRY_MODULE]);
await writeFile(
  join(dist, 'index.html'),
  withHints(
    template,
    appChunks.map((file) => modulePreload(file)),
  ),
);
/**
 * What the server reads (platform/src/http/prerendered-pages.ts): each page's HTML per language,
 * and, for a list page, the request of the list's first page, which the renderer puts in it.
 */
const written: {
  renderer: string;
  pages: Record<string, { files: Partial<Record<Language, string>>; firstList?: string }>;
} = { renderer: `../${basename(rendererDir)}/${RENDERER}`, pages: {} };
await mkdir(join(dist, 'prerendered'), { recursive: true });
for (const [path, pageModule] of Object.entries(render.PRERENDERED_PAGES)) {
  const firstList = render.firstListUrl(path);
  const files: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const page = await render.renderPage(path, language);
    const hints = [
      ...appChunks.map((file) => modulePreload(file)),
      ...(pageModule
        ? newChunks(manifest, [pageModule], [ENTRY_MODULE, ...app]).map((file) =>
            modulePreload(file),
          )
        : []),
      ...['common', 'errors', ...render.pageCatalogues(path)].map((namespace) =>
        modulePreload(chunkOf(manifest, `src/i18n/locales/${language}/${namespace}.ts`)),
      ),
      // Left out by src/main.ts where the server put the answer in the page.
      ...(firstList
        ? [
            `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${firstList.replaceAll('&', '&amp;')}">`,
          ]
        : []),
    ];
    const file = `prerendered/${language}${path === '/' ? '/index' : path}.html`;
    await mkdir(join(dist, file, '..'), { recursive: true });
    await writeFile(join(dist, file), pageHtml(template, page, language, hints));
    files[language] = file;
  }
  written.pages[path] = { files, ...(firstList ? { firstList } : {}) };
}
await writeFile(join(dist, 'prerendered', 'pages.json'), JSON.stringify(written, null, 2));
console.log(
  `prerendered ${Object.keys(written.pages).length} pages in ${LANGUAGES.length} languages`,
);

function chunkOf(manifest: Manifest, source: string): string {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build has no chunk for ${source}`);
  return chunk.file;
}

/** The modules' chunks and every chunk they import, less those the `loaded` modules bring. */
function newChunks(manifest: Manifest, modules: string[], loaded: string[]): string[] {
  const chunk = (key: string) => manifest[key] ?? missing(key);
  const named = new Set(closure(manifest, loaded.map(chunk)));
  return closure(manifest, modules.map(chunk)).filter((file) => !named.has(file));
}

function closure(manifest: Manifest, chunks: ManifestChunk[]): string[] {
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key] ?? missing(key));
  };
  for (const chunk of chunks) visit(chunk);
  return [...files];
}

function missing(key: string): never {
  throw new Error(`The build manifest has no ${key}`);
}

function modulePreload(file: string): string {
  return `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/** index.html with the page in it: its markup, language, title and hints. */
function pageHtml(
  template: string,
  { title, markup }: { title?: string; markup: string },
  language: Language,
  hints: string[],
): string {
  const webManifest = WEB_MANIFESTS[language];
  const html = template
    .replace(
      '<html lang="en">',
      `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    )
    .replace(/<title>.*?<\/title>/, title ?? '$&')
    // What search results and shared links show under the title, in the page's language.
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start: string) => `${start}${attribute(webManifest.description)}"`,
    )
    .replace(
      '<link rel="manifest" href="/manifest.webmanifest" />',
      `<link rel="manifest" href="${webManifest.href}" />`,
    )
    // The markers hold the page's markup, which the server renders again for a list page.
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div data-prerendered><!--page-->${markup}<!--/page--></div></div>`,
    );
  // The guard runs before anything paints: it hides the prerender where this browser's
  // language or session says another page is due (prerender-guard.js). Inline, so the page's
  // first paint waits for no file (the server allows it by its hash). What the app needs is
  // named in a template the entry adds once the page has painted (src/main.ts): fetched all at
  // once then, not before the page shows, nor one after another as the app finds it needs them.
  return withHints(html, [
    `<script>${guard}</script>`,
    `<template id="${AFTER_PAINT}">${hints.join('')}</template>`,
  ]);
}

/** `text` as an attribute's value between double quotes. */
function attribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

function withHints(html: string, hints: string[]): string {
  return html.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
}
