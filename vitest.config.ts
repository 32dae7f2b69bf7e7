// `vitest run` at the root runs the schema contract here, the upstream's tests and the
// gateway's unit and integration tests (against the real reference upstream). The client's
// suite (unit + browser tests in Chromium) runs separately with its own config, which runs
// browser-test files one at a time with long time-outs: `pnpm --filter @ctp/client test`.
// `npm test` runs both.
//
// Speed: the files share their worker's module graph (`isolate: false` in each project: no test
// here mocks modules, fakes timers or changes the environment, and every file starts its own
// servers), so the gateway's and the upstream's modules load once per worker instead of once per
// file (import time 44 s → 6 s). Three workers on two cores: the integration files spend much of
// their time waiting on loopback HTTP, and a third worker fills that time (59 s → 40 s).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'contract', include: ['test/**/*.test.ts'], isolate: false } },
      'upstream/vitest.config.ts',
      'gateway/vitest.config.ts',
    ],
  },
});
