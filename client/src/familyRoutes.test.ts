import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAMILY_ROUTE_TABLES, familyOf } from './familyRoutes';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
/** The first segments of the paths a routes file declares (`'/team-desc/:id'` → `team-desc`). */
const firstSegments = (text: string) => [...new Set([...text.matchAll(/['"`]\/([a-z][a-z0-9-]*)/g)].map((m) => m[1]!))].sort();

describe('the families\' route tables, loaded on demand', () => {
  it.each(FAMILY_ROUTE_TABLES.map((t) => [t.family, t] as const))('%s: the router knows exactly the first segments of its table', (family, table) => {
    expect([...table.segments].sort()).toEqual(firstSegments(source(`./screens/${family}/routes.tsx`)));
    expect(table.load.toString()).toContain(`screens/${family}/routes`);
  });

  it('gives each segment to one family, and none to a route of the router itself', () => {
    const all = FAMILY_ROUTE_TABLES.flatMap((t) => t.segments);
    expect(all.length).toBe(new Set(all).size);
    const own = firstSegments(source('./appRoutes.tsx').replace(/import[^;]*;/g, ''));
    expect(all.filter((s) => own.includes(s))).toEqual([]);
  });

  it('finds the family of a path by its first segment', () => {
    expect(familyOf('/team-desc/3')?.family).toBe('volunteers');
    expect(familyOf('/intangible-index')?.family).toBe('heritage');
    expect(familyOf('/index')).toBeUndefined();
    expect(familyOf('/team')).toBeUndefined();
  });

  it('the router holds no family\'s table itself', () => {
    expect(source('./appRoutes.tsx') + source('./router.tsx')).not.toMatch(/screens\/[\w-]+\/routes/);
  });
});
