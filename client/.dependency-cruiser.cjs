/**
 * The client's import rules (`pnpm --filter @ctp/client deps`, exits non-zero on a violation):
 * - no circular dependencies, type-only imports included;
 * - a screen domain (src/screens/<domain>/) reaches another domain only through that domain's
 *   index.ts;
 * - the app's foundations (widgets, shell, relay, session, i18n, env) never import screens;
 * - the foundations are layered: env and i18n, then session, relay, shell and widgets, each folder
 *   importing only those before it.
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
      name: 'env-at-the-bottom',
      severity: 'error',
      comment: 'env (location, site code, the app-wide stores: navigation, toast, dialogs) stands on nothing of the app.',
      from: { path: '^src/env/' },
      to: { path: '^src/(i18n|session|relay|shell|widgets)/' },
    },
    {
      name: 'i18n-below-session',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(session|relay|shell|widgets)/' },
    },
    {
      name: 'session-below-relay',
      severity: 'error',
      comment: 'The session (the token, the login gate) is below the network layer that sends it.',
      from: { path: '^src/session/' },
      to: { path: '^src/(relay|shell|widgets)/' },
    },
    {
      name: 'relay-below-shell',
      severity: 'error',
      comment: "The network layer's errors speak through env's stores (toast, dialogs, navigation), never the shell's components.",
      from: { path: '^src/relay/' },
      to: { path: '^src/(shell|widgets)/' },
    },
    {
      name: 'shell-below-widgets',
      severity: 'error',
      comment: 'The shell (frame, routes, loaders, state views) never imports a widget; widgets may use the shell.',
      from: { path: '^src/shell/' },
      to: { path: '^src/widgets/' },
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
