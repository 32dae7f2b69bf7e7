import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(() => h.dev.clearFaults());

const LIST = '{ places(kind: SCENIC_AREA, first: 2) { totalCount edges { node { name } } } }';

function codeOf(result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) {
  return result.errors?.[0]?.extensions?.code;
}

describe('upstream codes → GraphQL errors', () => {
  it.each([
    [2, 'UNAUTHENTICATED'],
    [3, 'SERVICE_SUSPENDED'],
    [4, 'UPSTREAM_ERROR'], // INVITATION_REQUIRED is the open-id check's answer only
    [5, 'TOO_MANY_VISITORS'],
  ])('code %s → %s', async (code, expected) => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'code', code, message: '模拟', times: 1 });
    const result = await h.gql(LIST);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ places: null });
    expect(codeOf(result)).toBe(expected);
    expect(result.errors?.[0]?.path).toEqual(['places']);
  });

  it('another code → UPSTREAM_ERROR with the server message', async () => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'code', code: 1, message: '参数错误：level', times: 1 });
    const result = await h.gql(LIST);
    expect(result.errors?.[0]).toMatchObject({ message: '参数错误：level', extensions: { code: 'UPSTREAM_ERROR', upstreamCode: 1 } });
  });

  it('the suspended site answers SERVICE_SUSPENDED (header and query parameter)', async () => {
    const byHeader = await h.gql('{ site { name } }', {}, { 'x-site-code': 'site620200' });
    expect(codeOf(byHeader)).toBe('SERVICE_SUSPENDED');
    const byQuery = await h.gql(LIST, {}, {}, '/graphql?siteCode=site620200');
    expect(codeOf(byQuery)).toBe('SERVICE_SUSPENDED');
    const byArg = await h.gql('{ site(code: "site620200") { name } }');
    expect(codeOf(byArg)).toBe('SERVICE_SUSPENDED');
  });

  it("an unknown site is NOT_FOUND with reason SITE (the guard's 站点不存在), named in the request's language", async () => {
    const result = await h.gql('{ site { name } }', {}, { 'x-site-code': 'site000000' });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', reason: 'SITE' } });
    expect(result.errors?.[0]?.message).toContain('site000000');
  });
});

