import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import react from '@vitejs/plugin-react';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

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
          ? [{
              file: c.fileName,
              isEntry: c.isEntry,
              imports: c.imports,
              dynamicImports: c.dynamicImports,
              modules: Object.entries(c.modules)
                .map(([id, m]) => ({ id: id.replace(/^.*?node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'node_modules/').replace(process.cwd() + '/', ''), size: m.renderedLength }))
                .sort((a, b) => b.size - a.size),
            }]
          : [],
      );
      writeFileSync(new URL('./dist-stats.json', import.meta.url), JSON.stringify({ chunks }, null, 1));
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
  plugins: [relay, react(), bundleStats()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
      // `react-relay`'s main module also carries the legacy container API (QueryRenderer,
      // Pagination/Refetch containers), CommonJS the bundler cannot drop; the app uses hooks only.
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
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
    rollupOptions: {
      output: {
        // a screen family's texts (screens/<family>/locales/<lang>.ts) are `<family>-<lang>-*.js`, so
        // they are not taken for the app's own language chunk (i18n/bundles/<lang>.ts, `cn-*.js`)
        chunkFileNames: (chunk) => {
          const family = /screens\/([^/]+)\/locales\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return family ? `assets/${family[1]}-${family[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
