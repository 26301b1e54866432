import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API and the stored pictures live on the same origin in production; in development and
// preview they are forwarded to the server started by `npm start` (override with API_ORIGIN).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/uploads': { target: apiOrigin, changeOrigin: false },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Every asset also as .br and .gz beside it: the servers send those as they are, no work per request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
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
