/**
 * The client's import rules (`pnpm --filter @ctp/client deps`, exits non-zero on a violation):
 * - no circular dependencies, type-only imports included;
 * - a screen domain (src/screens/<domain>/) reaches another domain only through that domain's
 *   index.ts;
 * - the app's foundations (widgets, shell, relay, session, i18n, env) never import screens.
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
      name: 'screens-cross-domain-via-index',
      severity: 'error',
      comment:
        'A file in src/screens/<a>/ imports from src/screens/<b>/ (b ≠ a) only through src/screens/<b>/index.ts.',
      from: { path: '^src/screens/([^/]+)/' },
      to: { path: '^src/screens/', pathNot: ['^src/screens/$1/', '^src/screens/[^/]+/index\\.ts$'] },
    },
    {
      name: 'foundations-not-to-screens',
      severity: 'error',
      comment: 'widgets, shell, relay, session, i18n and env serve the screens; they never import them.',
      from: { path: '^src/(widgets|shell|relay|session|i18n|env)/' },
      to: { path: '^src/screens/' },
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
    // Type-only imports count: a cycle through `import type` is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
