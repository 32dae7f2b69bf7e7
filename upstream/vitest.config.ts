import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'upstream',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // one module graph per worker (see the root vitest.config.ts)
    isolate: false,
    // the demo data set, generated once per run (every test upstream starts from a copy)
    globalSetup: [fileURLToPath(new URL('./src/testing/global-setup.ts', import.meta.url))],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
