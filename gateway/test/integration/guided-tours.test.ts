import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const TOUR = 'id upstreamId title summary level placeName placePath pointCount viewCount detailPath cover { url }';
const MAP_PAGE = `query ($id: ID!, $at: GeoPointInput!) { guidedTour(upstreamId: $id) { ${TOUR}
  map { width height west east south north image { url } }
  points { id name kind kindName x y location { longitude latitude } commentary { url duration } }
  routes { id name durationMinutes distanceMeters points { id name } }
  pointCounts { kind count }
  locate(position: $at) { x y onMap atPoint nearestPoint { id name } distance { meters text } } } }`;

describe('guided tours', () => {
  it('lists tours, filters by level, and counts the levels', async () => {
    const all = await h.gql(`{ guidedTours(first: 50) { totalCount edges { node { ${TOUR} } } } guidedTourLevels { level count } }`);
    expect(all.errors).toBeUndefined();
    expect(all.data!.guidedTours.totalCount).toBeGreaterThanOrEqual(12);
    const levels = all.data!.guidedTourLevels;
    // the levels of the site's tours are their scenic areas' own (Chengdu's are 5A and 4A)
    expect(levels.map((l: any) => l.level)).toEqual(['AAAAA', 'AAAA']);
    expect(levels.reduce((n: number, l: any) => n + l.count, 0)).toBe(all.data!.guidedTours.totalCount);
    for (const t of all.data!.guidedTours.edges.map((e: any) => e.node)) {
      expect(t.detailPath).toBe(`/guide-map/${t.upstreamId}`);
      expect(t.pointCount).toBeGreaterThan(0);
    }
    const four = await h.gql('{ guidedTours(level: AAAA, first: 50) { totalCount edges { node { level } } } }');
    expect(four.data!.guidedTours.totalCount).toBe(levels.find((l: any) => l.level === 'AAAA').count);
    expect(four.data!.guidedTours.edges.every((e: any) => e.node.level === 'AAAA')).toBe(true);
    expect(all.upstreamCalls).toBe(2);
  });

  it('search: by title or scenic name; empty finds nothing without a call; too long is refused', async () => {
    const found = await h.gql('{ searchGuidedTours(keyword: " 青城山 ", first: 20) { totalCount edges { node { title placeName } } } }');
    expect(found.data!.searchGuidedTours.totalCount).toBeGreaterThan(0);
    expect(found.data!.searchGuidedTours.edges.every((e: any) => `${e.node.title}${e.node.placeName}`.includes('青城山'))).toBe(true);
    const empty = await h.gql('{ searchGuidedTours(keyword: "  ") { totalCount } }');
    expect(empty.data!.searchGuidedTours.totalCount).toBe(0);
    expect(empty.upstreamCalls).toBe(0);
    const long = await h.gql('query ($k: String!) { searchGuidedTours(keyword: $k) { totalCount } }', { k: '山'.repeat(51) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('the map page: map, points, routes and counts in four calls; a position lands on the map next to its point', async () => {
    const list = await h.gql('{ guidedTours(first: 1) { edges { node { upstreamId } } } }');
    const id = list.data!.guidedTours.edges[0].node.upstreamId;
    const first = await h.gql(MAP_PAGE, { id, at: { longitude: 0, latitude: 0 } });
    expect(first.errors).toBeUndefined();
    const tour = first.data!.guidedTour;
    expect(tour.map.image.url).toMatch(/\/files\/tour-maps\/\d+\.svg$/);
    expect(tour.points.length).toBe(tour.pointCount);
    expect(tour.pointCounts.reduce((n: number, c: any) => n + c.count, 0)).toBe(tour.points.length);
    expect(tour.points.filter((p: any) => p.kind === 'SPOT').every((p: any) => p.commentary?.url.endsWith('.ogg'))).toBe(true);
    expect(tour.points.filter((p: any) => p.kind !== 'SPOT').every((p: any) => p.commentary === null)).toBe(true);
    expect(tour.routes.length).toBeGreaterThanOrEqual(2);
    expect(tour.routes[0].points.length).toBeGreaterThan(tour.routes[1].points.length);
    expect(tour.locate).toMatchObject({ onMap: false, atPoint: false, nearestPoint: null, distance: null });
    expect(first.upstreamCalls).toBe(4);

    const spot = tour.points.find((p: any) => p.kind === 'SPOT');
    // a few metres east of the spot
    const at = { longitude: spot.location.longitude + 0.00005, latitude: spot.location.latitude };
    const there = await h.gql(MAP_PAGE, { id, at });
    const located = there.data!.guidedTour.locate;
    expect(located.onMap).toBe(true);
    expect(located.x).toBeCloseTo(spot.x, 2);
    expect(located.y).toBeCloseTo(spot.y, 2);
    expect(located.nearestPoint).toEqual({ id: spot.id, name: spot.name });
    expect(located.atPoint).toBe(true);
    expect(located.distance.meters).toBeLessThan(30);
    expect(located.distance.text).toMatch(/^\d+\.\d{2}m$/);
    const far = await h.gql(MAP_PAGE, { id, at: { longitude: (tour.map.west + tour.map.east) / 2, latitude: tour.map.north - 0.0001 } });
    expect(far.data!.guidedTour.locate.onMap).toBe(true);

    expect((await h.gql(MAP_PAGE, { id: '999999', at: { longitude: 0, latitude: 0 } })).data!.guidedTour).toBeNull();
    const bad = await h.gql(MAP_PAGE, { id, at: { longitude: 500, latitude: 0 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('French site: French names and a comma in distances', async () => {
    const fr = { 'x-site-code': 'site530700' };
    const list = await h.gql('{ guidedTours(first: 1) { edges { node { upstreamId title } } } }', {}, fr);
    const node = list.data!.guidedTours.edges[0].node;
    expect(node.title).toMatch(/Visite|—/);
    const page = await h.gql(MAP_PAGE, { id: node.upstreamId, at: { longitude: 0, latitude: 0 } }, fr);
    const spot = page.data!.guidedTour.points.find((p: any) => p.kind === 'SPOT');
    const near = await h.gql(
      MAP_PAGE,
      { id: node.upstreamId, at: { longitude: spot.location.longitude + 0.0001, latitude: spot.location.latitude } },
      fr,
    );
    expect(near.data!.guidedTour.locate.distance.text).toMatch(/^\d+,\d{2}m$/);
    expect(page.data!.guidedTour.points.some((p: any) => p.kindName === 'Toilettes')).toBe(true);
  });

  it('nodes by id: one list call; a tour can be favourited through the shared paths', async () => {
    const list = await h.gql('{ guidedTours(first: 3) { edges { node { id } } } }');
    const ids = list.data!.guidedTours.edges.map((e: any) => e.node.id);
    const nodes = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on GuidedTour { id title } } }', { ids });
    expect(nodes.data!.nodes.map((n: any) => n.id)).toEqual(ids);
    expect(nodes.upstreamCalls).toBe(1);
    const token = await h.signIn('13800000001');
    const fav = await h.gql(
      'mutation ($id: ID!) { setFavourite(input: { resourceId: $id, active: true }) { interactions { favouriteCount viewerHasFavourited } errors { code } } }',
      { id: ids[0] },
      { 'x-token': token },
    );
    expect(fav.data!.setFavourite).toMatchObject({ interactions: { favouriteCount: 1, viewerHasFavourited: true }, errors: [] });
  });
});
