/**
 * The place kinds' paths are said twice: the gateway emits them (`detailPath`, `listPath`, the
 * "more" links of shelves) from its kinds table, and the client routes them from its own. This
 * holds the two together: every path the gateway emits for a kind is the route the client has
 * for that kind, so a link never lands on the catch-all.
 */
import { describe, expect, it } from 'vitest';
import { PLACE_KINDS } from '../../../gateway/src/domains/places/kind-table.ts';
import { PLACE_ROUTES } from './placeKinds';

describe("the place kinds' paths: the gateway emits what the client routes", () => {
  it('the same kinds on both sides, with the same GraphQL type', () => {
    expect(PLACE_ROUTES.map((r) => r.kind).sort()).toEqual(PLACE_KINDS.map((k) => k.kind).sort());
    for (const k of PLACE_KINDS) expect(PLACE_ROUTES.find((r) => r.kind === k.kind)?.typeName, k.kind).toBe(k.typeName);
  });

  it("each kind's detail and list paths are the client's routes of that kind", () => {
    for (const k of PLACE_KINDS) {
      const route = PLACE_ROUTES.find((r) => r.kind === k.kind)!;
      expect(k.detailPath, k.kind).toBe(`/${route.detail}/{id}`);
      expect(k.listPath, k.kind).toBe(`/${route.list}`);
    }
  });
});
