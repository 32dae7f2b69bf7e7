import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * screens.tsx names each route's screen and loader as strings of the module it loads (one import
 * per module; the router's chunk holds only routes.tsx's paths): every name must be an export of that module.
 */
const dir = new URL('./', import.meta.url);
const source = readFileSync(new URL('screens.tsx', dir), 'utf8');
const listed = [...readFileSync(new URL('routes.tsx', dir), 'utf8').matchAll(/^  '(\/[^']*)',$/gm)].map((m) => m[1]);
const modules = new Map([...source.matchAll(/const (\w+) = \(\) => import\('\.\/(\w+)'\);/g)].map((m) => [m[1]!, m[2]!]));
const routes = [...source.matchAll(/route\('([^']+)', (\w+), '(\w+)', (?:'(\w+)'|null),/g)].map((m) => ({ path: m[1]!, module: modules.get(m[2]!), screen: m[3]!, loader: m[4] ?? null }));

describe('volunteer routes', () => {
  it('routes.tsx lists exactly the paths screens.tsx has a screen for', () => {
    expect(listed).toEqual(routes.map((r) => r.path));
  });

  it('are found', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/volunteer-index', '/volunteer-list/:scope', '/volunteer-service', '/volunteers', '/join-group', '/team-desc/:id']));
  });

  for (const r of routes) {
    it(`${r.path}: ${r.module}.${r.screen}${r.loader ? ` and ${r.loader}` : ''} are exported`, () => {
      expect(r.module, r.path).toBeDefined();
      const code = readFileSync(new URL(`${r.module}.tsx`, dir), 'utf8');
      for (const name of [r.screen, r.loader].filter((n): n is string => n !== null)) {
        expect(code, `${r.module} exports ${name}`).toMatch(new RegExp(`export (?:function|const) ${name}\\b`));
      }
    });
  }
});
