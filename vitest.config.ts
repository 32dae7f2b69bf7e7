// `vitest run` at the root runs the schema contract here, the upstream's tests and the
// gateway's unit and integration tests (against the real reference upstream). The client's
// suite (unit + browser tests in Chromium) runs separately with its own config, which runs
// browser-test files one at a time with long time-outs: `pnpm --filter @ctp/client test`.
// `npm test` runs both.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    projects: [
      { extends: true, test: { name: 'contract', include: ['test/**/*.test.ts'] } },
      'upstream/vitest.config.ts',
      'gateway/vitest.config.ts',
    ],
  },
});
