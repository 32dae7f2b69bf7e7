// The developer's test commands: which browser tests a change touches (`pnpm test:changed`) and
// how `pnpm test:stress` reads its arguments.
import { describe, expect, it } from 'vitest';
import { browserTestsFor } from '../scripts/test-changed.ts';
import { parseArgs } from '../scripts/test-stress.ts';

const existing = new Set(['e2e/places.test.ts', 'e2e/culture.test.ts', 'e2e/account.test.ts', 'e2e/home.test.ts']);
const exists = (p: string) => existing.has(p);

describe('pnpm test:changed', () => {
  it('runs a changed browser-test file, and the file of a changed family on any layer', () => {
    expect(browserTestsFor(['client/e2e/home.test.ts'], exists)).toEqual(['e2e/home.test.ts']);
    expect(
      browserTestsFor(
        ['client/src/screens/places/PlaceList.tsx', 'gateway/src/domains/places/rules.ts', 'upstream/src/families/brands/seed.ts'],
        exists,
      ),
    ).toEqual(['e2e/culture.test.ts', 'e2e/places.test.ts']);
    expect(browserTestsFor(['gateway/src/domains/session/resolvers.ts'], exists)).toEqual(['e2e/account.test.ts']);
  });

  it('runs no browser test for a family without one, for docs or for other tests', () => {
    expect(browserTestsFor(['gateway/src/domains/uploads/rules.ts', 'README.md', 'gateway/test/unit/comfort.test.ts'], exists)).toEqual([]);
  });

  it('runs every browser test for what all screens share', () => {
    expect(browserTestsFor(['client/e2e/harness.ts'], exists)).toBe('all');
    expect(browserTestsFor(['client/src/shell/App.tsx'], exists)).toBe('all');
    expect(browserTestsFor(['gateway/src/core/relay.ts'], exists)).toBe('all');
    expect(browserTestsFor(['upstream/src/server.ts'], exists)).toBe('all');
  });
});

describe('pnpm test:stress', () => {
  it('takes files from the repository root, from client/ or by name, with runs and load', () => {
    const cwd = process.cwd();
    const opts = parseArgs(['client/e2e/places.test.ts', 'home.test.ts', '--runs', '3', '--load', '2']);
    expect(opts).toEqual({ files: ['e2e/places.test.ts', 'e2e/home.test.ts'], runs: 3, load: 2 });
    expect(process.cwd()).toBe(cwd);
  });

  it('expands all to every browser-test file, five runs under one busy loop by default', () => {
    const opts = parseArgs(['all']);
    expect(opts.files.length).toBeGreaterThan(20);
    expect(opts.files.every((f) => /^e2e\/[\w-]+\.test\.ts$/.test(f))).toBe(true);
    expect({ runs: opts.runs, load: opts.load }).toEqual({ runs: 5, load: 1 });
  });
});
