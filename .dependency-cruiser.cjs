/**
 * The layers, checked on every `npm test`: contracts ← platform ← services ← standalone; the
 * client depends on contracts alone; e2e and bench may import what they test. No cycles.
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
        path: '^(platform|command-service|projection-service|query-service|standalone|e2e|bench|client)/',
      },
    },
    {
      name: 'platform-below-services',
      comment: 'platform knows contracts only: no service, no read model, no composition.',
      severity: 'error',
      from: { path: '^platform/' },
      to: {
        path: '^(command-service|projection-service|query-service|standalone|e2e|bench|client)/',
      },
    },
    {
      name: 'services-below-standalone',
      comment: 'A service never imports what composes it, nor the client.',
      severity: 'error',
      from: { path: `^${services}/` },
      to: { path: '^(standalone|e2e|bench|client)/' },
    },
    {
      name: 'command-side-imports-no-read-side',
      comment:
        'The command side decides on events alone: it reads no read model, and what an answer needs of the read side comes through a port its composition root hands in.',
      severity: 'error',
      from: { path: '^command-service/', pathNot: '^command-service/src/main\\.ts$' },
      to: { path: '^projection-service/' },
    },
    {
      name: 'command-main-implements-ports-through-read-models',
      comment:
        "command-service's main is a composition root: it implements the ports (DonationCounts) on the read models' entry, and nothing else of the read side.",
      severity: 'error',
      from: { path: '^command-service/src/main\\.ts$' },
      to: { path: '^projection-service/', pathNot: '^projection-service/src/read-models\\.ts$' },
    },
    {
      name: 'read-side-only-through-read-models',
      comment:
        'The query side sees projection-service through its read-models entry only (row types, the progress API), never its runner or projections.',
      severity: 'error',
      from: { path: '^query-service/' },
      to: {
        path: '^projection-service/',
        pathNot:
          '^projection-service/src/(read-models|database|progress|projection-names)\\.ts$|^projection-service/src/projections/[a-z-]+-rows\\.ts$|^projection-service/src/process-managers/[a-z-]+-rows\\.ts$',
      },
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
        path: '^(contracts|platform|command-service|projection-service|query-service|bench|client)/',
      },
      to: { path: '^standalone/' },
    },
    {
      name: 'client-on-contracts-only',
      comment: 'The browser gets contracts and nothing of the server.',
      severity: 'error',
      from: { path: '^client/' },
      to: {
        path: '^(platform|command-service|projection-service|query-service|standalone|e2e|bench)/',
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
    // swc reads TypeScript but not TSX: the client's components are held to contracts by its
    // biome.json (noRestrictedImports); its .ts modules are checked here.
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
