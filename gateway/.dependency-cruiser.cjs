/**
 * The gateway's import rules (run by `pnpm --filter @ctp/gateway deps`, part of `npm test`):
 * - no cycles, type-only imports included;
 * - the core (src/core) stands alone: it never imports a domain, the registry, the server, the
 *   HTTP edge's guards (src/security), observability or the configuration reader;
 * - a domain imports another domain only through that domain's index.ts;
 * - a domain never imports the registry, the request context factory or the server.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles (type-only ones too) tie modules together; break them through the core or an index.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-stands-alone',
      severity: 'error',
      comment:
        'The core is what every domain stands on; it must not know the domains, the server, the HTTP edge (security), observability or the configuration.',
      from: { path: '^src/core/' },
      to: { path: '^src/(domains|registry\\.ts|context\\.ts|schema\\.ts|server|security|observability|config\\.ts|index\\.ts|main\\.ts)' },
    },
    {
      name: 'domains-through-index',
      severity: 'error',
      comment: "A domain reaches another domain only through that domain's index.ts, never its internal files.",
      from: { path: '^src/domains/([^/]+)/' },
      to: { path: '^src/domains/[^/]+/', pathNot: ['^src/domains/$1/', '^src/domains/[^/]+/index\\.ts$'] },
    },
    {
      name: 'domains-below-the-registry',
      severity: 'error',
      comment: 'Domains are composed by the registry; they do not reach back up to it or to the server.',
      from: { path: '^src/domains/' },
      to: { path: '^src/(registry\\.ts|context\\.ts|schema\\.ts|server|index\\.ts|main\\.ts)' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
