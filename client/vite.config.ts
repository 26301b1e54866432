import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineMacroImports } from './inline-macro-imports.ts';

// The API and the stored pictures live on the same origin in production; in development and
// preview they are forwarded to the server started by `npm start` (override with API_ORIGIN).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/uploads': { target: apiOrigin, changeOrigin: false },
};

/**
 * `with { type: 'macro' }` (the attribute Bun and Parcel give build-time imports): the module is
 * run when the client is built and only the values named are kept, so a catalogue takes its words
 * from contracts without bringing zod and the schemas along. Tests read the import as an ordinary
 * one, with the same values.
 */
function macroImports(): Plugin {
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const valuesOf = (specifier: string) => {
    const known =
      modules.get(specifier) ??
      runnerImport<Record<string, unknown>>(specifier, {
        configFile: false,
        logLevel: 'silent',
      }).then(({ module }) => module);
    modules.set(specifier, known);
    return known;
  };
  return {
    name: 'macro-imports',
    enforce: 'pre',
    async transform(code) {
      if (!/type:\s*['"]macro['"]/.test(code)) return null;
      return { code: await inlineMacroImports(code, valuesOf), map: null };
    },
  };
}

/**
 * The modules the app's start imports statically (src/start-app.tsx, which the page's entry
 * imports once it has painted): what every page runs first, kept together in one chunk.
 */
const appModules = new Set<string>();
function collectAppModules(): Plugin {
  return {
    name: 'collect-app-modules',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => APP_START.test(id));
      const visit = (id: string) => {
        if (appModules.has(id)) return;
        appModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      if (start) visit(start);
    },
  };
}
const APP_START = /[\\/]src[\\/]start-app\.tsx$/;
/** The components every page draws with, and the icons and primitives beneath them. */
const UI_BLOCKS = /[\\/](components[\\/]ui|@radix-ui|lucide-react)[\\/]/;
/** The food lists' cards, filters and list tools (the map itself loads when asked for). */
const FOOD_LISTS =
  /[\\/](features[\\/]donations[\\/](components|api|hooks)|components[\\/]food|components[\\/]map[\\/](list-toolbar|view-toggle|near-me-button|map-points|lazy-map))[\\/.]/;

/**
 * The pages' renderer (`vite build --ssr`, run by prerender.ts): the app's pages as a module Node
 * runs at build time, to write their HTML, and the server at a visitor's request, to put a list's
 * first page in it (docs/decisions/0032). Its libraries are bundled in: the server that loads it
 * needs none of the client's packages. No service worker, no compressed copies, no chunk plan.
 */
const prerenderBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [macroImports(), react()],
  ssr: { noExternal: true },
  publicDir: false,
  build: { emptyOutDir: true },
});

const appBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    // The English catalogues take their words from contracts as plain strings.
    macroImports(),
    react(),
    tailwindcss(),
    collectAppModules(),
    // The service worker (docs/product.md §19) from our own source, with the build's file list
    // injected for its precache. The web app manifests are our own files in public/, one per
    // language; the client registers the worker itself after the first paint.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The map's, the uploader's and the charts' libraries (staff pages, the Impact tab) are
        // fetched, then kept, when first used: every first visit need not download them.
        globIgnores: ['**/map-tiles-*', '**/profile-picture-field-*', '**/BarChart-*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Every asset also as .br and .gz beside it: the servers send those as they are, no work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page and catalogue needs: prerender.ts names them in the page's HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Apart from the query library: pages without a form or a schema do without it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // A phone on HTTP/1.1 fetches six files at a time, each a round trip: the first
            // load's own modules come as one file, and so do the building blocks of the food
            // lists (/marketplace, /offers), rather than as dozens of small shared chunks.
            // Vite's preload helper, which the page's entry needs before the app, apart.
            { name: 'preload-helper', test: /preload-helper/, priority: 1 },
            { name: 'app', test: (id) => appModules.has(id) },
            {
              name: (id) => (UI_BLOCKS.test(id) ? 'ui' : FOOD_LISTS.test(id) ? 'food-lists' : null),
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : appBuild));
