import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const AROUND = `query ($near: GeoPointInput, $placeId: ID, $kind: PlaceKind, $radiusKm: Int, $first: Int) {
  placesAround(near: $near, placeId: $placeId, kind: $kind, radiusKm: $radiusKm) {
    places(first: $first) { totalCount edges { node { __typename id name distance { meters text } } } }
    errors { code field limit message }
  }
}`;

interface Node {
  __typename: string;
  id: string;
  name: string;
  distance: { meters: number; text: string } | null;
}
const nodesOf = (data: any): Node[] => data.placesAround.places.edges.map((e: { node: Node }) => e.node);
const metres = (nodes: Node[]) => nodes.map((n) => n.distance!.meters);

describe('places around a point or a place', () => {
  it('around a point: nearest first with distances, of one kind when asked', async () => {
    const first = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { id name location { longitude latitude } } } } }');
    const scenic = first.data!.places.edges[0].node;
    const r = await h.gql(AROUND, { near: scenic.location, radiusKm: 20, first: 50 });
    expect(r.errors).toBeUndefined();
    const nodes = nodesOf(r.data);
    expect(nodes[0]!.id).toBe(scenic.id);
    expect(metres(nodes)).toEqual([...metres(nodes)].sort((a, b) => a - b));
    expect(Math.max(...metres(nodes))).toBeLessThanOrEqual(20_000);
    const venues = nodesOf((await h.gql(AROUND, { near: scenic.location, kind: 'VENUE', radiusKm: 50, first: 50 })).data);
    expect(venues.length).toBeGreaterThan(0);
    expect(venues.every((v) => v.__typename === 'Venue')).toBe(true);
  });

  it('around a place: the place left out, distances from it', async () => {
    const first = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { id } } } }');
    const id = first.data!.places.edges[0].node.id;
    const r = await h.gql(AROUND, { placeId: id, radiusKm: 30, first: 50 });
    expect(r.errors).toBeUndefined();
    const nodes = nodesOf(r.data);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.map((n) => n.id)).not.toContain(id);
    expect(metres(nodes)).toEqual([...metres(nodes)].sort((a, b) => a - b));
    expect(nodes[0]!.distance!.text).toMatch(/^\d+\.\d{2}(m|km)$/);
  });

  it('refuses no origin, two origins, a bad place id and a radius out of range, all at once and without a call', async () => {
    const limits = await h.gql('{ inputLimits { aroundRadiusMaxKm } }');
    const max = limits.data!.inputLimits.aroundRadiusMaxKm as number;
    await h.dev.resetCalls();
    const none = await h.gql(AROUND, { radiusKm: max + 1 }, { 'x-language': 'EN' });
    expect(none.data!.placesAround.places).toBeNull();
    expect(none.data!.placesAround.errors.map((e: { code: string }) => e.code)).toEqual([
      'AROUND_ORIGIN_REQUIRED',
      'AROUND_RADIUS_OUT_OF_RANGE',
    ]);
    expect(none.data!.placesAround.errors[1]).toMatchObject({ limit: max, message: `Choose a radius from 1 to ${max} km.` });
    const both = await h.gql(AROUND, { near: { longitude: 104, latitude: 30 }, placeId: 'x' });
    expect(both.data!.placesAround.errors[0].code).toBe('AROUND_ORIGIN_REQUIRED');
    const bad = await h.gql(AROUND, { placeId: 'bm90LWEtcGxhY2U' });
    expect(bad.data!.placesAround.errors[0].code).toBe('AROUND_ORIGIN_INVALID');
    const off = await h.gql(AROUND, { near: { longitude: 200, latitude: 0 } });
    expect(off.data!.placesAround.errors[0].message).toBe('请选择地图上的位置');
    expect((await h.dev.calls()).calls.filter((c) => c.path.includes('Around'))).toEqual([]);
  });

  it('a failing search service leaves the rest of the page working', async () => {
    await h.dev.addFault({ path: 'res/api/es/searchAround', mode: 'http500' });
    try {
      const r =
        await h.gql(`{ site { name } placesAround(near: { longitude: 104.07, latitude: 30.67 }) { places { totalCount } errors { code } }
        places(kind: SCENIC_AREA, first: 1) { totalCount } }`);
      expect(r.data!.placesAround.places).toBeNull();
      expect(r.data!.site.name).toBe('成都文旅云');
      expect(r.data!.places.totalCount).toBeGreaterThan(0);
      expect(r.errors?.map((e) => e.path?.join('.'))).toEqual(['placesAround.places']);
    } finally {
      await h.dev.clearFaults();
    }
  });
});
