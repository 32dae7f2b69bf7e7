import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    // one module graph per worker (see the root vitest.config.ts)
    isolate: false,
    // the demo data set, generated once per run (every test upstream starts from a copy)
    globalSetup: [fileURLToPath(new URL('../upstream/src/testing/global-setup.ts', import.meta.url))],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
