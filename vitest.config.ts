// `vitest run` at the root runs every suite: the schema contract here, then each package's
// own vitest config (unit + integration against the real reference upstream, browser tests).
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    projects: [
      { extends: true, test: { name: 'contract', include: ['test/**/*.test.ts'] } },
      ...['upstream/vitest.config.ts', 'gateway/vitest.config.ts', 'client/vitest.config.ts'].filter((p) => existsSync(p)),
    ],
  },
});
