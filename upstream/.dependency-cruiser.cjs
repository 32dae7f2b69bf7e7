/**
 * The reference upstream's import rules (`pnpm --filter @ctp/upstream deps`, part of `npm test`):
 * - no circular dependencies, type-only imports included;
 * - a family (src/families/<name>/) reaches another family only through its index.ts, and shared
 *   demo helpers through families/demo.ts;
 * - the shared modules (server.ts, caller.ts, db/…) reach a family only through its index.ts too.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle, type-only imports included (tsPreCompilationDeps below).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'families-through-index',
      severity: 'error',
      comment: "A family reaches another family only through that family's index.ts.",
      from: { path: '^src/families/([^/]+)/' },
      to: { path: '^src/families/[^/]+/', pathNot: ['^src/families/$1/', '^src/families/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-to-families-through-index',
      severity: 'error',
      comment: "A shared module reaches a family only through that family's index.ts.",
      from: { path: '^src/', pathNot: '^src/families/' },
      to: { path: '^src/families/[^/]+/', pathNot: '^src/families/[^/]+/index\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve would escape the rules above.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
