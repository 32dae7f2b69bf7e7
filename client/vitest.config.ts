import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql@16 must load once when the gateway runs in-process (stack.md gotcha).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
