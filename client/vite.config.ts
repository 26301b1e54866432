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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    // The English catalogues take their words from contracts as plain strings.
    macroImports(),
    react(),
    tailwindcss(),
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
          ],
        },
      },
    },
  },
});
