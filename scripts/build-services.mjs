#!/usr/bin/env node
// Builds the Node services of the distributed shape into plain JavaScript, so their containers
// start on `node`, not on TypeScript compiled at start-up: each entry point with the workspace
// packages it imports (contracts, platform, read-models, …) in one ES module per
// service, and every package from node_modules left to Node to load as installed.
// `npm run build` runs it; the output is <service>/dist/*.js.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const ENTRY_POINTS = {
  'command-service': ['main', 'staff/staff-cli'],
  'query-service': ['main'],
  'projection-service': ['main', 'rebuild-cli', 'projection-cli'],
  standalone: ['main'],
};

/** Workspace packages are TypeScript sources: bundled. Everything else is loaded from node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@foodshare/') ? undefined : { path: args.path, external: true },
    );
  },
};

const root = new URL('..', import.meta.url).pathname;
for (const [service, entries] of Object.entries(ENTRY_POINTS)) {
  // Chunks are named by their content: a stale one would linger beside the new.
  rmSync(`${root}${service}/dist`, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((entry) => [entry, `${service}/src/${entry}.ts`])),
    outdir: `${service}/dist`,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}
// The demo seed reads its photos beside its module: beside the bundle once built.
cpSync(`${root}standalone/src/seed/photos`, `${root}standalone/dist/photos`, { recursive: true });
console.log(`built ${Object.keys(ENTRY_POINTS).join(', ')} into <service>/dist`);
