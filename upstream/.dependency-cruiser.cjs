/**
 * The reference upstream's import rules (`pnpm --filter @ctp/upstream deps`, part of `npm test`):
 * - no circular dependencies, type-only imports included;
 * - a family (src/families/<name>/) reaches another family only through its index.ts, and shared
 *   demo helpers through families/demo.ts;
 * - the families never import the older route modules (src/routes/): what both need lives in
 *   the shared modules beside them (caller.ts, refusal.ts, envelope.ts, context.ts…).
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
      name: 'families-not-to-route-modules',
      severity: 'error',
      comment: 'The families stand on the shared modules, never on the older route modules.',
      from: { path: '^src/families/' },
      to: { path: '^src/routes/' },
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
