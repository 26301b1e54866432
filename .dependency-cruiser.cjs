/**
 * The layers, checked on every `npm test`: contracts ← platform ← read-models ← services ←
 * standalone; the client depends on contracts alone; e2e and bench may import what they test.
 * No cycles.
 */
const services = '(command-service|projection-service|query-service)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Every module has one direction: split state, commands and decisions instead.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'contracts is the bottom layer: zod schemas and pure rules, shared with the client.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: {
        path: '^(platform|read-models|command-service|projection-service|query-service|standalone|e2e|bench|client)/',
      },
    },
    {
      name: 'platform-below-services',
      comment: 'platform knows contracts only: no service, no read model, no composition.',
      severity: 'error',
      from: { path: '^platform/' },
      to: {
        path: '^(read-models|command-service|projection-service|query-service|standalone|e2e|bench|client)/',
      },
    },
    {
      name: 'read-models-below-services',
      comment:
        "read-models is the read side's schema: tables, row types, their creation per generation and how far each has got. It knows contracts and platform, and no service.",
      severity: 'error',
      from: { path: '^read-models/' },
      to: {
        path: '^(command-service|projection-service|query-service|standalone|e2e|bench|client)/',
      },
    },
    {
      name: 'read-models-through-its-entry-points',
      comment:
        "The read models' tables are reached through @foodshare/read-models and its exports alone, never a path into its folder: what projections write and what the query side reads is declared there once.",
      severity: 'error',
      from: { pathNot: '^read-models/' },
      to: { path: '^read-models/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'query-side-never-imports-projection-service',
      comment:
        'The query side reads the read models through @foodshare/read-models; projection-service, which writes them, is none of its business.',
      severity: 'error',
      from: { path: '^query-service/' },
      to: { path: '^projection-service/' },
    },
    {
      name: 'services-below-standalone',
      comment: 'A service never imports what composes it, nor the client.',
      severity: 'error',
      from: { path: `^${services}/` },
      to: { path: '^(standalone|e2e|bench|client)/' },
    },
    {
      name: 'command-side-imports-no-projection-service',
      comment:
        'The command side decides on events alone: nothing of projection-service, which writes the read models, is its business.',
      severity: 'error',
      from: { path: '^command-service/' },
      to: { path: '^projection-service/' },
    },
    {
      name: 'command-side-reads-no-read-model',
      comment:
        'The command side reads no read model. What an answer needs of the read side (a donation count) comes through a port its composition root, main.ts, implements on @foodshare/read-models.',
      severity: 'error',
      from: { path: '^command-service/', pathNot: '^command-service/src/main\\.ts$' },
      to: { path: '^read-models/' },
    },
    {
      name: 'no-service-to-service',
      comment:
        'The command side and the query side do not import each other; projection-service imports neither.',
      severity: 'error',
      from: { path: '^(command-service|projection-service)/' },
      to: { path: '^query-service/' },
    },
    {
      name: 'no-service-to-command-side',
      severity: 'error',
      from: { path: '^(projection-service|query-service)/' },
      to: { path: '^command-service/' },
    },
    {
      name: 'standalone-composes-only',
      comment: 'standalone composes the services; nothing composes it but the e2e journeys.',
      severity: 'error',
      from: {
        path: '^(contracts|platform|read-models|command-service|projection-service|query-service|bench|client)/',
      },
      to: { path: '^standalone/' },
    },
    {
      name: 'client-on-contracts-only',
      comment: 'The browser gets contracts and nothing of the server.',
      severity: 'error',
      from: { path: '^client/' },
      to: {
        path: '^(platform|read-models|command-service|projection-service|query-service|standalone|e2e|bench)/',
      },
    },
    {
      name: 'nothing-imports-e2e-or-bench',
      severity: 'error',
      from: { pathNot: '^(e2e|bench)/' },
      to: { path: '^(e2e|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // swc reads TypeScript but not TSX: the client's components are held to contracts, and its
    // features to one another's api/ files, by client/biome.jsonc (noRestrictedImports, which
    // reads both); its .ts modules are checked here too.
    exclude: { path: '(^|/)(node_modules|dist)/|\\.tsx$' },
    // TypeScript 7 has no compiler API for it to read with: swc parses the sources instead.
    parser: 'swc',
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
