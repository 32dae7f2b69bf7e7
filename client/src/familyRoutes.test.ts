import { readdirSync, readFileSync, existsSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FAMILY_ROUTE_TABLES, familyOf } from './familyRoutes';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const firstSegment = (path: string) => path.split('/')[1] ?? '';
/** The first segments of a table's paths (`'/team-desc/:id'` → `team-desc`), its nested routes' too. */
const tableSegments = (routes: RouteObject[]): string[] =>
  [
    ...new Set(routes.flatMap((r) => [...(r.path?.startsWith('/') ? [firstSegment(r.path)] : []), ...tableSegments(r.children ?? [])])),
  ].sort();
/** The first segments of the paths a routes file spells out (`'/index'` → `index`). */
const literalSegments = (text: string) => [...new Set([...text.matchAll(/['"`]\/([a-z][a-z0-9-]*)/g)].map((m) => m[1]!))].sort();

/** The families whose tables the router holds from the start (appRoutes.tsx imports them: the bottom menu's). */
const routerFamilies = [...source('./appRoutes.tsx').matchAll(/from '\.\/screens\/([\w-]+)\/routes'/g)].map((m) => m[1]!);
// their tables import their route loaders, which import the network layer (graphql tags the unit
// project does not compile): read as text here; the route contract test (e2e) loads them
const routerSegments = routerFamilies.flatMap((family) => literalSegments(source(`./screens/${family}/routes.tsx`)));

describe("the families' route tables", () => {
  it.each(FAMILY_ROUTE_TABLES.map((t) => [t.family, t] as const))(
    '%s (on demand): the router knows exactly the first segments of its table',
    async (family, table) => {
      expect([...table.segments].sort()).toEqual(tableSegments(await table.load()));
      expect(table.load.toString()).toContain(`screens/${family}/routes`);
    },
  );

  it('every family with screens declares them in its routes.tsx, held by the router or loaded on demand, not both', () => {
    const screens = new URL('./screens/', import.meta.url);
    const withRoutes = readdirSync(screens)
      .filter((family) => existsSync(new URL(`${family}/routes.tsx`, screens)))
      .sort();
    const onDemand = FAMILY_ROUTE_TABLES.map((t) => t.family);
    expect([...routerFamilies, ...onDemand].sort()).toEqual(withRoutes);
    expect(routerFamilies).toEqual(expect.arrayContaining(['site', 'news', 'activities', 'viewer']));
  });

  it('gives each segment to one family, and none to a route the router holds', () => {
    const all = FAMILY_ROUTE_TABLES.flatMap((t) => t.segments);
    expect(all.length).toBe(new Set(all).size);
    expect(routerSegments.length).toBeGreaterThan(0);
    expect(all.filter((s) => routerSegments.includes(s))).toEqual([]);
  });

  it('finds the family of a path by its first segment', () => {
    expect(familyOf('/team-desc/3')?.family).toBe('volunteers');
    expect(familyOf('/intangible-index')?.family).toBe('heritage');
    expect(familyOf('/scenic-detail/12')?.family).toBe('places');
    expect(familyOf('/index')).toBeUndefined();
    expect(familyOf('/team')).toBeUndefined();
  });

  it('the router composes the tables: it declares no route itself', () => {
    expect(source('./router.tsx')).not.toMatch(/path:|screens\//);
    expect(source('./appRoutes.tsx')).not.toMatch(/path:|lazyScreen|import\(/);
  });
});
