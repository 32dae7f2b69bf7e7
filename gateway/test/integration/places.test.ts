import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { GqlResult, Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const PAGE = `query ($first: Int, $after: String, $filter: PlaceFilter) {
  places(kind: SCENIC_AREA, first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id name ... on ScenicArea { level } region { code } } }
  }
}`;

type Page = {
  places: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    edges: Array<{ cursor: string; node: { id: string; name: string; level: string | null; region: { code: string } | null } }>;
  };
};

async function walk(first: number, filter?: Record<string, unknown>) {
  const ids: string[] = [];
  let after: string | null = null;
  let total = 0;
  for (let guard = 0; guard < 100; guard += 1) {
    const result: GqlResult<Page> = await h.gql<Page>(PAGE, { first, after, filter });
    expect(result.errors).toBeUndefined();
    const places: Page['places'] = result.data!.places;
    total = places.totalCount;
    ids.push(...places.edges.map((e) => e.node.id));
    expect(places.pageInfo.hasPreviousPage).toBe(after !== null);
    if (!places.pageInfo.hasNextPage) break;
    after = places.pageInfo.endCursor;
  }
  return { ids, total };
}

describe('pagination', () => {
  it('walks every page of scenic areas; totalCount matches; last page has no next page', async () => {
    const { ids, total } = await walk(10);
    expect(total).toBe(45);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
  });

  it('page size 50 returns everything at once', async () => {
    const result = await h.gql<Page>(PAGE, { first: 50 });
    expect(result.data!.places.edges).toHaveLength(45);
    expect(result.data!.places.pageInfo.hasNextPage).toBe(false);
  });

  it('an unaligned `after` returns the right slice', async () => {
    const all = (await h.gql<Page>(PAGE, { first: 50 })).data!.places.edges;
    const firstSeven = (await h.gql<Page>(PAGE, { first: 7 })).data!.places;
    const next = await h.gql<Page>(PAGE, { first: 10, after: firstSeven.pageInfo.endCursor });
    // two list pages (1 and 2 of size 10) + the site and its region tree (scenic list items carry
    // a region name but no code: the codes come from the tree, not a detail per item)
    expect(next.upstreamCalls).toBe(4);
    expect(next.data!.places.edges.map((e) => e.node.id)).toEqual(all.slice(7, 17).map((e) => e.node.id));
    expect(next.data!.places.edges[0]!.cursor).toBe(all[7]!.cursor);
    expect(next.data!.places.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('the last partial page', async () => {
    const all = (await h.gql<Page>(PAGE, { first: 50 })).data!.places.edges;
    const last = await h.gql<Page>(PAGE, { first: 10, after: all[39]!.cursor });
    expect(last.data!.places.edges.map((e) => e.node.id)).toEqual(all.slice(40).map((e) => e.node.id));
    expect(last.data!.places.pageInfo.hasNextPage).toBe(false);
  });

  it('an empty result', async () => {
    const result = await h.gql<Page>(PAGE, { first: 10, filter: { keyword: '不存在的景区名称xyz' } });
    expect(result.data!.places).toEqual({
      totalCount: 0,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });
});

describe('filters', () => {
  it('by region (the region and below)', async () => {
    const { ids, total } = await walk(20, { regionCode: '510181' });
    expect(total).toBeGreaterThan(0);
    expect(ids).toHaveLength(total);
    const result = await h.gql<Page>(PAGE, { first: 50, filter: { regionCode: '510181' } });
    for (const edge of result.data!.places.edges) expect(edge.node.region?.code.startsWith('510181')).toBe(true);
  });

  it('by site: a county site below this one (its id, the {siteId} of /scenic-list/{siteId}) narrows to the county; another site has none', async () => {
    const county = await walk(20, { siteId: '2101' });
    const region = await walk(20, { regionCode: '510181' });
    expect(county.total).toBe(4);
    expect(county.ids).toEqual(region.ids);
    expect((await walk(50, { siteId: '1001' })).total).toBe(45);
    expect((await walk(50, { siteId: '1002' })).total).toBe(0);
    const bad = await h.gql<Page>(PAGE, { first: 5, filter: { siteId: 'site510181' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.upstreamCalls).toBe(0);
  });

  it('by level', async () => {
    const result = await h.gql<Page>(PAGE, { first: 50, filter: { scenicLevel: 'AAAA' } });
    const edges = result.data!.places.edges;
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((e) => e.node.level === 'AAAA')).toBe(true);
    expect(result.data!.places.totalCount).toBe(edges.length);
  });

  it('by keyword, venue type and hotel level', async () => {
    const venues = await h.gql(
      '{ places(kind: VENUE, first: 50, filter: { venueType: MUSEUM }) { totalCount edges { node { ... on Venue { venueType } } } } }',
    );
    expect(venues.data!.places.totalCount).toBeGreaterThan(0);
    expect(venues.data!.places.edges.every((e: any) => e.node.venueType === 'MUSEUM')).toBe(true);
    const hotels = await h.gql(
      '{ places(kind: HOTEL, first: 50, filter: { hotelLevel: FIVE_STAR }) { totalCount edges { node { ... on Hotel { level } } } } }',
    );
    expect(hotels.data!.places.totalCount).toBeGreaterThan(0);
    expect(hotels.data!.places.edges.every((e: any) => e.node.level === 'FIVE_STAR')).toBe(true);
    const keyword = await h.gql('{ places(kind: SCENIC_AREA, first: 5, filter: { keyword: "青城" }) { edges { node { name } } } }');
    expect(keyword.data!.places.edges.length).toBeGreaterThan(0);
    expect(keyword.data!.places.edges.every((e: any) => e.node.name.includes('青城'))).toBe(true);
  });

  it('scenic spots of one scenic area', async () => {
    const area = (await h.gql<Page>(PAGE, { first: 1 })).data!.places.edges[0]!.node;
    const spots = await h.gql(
      `query ($id: ID!) {
      places(kind: SCENIC_SPOT, first: 50, filter: { scenicAreaId: $id }) { totalCount edges { node { ... on ScenicSpot { scenicArea { id name } } } } }
      node(id: $id) { ... on ScenicArea { spots(first: 50) { totalCount edges { node { name detailPath } } } } }
    }`,
      { id: area.id },
    );
    expect(spots.errors).toBeUndefined();
    expect(spots.data!.places.totalCount).toBeGreaterThan(0);
    expect(spots.data!.places.edges.every((e: any) => e.node.scenicArea.id === area.id && e.node.scenicArea.name === area.name)).toBe(true);
    expect(spots.data!.node.spots.totalCount).toBe(spots.data!.places.totalCount);
    expect(spots.data!.node.spots.edges[0].node.detailPath).toMatch(/^\/spot-detail\/\d+$/);
  });

  it('distance ordering and text', async () => {
    const near = { longitude: 104.06573, latitude: 30.65946 };
    const result = await h.gql(
      `query ($near: GeoPointInput) {
      places(kind: SCENIC_AREA, first: 10, orderBy: DISTANCE, near: $near) { edges { node { distance { meters text } location { longitude latitude } } } }
    }`,
      { near },
    );
    expect(result.errors).toBeUndefined();
    const meters = result.data!.places.edges.map((e: any) => e.node.distance.meters as number);
    expect([...meters].sort((a, b) => a - b)).toEqual(meters);
    for (const edge of result.data!.places.edges) {
      expect(edge.node.distance.text).toMatch(/^\d+\.\d{2}(m|km)$/);
      expect(typeof edge.node.location.longitude).toBe('number');
    }
    const none = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { distance { text } } } } }');
    expect(none.data!.places.edges[0].node.distance).toBeNull();
  });
});

const ALL_KINDS: Array<[string, string, RegExp]> = [
  ['SCENIC_AREA', 'ScenicArea', /^\/scenic-detail\/\d+$/],
  ['SCENIC_SPOT', 'ScenicSpot', /^\/spot-detail\/\d+$/],
  ['VENUE', 'Venue', /^\/venues-detail\/\d+$/],
  ['HOTEL', 'Hotel', /^\/hotel-detail\/\d+$/],
  ['FOOD', 'Restaurant', /^\/food-detail\/\d+$/],
  ['RURAL', 'RuralStay', /^\/rural-detail\/\d+$/],
  ['ENTERTAINMENT', 'Entertainment', /^\/entertain-detail\/\d+$/],
  ['SPECIALITY', 'Speciality', /^\/speciality-detail\/\d+$/],
  ['EXHIBITION', 'Exhibition', /^\/exhibition-detail\/\d+$/],
  ['COLLECTION', 'CollectionItem', /^\/relics-detail\/\d+$/],
];

const FIELDS = `__typename id kind name detailPath address summary phone introduction
  cover { url(size: COVER) width(size: COVER) alt } images { url }
  location { longitude latitude } region { code name level }
  interactions { likeCount favouriteCount commentCount viewerHasLiked viewerHasFavourited }
  ... on ScenicArea { scenicLevel: level themes charged ticketPolicy openingHours { opens closes days openNow } comfort { level occupancy visitors capacity } }
  ... on ScenicSpot { scenicArea { name } }
  ... on Venue { venueType grade tags openingHours { opens } comfort { level } }
  ... on Hotel { hotelLevel: level lowestPrice checkInTime rooms(first: 3) { totalCount edges { node { id name price areaSquareMeters bedType breakfastIncluded available } } } }
  ... on Restaurant { pricePerPerson cuisine openingHours { opens } }
  ... on RuralStay { openingHours { openNow } }
  ... on Entertainment { openingHours { opens } }
  ... on Speciality { price }
  ... on Exhibition { startsAt endsAt venueName }
  ... on CollectionItem { era venueName }`;

describe('every kind: list, node and nodes round-trips', () => {
  it.each(ALL_KINDS)('%s → %s', async (kind, typeName, detailPath) => {
    const list = await h.gql(`{ places(kind: ${kind}, first: 2) { totalCount edges { node { ${FIELDS} } } } }`);
    expect(list.errors).toBeUndefined();
    const nodes = list.data!.places.edges.map((e: any) => e.node);
    expect(nodes.length).toBe(2);
    for (const node of nodes) {
      expect(node.__typename).toBe(typeName);
      expect(node.kind).toBe(kind);
      expect(node.detailPath).toMatch(detailPath);
      expect(node.name).not.toBe('');
      expect(node.introduction ?? '').not.toMatch(/<script|onerror|javascript:/i);
      expect(node.interactions.viewerHasLiked).toBe(false);
    }
    const one = await h.gql(`query ($id: ID!) { node(id: $id) { ... on Place { ${FIELDS} } } }`, { id: nodes[0].id });
    expect(one.errors).toBeUndefined();
    expect(one.data!.node).toEqual(nodes[0]);
    const many = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Place { name } } }', {
      ids: [nodes[1].id, 'bogus', nodes[0].id],
    });
    expect(many.data!.nodes).toEqual([{ id: nodes[1].id, name: nodes[1].name }, null, { id: nodes[0].id, name: nodes[0].name }]);
  });

  it('the opening words follow the kind: grounds open their gates, venues their doors, businesses trade', async () => {
    const style = async (kind: string, type: string) =>
      (await h.gql(`{ places(kind: ${kind}, first: 1) { edges { node { ... on ${type} { openingHours { style } } } } } }`)).data!.places
        .edges[0].node.openingHours.style;
    expect(await style('SCENIC_AREA', 'ScenicArea')).toBe('GROUNDS');
    expect(await style('RURAL', 'RuralStay')).toBe('GROUNDS');
    expect(await style('VENUE', 'Venue')).toBe('DOORS');
    expect(await style('FOOD', 'Restaurant')).toBe('TRADE');
    expect(await style('ENTERTAINMENT', 'Entertainment')).toBe('TRADE');
  });

  it("a place's comfort is the same on its list card and its detail, headcount or not", async () => {
    const list = await h.gql(
      '{ places(kind: SCENIC_AREA, first: 20) { edges { node { id ... on ScenicArea { comfort { level visitors capacity } } } } } }',
    );
    const cards = list.data!.places.edges.map((e: any) => e.node);
    expect(
      cards.some((c: any) => c.comfort.visitors === null),
      'some places publish no headcount',
    ).toBe(true);
    for (const card of cards) {
      const detail = await h.gql('query($id: ID!) { node(id: $id) { ... on ScenicArea { comfort { level visitors capacity } } } }', {
        id: card.id,
      });
      expect(detail.data!.node.comfort, card.id).toEqual(card.comfort);
    }
  });

  it('typed values are normalised', async () => {
    const result = await h.gql(`{ places(kind: SCENIC_AREA, first: 1) { edges { node { ${FIELDS} } } } }`);
    const area = result.data!.places.edges[0].node;
    expect(area.scenicLevel).toMatch(/^A{1,5}$/);
    expect(typeof area.location.latitude).toBe('number');
    expect(area.interactions.likeCount).toBeGreaterThan(0);
    expect(area.comfort.occupancy).toBeGreaterThanOrEqual(0);
    expect(area.cover.url).toContain('width=750&height=375');
    expect(area.cover.width).toBe(750);
    expect(area.introduction).toContain('<p>');
    const exhibition = (await h.gql(`{ places(kind: EXHIBITION, first: 1) { edges { node { ${FIELDS} } } } }`)).data!.places.edges[0].node;
    expect(exhibition.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    const hotel = (await h.gql(`{ places(kind: HOTEL, first: 1) { edges { node { ${FIELDS} } } } }`)).data!.places.edges[0].node;
    expect(typeof hotel.lowestPrice).toBe('number');
    expect(hotel.rooms.totalCount).toBeGreaterThan(0);
    expect(typeof hotel.rooms.edges[0].node.price).toBe('number');
    const room = await h.gql('query ($id: ID!) { node(id: $id) { ... on HotelRoom { id name } } }', { id: hotel.rooms.edges[0].node.id });
    expect(room.data!.node).toEqual({ id: hotel.rooms.edges[0].node.id, name: hotel.rooms.edges[0].node.name });
  });

  it("a place's map page is built from its position, name and address", async () => {
    const list = await h.gql(
      '{ places(kind: SCENIC_AREA, first: 5) { edges { node { name address regionName location { longitude latitude } mapPath } } } }',
    );
    expect(list.errors).toBeUndefined();
    const area = list.data!.places.edges[0].node;
    expect(area.address).toBeTruthy();
    expect(area.mapPath).toBe(
      `/open-map/${area.location.longitude}/${area.location.latitude}/${encodeURIComponent(area.name)}/${encodeURIComponent(area.address)}`,
    );
    // the list rows carry what the path needs: no detail call per place
    expect(list.upstreamCalls).toBe(1);
  });

  it('unknown ids resolve to null', async () => {
    const result = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [
        Buffer.from('ScenicArea:999999').toString('base64url'),
        Buffer.from('Nope:1').toString('base64url'),
        Buffer.from('Site:site000000').toString('base64url'),
      ],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.nodes).toEqual([null, null, null]);
  });
});

describe('search', () => {
  it('finds places of several kinds, and of one kind', async () => {
    const result = await h.gql(
      '{ searchPlaces(keyword: "成都", first: 10) { totalCount edges { node { __typename name detailPath region { name } } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.searchPlaces.totalCount).toBeGreaterThan(0);
    const kinds = new Set(result.data!.searchPlaces.edges.map((e: any) => e.node.__typename));
    expect(kinds.size).toBeGreaterThan(1);
    const venues = await h.gql('{ searchPlaces(keyword: "博物", kind: VENUE, first: 10) { edges { node { __typename } } } }');
    expect(venues.data!.searchPlaces.edges.every((e: any) => e.node.__typename === 'Venue')).toBe(true);
  });
});
