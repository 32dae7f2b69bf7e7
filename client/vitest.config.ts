import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';

export default defineConfig({
  // graphql@16 must load once when the gateway runs in-process (stack.md gotcha).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    // Browser-test files four at a time on two cores: each starts its own upstream, gateway and
    // headless Chromium, and a file alone keeps about half a core busy (it waits on page loads,
    // React's reveal of suspended screens, animations). Measured on the whole suite: two at a
    // time 318 s (a quarter of the CPU idle), three 283 s, four 253 s, five no faster.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // the route contract test loads the app's route table, whose loaders import the network
        // layer's queries: their graphql tags compiled as in the build
        plugins: [relay],
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // one module graph per worker: the upstream's and the gateway's modules load once, not
          // once per file (every file still starts its own servers and browser)
          isolate: false,
          // the demo data set, generated once per run (every test upstream starts from a copy)
          globalSetup: [fileURLToPath(new URL('../upstream/src/testing/global-setup.ts', import.meta.url))],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // a page under the load of a whole run can take seconds to answer a tap (a route's chunk,
          // its query): polls wait as long as the pages' own waits (the harness's 20 s), not 1 s
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
