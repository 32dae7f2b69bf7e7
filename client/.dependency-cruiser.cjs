/**
 * The client's import rules (`pnpm --filter @ctp/client deps`, exits non-zero on a violation):
 * - no circular dependencies, type-only imports included;
 * - a screen domain (src/screens/<domain>/) reaches another domain only through that domain's
 *   index.ts, or its texts.ts (a route of one family may load another's texts with its screen,
 *   without the other family's components);
 * - the app's foundations (widgets, shell, relay, session, i18n, env) never import screens;
 * - the foundations are layered: env and i18n, then session, relay, shell and widgets, each folder
 *   importing only those before it.
 */

/**
 * The shared folders, bottom first: env (location, site code, the app-wide stores: navigation,
 * toast, dialogs) and i18n, then the session (the token, the login gate), the network layer
 * (whose errors speak through env's stores), the shell (frame, routes, loaders, state views) and
 * the widgets. Each imports only the folders before it.
 */
const LAYERS = ['env', 'i18n', 'session', 'relay', 'shell', 'widgets'];

function layerRules() {
  return LAYERS.slice(0, -1).map((layer, i) => ({
    name: `layer-${layer}`,
    comment: `${layer} is below ${LAYERS.slice(i + 1).join(', ')}: it imports none of them.`,
    severity: 'error',
    from: { path: `^src/${layer}/` },
    to: { path: `^src/(${LAYERS.slice(i + 1).join('|')})/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
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
      comment: 'A file in src/screens/<a>/ imports from src/screens/<b>/ (b ≠ a) only through src/screens/<b>/index.ts or its texts.ts.',
      from: { path: '^src/screens/([^/]+)/' },
      to: { path: '^src/screens/', pathNot: ['^src/screens/$1/', '^src/screens/[^/]+/(index|texts)\\.ts$'] },
    },
    {
      name: 'foundations-not-to-screens',
      severity: 'error',
      comment: 'widgets, shell, relay, session, i18n and env serve the screens; they never import them.',
      from: { path: '^src/(widgets|shell|relay|session|i18n|env)/' },
      to: { path: '^src/screens/' },
    },
    ...layerRules(),
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
