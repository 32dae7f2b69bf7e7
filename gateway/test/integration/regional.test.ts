/**
 * The regional pack over the real upstream: the Xinjiang edition's lists on its site (site650100)
 * and empty elsewhere, the channel code's input rules (refused here, before any upstream call),
 * the user's health code, and a failing regional family leaving the rest of the page working.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const XJ = { 'x-site-code': 'site650100' };

let h: Harness;
let a: string;
const { gql } = clientOf(() => h);
const xj = (query: string, variables: Record<string, unknown> = {}, extra: Record<string, string> = {}) =>
  h.gql(query, variables, { ...XJ, ...extra });

const CHANNEL = `query($code: String!) { regional { channel(code: $code) { channel { code name articles(first: 2) { totalCount edges { node { title publishedAt } } } } errors { code field limit message } } } }`;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
}, 120_000);
afterEach(async () => {
  await h.dev.clearFaults();
});
afterAll(async () => {
  await h?.close();
});

describe('the regional lists', () => {
  it('answers the edition’s hot places, panoramas, routes, channels and services on its site', async () => {
    const r = await xj(`{ regional {
      hotPlaces(first: 5) { totalCount pageInfo { hasNextPage } edges { node { id name regionName heat location { longitude latitude } mapPath image { url } } } }
      panoramas { totalCount edges { node { name } } }
      drivingRoutes { totalCount edges { node { name days distanceKm stops } } }
      channels { code name }
      serviceGroups { name services { name phone icon } }
    } }`);
    expect(r.errors).toBeUndefined();
    const pack = r.data!.regional;
    expect(pack.hotPlaces.totalCount).toBe(12);
    expect(pack.hotPlaces.pageInfo.hasNextPage).toBe(true);
    expect(pack.hotPlaces.edges[0].node).toMatchObject({ name: '新疆国际大巴扎', regionName: '天山区' });
    expect(pack.hotPlaces.edges[0].node.mapPath).toMatch(/^\/open-map\//);
    expect(pack.panoramas.edges[0].node.name).toBe('天山天池·博格达峰');
    expect(pack.drivingRoutes.edges[0].node).toEqual({
      name: '天山天池一日游',
      days: 1,
      distanceKm: 110,
      stops: ['乌鲁木齐', '阜康市', '天山天池'],
    });
    expect(pack.channels.map((c: { code: string }) => c.code)).toEqual(['news', 'heritage', 'food']);
    expect(pack.serviceGroups.map((g: { name: string }) => g.name)).toEqual(['旅游服务', '紧急求助']);
    expect(pack.serviceGroups[1].services[1]).toEqual({ name: '急救', phone: '120', icon: 'ambulance' });
  });

  it('is empty on a site without the edition’s data', async () => {
    const r = await gql('{ regional { hotPlaces { totalCount edges { node { id } } } channels { code } serviceGroups { name } } }');
    expect(r.data!.regional).toEqual({ hotPlaces: { totalCount: 0, edges: [] }, channels: [], serviceGroups: [] });
  });

  it('pages with first/after and refuses a page size out of range', async () => {
    const first = await xj('{ regional { hotPlaces(first: 10) { pageInfo { endCursor } edges { node { name } } } } }');
    const after = first.data!.regional.hotPlaces.pageInfo.endCursor;
    const next = await xj(
      'query($after: String) { regional { hotPlaces(first: 10, after: $after) { pageInfo { hasNextPage } edges { node { name } } } } }',
      { after },
    );
    expect(next.data!.regional.hotPlaces.edges).toHaveLength(2);
    expect(next.data!.regional.hotPlaces.pageInfo.hasNextPage).toBe(false);
    const bad = await xj('{ regional { hotPlaces(first: 51) { totalCount } } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the channel code', () => {
  it('answers a channel of the site with its articles, newest first', async () => {
    const r = await xj(CHANNEL, { code: 'food' });
    const { channel, errors } = r.data!.regional.channel;
    expect(errors).toEqual([]);
    expect(channel).toMatchObject({ code: 'food', name: '美食推荐', articles: { totalCount: 4 } });
    const [newer, older] = channel.articles.edges.map((e: { node: { publishedAt: string } }) => e.node.publishedAt);
    expect(newer > older).toBe(true);
  });

  it('refuses a missing, malformed or unknown code with a localized error, the first two before any upstream call', async () => {
    await h.dev.resetCalls();
    const empty = await xj(CHANNEL, { code: '  ' });
    expect(empty.data!.regional.channel).toEqual({
      channel: null,
      errors: [{ code: 'REGIONAL_CHANNEL_REQUIRED', field: 'code', limit: null, message: '请选择频道' }],
    });
    const long = await xj(CHANNEL, { code: 'x'.repeat(33) }, { 'x-language': 'EN' });
    expect(long.data!.regional.channel.errors).toEqual([
      {
        code: 'REGIONAL_CHANNEL_INVALID',
        field: 'code',
        limit: 32,
        message: 'This channel code is not valid (at most 32 letters, digits, "-" or "_").',
      },
    ]);
    const odd = await xj(CHANNEL, { code: 'food?x=1' });
    expect(odd.data!.regional.channel.errors[0].code).toBe('REGIONAL_CHANNEL_INVALID');
    expect((await h.dev.calls()).calls.filter((c) => c.path.startsWith('res/api/regional'))).toEqual([]);
    const unknown = await xj(CHANNEL, { code: 'sports' }, { 'x-language': 'FRENCH' });
    expect(unknown.data!.regional.channel).toEqual({
      channel: null,
      errors: [{ code: 'REGIONAL_CHANNEL_UNKNOWN', field: 'code', limit: null, message: 'Cette chaîne n’existe pas.' }],
    });
    expect((await gql('{ inputLimits { regionalChannelCodeMaxLength } }')).data!.inputLimits.regionalChannelCodeMaxLength).toBe(32);
  });
});

describe('the health code', () => {
  it('is the signed-in user’s, never cached; anonymous visitors are told to sign in', async () => {
    const r = await xj('{ viewer { user { healthCode { color checkedAt } } } }', {}, { 'x-token': a });
    expect(r.errors).toBeUndefined();
    expect(r.data!.viewer.user.healthCode.color).toBe('GREEN');
    expect(r.data!.viewer.user.healthCode.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const b = await h.signIn('13800000002');
    expect((await xj('{ viewer { user { healthCode { color } } } }', {}, { 'x-token': b })).data!.viewer.user.healthCode.color).toBe(
      'YELLOW',
    );
    const anonymous = await xj('{ viewer { user { healthCode { color } } } }');
    expect(anonymous.data?.viewer?.user ?? null).toBeNull();
  });
});

describe('the configurable service pages', () => {
  it('answers a page’s groups from the site’s menu data, each entry’s destination resolved', async () => {
    const q = 'query($page: ServicePage!) { site { servicePage(page: $page) { title target children { title code target path url } } } }';
    const page = (await gql(q, { page: 'CONFIGURE_SERVICE' })).data!.site.servicePage;
    expect(page.map((g: { title: string }) => g.title)).toEqual(['出行服务', '文化生活', '游客服务']);
    expect(page[0].children[0]).toEqual({
      title: '停车场',
      code: 'PARKING',
      target: 'INTERNAL',
      path: '/service-map/CONTENT_TYPE_PARKING',
      url: null,
    });
    expect(page[2].children[2]).toMatchObject({ code: 'OUTSIDE', target: 'EXTERNAL', url: 'https://www.chengdu.gov.cn/' });
    expect((await gql(q, { page: 'GS_SERVICE' })).data!.site.servicePage).toEqual([]);
    const grid = (await gql('{ site { serviceMenu { code path } } }')).data!.site.serviceMenu;
    expect(grid.find((e: { code: string }) => e.code === 'CONFIGURE_SERVICE')).toEqual({
      code: 'CONFIGURE_SERVICE',
      path: '/configure-service',
    });
  });
});

describe('a failing regional family', () => {
  it('leaves the rest of the page working: only its own lists are null', async () => {
    await h.dev.addFault({ path: 'res/api/regional/hot', mode: 'http500' });
    await h.dev.addFault({ path: 'res/api/regional/channels', mode: 'code', code: 500, message: 'down' });
    const r = await xj('{ site { name } regional { hotPlaces { totalCount } channels { code } drivingRoutes { totalCount } } }');
    expect(r.data!.site.name).toBe('乌鲁木齐文旅');
    expect(r.data!.regional).toEqual({ hotPlaces: null, channels: null, drivingRoutes: { totalCount: 4 } });
    expect(r.errors?.map((e) => e.path?.join('.')).sort()).toEqual(['regional.channels', 'regional.hotPlaces']);
  });
});
