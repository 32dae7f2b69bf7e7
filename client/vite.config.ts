import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { firstScreenScript } from './scripts/first-screen-script';
import { offlineShell } from './offline-shell';
import { relayUnreached } from './scripts/relay-unreached';

/**
 * Writes dist-stats.json beside dist/ (not served): every chunk of the build with its imports and
 * the rendered size of each module in it. bench/bundle-analysis.ts reads it to list the home
 * route's initial chunks and their biggest modules.
 */
function bundleStats(): Plugin {
  return {
    name: 'ctp:bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                file: c.fileName,
                isEntry: c.isEntry,
                imports: c.imports,
                dynamicImports: c.dynamicImports,
                modules: Object.entries(c.modules)
                  .map(([id, m]) => ({
                    id: id.replace(/^.*?node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'node_modules/').replace(`${process.cwd()}/`, ''),
                    size: m.renderedLength,
                  }))
                  .sort((a, b) => b.size - a.size),
              },
            ]
          : [],
      );
      writeFileSync(new URL('./dist-stats.json', import.meta.url), JSON.stringify({ chunks }, null, 1));
    },
  };
}

/** The home's screen module: the first screen of most visits. */
const HOME_SCREEN = /[\\/]src[\\/]screens[\\/]site[\\/]HomeScreen\.tsx$/;

/**
 * The first screen on a slow network (index.html as built):
 *  - the splash's styles (src/shell/splash.css) are inlined, and the stylesheet and the entry script
 *    move to the end of the body, after #root: the splash paints as soon as the page arrives,
 *    without waiting for a file (a stylesheet in the body blocks only what follows it), and the
 *    entry still runs after the stylesheet has loaded;
 *  - the home route's chunk, what it imports and the default language's texts are modulepreloaded,
 *    so they download beside the entry instead of one more round trip after it has run. Most visits
 *    start at the home; a deep link to another screen pays their ~9 KB brotli (and most screens use
 *    the icon runtime the home's chunk carries).
 */
function firstScreen(): Plugin {
  const PRELOAD = [HOME_SCREEN, /[\\/]src[\\/]i18n[\\/]locales[\\/]cn\.ts$/];
  return {
    name: 'ctp:first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const splash = readFileSync(new URL('./src/shell/splash.css', import.meta.url), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{}:;,])\s*/g, '$1')
          .trim();
        const moved = [
          ...html.matchAll(/\n\s*<link rel="stylesheet"[^>]*>/g),
          ...html.matchAll(/\n\s*<script type="module"[^>]*><\/script>/g),
        ].map((m) => m[0]);
        for (const tag of moved) html = html.replace(tag, '');
        // still asked for first: a preload of each at the top of <head> (a connection pool serves
        // requests of equal priority in document order, and the entry is the biggest file)
        const early = moved
          .map((tag) =>
            tag
              .trim()
              .replace(/^<link rel="stylesheet"/, '<link rel="preload" as="style"')
              .replace(/^<script type="module"([^>]*)><\/script>$/, '<link rel="modulepreload"$1>')
              .replace(' src=', ' href='),
          )
          .reverse();
        html = html.replace(
          /(\n(\s*)<title>.*<\/title>)/,
          (_, title: string, indent: string) =>
            `${title}\n${indent}<style>${splash}</style>${early.map((t) => `\n${indent}${t}`).join('')}`,
        );
        html = html.replace(
          /\n(\s*)<\/body>/,
          (_, indent: string) => `${moved.map((t) => t.replace(/^\n\s*/, '\n    ')).join('')}\n${indent}</body>`,
        );
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          chunk?.imports.forEach(visit);
        };
        // by the modules a chunk holds: the home's chunk is a code-splitting group, with no facade module
        for (const c of chunks) if (PRELOAD.some((re) => c.moduleIds.some((id) => re.test(id)))) visit(c.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `\n    <link rel="modulepreload" crossorigin href="./${file}">`)
          .join('');
        return html.replace(/\n\s*<\/head>/, `${links}\n  </head>`);
      },
    },
  };
}

// react-router publishes its production build beside the development one but its package exports
// only name the development files; point the bundler at the production build (same API, without
// the development-only checks and warnings).
const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
const reactRouterDir = dirname(fromDom.resolve('react-router/package.json'));

// vite-plugin-relay must come before plugin-react (it runs babel-plugin-relay on graphql tags).
export default defineConfig({
  base: './',
  plugins: [relayUnreached(), relay, react(), bundleStats(), firstScreen(), firstScreenScript(), offlineShell()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
      // `react-relay`'s main module carries every hook and the legacy container API (QueryRenderer,
      // Pagination/Refetch containers), CommonJS the bundler cannot drop: the hooks the app uses,
      // each from its own module
      { find: /^react-relay$/, replacement: fileURLToPath(new URL('./scripts/relay-hooks.mjs', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': {
        target: process.env.GATEWAY_URL || 'http://127.0.0.1:4000',
        changeOrigin: true,
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // No modulepreload polyfill: it runs inside the entry, after the entry has arrived, which is
    // when the router asks for the home's chunk anyway, so a browser without modulepreload (Safari
    // before 17) gains nothing from it; lazy screens' dependencies are preloaded by Vite's loader
    // (rel=preload where modulepreload is not supported) either way.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // A screen family's texts (screens/<family>/locales/<lang>.ts, loaded with its screens) are
        // named after the family, so `cn-*.js` is only the app's own language bundle (i18n/locales),
        // the one the home waits for (scripts/initial-js.mjs counts it).
        // The stack every screen runs on (React, Relay, the router, i18next) is one chunk of its own:
        // left to the bundler, which modules of it share the entry or go to a common chunk changes
        // whenever a lazy chunk starts or stops importing one of them (a lazy module taking
        // `graphql` from relay-runtime split relay-runtime out, +1.5 KB brotli), and several small
        // chunks compress worse than one. It changes only with the dependencies, so it also stays
        // cached across the app's releases.
        codeSplitting: {
          groups: [
            {
              name: 'stack',
              test: /node_modules[\\/](react|react-dom|scheduler|relay-runtime|react-relay|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|@babel[\\/]runtime|fbjs|invariant)[\\/]/,
              priority: 2,
            },
            // Everything else the entry needs before any screen (the shell, the network layer, the
            // session, i18n, the stores) is one chunk with the entry. Left to the bundler, each module
            // the entry shares with a lazy screen became a file of its own (eight files of 0.2-1 KB):
            // on a slow first visit each file costs a request, its headers and a weaker compression.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The home's screen and all it imports (its modules, the cards and widgets it shares
            // with other screens) are one chunk: left to the bundler, each module the home shares
            // with another lazy screen was a file of its own (eight files of 0.2-1 KB, 2.2 KB more
            // brotli than one). Most visits start at the home; another screen using one of its
            // cards loads the home's chunk with it (about 6 KB brotli, cached from the first visit).
            { name: 'HomeScreen', test: HOME_SCREEN },
          ],
        },
        chunkFileNames: (chunk) => {
          const m = /screens\/([\w-]+)\/locales\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return m ? `assets/${m[1]}-${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