describe('partial failure', () => {
  it('one failing field does not take down the rest', async () => {
    const scenicId = Buffer.from('ScenicArea:10001').toString('base64url');
    await h.dev.addFault({ path: 'res/api/scenic/detail', mode: 'code', code: 1, message: '详情服务异常' });
    const result = await h.gql(
      `query ($id: ID!) {
      places(kind: SCENIC_AREA, first: 2) { totalCount edges { node { name } } }
      node(id: $id) { id }
      site { name }
    }`,
      { id: scenicId },
    );
    expect(result.data?.places.edges).toHaveLength(2);
    expect(result.data?.site.name).toBe('成都文旅云');
    expect(result.data?.node).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({ path: ['node'], message: '详情服务异常', extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('a failing root field nulls only itself (roots backed by their own call are nullable)', async () => {
    await h.dev.addFault({ path: 'res/api/content/list', mode: 'code', code: 1, message: '资讯服务异常' });
    const result = await h.gql('{ news(first: 2) { totalCount } site { name } }');
    expect(result.data).toEqual({ news: null, site: { name: '成都文旅云' } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({ path: ['news'], message: '资讯服务异常' });
  });

  it('a failing home module nulls only its own content; the other modules keep theirs', async () => {
    await h.dev.addFault({ path: 'res/api/ranking/scenicRank', mode: 'code', code: 1, message: '排行榜维护中' });
    const result = await h.gql(`{ site { name homeLayout {
      __typename key
      ... on RankingModule { entries { rank } }
      ... on PlaceShelfModule { places { name } }
      ... on NewsShelfModule { articles { title } }
    } } }`);
    const layout = result.data?.site.homeLayout as Array<Record<string, unknown>>;
    const ranking = layout.find((m) => m.__typename === 'RankingModule');
    expect(ranking?.entries).toBeNull();
    const shelves = layout.filter((m) => m.__typename === 'PlaceShelfModule');
    expect(shelves.length).toBeGreaterThan(0);
    for (const shelf of shelves) expect((shelf.places as unknown[]).length).toBeGreaterThan(0);
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.path?.[0]).toBe('site');
    expect(result.errors?.[0]?.path).toContain('entries');
  });

  it('a failing nullable nested field nulls only itself', async () => {
    await h.dev.addFault({ path: 'res/api/interactManage/resourceCount', mode: 'code', code: 1, message: '互动服务异常' });
    const result = await h.gql('{ places(kind: VENUE, first: 3) { edges { node { name region { name } interactions { likeCount } } } } }');
    expect(result.data?.places.edges).toHaveLength(3);
    for (const edge of result.data?.places.edges ?? []) {
      expect(edge.node.name).toBeTruthy();
      expect(edge.node.region.name).toBeTruthy();
      expect(edge.node.interactions).toBeNull();
    }
    expect(result.errors?.length).toBe(3);
    expect(result.errors?.every((e) => e.extensions?.code === 'UPSTREAM_ERROR')).toBe(true);
  });
});

describe('network failures, retries and time-outs', () => {
  it('a GET reset twice succeeds after retries', async () => {
    await h.dev.resetCalls();
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'reset', times: 2 });
    const result = await h.gql(LIST);
    expect(result.errors).toBeUndefined();
    expect(result.data?.places.edges).toHaveLength(2);
    expect(result.upstreamCalls).toBe(3);
  });

  it('a GET reset 10 times fails with UPSTREAM_UNAVAILABLE after 1 + 4 tries', async () => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'reset', times: 10 });
    const result = await h.gql(LIST);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'NETWORK' });
    expect(result.upstreamCalls).toBe(5);
  });

  it('a slow upstream times out (retried, then UPSTREAM_UNAVAILABLE)', async () => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'slow', delayMs: 1500 });
    const started = Date.now();
    const result = await h.gql(LIST);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a slow answer within the time-out is fine', async () => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'slow', delayMs: 100, times: 1 });
    expect((await h.gql(LIST)).errors).toBeUndefined();
  });

  it('malformed JSON is UPSTREAM_ERROR, not retried', async () => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'malformed', times: 1 });
    const result = await h.gql(LIST);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR' });
    expect(result.upstreamCalls).toBe(1);
  });

  it('HTTP 500 is UPSTREAM_UNAVAILABLE', async () => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'http500', times: 1 });
    const result = await h.gql(LIST);
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('errors never leak upstream URLs, tokens or stacks', async () => {
    await h.dev.addFault({ path: '*', mode: 'reset', times: 5 });
    const result = await h.gql(LIST, {}, { 'x-token': 'tok-secret-123' });
    const text = JSON.stringify(result.errors);
    expect(text).not.toContain(h.upstreamUrl.replace('http://', ''));
    expect(text).not.toContain('tok-secret-123');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('the token is forwarded as the token query parameter', async () => {
    await h.dev.resetCalls();
    await h.gql(LIST, {}, { 'x-token': 'tok-abc' });
    const { calls } = await h.dev.calls();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.query.token === 'tok-abc' && c.query.siteCode === 'site510100')).toBe(true);
  });
});

describe('input validation', () => {
  it.each([
    ['{ places(kind: SCENIC_AREA, first: 0) { totalCount } }'],
    ['{ places(kind: SCENIC_AREA, first: 51) { totalCount } }'],
    ['{ places(kind: SCENIC_AREA, after: "nonsense") { totalCount } }'],
    ['{ places(kind: HOTEL, filter: { scenicLevel: AAAAA }) { totalCount } }'],
    ['{ places(kind: SCENIC_AREA, filter: { regionCode: "51" }) { totalCount } }'],
    ['{ places(kind: SCENIC_AREA, orderBy: DISTANCE) { totalCount } }'],
    ['{ searchPlaces(keyword: "  ") { totalCount } }'],
  ])('%s → BAD_USER_INPUT', async (query) => {
    const result = await h.gql(query);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
  });
});
