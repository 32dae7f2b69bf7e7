/**
 * Culture over the real upstream: the later place kinds, brands, destinations (city cards),
 * rankings and columns — shapes, rules, validation and batching.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { bannerColor, contrastWithWhite } from '../../src/domains/brands/rules.ts';
import { movement } from '../../src/domains/rankings/rules.ts';
import { nextShowTime, showTimes } from '../../src/domains/places/kinds.ts';
import { cardKind } from '../../src/domains/destinations/rules.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const FR = { 'x-site-code': 'site530700' };
const rawOf = (id: string) => Buffer.from(id, 'base64url').toString().split(':')[1];

describe('rules', () => {
  it('darkens a brand colour until white text on it reaches 4.5:1, and drops what is not a colour', () => {
    expect(bannerColor('#B3261E')).toBe('#B3261E');
    const fixed = bannerColor('#FFEB3B')!;
    expect(fixed).toMatch(/^#[0-9A-F]{6}$/);
    expect(fixed).not.toBe('#FFEB3B');
    const rgb = [1, 3, 5].map((i) => Number.parseInt(fixed.slice(i, i + 2), 16));
    expect(contrastWithWhite(rgb)).toBeGreaterThanOrEqual(4.5);
    expect(bannerColor('red')).toBeNull();
    expect(bannerColor(null)).toBeNull();
  });

  it('turns last week\'s rank into a trend', () => {
    expect(movement(3, 5)).toEqual({ trend: 'UP', rankChange: 2 });
    expect(movement(5, 3)).toEqual({ trend: 'DOWN', rankChange: -2 });
    expect(movement(4, 4)).toEqual({ trend: 'SAME', rankChange: 0 });
    expect(movement(4, null)).toEqual({ trend: 'NEW', rankChange: 0 });
  });

  it("finds the next show of the day in China time and keeps only real times", () => {
    const times = showTimes(['19:30', '10:00', 'soon', '10:00', '25:00', '14:00']);
    expect(times).toEqual(['10:00', '14:00', '19:30']);
    // 2026-05-01 13:59 China time = 05:59 UTC
    expect(nextShowTime(times, new Date('2026-05-01T05:59:00Z'))).toBe('14:00');
    expect(nextShowTime(times, new Date('2026-05-01T06:00:00Z'))).toBe('19:30');
    expect(nextShowTime(times, new Date('2026-05-01T12:00:00Z'))).toBeNull();
  });

  it('reads a themed card as THEME whatever its type', () => {
    expect(cardKind({ id: 1, cardType: 'COUNTY', unrealCard: '1' })).toBe('THEME');
    expect(cardKind({ id: 1, cardType: 'town', unrealCard: '0' })).toBe('TOWN');
    expect(cardKind({ id: 1, cardType: 'WHATEVER' })).toBe('COUNTY');
  });
});

describe('new place kinds', () => {
  it('lists homestays with grade, price and features, filters by grade, and refuses a grade on another kind', async () => {
    const all = await h.gql('{ places(kind: HOMESTAY, first: 50) { totalCount edges { node { __typename kind detailPath ... on Homestay { grade lowestPrice roomCount features checkInTime } } } } }');
    expect(all.errors).toBeUndefined();
    expect(all.data!.places.totalCount).toBe(14);
    const first = all.data!.places.edges[0].node;
    expect(first).toMatchObject({ __typename: 'Homestay', kind: 'HOMESTAY' });
    expect(first.detailPath).toMatch(/^\/homestay-detail\/\d+$/);
    expect(first.lowestPrice).toBeGreaterThan(0);
    const gradeA = await h.gql('{ places(kind: HOMESTAY, filter: { homestayGrade: GRADE_A }, first: 50) { edges { node { ... on Homestay { grade } } } } }');
    expect(gradeA.data!.places.edges.length).toBeGreaterThan(0);
    expect(gradeA.data!.places.edges.every((e: any) => e.node.grade === 'GRADE_A')).toBe(true);
    const wrong = await h.gql('{ places(kind: HOTEL, filter: { homestayGrade: GRADE_A }) { totalCount } }');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("walks a scenic area's theme areas, their facilities and its shows, each back to its parents", async () => {
    const res = await h.gql(`{ node: nodeByUpstreamId(type: "ScenicArea", upstreamId: "10001") { ... on ScenicArea { name
      subjectAreas(first: 10) { totalCount edges { node { id name ... on SubjectArea { scenicArea { name } facilities(first: 10) { totalCount edges { node { ... on AmusementFacility { intensity heightRequirement subjectArea { name } scenicArea { name } } } } } } } } }
      amusementFacilities(first: 1) { totalCount }
      shows(first: 10) { totalCount edges { node { detailPath ... on ScenicShow { showTimes nextShowTime durationMinutes venueName scenicArea { name } } } } } } } }`);
    expect(res.errors).toBeUndefined();
    const area = res.data!.node;
    expect(area.subjectAreas.totalCount).toBe(4);
    expect(area.amusementFacilities.totalCount).toBe(16);
    const theme = area.subjectAreas.edges[0].node;
    expect(theme.scenicArea.name).toBe(area.name);
    expect(theme.facilities.totalCount).toBe(4);
    for (const { node } of theme.facilities.edges) {
      expect(node.subjectArea.name).toBe(theme.name);
      expect(node.scenicArea.name).toBe(area.name);
      expect(['GENTLE', 'MODERATE', 'THRILLING']).toContain(node.intensity);
    }
    expect(area.shows.totalCount).toBe(5);
    const show = area.shows.edges[0].node;
    expect(show.detailPath).toMatch(/^\/wonderful-show-desc\/\d+$/);
    expect(show.showTimes.length).toBeGreaterThan(0);
    expect(show.nextShowTime === null || show.showTimes.includes(show.nextShowTime)).toBe(true);
  });

  it('answers a research base and a village with its spots', async () => {
    const bases = await h.gql('{ places(kind: STUDY_BASE, filter: { studyBaseLevel: NATIONAL }, first: 50) { totalCount edges { node { ... on StudyBase { level suitableFor courses dailyCapacity bookingTips openingHours { opens } } } } } }');
    expect(bases.errors).toBeUndefined();
    expect(bases.data!.places.totalCount).toBe(4);
    const base = bases.data!.places.edges[0].node;
    expect(base.level).toBe('NATIONAL');
    expect(base.bookingTips).toMatch(/预约/);
    const village = await h.gql('{ places(kind: RURAL, first: 1) { edges { node { name ... on RuralStay { spots(first: 5) { totalCount edges { node { detailPath ... on RuralSpot { village { name } } } } } } } } } }');
    const v = village.data!.places.edges[0].node;
    expect(v.spots.totalCount).toBeGreaterThan(0);
    expect(v.spots.edges[0].node.village.name).toBe(v.name);
    expect(v.spots.edges[0].node.detailPath).toMatch(/^\/rural-spots-detail\/\d+$/);
  });
});

describe('brands', () => {
  const BRAND = 'id upstreamId name slogan mainColor siteCount placeCount detailPath cover { url } banner { url(size: BANNER) width(size: BANNER) height(size: BANNER) }';

  it('lists the brands in one upstream call, favourite counts batched', async () => {
    const res = await h.gql(`{ brands(first: 10) { totalCount edges { node { ${BRAND} interactions { likeCount favouriteCount } } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.brands.totalCount).toBe(14);
    const b = res.data!.brands.edges[0].node;
    expect(b.detailPath).toBe(`/brand-desc/${b.upstreamId}`);
    expect(b.banner).toMatchObject({ width: 750, height: 160 });
    expect(b.banner.url).toMatch(/width=750&height=160/);
    expect(b.mainColor).toMatch(/^#[0-9A-F]{6}$/);
    // the list and one resourceCount for every card
    expect(res.upstreamCalls).toBe(2);
  });

  it("opens a brand with its introduction, places and news, and a place's brand banner", async () => {
    const list = await h.gql('{ brands(first: 1) { edges { node { upstreamId } } } }');
    const id = list.data!.brands.edges[0].node.upstreamId;
    const res = await h.gql(`query ($id: ID!) { node: nodeByUpstreamId(type: "Brand", upstreamId: $id) { ... on Brand { ${BRAND} newsCount introduction images { url }
      places(first: 20) { totalCount edges { node { __typename name detailPath } } }
      scenic: places(kind: SCENIC_AREA, first: 20) { edges { node { __typename } } }
      news(first: 20) { totalCount edges { node { title detailPath } } } } } }`, { id });
    expect(res.errors).toBeUndefined();
    const brand = res.data!.node;
    expect(brand.introduction).toMatch(/<p>/);
    expect(brand.places.totalCount).toBe(brand.placeCount);
    expect(brand.places.edges[0].node.__typename).toBe('ScenicArea');
    expect(brand.scenic.edges.every((e: any) => e.node.__typename === 'ScenicArea')).toBe(true);
    expect(brand.news.totalCount).toBe(brand.newsCount);
    const place = brand.places.edges[0].node;
    const placeId = place.detailPath.split('/').pop();
    const banner = await h.gql('query ($id: ID!) { node: nodeByUpstreamId(type: "ScenicArea", upstreamId: $id) { ... on ScenicArea { brand { upstreamId name } } } }', { id: placeId });
    expect(banner.data!.node.brand).not.toBeNull();
    expect(banner.data!.node.brand.name).toBeTruthy();
  });

  it('a brand of another site is not found; an overlong keyword is refused', async () => {
    const fr = await h.gql('{ brands(first: 1) { edges { node { upstreamId name } } } }', {}, FR);
    expect(fr.data!.brands.edges[0].node.name).not.toMatch(/[\u4e00-\u9fff]/);
    const other = await h.gql('query ($id: ID!) { node: nodeByUpstreamId(type: "Brand", upstreamId: $id) { id } }', { id: fr.data!.brands.edges[0].node.upstreamId });
    expect(other.errors).toBeUndefined();
    expect(other.data!.node).toBeNull();
    const long = await h.gql('query ($k: String) { brands(keyword: $k) { totalCount } }', { k: '长'.repeat(51) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is liked and favourited by a signed-in visitor', async () => {
    const token = await h.signIn('13700000025');
    const auth = { 'x-token': token };
    const list = await h.gql('{ brands(first: 1) { edges { node { id interactions { likeCount viewerHasLiked } } } } }', {}, auth);
    const brand = list.data!.brands.edges[0].node;
    expect(brand.interactions.viewerHasLiked).toBe(false);
    const liked = await h.gql('mutation ($id: ID!) { setLike(input: { resourceId: $id, active: true }) { interactions { likeCount viewerHasLiked } errors { code } } }', { id: brand.id }, auth);
    expect(liked.data!.setLike.errors).toEqual([]);
    expect(liked.data!.setLike.interactions).toEqual({ likeCount: brand.interactions.likeCount + 1, viewerHasLiked: true });
  });
});

describe('destinations', () => {
  const CARD = 'id upstreamId name slogan kind regionCode regionName siteId tags heat detailPath cityPath cover { url }';

  it('lists the city cards (Response B) and filters by kind and region', async () => {
    const all = await h.gql(`{ cityCards(first: 50) { totalCount edges { node { ${CARD} } } } }`);
    expect(all.errors).toBeUndefined();
    expect(all.data!.cityCards.totalCount).toBe(15);
    const city = all.data!.cityCards.edges[0].node;
    expect(city).toMatchObject({ kind: 'CITY', regionCode: '510100', siteId: '1001', cityPath: '/destination-city/510100/1001' });
    expect(city.detailPath).toBe(`/destination-desc/510100/${city.upstreamId}?cardId=${city.upstreamId}`);
    const themed = await h.gql('{ cityCards(kind: THEME, first: 50) { edges { node { kind name } } } }');
    expect(themed.data!.cityCards.edges.map((e: any) => e.node.name)).toEqual(['青城山']);
    const region = await h.gql('{ cityCards(regionCode: "510181", themed: false, first: 50) { edges { node { name } } } }');
    expect(region.data!.cityCards.edges.map((e: any) => e.node.name)).toEqual(['都江堰市']);
    const bad = await h.gql('{ cityCards(regionCode: "51") { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds the destination of a region, and a card with its introduction', async () => {
    const res = await h.gql(`{ destination(regionCode: "510181") { ${CARD} introduction } none: destination(regionCode: "510104001000") { id } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.destination.name).toBe('都江堰市');
    expect(res.data!.destination.introduction).toMatch(/<p>/);
    expect(res.data!.none).toBeNull();
    const fr = await h.gql('{ cityCards(first: 50) { edges { node { name regionName } } } }', {}, FR);
    expect(fr.data!.cityCards.edges.every((e: any) => !/[\u4e00-\u9fff]/.test(e.node.name + e.node.regionName))).toBe(true);
  });
});

describe('comments on brands and city cards (Commentable)', () => {
  const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) {
    errors { code field }
    commentEdge { node { id content resource { id } } }
    resource { ... on Commentable { commentSummary { total } } }
  } }`;

  for (const [label, list, typeName] of [
    ['a brand', '{ list: brands(first: 1) { edges { node { id upstreamId } } } }', 'Brand'],
    ['a city card', '{ list: cityCards(first: 1) { edges { node { id upstreamId } } } }', 'CityCard'],
  ] as const) {
    it(`${label} takes comments; its detail gives the count without a resourceCount call`, async () => {
      const token = await h.signIn(typeName === 'Brand' ? '13700000026' : '13700000027');
      const first = (await h.gql(list)).data!.list.edges[0].node;
      const READ = `query ($id: ID!) { node: nodeByUpstreamId(type: "${typeName}", upstreamId: $id) { ... on Commentable { __typename commentSummary { total averageStar } comments(first: 3) { totalCount edges { node { content author { nickname } } } } } } }`;
      const before = await h.gql(READ, { id: first.upstreamId });
      expect(before.errors).toBeUndefined();
      expect(before.data!.node.__typename).toBe(typeName);
      const total = before.data!.node.commentSummary.total;
      expect(before.data!.node.comments.totalCount).toBe(total);

      const added = await h.gql(ADD, { input: { resourceId: first.id, content: `  ${typeName} 真不错  ` } }, { 'x-token': token });
      expect(added.errors).toBeUndefined();
      const payload = added.data!.addComment;
      expect(payload.errors).toEqual([]);
      expect(payload.commentEdge.node).toMatchObject({ content: `${typeName} 真不错`, resource: { id: first.id } });
      expect(payload.resource.commentSummary.total).toBe(total + 1);

      const after = await h.gql(READ, { id: first.upstreamId });
      expect(after.data!.node.commentSummary.total).toBe(total + 1);
      expect(after.data!.node.comments.edges[0].node.content).toBe(`${typeName} 真不错`);
      // detail + comment list + average star: the count comes from the detail's commentNum
      expect(after.upstreamCalls).toBe(3);
    });
  }

  it('refuses an empty comment on a city card before calling the upstream', async () => {
    const token = await h.signIn('13700000028');
    const card = (await h.gql('{ cityCards(first: 1) { edges { node { id } } } }')).data!.cityCards.edges[0].node;
    await h.dev.resetCalls();
    const res = await h.gql(ADD, { input: { resourceId: card.id, content: '   ' } }, { 'x-token': token });
    expect(res.data!.addComment.errors).toEqual([{ code: 'COMMENT_REQUIRED', field: 'content' }]);
    expect(res.upstreamCalls).toBe(0);
  });
});

describe('rankings', () => {
  it('ranks the destinations with their trend, in one upstream call', async () => {
    const res = await h.gql('{ regionRanking(first: 20) { totalCount edges { node { rank heat trend rankChange destination { name cityPath cover { url } } } } } }');
    expect(res.errors).toBeUndefined();
    const rows = res.data!.regionRanking.edges.map((e: any) => e.node);
    expect(rows.map((r: any) => r.rank)).toEqual(rows.map((_: unknown, i: number) => i + 1));
    expect(rows.some((r: any) => r.trend !== 'SAME')).toBe(true);
    for (const r of rows) {
      if (r.trend === 'UP') expect(r.rankChange).toBeGreaterThan(0);
      if (r.trend === 'DOWN') expect(r.rankChange).toBeLessThan(0);
      if (r.trend === 'NEW' || r.trend === 'SAME') expect(r.rankChange).toBe(0);
    }
    expect(res.upstreamCalls).toBe(1);
  });

  it('ranks one kind of place by resourceType, cards batched; refuses an unknown type', async () => {
    const res = await h.gql('{ placeRanking(resourceType: "CONTENT_TYPE_AGRITAINMENT", first: 10) { kind totalCount edges { node { rank heat trend place { __typename name detailPath interactions { likeCount } } } } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.placeRanking.kind).toBe('HOMESTAY');
    const heats = res.data!.placeRanking.edges.map((e: any) => e.node.heat);
    expect([...heats].sort((a: number, b: number) => b - a)).toEqual(heats);
    expect(res.data!.placeRanking.edges[0].node.place.__typename).toBe('Homestay');
    expect(res.upstreamCalls).toBe(2);
    const bad = await h.gql('{ placeRanking(resourceType: "CONTENT_TYPE_NOPE") { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('columns', () => {
  it('answers the art fund column with its channels and a channel with its articles and parent', async () => {
    const res = await h.gql('{ column(code: "scysjj") { id name path introduction cover { url } channels { code name path articleCount } } }');
    expect(res.errors).toBeUndefined();
    const column = res.data!.column;
    expect(column).toMatchObject({ name: '艺术基金', path: '/column-list/scysjj' });
    expect(column.channels).toHaveLength(4);
    expect(column.channels[0].path).toBe(`/column-news-list/${column.channels[0].code}`);
    const sub = await h.gql('query ($c: String!) { column(code: $c) { name path parent { name path } articles(first: 10) { totalCount edges { node { title detailPath } } } } }', { c: column.channels[0].code });
    expect(sub.errors).toBeUndefined();
    expect(sub.data!.column.parent).toEqual({ name: '艺术基金', path: '/column-list/scysjj' });
    expect(sub.data!.column.articles.totalCount).toBe(column.channels[0].articleCount);
    const none = await h.gql('{ column(code: "nope") { id } bad: column(code: "../x") { id } }');
    expect(none.errors).toBeUndefined();
    expect(none.data).toEqual({ column: null, bad: null });
    const node = await h.gql('query ($id: ID!) { node(id: $id) { ... on Column { code } } }', { id: column.id });
    expect(rawOf(column.id)).toBe('scysjj');
    expect(node.data!.node).toEqual({ code: 'scysjj' });
  });
});
